import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// The search's path for long lists (issue 27): the slot-order filter writing into chunks,
/// against the plain answer.
struct SlotOrderFilterTests {
    /// Keys of `positions`, in that (list) order, in chunks of at most 16.
    func keys(_ positions: [Int]) throws -> SortedKeys {
        let task = try Fixtures.task("x")
        return SortedKeys(positions.map { TaskSortKey(task, sort: .due, position: $0, urgency: nil) }, chunkLimit: 16)
    }

    @Test func keepsTheListsOrderNotTheSlotOrder() throws {
        var generator = SplitMix64(seed: 27)
        let positions = (0..<2_000).shuffled(using: &generator)
        var asked: [Int] = []
        let kept = SlotOrderFilter.kept(try keys(positions), slotCount: 2_000) { slot in
            asked.append(slot)
            return slot % 3 == 0
        }
        #expect(kept.map(\.position) == positions.filter { $0 % 3 == 0 })
        #expect(kept.count == 667 && kept.chunkLimit == 16)
        #expect(asked == Array(0..<2_000), "asked front to back, each slot once")
    }

    @Test func aPositionTwiceIsKeptTwiceAndOutsideTheSlotsFallsBackToTheListsOrder() throws {
        let kept = SlotOrderFilter.kept(try keys(Array((0..<600).reversed()) + [5, 7]), slotCount: 600) { $0 < 10 }
        #expect(kept.map(\.position) == [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 5, 7])
        var asked: [Int] = []
        let keptOutside = SlotOrderFilter.kept(try keys(Array((0..<600).reversed()) + [900]), slotCount: 600) { slot in
            asked.append(slot)
            return slot == 900 || slot == 1
        }
        #expect(keptOutside.map(\.position) == [1, 900])
        #expect(asked.first == 599, "asked in the list's order")
    }

    /// Keys appended one by one make the list `SortedKeys.init` makes of them: the same
    /// chunks, rows by index and places.
    @Test func appendingKeysMakesTheListOfThem() throws {
        let task = try Fixtures.task("x")
        for count in [0, 1, 7, 8, 9, 100] {
            let all = (0..<count).map { TaskSortKey(task, sort: .due, position: $0, urgency: nil) }
            var appending = SortedKeys.Appending(chunkLimit: 16)
            for key in all { appending.append(key) }
            let built = appending.keys, whole = SortedKeys(all, chunkLimit: 16)
            #expect(built.chunks == whole.chunks && built.count == count, "\(count) keys")
            #expect((0..<count).map { built[$0] } == all)
            if let last = all.last { #expect(built.insertionIndex(of: last, titles: nil) == count - 1) }
        }
    }
}

/// A list long enough for the slot order and many chunks: typing, erasing and typing again
/// show what a from-scratch query shows, also after another program changed a task while
/// the search was open (nothing kept from before the change is shown).
struct LargeLiveSearchTests {
    /// "e" keeps about 98% of the tasks, "ee" about 58%, "eee" none.
    static let words = ["review", "fix", "feedback", "meeting", "test", "deploy", "plan", "release"]

    @Test func typingErasingAndAChangeFromElsewhereMatchARecomputation() throws {
        let clock = Fixtures.clock
        var generator = SplitMix64(seed: 5)
        var stored: [Task] = try (0..<20_000).map { index in
            let title = "T\(index) " + (0..<3).map { _ in Self.words.randomElement(using: &generator) ?? "" }.joined(separator: " ")
            return try Task(title: title, created: clock.now.addingTimeInterval(Double(-index)),
                            due: index % 7 == 0 ? Due(day: clock.today.adding(days: index % 30)) : nil)
        }
        var query = TaskQuery(filter: .pending, sort: .due)
        var live = LiveTaskQuery(tasks: stored, query: query, now: LocalNow(clock: clock))
        live.prepareSearch()
        func type(_ text: String) throws {
            query.expression = try FilterParser(clock: clock).parse(text)
            live.setQuery(query)
            #expect(live.shownIDs == query.apply(to: stored, clock: clock).map(\.id), "after '\(text)'")
        }
        for text in ["e", "ee", "eee", "ee", "e", "", "e", "ee"] { try type(text) }
        // Another program: a task without an "e" gets one; one with "ee" loses every "e".
        let gainer = try #require(stored.firstIndex { !$0.title.contains("e") })
        let loser = try #require(stored.firstIndex { $0.title.contains("ee") })
        for (index, title) in [(gainer, "now with feedback"), (loser, "call laptop")] {
            let changed = try Task(id: stored[index].id, title: title, created: stored[index].created, due: stored[index].due)
            stored[index] = changed
            live.apply([(changed.id, changed)])
        }
        #expect(live.shownIDs == query.apply(to: stored, clock: clock).map(\.id), "after the change, 'ee'")
        for text in ["e", "", "e", "ee", "eee", "ee", "e", ""] { try type(text) }
    }
}
