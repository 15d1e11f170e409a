import TerminalIO

/// A loop clock that moves only when a test says so: "a second later" without a sleep.
final class ManualLoopClock: LoopClock {
    private(set) var now: ContinuousClock.Instant = .now

    func advance(by duration: Duration) {
        now += duration
    }
}
