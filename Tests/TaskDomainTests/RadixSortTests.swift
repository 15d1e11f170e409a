import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// The byte-wise sort of a list's keys (`TaskSortKey.sort`, issue 27: `s` at 1,000,000 tasks)
/// puts keys in exactly the order the comparison sort by `TaskSortKey.precedes` does, ties
/// included, for every sort: on thousands of random tasks with few distinct values (long
/// runs of equal keys), missing values, texts alike in their first 16 bytes and non-ASCII
/// ones; and the live list, sorted again after changes, shows what the plain comparison sort
/// of the same tasks shows.
struct RadixSortTests {
    static let titles = ["Buy milk", "buy MILK", "Büy milk", "Ünïcode and more text", "Zoë's café", "cafe",
                         "A title alike in its first sixteen bytes, then one", "a title alike in its first sixteen bytes, then two",
                         "a title alike in its first sixteen bytes, then one", "日本語のタスク", "日本語のタスクその二", "x", "X", "Ø"]
    static let fieldValues: [[String: String]] = [
        [:], ["estimate": "3", "size": "M", "client": "Acme"], ["estimate": "0.5", "size": "L", "client": "ácme"],
        ["size": "long client name one", "client": "long client name one, the first sixteen"],
        ["size": "Long client name two", "client": "Long client name one, the first sixteen"],
        ["estimate": "lots", "size": "S", "when": "2026-03-12", "spent": "2h"], ["when": "2026-03-12T09:30", "spent": "90min"],
        ["when": "soon", "spent": "1d", "client": "Ünïcode"], ["estimate": "-2", "client": ""],
    ]
    static let fields = [FieldDeclaration(name: "estimate", kind: .number),
                         FieldDeclaration(name: "size", kind: .string, values: ["S", "M", "L"]),
                         FieldDeclaration(name: "client", kind: .string),
                         FieldDeclaration(name: "when", kind: .date),
                         FieldDeclaration(name: "spent", kind: .duration)]
    static let sorts = TaskSort.all(fields: fields)

    static func randomTask(_ generator: inout SplitMix64, id: TaskID = TaskID()) throws -> Task {
        let clock = Fixtures.clock
        func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        let due = pick(0...2) == 0 ? nil
            : Due(day: clock.today.adding(days: pick(-3...4)), hour: pick(0...1) == 0 ? nil : pick(8...9))
        let done = pick(0...4) == 0
        let created = clock.now.addingTimeInterval(Double(pick(0...3) * 3600))
        return try Task(id: id, title: titles[pick(0...(titles.count - 1))], status: done ? .completed : .pending,
                        created: created, completed: done ? created.addingTimeInterval(Double(pick(0...2) * 60)) : nil,
                        due: due, priority: Priority.allCases[pick(0...(Priority.allCases.count - 1))],
                        project: pick(0...1) == 0 ? nil : "home", tags: pick(0...3) == 0 ? ["next"] : [],
                        intervals: !done && pick(0...5) == 0 ? [WorkInterval(start: created)] : [],
                        fields: CustomFields(fieldValues[pick(0...(fieldValues.count - 1))]))
    }

