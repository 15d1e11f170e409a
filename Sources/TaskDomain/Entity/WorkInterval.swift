import Foundation

/// One stretch of time spent on a task: from a start to a stop, or still running.
///
/// Every start and stop is kept with the task (not only the last start, as Taskwarrior
/// keeps), so the detail can list them and Statistics can add up the time per week. Times
/// are instants in whole seconds, as every stored timestamp is.
public struct WorkInterval: Hashable, Sendable {
    public let start: Date
    /// When it was stopped; `nil` while it runs.
    public let end: Date?

    /// An interval; an end before the start is taken as the start (no negative time).
    public init(start: Date, end: Date? = nil) {
        self.start = start
        self.end = end.map { max($0, start) }
    }

    public var isRunning: Bool { end == nil }

    /// Seconds spent, counting a running interval up to `now`.
    public func seconds(until now: Date) -> TimeInterval {
        max(0, (end ?? max(now, start)).timeIntervalSince(start))
    }

    /// Seconds of it that fall within `range` (a week, for Statistics), a running one
    /// counted up to `now`.
    public func seconds(within range: Range<Date>, until now: Date) -> TimeInterval {
        let stop = end ?? max(now, start)
        let from = max(start, range.lowerBound), to = min(stop, range.upperBound)
        return max(0, to.timeIntervalSince(from))
    }

    /// The interval stopped at `date` (a stopped one stays as it is).
    func stopped(at date: Date) -> WorkInterval {
        end == nil ? WorkInterval(start: start, end: date) : self
    }
}

extension Array where Element == WorkInterval {
    /// Intervals in the order they started, at most the last one running: what a task
    /// holds whatever a file gave (a second running interval is stopped where the next starts).
    func normalizedIntervals() -> [WorkInterval] {
        let ordered = sorted { $0.start < $1.start }
        return ordered.indices.map { index in
            let interval = ordered[index]
            guard interval.end == nil, index < ordered.count - 1 else { return interval }
            return interval.stopped(at: ordered[index + 1].start)
        }
    }
}
