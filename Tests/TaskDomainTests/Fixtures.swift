import Foundation
import TaskDomain

/// Fixed dates and small builders shared by the domain tests.
enum Fixtures {
    /// Wednesday 2026-03-11 10:00 UTC, weeks starting Monday.
    static let clock = FixedClock(year: 2026, month: 3, day: 11, hour: 10, minute: 0)

    static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
        CalendarDay(year: year, month: month, day: day)!
    }

    static func task(_ title: String, status: TaskStatus = .pending, created: Date = clock.now,
                     due: Due? = nil, priority: Priority = .none, project: String? = nil,
                     tags: [String] = [], notes: String = "") -> Task {
        // swiftlint:disable:next force_try
        try! Task(title: title, notes: notes, status: status, created: created, due: due,
                  priority: priority, project: project, tags: tags)
    }
}
