import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// A long list sorted through records of its keys' leading bytes (`SortKeyLead`, issue 27: `s`
/// at 1,000,000 tasks) is in exactly the comparison sort's order, ties included, for every
/// sort (whole titles, custom fields, keys whose 16 bytes all tie, keys nearly in order), with
/// the path forced on small lists; and a new list fills the chunks of the list it replaces
/// without touching a list that still shares them.
struct SortKeyLeadTests {
    static func keys(_ tasks: [Task], sort: TaskSort) -> [TaskSortKey] {
        let urgency = sort == .urgency ? Urgency(coefficients: .taskwarrior, now: LocalNow(clock: Fixtures.clock)) : nil
        return tasks.indices.map { TaskSortKey(tasks[$0], sort: sort, position: $0, urgency: urgency) }
    }

    @Test(arguments: [31, 32] as [UInt64])
    func aListSortedThroughLeadsIsInTheComparisonSortsOrder(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let tasks = try (0..<3000).map { _ in try RadixSortTests.randomTask(&generator) }
        // Titles alike in their first 16 bytes and nothing else: every key's words tie.
        let alike = tasks.enumerated().map { index, task in
            var task = task
            task.title = RadixSortTests.titles[6 + index % 3]
            return task
        }
        for (sample, sorts) in [(tasks, RadixSortTests.sorts), (alike, [TaskSort.title])] {
            for sort in sorts {
                for count in [3000, 200, 1, 0] {
                    let tasks = Array(sample.prefix(count))
                    let titles = TaskSortKey.textOrder(sort) { tasks[$0] }
                    let keys = Self.keys(tasks, sort: sort)
                    let plain = keys.sorted { TaskSortKey.precedes($0, $1, titles: titles) }
                    // Shuffled, and in storage order (the created sort's keys are nearly in order).
                    for arrangement in [keys.shuffled(using: &generator), keys] {
                        var sorting = arrangement
                        let list = SortedKeys(sorting: &sorting, titles: titles, reusing: [], chunkLimit: 16, leadsMinimum: 2)
                        #expect(list.array.map(\.position) == plain.map(\.position), "sort \(sort.name), \(count) keys, seed \(seed)")
                        #expect(list.chunks.allSatisfy { !$0.isEmpty && $0.count <= 8 })
                    }
                }
            }
        }
    }

    @Test func aNewListFillsTheOldListsChunksAndLeavesASharedListAlone() throws {
        var generator = SplitMix64(seed: 33)
        let tasks = try (0..<500).map { _ in try RadixSortTests.randomTask(&generator) }
        var byDue = Self.keys(tasks, sort: .due)
        var old = SortedKeys(sorting: &byDue, titles: nil, reusing: [], chunkLimit: 16)
        let oldStorage = Set(old.chunks.map { $0.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } })
        var byPriority = Self.keys(tasks, sort: .priority)
        let spare = old.takeChunks()
        #expect(old.isEmpty)
        let new = SortedKeys(sorting: &byPriority, titles: nil, reusing: consume spare, chunkLimit: 16)
        let newStorage = Set(new.chunks.map { $0.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } })
        #expect(newStorage == oldStorage)
        #expect(new.array == Self.keys(tasks, sort: .priority).sorted { TaskSortKey.precedes($0, $1, titles: nil) })

        // A list that shares the chunks (the search trail, a copy) keeps its keys.
        var current = new
        let kept = current
        var byCreated = Self.keys(tasks, sort: .created).shuffled(using: &generator)
        let next = SortedKeys(sorting: &byCreated, titles: nil, reusing: current.takeChunks(), chunkLimit: 16)
        #expect(kept.array.map(\.position) == new.array.map(\.position))
        #expect(next.array == Self.keys(tasks, sort: .created).sorted { TaskSortKey.precedes($0, $1, titles: nil) })
    }
}
