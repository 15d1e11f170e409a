/// Errors of the command line itself.
enum CLIError: Error, Equatable {
    /// The arguments are wrong (exit 64, with a hint to the help).
    case usage(String)
    /// Something went wrong running a valid command (exit 1).
    case runtime(String)
    /// `help NAME` for a topic or command that does not exist (exit 64; the hint is `--help`).
    case unknownCommand(String)
    /// A program taskdeck ran in the foreground was ended by `signal` (a Ctrl-C): exit
    /// 128 + signal, as a shell reports it, so a script running taskdeck stops too.
    case stopped(String, signal: Int32)

    var message: String {
        switch self {
        case .usage(let message), .runtime(let message), .stopped(let message, _): message
        case .unknownCommand(let name): "no topic or command '\(name)'; taskdeck help topics lists the topics"
        }
    }

    var isUsage: Bool {
        switch self {
        case .runtime, .stopped: false
        case .usage, .unknownCommand: true
        }
    }

    /// The exit code other than 1 or 64 this error ends with, if any.
    var exitCode: Int32? {
        if case .stopped(_, let signal) = self { return 128 + signal }
        return nil
    }

    /// Whether the usage hint should name the command's own help (else `taskdeck --help`).
    var pointsToCommandHelp: Bool {
        if case .unknownCommand = self { return false }
        return true
    }
}