    /// Edits, adds and deletes `times` random tasks of `stored`, each applied to `live` (as
    /// changes another process made arrive).
    static func changeRandomly(_ stored: inout [Task], live: inout LiveTaskQuery, times: Int,
                               _ generator: inout SplitMix64) throws {
        for _ in 0..<times {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1:
                let index = Int.random(in: 0..<stored.count, using: &generator)
                stored[index] = try randomTask(&generator, id: stored[index].id)
                live.apply([(stored[index].id, stored[index])])
            case 2:
                stored.append(try randomTask(&generator))
                live.apply([(stored[stored.count - 1].id, stored[stored.count - 1])])
            default:
                let removed = stored.remove(at: Int.random(in: 0..<stored.count, using: &generator))
                live.apply([(removed.id, nil)])
            }
        }
    }

    /// The keys of `tasks` in the order of the comparison sort, and in the byte-wise one.
    static func orders(_ tasks: [Task], sort: TaskSort, parallelAbove: Int = TaskSortKey.parallelThreshold) -> (plain: [Int], fast: [Int]) {
        let now = LocalNow(clock: Fixtures.clock)
        let urgency = sort == .urgency ? Urgency(coefficients: .taskwarrior, now: now) : nil
        let keys = tasks.indices.map { TaskSortKey(tasks[$0], sort: sort, position: $0, urgency: urgency) }
        let titles = TaskSortKey.textOrder(sort) { tasks[$0] }
        var fast = keys.shuffled()
        TaskSortKey.sort(&fast, titles: titles, texts: TaskSortKey.texts(sort) { tasks[$0] }, parallelAbove: parallelAbove)
        return (keys.sorted { TaskSortKey.precedes($0, $1, titles: titles) }.map(\.position), fast.map(\.position))
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everySortPutsKeysInTheComparisonSortsOrder(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let tasks = try (0..<3000).map { _ in try Self.randomTask(&generator) }
        for sort in Self.sorts {
            // Many keys (bucket passes), and few (the comparison sort alone).
            for count in [3000, 40, 0, 1] {
                let (plain, fast) = Self.orders(Array(tasks.prefix(count)), sort: sort)
                #expect(fast == plain, "sort \(sort.name), \(count) tasks, seed \(seed)")
            }
        }
    }

    /// The live list sorted again after changes shows the tasks the filter keeps in the order
    /// of the comparison sort of those tasks (storage order as the live list keeps it).
    @Test(arguments: [4, 5] as [UInt64])
    func theLiveListSortedAgainAfterChangesMatchesTheComparisonSort(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var stored = try (0..<1500).map { _ in try Self.randomTask(&generator) }
        let now = LocalNow(clock: Fixtures.clock)
        var query = TaskQuery(filter: .pending, sort: .due)
        var live = LiveTaskQuery(tasks: stored, query: query, now: now)
        for step in 0..<30 {
            try Self.changeRandomly(&stored, live: &live, times: Int.random(in: 1...120, using: &generator), &generator)
            query.sort = Self.sorts[step % Self.sorts.count]
            // The filter now and then: most steps change only the order (the narrowed tasks sorted again).
            query.filter = [.all, .pending, .ready][step / 5 % 3]
            // A search kept across some new orders: it keeps the narrowed tasks' bitmap.
            query.expression = step / 10 % 2 == 1 ? try FilterParser(clock: Fixtures.clock).parse("e") : .everything
            live.setQuery(query)
            let kept = Set(query.apply(to: stored, clock: Fixtures.clock).map(\.id))
            let plain = query.sorted(stored.filter { kept.contains($0.id) }, now: now).map(\.id)
            #expect(live.count == plain.count && live.tasks(in: 0..<live.count).map(\.id) == plain,
                    "sort \(query.sort.name), step \(step), seed \(seed)")
        }
    }

    /// The buckets shared between two threads (`parallelAbove`, lowered here: the app's lists
    /// reach it only past 131,072 tasks) end in the comparison sort's order, for every sort.
    @Test(arguments: [6, 7] as [UInt64])
    func theBucketsSortedOnTwoThreadsKeepTheComparisonSortsOrder(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let tasks = try (0..<3000).map { _ in try Self.randomTask(&generator) }
        for sort in Self.sorts {
            for (count, parallelAbove) in [(3000, 0), (3000, 100), (200, 60)] {
                let (plain, fast) = Self.orders(Array(tasks.prefix(count)), sort: sort, parallelAbove: parallelAbove)
                #expect(fast == plain, "sort \(sort.name), \(count) tasks above \(parallelAbove), seed \(seed)")
            }
        }
    }

    /// Keys of few distinct values, most in one bucket of the first byte (which the threads'
    /// split passes again) and many alike in all 16 bytes: on two threads and on one, the
    /// comparison sort's order.
    @Test(arguments: [8, 9] as [UInt64])
    func skewedKeysWithManyTiesKeepTheComparisonSortsOrder(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        let keys = (0..<5000).map { position in
            let first = pick(0...3) == 0 ? UInt64(pick(0...300)) << 52 | UInt64(pick(0...2)) : 7 << 56 | UInt64(pick(0...5)) << 40
            let more = pick(0...1) == 0 ? 0 : UInt64(pick(0...3)) << 8
            let parts = TaskSortKey.Parts(due: pick(0...2), rank: pick(0...2), created: pick(0...1))
            return TaskSortKey(parts, sort: .title, lead: (first, more), position: position)
        }
        let plain = keys.sorted { TaskSortKey.precedes($0, $1, titles: nil) }.map(\.position)
        for parallelAbove in [0, 1000, TaskSortKey.parallelThreshold] {
            var fast = keys.shuffled(using: &generator)
            TaskSortKey.sort(&fast, titles: nil, parallelAbove: parallelAbove)
            #expect(fast.map(\.position) == plain, "above \(parallelAbove), seed \(seed)")
        }
    }

    /// Titles alike in far more than their first 16 folded bytes ("Water the garden #123"),
    /// some in their first 32, some past the 64 the byte keys go to, some differing only in case or accents, some equal: the rest of
    /// the title, then the tie-breaks, decide as in the comparison sort, on one thread and on
    /// two; and so they do when one title holds a 0 byte (whole titles decide that bucket).
    @Test(arguments: [10, 11] as [UInt64])
    func titlesAlikeInTheirFirstSixteenBytesKeepTheComparisonSortsOrder(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        let starts = ["Water the garden #", "water THE garden #", "Wäter the garden #", "Water the garden, bed ", "Water the gardens",
                      "Water the garden by the shed every day #", "WATER the garden BY THE shed every day #",
                      "water the garden by the SHED every DAY #",
                      "Water the garden by the shed every day, and the roses by the wall every week #",
                      "WATER THE GARDEN BY THE SHED EVERY DAY, AND THE ROSES BY THE WALL EVERY WEEK #"]
        var tasks = try (0..<3000).map { _ in
            let title = starts[pick(0...(starts.count - 1))] + (pick(0...5) == 0 ? "" : String(pick(0...400)))
                + (pick(0...7) == 0 ? " é" : "")
            return try Task(title: title, created: Fixtures.clock.now.addingTimeInterval(Double(pick(0...2) * 60)),
                            due: pick(0...1) == 0 ? nil : Due(day: Fixtures.clock.today.adding(days: pick(0...2))))
        }
        for zeroByte in [false, true] {
            if zeroByte { tasks[7].title = "Water the garden #\u{0}" + String(pick(0...400)) }
            for parallelAbove in [0, TaskSortKey.parallelThreshold] {
                for count in [3000, 60] {
                    let (plain, fast) = Self.orders(Array(tasks.prefix(count)), sort: .title, parallelAbove: parallelAbove)
                    #expect(fast == plain, "\(count) tasks above \(parallelAbove), zero byte \(zeroByte), seed \(seed)")
                }
            }
        }
    }
}
