// placeholder entry point; the CLI issue replaces it.
import Foundation

if CommandLine.arguments.dropFirst().first == "keys" {  // terminal branch: the lead wires this into the CLI
    exit(KeysCommand.run())
}
print("taskdeck")
