/// The monotonic time a program's timers are set on (`TerminalProgram.nextDeadline`).
///
/// The composition root hands the real one; tests hand one they move forward by hand, so
/// "a second later" is a step, not a sleep.
public protocol LoopClock {
    var now: ContinuousClock.Instant { get }
}

/// The machine's monotonic clock.
public struct SystemLoopClock: LoopClock {
    public init() {}
    public var now: ContinuousClock.Instant { .now }
}
