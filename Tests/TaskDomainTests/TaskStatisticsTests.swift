import Foundation
import Testing
import TaskDomain
import TaskTestSupport

struct TaskStatisticsTests {
    let clock = Fixtures.clock  // Wednesday 2026-03-11 10:00 UTC

    func done(_ title: String, at date: Date, project: String? = nil) throws -> Task {
        try Fixtures.task(title, status: .completed, created: date, completed: date, project: project)
    }

    /// An instant in March 2026, UTC.
    func date(_ day: Int, _ hour: Int = 12) -> Date {
        FixedClock(year: 2026, month: 3, day: day, hour: hour).now
    }

    @Test func completedPerDayCoversTheLastFourteenDaysOldestFirstWithZeros() throws {
        let tasks = try [
            done("today", at: date(11, 9)),
            done("today again", at: date(11, 1)),
            done("yesterday", at: date(10)),
            done("first day", at: FixedClock(year: 2026, month: 2, day: 26).now),
            done("a day too early", at: FixedClock(year: 2026, month: 2, day: 25).now),
        ]
        let statistics = TaskStatistics(tasks: tasks, clock: clock)
        try #require(statistics.completedPerDay.count == 14)
        #expect(try statistics.completedPerDay.first == .init(day: Fixtures.day(2026, 2, 26), count: 1))
        #expect(try statistics.completedPerDay.last == .init(day: Fixtures.day(2026, 3, 11), count: 2))
        #expect(try statistics.completedPerDay[12] == .init(day: Fixtures.day(2026, 3, 10), count: 1))
        #expect(statistics.completedPerDay.map(\.count) == [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2])
        let first = try Fixtures.day(2026, 2, 26)
        #expect(statistics.completedPerDay.map(\.day) == (0..<14).map { first.adding(days: $0) })
    }

    @Test func aCompletionCountsOnTheLocalDayOfTheClocksCalendar() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let clock = FixedClock(year: 2026, month: 3, day: 11, hour: 10, timeZone: berlin)
        // 23:30 UTC on the 10th is 00:30 on the 11th in Berlin.
        let late = try done("late", at: date(10, 23).addingTimeInterval(30 * 60))
        let statistics = TaskStatistics(tasks: [late], clock: clock)
        #expect(try statistics.completedPerDay.last == .init(day: Fixtures.day(2026, 3, 11), count: 1))
        #expect(TaskStatistics(tasks: [late], clock: self.clock).completedPerDay.last?.count == 0)
    }

    @Test func aReopenedTaskIsNotACompletionAndFutureCompletionsAreIgnored() throws {
        let reopened = try Fixtures.task("reopened")
        let future = try done("clock skew", at: date(12))
        let statistics = TaskStatistics(tasks: [reopened, future], clock: clock)
        #expect(statistics.completedPerDay.allSatisfy { $0.count == 0 })
    }

    @Test func theNumberOfDaysCanBeChosen() throws {
        let statistics = try TaskStatistics(tasks: [done("today", at: date(11))], clock: clock, days: 3)
        #expect(try statistics.completedPerDay == [
            .init(day: Fixtures.day(2026, 3, 9), count: 0),
            .init(day: Fixtures.day(2026, 3, 10), count: 0),
            .init(day: Fixtures.day(2026, 3, 11), count: 1),
        ])
    }

    @Test func pendingByTopLevelProjectMostFirstTiesAlphabeticalNoProjectLast() throws {
        let tasks = try [
            Fixtures.task("a", project: "work"),
            Fixtures.task("b", project: "home.garden"),
            Fixtures.task("c", project: "home"),
            Fixtures.task("d", project: "errands"),
            Fixtures.task("e"),
            Fixtures.task("f", project: "work.q4"),
            Fixtures.task("g", project: "art"),
            done("done", at: date(11), project: "art"),
        ]
        let statistics = TaskStatistics(tasks: tasks, clock: clock)
        #expect(statistics.pendingByProject == [
            .init(project: "home", count: 2),
            .init(project: "work", count: 2),
            .init(project: "art", count: 1),
            .init(project: "errands", count: 1),
            .init(project: nil, count: 1),
        ])
        #expect(statistics.pendingByProject.map(\.count).reduce(0, +) == statistics.summary.pending)
    }

    @Test func pendingByPriorityHasEveryLevelHighFirst() throws {
        let tasks = try [
            Fixtures.task("a", priority: .high),
            Fixtures.task("b", priority: .high),
            Fixtures.task("c", priority: .low),
            Fixtures.task("d"),
            Fixtures.task("e", status: .completed, priority: .medium),
        ]
        #expect(TaskStatistics(tasks: tasks, clock: clock).pendingByPriority == [
            .init(priority: .high, count: 2),
            .init(priority: .medium, count: 0),
            .init(priority: .low, count: 1),
            .init(priority: .none, count: 1),
        ])
    }

    @Test func theSummaryCountsOverdueTodayAndTheComingWeek() throws {
        let tasks = try [
            Fixtures.task("overdue", due: Due(day: Fixtures.day(2026, 3, 9))),
            Fixtures.task("earlier today", due: Due(day: Fixtures.day(2026, 3, 11), hour: 8)),
            Fixtures.task("in six days", due: Due(day: Fixtures.day(2026, 3, 17))),
            Fixtures.task("in seven days", due: Due(day: Fixtures.day(2026, 3, 18))),
            Fixtures.task("done", status: .completed, due: Due(day: Fixtures.day(2026, 3, 1))),
        ]
        #expect(TaskStatistics(tasks: tasks, clock: clock).summary == TaskSummary(
            total: 5, pending: 4, completed: 1, overdue: 2, dueToday: 1, dueThisWeek: 2))
    }

    @Test func noTasks() {
        let statistics = TaskStatistics(tasks: [], clock: clock)
        #expect(statistics.summary == TaskSummary())
        #expect(statistics.completedPerDay.count == 14)
        #expect(statistics.pendingByProject.isEmpty)
        #expect(statistics.pendingByPriority.map(\.count) == [0, 0, 0, 0])
    }
}
