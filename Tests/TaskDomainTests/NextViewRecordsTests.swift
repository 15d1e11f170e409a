import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// The live list's Next view, made from each slot's plan record (`SlotPlanRecords`: ready at
/// the list's now, urgency key parts), is the CLI's `TaskQuery.apply` of the same tasks from
/// scratch after every kind of change: a wait or scheduled day set, moved or passing, a
/// status, a running interval, a blocker done or deleted, the clock moving an hour or a day,
/// other coefficients, a context.
struct NextViewRecordsTests {
    let clock = Fixtures.clock
    let next = TaskQuery(filter: .ready, sort: .urgency, isFlat: true)

    /// A random task with every field the ready filter and urgency read.
    struct Maker {
        var generator: SplitMix64
        let ids: [TaskID]
        let clock: FixedClock

        mutating func chance(_ outOf: Int) -> Bool { Int.random(in: 0..<outOf, using: &generator) == 0 }

        /// A day within a fortnight of today, untimed or at a random time.
        mutating func moment() -> Due {
            let day = clock.today.adding(days: Int.random(in: -3...3, using: &generator))
            return chance(2) ? Due(day: day) : Due(day: day, hour: Int.random(in: 0..<24, using: &generator))
        }

        mutating func task(_ number: Int) throws -> Task {
            let depends = Set((0..<(chance(3) ? Int.random(in: 1...2, using: &generator) : 0)).map { _ in
                ids.randomElement(using: &generator)!
            })
            let created = clock.now.addingTimeInterval(-Double(Int.random(in: 0...(400 * 86_400), using: &generator)))
            return try Task(
                id: ids[number], title: "T\(number)", notes: chance(5) ? "a note" : "",
                status: chance(6) ? .completed : .pending, created: created,
                due: chance(3) ? nil : moment(),
                priority: [Priority.none, .low, .medium, .high].randomElement(using: &generator)!,
                project: chance(3) ? "work" : nil, tags: chance(3) ? ["next"] : chance(2) ? ["a", "b"] : [],
                wait: chance(4) ? moment() : nil, scheduled: chance(4) ? moment() : nil,
                until: chance(10) ? moment() : nil,
                intervals: chance(10) ? [WorkInterval(start: clock.now.addingTimeInterval(-600))] : [],
                depends: depends,
                annotations: chance(8) ? [Annotation(entry: created, text: "said")] : [])
        }
    }

    func maker(seed: UInt64, count: Int) -> Maker {
        Maker(generator: SplitMix64(seed: seed), ids: (0..<count).map { _ in TaskID() }, clock: clock)
    }

    /// What the CLI ranks for `query` over `tasks` at `now`, from scratch.
    func expected(_ query: TaskQuery, _ tasks: [Task?], now: LocalNow) -> [TaskID] {
        query.apply(to: tasks.compactMap { $0 }, now: now).map(\.id)
    }

    /// 100 random changes (replaced, deleted, added, a blocker done) to 80 tasks; after each
    /// the Next tab is opened again over the pending list (the records answer), and every
    /// fourth change is taken in while the Next tab is open (the change places the task).
    @Test func theNextViewFollowsEveryChange() throws {
        var make = maker(seed: 7, count: 120)
        var all: [Task?] = try (0..<80).map { try make.task($0) } + Array(repeating: nil, count: 40)
        let now = LocalNow(clock: clock)
        var live = LiveTaskQuery(tasks: all.compactMap { $0 }, query: TaskQuery(filter: .pending), now: now)
        for step in 0..<100 {
            let number = Int.random(in: 0..<120, using: &make.generator)
            var change: (id: TaskID, task: Task?)
            if step % 5 == 1, let blocker = all.compactMap({ $0 }).first(where: { candidate in
                !candidate.isCompleted && all.contains { $0?.depends.contains(candidate.id) ?? false }
            }) {
                // A blocker done: those waiting for it only become ready.
                var done = blocker
                done.setCompleted(true, at: clock.now)
                change = (blocker.id, done)
            } else if step % 7 == 3 {
                change = (make.ids[number], nil)
            } else {
                change = (make.ids[number], try make.task(number))
            }
            let index = make.ids.firstIndex(of: change.id)!
            all[index] = change.task
            let openWhileChanging = step % 4 == 0
            if openWhileChanging { live.setQuery(next) }
            live.apply([change])
            if !openWhileChanging { live.setQuery(next) }
            let ranked = expected(next, all, now: now)
            #expect(live.shownIDs == ranked, "step \(step)")
            #expect(step > 5 || !ranked.isEmpty)
            live.setQuery(TaskQuery(filter: .pending))
        }
    }

