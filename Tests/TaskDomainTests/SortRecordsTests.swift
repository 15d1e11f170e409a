import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// A new order made from each slot's record (`SlotPlanRecords.sortKey`, issue 27: `s` at
/// 1,000,000 tasks reads no task's box) is exactly the order made from the tasks: each
/// record's key equals the task's own key (or the record says it has none), and a live list
/// long enough to keep the titles, changed by `apply` (edits, adds, deletes, as another
/// process's changes arrive), sorted again by every order (alone, or with another tab),
/// shows what the plain comparison sort of the same tasks shows, ties included.
struct SortRecordsTests {
    @Test(arguments: [11, 12] as [UInt64])
    func aRecordsKeyIsTheTasksKey(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let now = LocalNow(clock: Fixtures.clock)
        let urgency = Urgency(coefficients: .taskwarrior, now: now)
        let tasks = try (0..<400).map { _ in try RadixSortTests.randomTask(&generator) }
        for capacity in [tasks.count, SlotPlanRecords.titlesMinimum] {
            var records = SlotPlanRecords(coefficients: .taskwarrior, capacity: capacity)
            let noLinks = LinkState(isBlocked: false, isBlocking: false)
            for (slot, task) in tasks.enumerated() { records.set(task, at: slot, urgency: urgency, linkState: noLinks) }
            var made = 0
            for sort in RadixSortTests.sorts {
                for (slot, task) in tasks.enumerated() {
                    guard let key = records.sortKey(slot, sort: sort) else { continue }
                    made += 1
                    let plain = TaskSortKey(task, sort: sort, position: slot, urgency: sort == .urgency ? urgency : nil)
                    #expect(key == plain, "sort \(sort.name), slot \(slot), seed \(seed)")
                }
            }
            // The records hold the built-in sorts' keys of most tasks (the titles only when kept).
            #expect(made > tasks.count * (capacity < SlotPlanRecords.titlesMinimum ? 3 : 4))
        }
    }

    @Test(arguments: [21] as [UInt64])
    func aLongListSortedAgainAfterChangesMatchesTheComparisonSort(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var stored = try (0..<(SlotPlanRecords.titlesMinimum + 500)).map { _ in try RadixSortTests.randomTask(&generator) }
        let now = LocalNow(clock: Fixtures.clock)
        var query = TaskQuery(filter: .pending, sort: .due)
        var live = LiveTaskQuery(tasks: stored, query: query, now: now)
        #expect(live.planRecords.keepsTitles)
        var paths: Set<String> = []
        for step in 0..<(3 * TaskSort.builtIn.count) {
            try RadixSortTests.changeRandomly(&stored, live: &live, times: Int.random(in: 1...200, using: &generator),
                                              &generator)
            // Every built-in order in turn, from each of the others; every other step with
            // another tab too, so the keys come from `narrow` (a new filter) or from `resort`.
            query.sort = TaskSort.builtIn[(step * 2 + step / TaskSort.builtIn.count) % TaskSort.builtIn.count]
            guard query.sort != live.query.sort else { continue }
            query.filter = ([.pending, .pending, .all, .all, .completed, .completed] as [TaskFilter])[step % 6]
            paths.insert(query.filter == live.query.filter ? "resort" : "narrow")
            live.setQuery(query)
            let kept = Set(query.apply(to: stored, clock: Fixtures.clock).map(\.id))
            let plain = query.sorted(stored.filter { kept.contains($0.id) }, now: now).map(\.id)
            #expect(live.count == plain.count && live.tasks(in: 0..<live.count).map(\.id) == plain,
                    "sort \(query.sort.name), filter \(query.filter), step \(step), seed \(seed)")
        }
        #expect(paths == ["resort", "narrow"])
    }
}
