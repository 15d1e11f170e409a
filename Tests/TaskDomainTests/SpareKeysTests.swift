import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// A long list builds each sort's keys in the array the last sort used (`spareKeys`, issue 27:
/// a new 40 MB array was a quarter of `s` at 1,000,000 tasks). Here a short list is made to
/// keep it (`spareKeysMinimum` lowered): changed between sorts by `apply`, sorted again
/// (`resort`), given another tab (`narrow`) or the Next view (the records' keys), it shows what
/// the plain sort of the same tasks shows, so nothing of an earlier sort's keys is left in the
/// array; the next sort builds in the same memory; and a list below the minimum keeps nothing.
struct SpareKeysTests {
    @Test(arguments: [31, 32] as [UInt64])
    func sortsBuiltInTheKeptArrayMatchThePlainSort(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var stored = try (0..<1_500).map { _ in try RadixSortTests.randomTask(&generator) }
        let now = LocalNow(clock: Fixtures.clock)
        var live = LiveTaskQuery(tasks: stored, query: TaskQuery(filter: .pending, sort: .due), now: now)
        live.spareKeysMinimum = 0
        let queries: [TaskQuery] = [
            TaskQuery(filter: .pending, sort: .title), TaskQuery(filter: .pending, sort: .urgency),
            TaskQuery(filter: .ready, sort: .urgency, isFlat: true), TaskQuery(filter: .all, sort: .priority),
            TaskQuery(filter: .completed, sort: .due), TaskQuery(filter: .all, sort: .created),
        ]
        var sameMemory = 0
        for step in 0..<(3 * queries.count) {
            // Most steps after changes (the list's count moves either way), a few straight on.
            if step % 4 != 3 {
                try RadixSortTests.changeRandomly(&stored, live: &live, times: Int.random(in: 1...120, using: &generator),
                                                  &generator)
            }
            let before = Self.address(live.spareKeys)
            let query = queries[step % queries.count]
            live.setQuery(query)
            let plain = query.apply(to: stored, now: now).map(\.id)
            #expect(live.shownIDs == plain, "\(query.filter), sort \(query.sort.name), step \(step), seed \(seed)")
            // Kept empty, with room for the keys of this sort at least.
            #expect(live.spareKeys.isEmpty && live.spareKeys.capacity >= live.narrowed.count, "step \(step)")
            if step > 0, Self.address(live.spareKeys) == before { sameMemory += 1 }
        }
        // The array grows only when the tasks added outgrow it and its eighth to spare (a few
        // hundred here): most sorts build in the same memory.
        #expect(sameMemory >= 2 * queries.count, "\(sameMemory)")
    }

    /// Below the minimum a list keeps no array between sorts (a 10,000-task list adds no memory).
    @Test func aShortListKeepsNoKeys() throws {
        var generator = SplitMix64(seed: 33)
        let stored = try (0..<300).map { _ in try RadixSortTests.randomTask(&generator) }
        var live = LiveTaskQuery(tasks: stored, query: TaskQuery(filter: .pending, sort: .due), now: LocalNow(clock: Fixtures.clock))
        #expect(live.spareKeysMinimum > 10_000)
        for sort in TaskSort.builtIn {
            live.setQuery(TaskQuery(filter: .all, sort: sort))
            #expect(live.spareKeys.capacity == 0, "sort \(sort.name)")
        }
    }

    static func address(_ keys: [TaskSortKey]) -> UnsafeRawPointer? {
        keys.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}
