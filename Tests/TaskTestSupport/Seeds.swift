import Foundation
import TaskDomain

/// Fixed dates and tasks shared by the scene tests: Sunday 2026-11-29 12:00 UTC.
public enum Seeds {
    public static let clock = FixedClock(year: 2026, month: 11, day: 29)
    public static let now = clock.now

    public static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
        CalendarDay(year: year, month: month, day: day) ?? CalendarDay(dayNumber: 0)
    }

    public static func task(_ title: String, due: Due? = nil, priority: Priority = .none, project: String? = nil,
                     tags: [String] = [], completed: Bool = false, createdMinutesAgo: Int = 0) -> Task {
        let created = now.addingTimeInterval(Double(-60 * createdMinutesAgo))
        do {
            return try Task(title: title, status: completed ? .completed : .pending, created: created,
                            due: due, priority: priority, project: project, tags: tags)
        } catch {
            preconditionFailure("invalid seed task \(title): \(error)")
        }
    }

    /// Three pending tasks and one completed one, in storage order.
    public static let milk = task("Buy milk", due: Due(day: day(2026, 11, 30)), priority: .high, tags: ["shop"])
    public static let report = task("Write report", due: Due(day: day(2026, 11, 29), hour: 17, minute: 30), project: "work")
    public static let call = task("Call mom", due: Due(day: day(2026, 11, 27)), project: "family")
    public static let taxes = task("File taxes", completed: true)

    public static var all: [Task] { [milk, report, call, taxes] }
}
