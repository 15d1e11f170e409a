import SystemCalls

/// What can go wrong at the terminal edge, each with a message a person can act on.
public enum TerminalIOError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Full-screen mode needs a terminal on both ends; `stream` is "standard input" or "standard output".
    case notATerminal(stream: String)
    /// A system call failed; `operation` names it and what it was for.
    case systemCall(operation: String, errno: Int32)
    /// Writing a frame made no progress for too long (the terminal stopped reading).
    case outputStalled

    public var description: String {
        switch self {
        case .notATerminal(let stream):
            return "\(stream) is not a terminal; full-screen mode needs an interactive terminal "
                + "(the scripting commands work without one, see --help)"
        case .systemCall(let operation, let code):
            return "\(operation) failed: \(SystemCallError(code: code).message) (errno \(code))"
        case .outputStalled:
            return "the terminal stopped accepting output"
        }
    }
}
