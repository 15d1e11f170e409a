import Foundation
import TaskDomain

/// The one fixture set of the tests: fixed dates and small builders shared by the domain,
/// storage and scene tests (Wednesday 2026-03-11 10:00 UTC, weeks starting Monday), the
/// scenes' sample week (`Samples`) and the storage tests' full task (`Stored`).
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

extension Fixtures {
    /// The scene tests' sample week: Sunday 2026-11-29 12:00 UTC, and four tasks around it
    /// (due tomorrow, today, two days ago; one completed), built once so every test sees the
    /// same IDs.
    public enum Samples {
        public static let clock = FixedClock(year: 2026, month: 11, day: 29)
        public static let now = clock.now

        public static func day(_ year: Int, _ month: Int, _ day: Int) throws -> CalendarDay {
            try Fixtures.day(year, month, day)
        }

        /// `Fixtures.task` with its times counted back from this Sunday's noon.
        public static func task(_ title: String, notes: String = "", due: Due? = nil, priority: Priority = .none,
                                project: String? = nil, tags: [String] = [], completed: Bool = false,
                                createdMinutesAgo: Int = 0, completedDaysAgo: Int? = nil) throws -> Task {
            let completedAt = completedDaysAgo.map { now.addingTimeInterval(Double(-86_400 * $0)) }
            return try Fixtures.task(title, status: completed || completedAt != nil ? .completed : .pending,
                                     created: now.addingTimeInterval(Double(-60 * createdMinutesAgo)), completed: completedAt,
                                     due: due, priority: priority, project: project, tags: tags, notes: notes)
        }

        // MARK: - The sample tasks

        /// Buy milk: due tomorrow, high priority, #shop.
        public static var milk: Task { get throws { try samples.get().milk } }
        /// Write report: due today at 17:30, project work.
        public static var report: Task { get throws { try samples.get().report } }
        /// Call mom: two days overdue, project family.
        public static var call: Task { get throws { try samples.get().call } }
        /// File taxes: completed.
        public static var taxes: Task { get throws { try samples.get().taxes } }
        /// Three pending tasks and one completed one, in storage order.
        public static var all: [Task] { get throws { try samples.get().all } }

        /// The samples, built once so that every test sees the same IDs.
        private static let samples = Result { try Samples() }

        private struct Samples: Sendable {
            let milk, report, call, taxes: Task
            var all: [Task] { [milk, report, call, taxes] }

            init() throws {
                milk = try task("Buy milk", due: Due(day: day(2026, 11, 30)), priority: .high, tags: ["shop"])
                report = try task("Write report", due: Due(day: day(2026, 11, 29), hour: 17, minute: 30), project: "work")
                call = try task("Call mom", due: Due(day: day(2026, 11, 27)), project: "family")
                taxes = try task("File taxes", completed: true)
            }
        }
    }

    /// The file storage tests' task: every field set and notes with control characters, so
    /// that a round trip through a file proves something. Created at 2026-03-11 12:00 UTC.
    public enum Stored {
        public static let clock = FixedClock(year: 2026, month: 3, day: 11)

        /// Non-throwing, for the file storage tests, which call it without `try` (so a task the
        /// domain refuses traps there); other tests use the throwing `Fixtures.task`.
        public static func task(_ title: String, tags: [String] = ["a"], due: Due? = nil) -> Task {
            // swiftlint:disable:next force_try
            try! Fixtures.task(title, created: clock.now, due: due, priority: .medium, project: "home.garden", tags: tags,
                               notes: "line 1\nline 2 \u{1B}[1m")
        }
    }
}
