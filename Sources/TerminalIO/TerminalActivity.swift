import TerminalCore

/// What woke the session up: what `TerminalSession.wait(timeout:)` reports.
public enum TerminalActivity: Hashable, Sendable {
    /// Bytes from the keyboard, undecoded.
    case input([UInt8])
    /// The window changed size (SIGWINCH).
    case resized
    /// The process was asked to stop (SIGTSTP from outside; Ctrl-Z arrives as a key).
    case suspendRequested
    /// The process was continued (SIGCONT): the screen must be repainted.
    case continued
    /// SIGINT, SIGTERM or SIGHUP: the terminal is already restored; finish and exit.
    case terminate(signal: Int32)
    /// Standard input reached end of file (the terminal went away).
    case endOfInput
}
