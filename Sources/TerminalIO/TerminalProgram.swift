import TerminalCore

/// A full-screen program driven by `TerminalRunLoop`: it reacts to events and draws
/// itself into a canvas; it never touches the terminal.
public protocol TerminalProgram: AnyObject {
    /// Reacts to one event.
    func handle(_ event: LoopEvent) -> LoopAction
    /// Draws the whole screen; the renderer writes only what changed.
    func draw(into canvas: inout Canvas)
    /// True for a program that draws only what changed over the frame on screen when the
    /// canvas says it holds it (`Canvas.continuesShownFrame`); otherwise each frame starts blank.
    var drawsOnlyChanges: Bool { get }
    /// True when `draw` would produce something new (the loop skips drawing otherwise).
    var needsDisplay: Bool { get }
    /// When the program wants a `.tick` (a timer, a status message that expires); nil for never.
    var nextDeadline: ContinuousClock.Instant? { get }
    /// Called after each turn's frame is written (or found unchanged): work a key's frame
    /// need not wait for (looking at storage after the key) goes here, so the frame leaves
    /// first. Whatever it changes is drawn at once, in a frame of its own.
    func frameWasWritten() -> LoopAction
}

extension TerminalProgram {
    public var needsDisplay: Bool { true }
    public var drawsOnlyChanges: Bool { false }
    public var nextDeadline: ContinuousClock.Instant? { nil }
    public func frameWasWritten() -> LoopAction { .continue }
}
