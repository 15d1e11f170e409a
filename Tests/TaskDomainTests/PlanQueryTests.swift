import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// Waiting, ready, active and scheduled tasks in the filter language, the tabs, the counts,
/// the urgency sort and the live list (today is Wed 2026-03-11 10:00 UTC).
struct PlanQueryTests {
    let now = LocalNow(clock: Fixtures.clock)

    /// A waiting task, an active one, one scheduled for later (and not due soon), one
    /// scheduled for later but due in 3 days, an expired one, a plain one, a done one.
    func tasks() throws -> [Task] {
        var waiting = try Fixtures.task("Waiting", due: Due(day: try Fixtures.day(2026, 3, 11)))
        waiting.wait = Due(day: try Fixtures.day(2026, 3, 13))
        var active = try Fixtures.task("Active")
        active.start(at: Fixtures.clock.now)
        var later = try Fixtures.task("Later")
        later.scheduled = Due(day: try Fixtures.day(2026, 3, 20))
        var soon = try Fixtures.task("Soon", due: Due(day: try Fixtures.day(2026, 3, 14)))
        soon.scheduled = Due(day: try Fixtures.day(2026, 3, 13))
        var expired = try Fixtures.task("Expired")
        expired.until = Due(day: try Fixtures.day(2026, 3, 10))
        let plain = try Fixtures.task("Plain", priority: .high)
        let done = try Fixtures.task("Done", status: .completed)
        return [waiting, active, later, soon, expired, plain, done]
    }

    func titles(_ filter: TaskFilter, _ text: String = "", sort: TaskSort = .title) throws -> [String] {
        let expression = try FilterParser(clock: Fixtures.clock).parse(text)
        return TaskQuery(filter: filter, expression: expression, sort: sort).apply(to: try tasks(), now: now).map(\.title)
    }

    @Test func tabsLeaveWaitingTasksOutUntilAskedFor() throws {
        #expect(try titles(.pending) == ["Active", "Expired", "Later", "Plain", "Soon"])
        #expect(try titles(.waiting) == ["Waiting"])
        #expect(try titles(.dueToday).isEmpty && titles(.overdue).isEmpty)
        #expect(try titles(.all).count == 7)
        #expect(try titles(.ready) == ["Active", "Plain", "Soon"])
    }

    @Test func filterWords() throws {
        #expect(try titles(.all, "is:waiting") == ["Waiting"])
        #expect(try titles(.all, "is:active") == ["Active"])
        #expect(try titles(.all, "is:scheduled") == ["Later", "Soon"])
        #expect(try titles(.all, "is:ready") == ["Active", "Plain", "Soon"])
        #expect(try titles(.all, "wait:any") == ["Waiting"])
        #expect(try titles(.all, "scheduled:<2026-03-15") == ["Soon"])
        #expect(try titles(.all, "sched:>=2026-03-15") == ["Later"])
        #expect(try titles(.all, "until:none -status:done").count == 5)
        #expect(try titles(.all, "-is:ready -status:done") == ["Expired", "Later", "Waiting"])
    }

    @Test func aStandaloneFilterAboutWaitingLooksAtEveryTask() throws {
        let parser = FilterParser(clock: Fixtures.clock)
        #expect(try parser.parse("is:waiting").standaloneTab == .all)
        #expect(try parser.parse("wait:<fri").standaloneTab == .all)
        #expect(try parser.parse("is:active").standaloneTab == .pending)
    }

    @Test func wordsThatCannotBeRead() throws {
        let parser = FilterParser(clock: Fixtures.clock)
        #expect(throws: FilterError(.invalidDate("wait"), word: "wait:someday", column: 1)) { try parser.parse("wait:someday") }
        #expect(throws: FilterError(.unknownIs, word: "is:sleeping", column: 1)) { try parser.parse("is:sleeping") }
    }

    @Test func countsLeaveWaitingTasksOut() throws {
        let summary = TaskSummary(tasks: try tasks(), clock: Fixtures.clock)
        #expect(summary.pending == 5 && summary.waiting == 1 && summary.completed == 1 && summary.total == 7)
        #expect(summary.active == 1 && summary.dueToday == 0)
    }

    @Test func theUrgencySortPutsActiveTasksFirstThenTheMostUrgent() throws {
        // Active (4.0), Soon (due in 3 days: 7.162), Plain (high 6.0), then Later and Expired (0) in storage order.
        #expect(try titles(.pending, sort: .urgency) == ["Active", "Soon", "Plain", "Later", "Expired"])
        #expect(try titles(.all, sort: .urgency).last == "Done")
    }

    @Test func aLiveNextViewIsFlatLimitedAndPlacesChangesAsASortWould() throws {
        var parent = try Fixtures.task("Parent")
        var child = try Fixtures.task("Child", priority: .high)
        child.parent = parent.id
        parent.tags = ["a"]
        let others = try (1...20).map { try Fixtures.task("T\($0)", due: Due(day: try Fixtures.day(2026, 3, 1).adding(days: $0))) }
        let all = [parent, child] + others
        let query = TaskQuery(filter: .ready, sort: .urgency, isFlat: true, limit: 5)
        var live = LiveTaskQuery(tasks: all, query: query, now: now)
        #expect(!live.isTree && live.count == 5 && live.matchingCount == 22)
        let full = TaskQuery(filter: .ready, sort: .urgency).apply(to: all, now: now)
        #expect(live.shownIDs == full.prefix(5).map(\.id))
        #expect(live.treeRows(in: 0..<5).allSatisfy { $0.depth == 0 })
        var started = others[19]
        started.start(at: Fixtures.clock.now)
        live.apply([(started.id, started)])
        #expect(live.task(at: 0)?.id == started.id && live.count == 5)
        let resorted = TaskQuery(filter: .ready, sort: .urgency).apply(to: live.allTasks, now: now)
        #expect(live.shownIDs == resorted.prefix(5).map(\.id))
        #expect(live.position(of: resorted[6].id) == nil)
    }

    @Test func theLiveListKnowsWhenTheNextTaskComesBack() throws {
        var first = try Fixtures.task("First")
        first.wait = Due(day: try Fixtures.day(2026, 3, 12), hour: 8)
        var second = try Fixtures.task("Second")
        second.wait = Due(day: try Fixtures.day(2026, 3, 12))
        var third = try Fixtures.task("Third")
        third.scheduled = Due(day: try Fixtures.day(2026, 3, 11), hour: 18)
        var live = LiveTaskQuery(tasks: [first, second], query: TaskQuery(), now: now)
        #expect(live.nextArrival == Due(day: try Fixtures.day(2026, 3, 12)) && live.count == 0)
        live.apply([(third.id, third)])
        #expect(live.nextArrival == Due(day: try Fixtures.day(2026, 3, 11), hour: 18))
        let earlier = live.now
        live.rebuild(now: LocalNow(day: try Fixtures.day(2026, 3, 12), minuteOfDay: 0))
        #expect(live.backFromWaiting(since: earlier) == [second.id] && live.count == 2)
        #expect(live.nextArrival == Due(day: try Fixtures.day(2026, 3, 12), hour: 8))
        #expect(live.summary.waiting == 1 && live.summary.pending == 2)
    }
}
