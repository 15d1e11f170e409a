import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// A new tab made from each slot's record (`SlotPlanRecords.members(of:)` and its keys, issue
/// 27: a tab at 1,000,000 tasks reads no task's box) keeps exactly the tasks
/// `TaskFilter.includes` keeps at the list's now, in the order `TaskQuery.apply` gives:
/// on days that move the clocks (DST both ways), at a month's and a year's end and on a
/// leap day, with wait, scheduled, due and completion times around now (to the minute);
/// after random changes taken in by the live list; and at a later now (`rebuild(now:)`).
struct TabRecordsTests {
    /// Clocks on the days where "today" and "this week" are easy to get wrong.
    static let clocks: [FixedClock] = {
        let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
        let newYork = TimeZone(identifier: "America/New_York") ?? .current
        return [
            Fixtures.clock,
            // The clocks skip 02:00-03:00 (spring), then repeat 02:00-03:00 (autumn).
            FixedClock(year: 2026, month: 3, day: 29, hour: 3, minute: 30, timeZone: berlin),
            FixedClock(now: Date(timeIntervalSince1970: 1_792_891_800), calendar: Self.calendar(berlin)),
            FixedClock(year: 2026, month: 12, day: 31, hour: 23, minute: 59, timeZone: newYork),
            FixedClock(year: 2028, month: 2, day: 29, hour: 0, minute: 0),
            FixedClock(year: 2026, month: 1, day: 31, hour: 18, minute: 5),
        ]
    }()

