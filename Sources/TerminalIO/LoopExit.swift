/// Why `TerminalRunLoop.run` returned.
public enum LoopExit: Hashable, Sendable {
    /// The program asked to quit.
    case quit
    /// SIGINT, SIGTERM or SIGHUP; the caller finishes up, then may
    /// `TerminalSession.exit(bySignal:)`.
    case signal(Int32)
    /// The terminal went away (end of file on standard input).
    case endOfInput
}
