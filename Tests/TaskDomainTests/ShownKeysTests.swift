import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// A search's result kept as a bitmap over the list (issue 27: a keystroke at 1,000,000
/// tasks writes no list): rows by index, ranges, places and changes read exactly what the
/// rows written out as a list read.
struct ShownKeysTests {
    /// Keys of positions 0 ..< count in a shuffled (list) order, in chunks of at most 16.
    static func keys(_ count: Int, seed: UInt64) throws -> [TaskSortKey] {
        var generator = SplitMix64(seed: seed)
        let task = try Fixtures.task("x")
        return (0..<count).shuffled(using: &generator).map { TaskSortKey(task, sort: .due, position: $0, urgency: nil) }
            .sorted { TaskSortKey.precedes($0, $1, titles: nil) }
    }

    /// Every way of reading the rows, against the rows as one array.
    static func expectSameRows(_ shown: ShownKeys, _ rows: [TaskSortKey], _ all: [TaskSortKey],
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(shown.count == rows.count, sourceLocation: sourceLocation)
        #expect(Array(shown) == rows, "in order", sourceLocation: sourceLocation)
        // From the end first (G), then every row (j), then windows (PageDown).
        for index in rows.indices.reversed() where shown[index] != rows[index] {
            Issue.record("row \(index)", sourceLocation: sourceLocation)
            break
        }
        for start in stride(from: 0, to: rows.count + 5, by: 7) {
            let range = start..<(start + 13)
            #expect(shown.keys(in: range) == Array(rows[range.clamped(to: 0..<rows.count)]), "rows \(range)",
                    sourceLocation: sourceLocation)
        }
        for key in all {
            let expected = rows.firstIndex { !TaskSortKey.precedes($0, key, titles: nil) } ?? rows.count
            if shown.insertionIndex(of: key, titles: nil) != expected {
                Issue.record("place of \(key.position)", sourceLocation: sourceLocation)
                return
            }
        }
    }

    @Test func rowsRangesAndPlacesReadAsTheListWrittenOut() throws {
        let all = try Self.keys(500, seed: 3)
        var generator = SplitMix64(seed: 4)
        // Dense, sparse with empty chunks, none, every one.
        for keep in [2, 9, 1_000, 1] {
            let kept = Set(all.map(\.position).filter { _ in Int.random(in: 0..<keep, using: &generator) == 0 })
            var marks = [UInt64](repeating: 0, count: 8)
            for slot in kept { marks[slot >> 6] |= 1 << UInt64(slot & 63) }
            let shown = ShownKeys(base: SortedKeys(all, chunkLimit: 16), members: marks, count: kept.count)
            Self.expectSameRows(shown, all.filter { kept.contains($0.position) }, all)
            #expect(shown.list.array == all.filter { kept.contains($0.position) })
        }
    }

    @Test func changesMoveTheRowsAsTheyMoveTheListWrittenOut() throws {
        let task = try Fixtures.task("x")
        var all = try Self.keys(300, seed: 8)
        var kept = Set(all.map(\.position).filter { $0 % 3 != 0 })
        var marks = [UInt64](repeating: 0, count: 5)
        for slot in kept { marks[slot >> 6] |= 1 << UInt64(slot & 63) }
        var shown = ShownKeys(base: SortedKeys(all, chunkLimit: 16), members: marks, count: kept.count)
        _ = shown[kept.count - 1]  // the counts of every chunk are remembered (G) before the changes
        let copy = shown
        var generator = SplitMix64(seed: 9)
        for step in 0..<60 {
            let slot = Int.random(in: 0..<all.count, using: &generator)
            let old = all.first { $0.position == slot }
            if let old, step % 2 == 0 {
                shown.remove(old, titles: nil)
                kept.remove(slot)
            } else if !kept.contains(slot) {
                // A task now shown (a new slot past the bitmap on every fifth step).
                let position = step % 5 == 0 ? 1_000 + step : slot
                let key = TaskSortKey(task, sort: .due, position: position, urgency: nil)
                if let old, position == slot { shown.remove(old, titles: nil) }
                shown.insert(key, titles: nil)
                if position != slot {
                    all.append(key)
                    all.sort { TaskSortKey.precedes($0, $1, titles: nil) }
                }
                kept.insert(position)
            }
            Self.expectSameRows(shown, all.filter { kept.contains($0.position) }, all)
        }
        #expect(copy.count == 200 && Array(copy).count == 200, "a copy is a value")
    }
}