    static func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.firstWeekday = 2
        return calendar
    }

    /// Random tasks whose every date that decides a tab lies around one now.
    struct Maker {
        var generator: SplitMix64
        let clock: FixedClock
        let now: LocalNow
        /// IDs a task may wait for (so some tasks are blocked: the ready tab).
        var ids: [TaskID] = []

        init(seed: UInt64, clock: FixedClock) {
            generator = SplitMix64(seed: seed)
            self.clock = clock
            now = LocalNow(clock: clock)
        }

        mutating func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        mutating func chance(_ outOf: Int) -> Bool { pick(1...outOf) == 1 }

        /// A day from `days` around today, untimed, at now's minute or one either side, or at
        /// any minute.
        mutating func moment(_ days: ClosedRange<Int>) -> Due {
            let day = now.day.adding(days: pick(days))
            switch pick(0...3) {
            case 0: return Due(day: day)
            case 1:
                let minute = min(1439, max(0, now.minuteOfDay + pick(-1...1)))
                return Due(day: day, hour: minute / 60, minute: minute % 60)
            default: return Due(day: day, hour: pick(0...23), minute: pick(0...59))
            }
        }

        mutating func task(id: TaskID = TaskID()) throws -> Task {
            let done = chance(4)
            let created = clock.now.addingTimeInterval(-Double(pick(0...(30 * 86_400))))
            // Done times around now, and a few beyond what a record holds (year 2200, 1900).
            let completed: Date = switch pick(0...20) {
            case 0: Date(timeIntervalSince1970: 7_258_118_400)
            case 1: Date(timeIntervalSince1970: -2_208_988_800)
            default: clock.now.addingTimeInterval(Double(pick(-3 * 86_400...3 * 86_400)))
            }
            let depends: Set<TaskID> = !ids.isEmpty && chance(6) ? [ids[pick(0...(ids.count - 1))]] : []
            return try Task(id: id, title: ["a", "b", "Café", "b"][pick(0...3)], status: done ? .completed : .pending,
                            created: created, completed: done ? completed : nil,
                            due: chance(3) ? nil : moment(-9...10), priority: Priority.allCases[pick(0...3)],
                            project: chance(2) ? "home" : nil, tags: chance(3) ? ["next"] : [],
                            wait: chance(4) ? moment(-2...2) : nil, scheduled: chance(3) ? moment(-2...9) : nil,
                            until: chance(12) ? moment(-2...2) : nil, depends: depends)
        }

        mutating func tasks(_ count: Int) throws -> [Task] {
            var made: [Task] = []
            for _ in 0..<count {
                made.append(try task())
                if ids.count < 200 { ids.append(made[made.count - 1].id) }
            }
            return made
        }
    }

    /// Each record's tabs are `TaskFilter.includes` at the records' now, for every filter (the
    /// ready tab with the task's links), and a done task's due and urgency keys come from the
    /// record (equal to the task's own) unless its completion time does not fit.
    @Test(arguments: TabRecordsTests.clocks.indices)
    func aRecordsTabsAreTheFiltersAnswers(clockIndex: Int) throws {
        var make = Maker(seed: UInt64(31 + clockIndex), clock: Self.clocks[clockIndex])
        let tasks = try make.tasks(1500)
        let now = make.now
        let (links, states) = TaskLinks.withStates(tasks, inheritingProjects: false)
        let urgency = Urgency(coefficients: .taskwarrior, now: now)
        var records = SlotPlanRecords(coefficients: .taskwarrior, capacity: SlotPlanRecords.tabsMinimum)
        for (slot, task) in tasks.enumerated() {
            records.set(task, at: slot, urgency: urgency, linkState: states[slot])
        }
        for filter in TaskFilter.allCases {
            let members = try #require(records.members(of: filter))
            let kept = tasks.indices.filter { filter.includes(tasks[$0], at: now, links: links) }
            #expect(tasks.indices.filter { members.contains($0) } == kept, "\(filter), clock \(clockIndex)")
            // Every tab both keeps and leaves out tasks here, so a wrong answer shows.
            #expect(!kept.isEmpty && (kept.count < tasks.count || filter == .all), "\(filter), clock \(clockIndex)")
            #expect(!members.contains(tasks.count))
        }
        var doneKeys = 0
        for (slot, task) in tasks.enumerated() where task.isCompleted {
            for sort in [TaskSort.due, .urgency] {
                let plain = TaskSortKey(task, sort: sort, position: slot, urgency: urgency, linkState: states[slot])
                let recorded = records.sortKey(slot, sort: sort)
                #expect(recorded == nil || recorded == plain, "\(sort.name), slot \(slot)")
                let fits = abs(TaskSortKey.completionSeconds(try #require(task.completed)) - 2_000_000_000) < 1 << 31
                #expect((recorded != nil) == fits, "\(sort.name), slot \(slot)")
                if recorded != nil { doneKeys += 1 }
            }
        }
        #expect(doneKeys > 100)
    }

    /// Below `tabsMinimum` slots the records keep no tabs (no byte a task at 10,000 tasks):
    /// only the ready tab is answered, the caller asks the tasks for the others.
    @Test func aShortListKeepsOnlyTheReadyTab() {
        let records = SlotPlanRecords(coefficients: .taskwarrior, capacity: SlotPlanRecords.tabsMinimum - 1)
        #expect(!records.keepsTabs)
        #expect(records.members(of: .ready) != nil)
        #expect(TaskFilter.allCases.filter { records.members(of: $0) == nil }.count == TaskFilter.allCases.count - 1)
    }

    /// A live list long enough to keep the tabs, changed between tabs (edits, adds, deletes,
    /// tasks done and undone, blockers done: some changes taken in while a tab is open),
    /// shows for every tab, in each order, what `TaskQuery.apply` of the same tasks shows;
    /// also with a context active, with a project chosen (the tasks asked), and after the
    /// list moves to a later now.
    @Test(arguments: [0, 1, 2])
    func everyTabOfAChangedLongListIsThePlainQuerys(clockIndex: Int) throws {
        let clock = Self.clocks[clockIndex]
        var make = Maker(seed: UInt64(41 + clockIndex), clock: clock)
        var stored = try make.tasks(SlotPlanRecords.tabsMinimum + 300)
        var now = make.now
        var live = LiveTaskQuery(tasks: stored, query: TaskQuery(filter: .pending), now: now)
        #expect(live.planRecords.keepsTabs)
        let context = try FilterParser(clock: clock).parse("+home")
        let sorts: [TaskSort] = [.due, .urgency, .title, .priority]
        for round in 0..<6 {
            try change(&stored, live: &live, times: make.pick(1...150), &make)
            if round == 4 {
                // A later now (an hour and a half, across a clock change for the DST clocks; a day).
                let later = FixedClock(now: clock.now.addingTimeInterval(clockIndex == 0 ? 86_400 : 5_400),
                                       calendar: clock.calendar)
                now = LocalNow(clock: later)
                live.rebuild(now: now)
            }
            for (index, filter) in TaskFilter.allCases.shuffled(using: &make.generator).enumerated() {
                var query = TaskQuery(filter: filter, sort: sorts[(round + index) % sorts.count])
                if round == 3 { query.context = context }
                if round == 5 && index % 2 == 0 { query.project = "home" }
                live.setQuery(query)
                if index % 3 == 0 {
                    // A change taken in while the tab is open.
                    try change(&stored, live: &live, times: 3, &make)
                }
                let plain = query.apply(to: stored, now: now).map(\.id)
                #expect(live.shownIDs == plain, "\(filter), sort \(query.sort.name), round \(round), clock \(clockIndex)")
                if filter == .all, round == 3 { #expect(plain.count < stored.count, "the context hides tasks") }
            }
        }
    }

    /// Edits, adds, deletes `times` tasks, or marks one done or pending again (a blocker done
    /// frees the tasks that wait for it), each applied to `live`.
    func change(_ stored: inout [Task], live: inout LiveTaskQuery, times: Int, _ make: inout Maker) throws {
        for _ in 0..<times {
            let index = make.pick(0...(stored.count - 1))
            switch make.pick(0...4) {
            case 0, 1:
                stored[index] = try make.task(id: stored[index].id)
                live.apply([(stored[index].id, stored[index])])
            case 2:
                stored.append(try make.task())
                live.apply([(stored[stored.count - 1].id, stored[stored.count - 1])])
            case 3:
                stored[index].setCompleted(!stored[index].isCompleted,
                                           at: make.clock.now.addingTimeInterval(Double(make.pick(-90_000...90_000))))
                live.apply([(stored[index].id, stored[index])])
            default:
                let removed = stored.remove(at: index)
                live.apply([(removed.id, nil)])
            }
        }
    }
}
