import TerminalCore

/// What the run loop hands a `TerminalProgram`.
public enum LoopEvent: Hashable, Sendable {
    /// A decoded key, paste or unknown sequence, with its raw bytes.
    case input(DecodedEvent)
    /// The window size: sent once at start and after every resize.
    case resized(Size)
    /// The process was continued after Ctrl-Z (or SIGSTOP): the screen is repainted.
    case resumed
    /// The program's `nextDeadline` passed.
    case tick
}
