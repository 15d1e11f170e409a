/// What a `TerminalProgram` asks the run loop to do after an event.
public enum LoopAction: Hashable, Sendable {
    case `continue`
    /// Leave the loop; `run` returns `.quit`.
    case quit
    /// Ctrl-Z: restore the terminal, stop the process, and repaint when continued.
    case suspend
    /// Ctrl-L: repaint the whole screen on the next frame.
    case repaint
}
