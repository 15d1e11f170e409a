import Foundation
import TaskDomain

/// Fixed dates and tasks shared by the scene tests: Sunday 2026-11-29 12:00 UTC, weeks
/// starting Monday.
///
/// The builders throw rather than trap: a task the domain refuses fails the test that
/// built it, not the whole run.
public enum Seeds {
    public static let clock = FixedClock(year: 2026, month: 11, day: 29)
    public static let now = clock.now

    public static func day(_ year: Int, _ month: Int, _ day: Int) throws -> CalendarDay {
        try Fixtures.day(year, month, day)
    }

    public static func task(_ title: String, notes: String = "", due: Due? = nil, priority: Priority = .none,
                            project: String? = nil, tags: [String] = [], completed: Bool = false,
                            createdMinutesAgo: Int = 0, completedDaysAgo: Int? = nil) throws -> Task {
        let completedAt = completedDaysAgo.map { now.addingTimeInterval(Double(-86_400 * $0)) }
        return try Task(title: title, notes: notes, status: completed || completedAt != nil ? .completed : .pending,
                        created: now.addingTimeInterval(Double(-60 * createdMinutesAgo)), completed: completedAt,
                        due: due, priority: priority, project: project, tags: tags)
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
