import Foundation
import TaskDomain

/// Fixed dates and small builders shared by the domain, storage and scene tests:
/// Wednesday 2026-03-11 10:00 UTC, weeks starting Monday.
///
/// The builders throw rather than trap: a date that does not exist or a task the domain
/// refuses fails the test that asked for it, not the whole run.
public enum Fixtures {
    public static let clock = FixedClock(year: 2026, month: 3, day: 11, hour: 10, minute: 0)

    /// An error with a fixed message, for failure paths.
    public struct TestError: Error, Equatable, CustomStringConvertible {
        public let description: String
        public init(_ description: String = "disk full") { self.description = description }
    }

    public static func day(_ year: Int, _ month: Int, _ day: Int) throws -> CalendarDay {
        guard let value = CalendarDay(year: year, month: month, day: day) else {
            throw TestError("no such day: \(year)-\(month)-\(day)")
        }
        return value
    }

    /// An instant on the fixed clock's calendar.
    public static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
        FixedClock(year: year, month: month, day: day, hour: hour, minute: minute).now
    }

    public static func task(_ title: String, status: TaskStatus = .pending, created: Date = clock.now,
                            modified: Date? = nil, completed: Date? = nil, due: Due? = nil,
                            priority: Priority = .none, project: String? = nil, tags: [String] = [],
                            notes: String = "") throws -> Task {
        try Task(title: title, notes: notes, status: status, created: created, modified: modified,
                 completed: completed, due: due, priority: priority, project: project, tags: tags)
    }
}
