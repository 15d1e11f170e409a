// The taskdeck executable: everything lives in CLI; this file only hands over the process.
import Foundation

// Swift repairs arguments that are not UTF-8 (caf\xe9.json would open "caf\u{FFFD}.json"):
// read them as the bytes they are, so one that is not UTF-8 is refused, not changed.
let rawArguments = (0..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].flatMap { String(validatingCString: $0) }
}
exit(CLI.main(arguments: CommandLine.arguments, validUTF8: rawArguments.map { $0 != nil },
              environment: ProcessInfo.processInfo.environment))
