/// Errors of the command line itself.
enum CLIError: Error, Equatable {
    /// The arguments are wrong (exit 64, with a hint to the help).
    case usage(String)
    /// Something went wrong running a valid command (exit 1).
    case runtime(String)
    /// `help NAME` for a command that does not exist (exit 64; the hint is `--help`).
    case unknownCommand(String)

    var message: String {
        switch self {
        case .usage(let message), .runtime(let message): message
        case .unknownCommand(let name): "unknown command '\(name)'"
        }
    }

    var isUsage: Bool {
        if case .runtime = self { return false }
        return true
    }

    /// Whether the usage hint should name the command's own help (else `taskdeck --help`).
    var pointsToCommandHelp: Bool {
        if case .unknownCommand = self { return false }
        return true
    }
}
