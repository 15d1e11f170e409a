// The taskdeck executable: everything lives in CLI; this file only hands over the process.
import Foundation

exit(CLI.main(arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment))
