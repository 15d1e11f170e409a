import Foundation
import TaskDomain

/// A clock a test moves by hand (start at 10:00, stop at 10:25): time spent, wake-ups and
/// urgency at a later now, without sleeping. Tests are single-threaded, hence unchecked.
public final class MovableClock: Clock, @unchecked Sendable {
    public var now: Date
    public let calendar: Calendar

    public init(_ clock: FixedClock) {
        now = clock.now
        calendar = clock.calendar
    }

    /// Moves the clock on by `seconds`.
    public func advance(_ seconds: TimeInterval) {
        now = now.addingTimeInterval(seconds)
    }
}
