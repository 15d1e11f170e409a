import Foundation
import Testing
import TaskDomain
import TaskTestSupport

/// Time spent per top-level project this week and last week, from the work intervals:
/// Sunday 2026-11-29 12:00 UTC, weeks starting Monday (the seeds' clock).
@Suite struct WeeklyTimeSpentTests {
    let now = Fixtures.Samples.now
    func hours(_ value: Double) -> TimeInterval { value * 3600 }

    func task(_ title: String, project: String?, _ intervals: [WorkInterval]) throws -> Task {
        try Task(title: title, created: now.addingTimeInterval(-hours(24 * 30)), project: project, intervals: intervals)
    }

    @Test func splitsIntervalsAtTheWeeksStartAndCountsARunningOneUpToNow() throws {
        // This week began Monday 2026-11-23 00:00; last week Monday 2026-11-16.
        let monday = now.addingTimeInterval(-hours(6 * 24 + 12))
        let home = try task("Garden", project: "home.garden", [
            WorkInterval(start: monday.addingTimeInterval(-hours(1)), end: monday.addingTimeInterval(hours(2))),  // 1h last, 2h this
            WorkInterval(start: now.addingTimeInterval(-1800)),  // running: 30m this week
        ])
        let work = try task("Report", project: "Work", [
            WorkInterval(start: monday.addingTimeInterval(-hours(48)), end: monday.addingTimeInterval(-hours(45))),  // 3h last
        ])
        let loose = try task("Loose", project: nil, [WorkInterval(start: now.addingTimeInterval(-600), end: now)])
        let old = try task("Old", project: "old", [WorkInterval(start: monday.addingTimeInterval(-hours(24 * 10)),
                                                                 end: monday.addingTimeInterval(-hours(24 * 9)))])
        let spent = WeeklyTimeSpent(tasks: [loose, work, home, old, try Fixtures.Samples.milk], clock: Fixtures.Samples.clock)
        #expect(spent.weekStart == (try Fixtures.Samples.day(2026, 11, 23)))
        #expect(spent.rows == [
            .init(project: "home", thisWeek: hours(2.5), lastWeek: hours(1)),
            .init(project: "Work", thisWeek: 0, lastWeek: hours(3)),
            .init(project: nil, thisWeek: 600, lastWeek: 0),
        ])
        #expect(spent.thisWeekTotal == hours(2.5) + 600)
        #expect(spent.lastWeekTotal == hours(4))
    }

    @Test func noIntervalsNoRows() throws {
        #expect(WeeklyTimeSpent(tasks: try Fixtures.Samples.all, clock: Fixtures.Samples.clock).rows.isEmpty)
    }
}