    /// The last link goes (A stops waiting for B), then another comes (C waits for D): A,
    /// no longer blocked, is in the Next view with C's blocker, as the CLI ranks it.
    @Test func aTaskWhoseLinksWentIsReadyWhenOtherLinksCome() throws {
        let now = LocalNow(clock: clock)
        let (b, d) = (try Task(title: "B", created: clock.now), try Task(title: "D", created: clock.now))
        var a = try Task(title: "A", created: clock.now, depends: [b.id])
        var c = try Task(title: "C", created: clock.now)
        var live = LiveTaskQuery(tasks: [a, b, c, d], query: next, now: now)
        #expect(!live.shownIDs.contains(a.id))
        a.depends = []
        live.apply([(a.id, a)])
        c.depends = [d.id]
        live.apply([(c.id, c)])
        let ranked = expected(next, [a, b, c, d], now: now)
        #expect(ranked.contains(a.id) && !ranked.contains(c.id))
        #expect(live.shownIDs == ranked)
        live.setQuery(TaskQuery(filter: .pending))
        live.setQuery(next)
        #expect(live.shownIDs == ranked)
        // Ready by due date reads the links' answers, not the records.
        let readyByDue = TaskQuery(filter: .ready, sort: .due, isFlat: true)
        live.setQuery(readyByDue)
        #expect(live.shownIDs == expected(readyByDue, [a, b, c, d], now: now))
    }

    /// The clock moving (an hour: timed waits and scheduled times pass; a day: dates, ages,
    /// due factors move) rebuilds the list, and the Next view is the CLI's at the new now.
    @Test(arguments: [3_600.0, 5 * 3_600.0, 86_400.0, 3 * 86_400.0])
    func theNextViewFollowsTheClock(_ seconds: TimeInterval) throws {
        var make = maker(seed: 11, count: 150)
        let all = try (0..<150).map { try make.task($0) }
        let later = FixedClock(now: clock.now.addingTimeInterval(seconds), calendar: clock.calendar)
        var live = LiveTaskQuery(tasks: all, query: next, now: LocalNow(clock: clock))
        #expect(live.shownIDs == expected(next, all, now: LocalNow(clock: clock)))
        live.rebuild(now: LocalNow(clock: later))
        let ranked = expected(next, all, now: LocalNow(clock: later))
        #expect(live.shownIDs == ranked)
        if seconds >= 86_400 {
            #expect(ranked != expected(next, all, now: LocalNow(clock: clock)), "a day moved something")
        }
        live.setQuery(TaskQuery(filter: .pending))
        live.setQuery(next)
        #expect(live.shownIDs == ranked)
    }

    /// Other coefficients (the config's `[urgency]`) rank with their urgencies, and going
    /// back ranks with the first ones again.
    @Test func otherCoefficientsRankAgain() throws {
        var make = maker(seed: 13, count: 100)
        let all = try (0..<100).map { try make.task($0) }
        let now = LocalNow(clock: clock)
        var live = LiveTaskQuery(tasks: all, query: TaskQuery(filter: .pending), now: now)
        var other = next
        other.coefficients = UrgencyCoefficients(due: 1, priorityHigh: 20, age: 9, tagBonus: ["a": 4])
        for query in [next, other, next] {
            live.setQuery(query)
            #expect(live.shownIDs == expected(query, all, now: now))
        }
        #expect(expected(other, all, now: now) != expected(next, all, now: now))
    }

    /// With a context active, or a project or tag chosen, the Next view is still the CLI's.
    @Test func aContextOrAProjectNarrowsTheNextView() throws {
        var make = maker(seed: 17, count: 100)
        let all = try (0..<100).map { try make.task($0) }
        let now = LocalNow(clock: clock)
        var context = next
        context.context = try FilterParser(clock: clock).parse("+work")
        var project = next
        project.project = "work"
        var tag = next
        tag.tag = "next"
        for query in [context, project, tag] {
            var live = LiveTaskQuery(tasks: all, query: TaskQuery(filter: .pending), now: now)
            live.setQuery(query)
            let ranked = expected(query, all, now: now)
            #expect(live.shownIDs == ranked)
            #expect(!ranked.isEmpty && ranked.count < expected(next, all, now: now).count)
        }
    }

    /// A part beyond 32 bits (a due date in the year 9000, created in 1900) ranks as the
    /// task itself says.
    @Test func partsBeyondTheRecordRankFromTheTask() throws {
        let far = Due(day: try #require(CalendarDay(year: 9000, month: 1, day: 1)))
        let tasks = [
            try Task(title: "far due", created: clock.now, due: far),
            try Task(title: "old", created: Date(timeIntervalSince1970: -2_208_988_800)),
            try Task(title: "plain", created: clock.now.addingTimeInterval(-86_400)),
            try Task(title: "huge", created: clock.now, tags: ["big"]),
        ]
        var query = next
        query.coefficients = UrgencyCoefficients(tagBonus: ["big": 3e6])
        var live = LiveTaskQuery(tasks: tasks, query: TaskQuery(filter: .pending), now: LocalNow(clock: clock))
        live.setQuery(query)
        let ranked = expected(query, tasks, now: LocalNow(clock: clock))
        #expect(live.shownIDs == ranked)
        #expect(ranked.first == tasks[3].id)
    }
}
