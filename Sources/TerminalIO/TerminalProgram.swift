import TerminalCore

/// A full-screen program driven by `TerminalRunLoop`: it reacts to events and draws
/// itself into a canvas; it never touches the terminal.
public protocol TerminalProgram: AnyObject {
    /// Reacts to one event.
    func handle(_ event: LoopEvent) -> LoopAction
    /// Draws the whole screen; the renderer writes only what changed.
    func draw(into canvas: inout Canvas)
    /// True when `draw` would produce something new (the loop skips drawing otherwise).
    var needsDisplay: Bool { get }
    /// When the program wants a `.tick` (a timer, a status message that expires); nil for never.
    var nextDeadline: ContinuousClock.Instant? { get }
}

extension TerminalProgram {
    public var needsDisplay: Bool { true }
    public var nextDeadline: ContinuousClock.Instant? { nil }
}
