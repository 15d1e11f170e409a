/// Tells a double click from two clicks: a left press on the same cell as the previous
/// one, within `interval` of it, counts 2. The run loop calls it with its clock's time, so
/// tests give the times instead of waiting.
public struct ClickCounter: Sendable {
    /// The usual double-click time of desktops.
    public static let interval: Duration = .milliseconds(400)

    private var last: (position: Point, time: ContinuousClock.Instant, count: Int)?

    public init() {}

    /// `event` with its `clickCount` set; anything but a left press passes unchanged (a
    /// wheel notch or another button between two presses does not break a double click).
    public mutating func count(_ event: MouseEvent, at time: ContinuousClock.Instant) -> MouseEvent {
        guard event.button == .left, event.action == .press else { return event }
        var counted = event
        if let last, last.position == event.position, last.count == 1, time - last.time <= Self.interval, time >= last.time {
            counted.clickCount = 2
        } else {
            counted.clickCount = 1
        }
        last = (event.position, time, counted.clickCount)
        return counted
    }
}
