/// Errors of the command line itself.
enum CLIError: Error, Equatable {
    /// The arguments are wrong (exit 64, with a hint to the help).
    case usage(String)
    /// Something went wrong running a valid command (exit 1).
    case runtime(String)

    var message: String {
        switch self {
        case .usage(let message), .runtime(let message): message
        }
    }

    var isUsage: Bool {
        if case .usage = self { return true }
        return false
    }
}