/// The live list's rows while a long search shows a bitmap of them: moving anywhere in it
/// (j, PageDown, G), the places of tasks and changes from elsewhere read as a query from scratch.
struct LargeLiveSearchMovingTests {
    @Test func everyRowPlaceAndChangeReadAsARecomputation() throws {
        let clock = Fixtures.clock
        var generator = SplitMix64(seed: 12)
        var stored: [Task] = try (0..<6_000).map { index in
            let title = "T\(index) " + (0..<3).map { _ in LargeLiveSearchTests.words.randomElement(using: &generator) ?? "" }
                .joined(separator: " ")
            return try Task(title: title, created: clock.now.addingTimeInterval(Double(-index)),
                            due: index % 5 == 0 ? Due(day: clock.today.adding(days: index % 40)) : nil)
        }
        var query = TaskQuery(filter: .pending, sort: .due)
        var live = LiveTaskQuery(tasks: stored, query: query, now: LocalNow(clock: clock))
        live.prepareSearch()
        func check(_ what: String) {
            let expected = query.apply(to: stored, clock: clock).map(\.id)
            #expect(live.count == expected.count, "\(what): count")
            // G first, then rows from the end, windows anywhere, and each task's place.
            #expect(live.task(at: expected.count - 1)?.id == expected.last, "\(what): G")
            for index in stride(from: expected.count - 1, through: 0, by: -97) where live.task(at: index)?.id != expected[index] {
                Issue.record("\(what): row \(index)")
                break
            }
            for start in stride(from: 0, to: expected.count, by: 1_003) {
                #expect(live.tasks(in: start..<(start + 40)).map(\.id) == Array(expected[start..<min(expected.count, start + 40)]),
                        "\(what): rows from \(start)")
            }
            for index in stride(from: 0, to: expected.count, by: 211) where live.position(of: expected[index]) != index {
                Issue.record("\(what): place of row \(index)")
                break
            }
            // A task the search hides has no place (the selection a keystroke keeps asks it).
            let shown = Set(expected)
            for task in stored.prefix(600) where !shown.contains(task.id) && live.position(of: task.id) != nil {
                Issue.record("\(what): a hidden task has a place")
                break
            }
            #expect(live.shownIDs == expected, "\(what): every row")
        }
        func type(_ text: String) throws {
            query.expression = try FilterParser(clock: clock).parse(text)
            live.setQuery(query)
            check("'\(text)'")
        }
        // One letter (the byte mask alone), a digit, a longer word, a word of several.
        for text in ["e", "ee", "e", "1", "", "v", "view", "e"] { try type(text) }
        // Another program adds a task with an "e", deletes one shown and one hidden, retitles one.
        let added = try Task(title: "a new feedback", created: clock.now)
        let shownOne = try #require(stored.firstIndex { $0.title.contains("ee") })
        let hiddenOne = try #require(stored.firstIndex { !$0.title.contains("e") })
        let other = try #require(stored.indices.first { $0 != shownOne && $0 != hiddenOne && stored[$0].title.contains("e") })
        let retitled = try Task(id: stored[other].id, title: "plain call", created: stored[other].created, due: stored[other].due)
        live.apply([(added.id, added), (stored[shownOne].id, nil), (stored[hiddenOne].id, nil), (retitled.id, retitled)])
        stored[other] = retitled
        stored.remove(at: max(shownOne, hiddenOne))
        stored.remove(at: min(shownOne, hiddenOne))
        stored.append(added)
        check("after the changes, 'e'")
        for text in ["ee", "e", "", "e"] { try type(text) }
    }
}
