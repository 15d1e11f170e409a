import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// `SortedKeys` (the live list's rows in chunks, issue 27) holds exactly what one sorted array
/// would, whatever is put in or taken out, with chunks small enough that every change splits,
/// empties or crosses one.
struct SortedKeysTests {
    /// Keys of a few tasks at many positions: most keys tie on everything but the position.
    static func keys(count: Int) throws -> [TaskSortKey] {
        let clock = Fixtures.clock
        let tasks = try (0..<5).map { day in
            try Task(title: "task \(day)", created: clock.now, due: day == 0 ? nil : Due(day: clock.today.adding(days: day)),
                     priority: day % 2 == 0 ? .high : .none)
        }
        return (0..<count).map { TaskSortKey(tasks[$0 % tasks.count], sort: .due, position: $0, urgency: nil) }
    }

    static func precedes(_ lhs: TaskSortKey, _ rhs: TaskSortKey) -> Bool {
        TaskSortKey.precedes(lhs, rhs, titles: nil)
    }

    /// Everything `list` answers, against the sorted array `model`.
    static func expectSame(_ list: SortedKeys, _ model: [TaskSortKey], probes: [TaskSortKey],
                           generator: inout SplitMix64, _ comment: Comment) {
        #expect(Array(list) == model, comment)
        #expect(list.count == model.count, comment)
        #expect(list.array == model, comment)
        #expect(list.chunks.allSatisfy { !$0.isEmpty && $0.count <= list.chunkLimit }, comment)
        for _ in 0..<4 where !model.isEmpty {
            let index = Int.random(in: 0..<model.count, using: &generator)
            #expect(list[index] == model[index], comment)
            let end = Int.random(in: index...(model.count + 3), using: &generator)
            #expect(list.keys(in: index..<end) == Array(model[index..<min(end, model.count)]), comment)
        }
        for probe in probes.shuffled(using: &generator).prefix(6) {
            let expected = model.firstIndex { !precedes($0, probe) } ?? model.count
            #expect(list.insertionIndex(of: probe, titles: nil) == expected, comment)
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func changesInAnyOrderKeepWhatOneSortedArrayKeeps(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let all = try Self.keys(count: 600)
        var model: [TaskSortKey] = []
        var absent = Set(all.indices)
        var list = SortedKeys(chunkLimit: 4)
        for step in 0..<1500 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...3:  // one key in
                guard let index = absent.randomElement(using: &generator) else { continue }
                absent.remove(index)
                list.insert(all[index], titles: nil)
                model.insert(all[index], at: model.firstIndex { !Self.precedes($0, all[index]) } ?? model.count)
            case 4...6:  // one key out, or one that is not there
                let index = Int.random(in: 0..<all.count, using: &generator)
                let wasThere = !absent.contains(index)
                #expect(list.remove(all[index], titles: nil) == wasThere, "seed \(seed), step \(step)")
                model.removeAll { $0 == all[index] }
                absent.insert(index)
            case 7:  // many in: one by one, or one merge pass
                let some = Array(absent.shuffled(using: &generator).prefix(Int.random(in: 1...150, using: &generator)))
                absent.subtract(some)
                list.insert(contentsOf: some.map { all[$0] }, titles: nil)
                model = (model + some.map { all[$0] }).sorted(by: Self.precedes)
            case 8:  // many out
                let some = model.shuffled(using: &generator).prefix(Int.random(in: 1...150, using: &generator))
                list.remove(contentsOf: Array(some), titles: nil)
                let gone = Set(some.map(\.position))
                model.removeAll { gone.contains($0.position) }
                absent.formUnion(gone)
            default:  // built again from its keys
                list = SortedKeys(model, chunkLimit: Int.random(in: 2...9, using: &generator))
            }
            Self.expectSame(list, model, probes: all, generator: &generator, "seed \(seed), step \(step)")
            if Array(list) != model { return }
        }
    }

    @Test(arguments: [0, 1, 5, 2048, 2049, 5000])
    func aListMadeOfSortedKeysReadsThemBackInOrder(count: Int) throws {
        let keys = try Self.keys(count: count).sorted(by: Self.precedes)
        let list = SortedKeys(keys)
        var generator = SplitMix64(seed: 9)
        Self.expectSame(list, keys, probes: try Self.keys(count: count + 3), generator: &generator, "count \(count)")
        #expect(list.isEmpty == keys.isEmpty)
    }
}
