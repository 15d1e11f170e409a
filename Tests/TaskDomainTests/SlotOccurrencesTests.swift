import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// The search index turned on its side (issue 27: a keystroke flat up to 1,000,000 tasks):
/// the byte and pair sets, as lists and as bitmaps, and every search path over them against
/// the plain substring answer, on random texts with repeated and non-ASCII letters, while
/// tasks change.
struct SlotOccurrencesTests {
    /// The slots of `set`, read back through `intersect` over every slot.
    static func members(_ set: SlotSet, slotCount: Int) -> Set<Int> {
        var marks = [UInt64](repeating: ~0, count: (slotCount + 63) >> 6)
        set.intersect(&marks)
        return Set((0..<marks.count * 64).filter { marks[$0 >> 6] >> UInt64($0 & 63) & 1 != 0 })
    }

    @Test func aSetHoldsWhatWasInsertedAndNotRemovedAsAListAndAsABitmap() {
        var generator = SplitMix64(seed: 31)
        for limit in [1_000, 20] {
            var set = SlotSet(), expected = Set<Int>()
            for step in 0..<400 {
                let slot = Int.random(in: 0..<700, using: &generator)
                if step % 3 == 2 { set.remove(slot); expected.remove(slot) } else { set.insert(slot, limit: limit); expected.insert(slot) }
                #expect(Self.members(set, slotCount: 700) == expected, "step \(step), limit \(limit)")
            }
            #expect(set.isBitmap == (limit == 20), "a list past its limit is a bitmap")
        }
    }

    @Test func aSetKeepsOnlyItsSlotsOfMarksSetOrNot() {
        var generator = SplitMix64(seed: 32)
        for limit in [10_000, 8] {
            var set = SlotSet()
            let slots = Set((0..<60).map { _ in Int.random(in: 0..<900, using: &generator) })
            for slot in slots.sorted() { set.insert(slot, limit: limit) }
            let marked = Set((0..<1_000).filter { _ in Bool.random(using: &generator) })
            var marks = [UInt64](repeating: 0, count: 16)
            for slot in marked { marks[slot >> 6] |= 1 << UInt64(slot & 63) }
            set.intersect(&marks)
            let kept = Set((0..<1_024).filter { marks[$0 >> 6] >> UInt64($0 & 63) & 1 != 0 })
            #expect(kept == marked.intersection(slots), "limit \(limit)")
        }
    }

    /// Letters that repeat (e, ee, eee), an upper case, accents and a non-Latin script.
    static let pieces = ["e", "ee", "E", "a", "b", "ab", "é", "É", "ß", "ü", "日本", " ", " ", "x", "eé"]
    static let words = ["e", "ee", "eee", "eeee", "a", "ab", "ba", "abe", "eab", "é", "ée", "ü", "日", "日本", "x", "xe",
                        "+p", "#t", "q", "\"e e\"", "ss"]

    static func text(_ generator: inout SplitMix64) -> String {
        (0..<Int.random(in: 0..<8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    static func task(_ index: Int, _ generator: inout SplitMix64, id: TaskID = TaskID()) throws -> Task {
        let clock = Fixtures.clock
        let notes = Int.random(in: 0..<4, using: &generator) == 0 ? text(&generator) : ""
        let annotations = Int.random(in: 0..<6, using: &generator) == 0
            ? [Annotation(entry: clock.now, text: text(&generator))] : []
        return try Task(id: id, title: "t" + text(&generator), notes: notes, created: clock.now.addingTimeInterval(Double(-index)),
                        project: Int.random(in: 0..<3, using: &generator) == 0 ? "p" + text(&generator).filter { $0 != " " } : nil,
                        tags: Int.random(in: 0..<4, using: &generator) == 0 ? ["t" + text(&generator).filter { $0 != " " }] : [],
                        annotations: annotations)
    }

    /// Typing words, phrases, `or`, `not`, and searches of the whole text (project and tags
    /// too), with tasks changed, added and deleted between keys: every result is the plain
    /// query's. Large enough that the common pairs are bitmaps and the rare ones lists; with
    /// and without runs of three bytes (a long list keeps them: here made so at any size).
    @Test(arguments: [300, 3_000], [false, true])
    func everySearchPathAnswersAsThePlainQueryWhileTasksChange(count: Int, runs: Bool) throws {
        let clock = Fixtures.clock
        var generator = SplitMix64(seed: UInt64(count))
        var stored = try (0..<count).map { try Self.task($0, &generator) }
        var query = TaskQuery(filter: .pending, sort: .due)
        var live = LiveTaskQuery(tasks: stored, query: query, now: LocalNow(clock: clock))
        live.prepareSearch()
        if runs { live.searchIndex = SearchIndex(live.slots, runsFrom: 0, runsWithin: 16) }  // long texts too
        let parser = FilterParser(clock: clock)
        for step in 0..<60 {
            let first = Self.words.randomElement(using: &generator) ?? ""
            let second = Self.words.randomElement(using: &generator) ?? ""
            let text = switch step % 6 {
            case 0, 1: first
            case 2: "\(first) \(second)"
            case 3: "\(first) or \(second)"
            case 4: "-\(first) \(second)"
            default: "(\(first) or -\(second)) \(first)"
            }
            query.expression = try parser.parse(text)
            query.search = step % 5 == 0 ? first.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : ""
            live.setQuery(query)
            #expect(live.shownIDs == query.apply(to: stored, clock: clock).map(\.id),
                    "\(count) tasks, runs \(runs), step \(step): '\(text)' search '\(query.search)'")
            if step % 4 == 3 { try Self.changeSome(&stored, in: &live, made: count + 2 * step, &generator) }
        }
    }

    /// Another program deletes one task, changes one, adds one (made at `made` and after).
    static func changeSome(_ stored: inout [Task], in live: inout LiveTaskQuery, made: Int,
                           _ generator: inout SplitMix64) throws {
        let deleted = stored.remove(at: Int.random(in: 0..<stored.count, using: &generator))
        let changed = Int.random(in: 0..<stored.count, using: &generator)
        stored[changed] = try task(made, &generator, id: stored[changed].id)
        stored.append(try task(made + 1, &generator))
        live.apply([(deleted.id, nil), (stored[changed].id, stored[changed]), (stored[stored.count - 1].id, stored.last)])
    }

    /// Words typed letter by letter into the filter or the search, erased letter by letter
    /// and typed on otherwise, with tasks changed between some keys: each keystroke (which
    /// narrows the last result, or goes back to one kept on the way) answers as the plain
    /// query, with and without runs of three bytes.
    @Test(arguments: [false, true])
    func typingAndErasingLetterByLetterAnswersAsThePlainQuery(runs: Bool) throws {
        let clock = Fixtures.clock
        var generator = SplitMix64(seed: runs ? 12 : 11)
        var stored = try (0..<2_000).map { try Self.task($0, &generator) }
        var query = TaskQuery(filter: .pending, sort: .due)
        var live = LiveTaskQuery(tasks: stored, query: query, now: LocalNow(clock: clock))
        live.prepareSearch()
        if runs { live.searchIndex = SearchIndex(live.slots, runsFrom: 0, runsWithin: 16) }  // long texts too
        let parser = FilterParser(clock: clock)
        let targets = ["eeeee", "eéeab", "éeee", "ÉEe", "日本e", "abee x", "ßss", "tee", "eabé", "-ee eee", "e or ab", "bab"]
        var (target, inSearch, typed) = ("eeeee", false, "")
        for step in 0..<400 {
            if !target.hasPrefix(typed) || (!typed.isEmpty && Int.random(in: 0..<4, using: &generator) == 0) {
                typed.removeLast()
            } else if typed.count < target.count {
                typed.append(target[target.index(target.startIndex, offsetBy: typed.count)])
            } else {
                target = targets.randomElement(using: &generator) ?? ""
                inSearch = Bool.random(using: &generator)
                continue
            }
            query.search = inSearch ? typed : ""
            query.expression = inSearch ? .everything : (try? parser.parse(typed)) ?? .everything
            live.setQuery(query)
            #expect(live.shownIDs == query.apply(to: stored, clock: clock).map(\.id),
                    "runs \(runs), step \(step): '\(typed)' in the \(inSearch ? "search" : "filter")")
            if step % 9 == 8 { try Self.changeSome(&stored, in: &live, made: 3_000 + 2 * step, &generator) }
        }
    }

    /// The index built on another thread from the slots as the list opened (a long list's,
    /// `SearchIndexBuild`), with tasks changed, added and deleted before the search starts
    /// and takes it: the search answers as the plain query, for the list and for a copy;
    /// with runs of three bytes kept (as from 20,000 tasks), some texts past the runs' bound.
    @Test(arguments: [nil, 16] as [Int?])
    func anIndexBuiltInTheBackgroundTakesTheChangesMadeMeanwhile(runsWithin: Int?) throws {
        let clock = Fixtures.clock
        var generator = SplitMix64(seed: 77)
        var stored = try (0..<2_000).map { try Self.task($0, &generator) }
        var query = TaskQuery(filter: .pending, sort: .due)
        var live = LiveTaskQuery(tasks: stored, query: query, now: LocalNow(clock: clock))
        #expect(live.searchIndexBuild == nil, "a short list builds its index when a search starts")
        live.searchIndexBuild = runsWithin.map { SearchIndexBuild(live.slots, runsFrom: 0, runsWithin: $0) }
            ?? SearchIndexBuild(live.slots)
        for step in 0..<30 {
            let changed = Int.random(in: 0..<stored.count, using: &generator)
            stored[changed] = try Self.task(3_000 + step, &generator, id: stored[changed].id)
            let changedTask = stored[changed]
            let deleted = stored.remove(at: Int.random(in: 0..<stored.count, using: &generator))
            let added = try Self.task(4_000 + step, &generator)
            stored.append(added)
            var changes: [(id: TaskID, task: Task?)] = [(deleted.id, nil), (added.id, added)]
            if changedTask.id != deleted.id { changes.append((changedTask.id, changedTask)) }
            live.apply(changes)
        }
        let copy = live
        for var searched in [live, copy] {
            for text in ["e", "ee", "eee", "é", "ab", "日本", "abc", "eéa", "ee", "e"] {
                query.expression = try FilterParser(clock: clock).parse(text)
                searched.setQuery(query)
                #expect(searched.shownIDs == query.apply(to: stored, clock: clock).map(\.id), "'\(text)'")
            }
            #expect(searched.searchIndexBuild == nil && searched.searchIndex != nil)
        }
    }

    /// The index alone: words ANDed with each other (read on one thread and on two), with
    /// `or`, `not` and other terms, over some slots marked, against each task asked plainly;
    /// some slots are set after the build, one with a rare word (its runs are short lists).
    @Test func theIndexKeepsTheMarkedSlotsThatPassAsEachTaskAskedPlainly() throws {
        let clock = Fixtures.clock
        let now = LocalNow(clock: clock)
        var generator = SplitMix64(seed: 91)
        // A word in a few tasks only: its runs of three bytes are short lists.
        let rare = try Task(title: "a zqz b", created: clock.now)
        let tasks: [Task?] = try (0..<1_500).map { index in
            index % 97 == 0 ? nil : index % 211 == 1 ? rare : try Self.task(index, &generator)
        }
        let words = Self.words + ["zqz", "zq", "\"z b\""]
        let parser = FilterParser(clock: clock)
        // Runs of three bytes kept (as a long list keeps them) on one thread and on two, and not kept.
        for (twoThreads, runs) in [(1, 0), (Int.max, 0), (1, Int.max)] {
            // The last hundred set after the build, as changes are (one of them has the rare word).
            var index = SearchIndex(Array(tasks.prefix(1_400)), twoThreadsFrom: twoThreads, runsFrom: runs)
            for slot in 1_400..<tasks.count { index.set(tasks[slot], at: slot) }
            for step in 0..<160 {
                let first = words.randomElement(using: &generator) ?? ""
                let second = words.randomElement(using: &generator) ?? ""
                let text = switch step % 4 {
                case 0: first
                case 1: "\(first) \(second)"
                case 2: "\(first) \(second) or \(first)"
                default: "\(first) -\(second) +p"
                }
                let filter = try parser.parse(text)
                var marks = [UInt64](repeating: 0, count: (tasks.count + 63) >> 6)
                let marked = (0..<tasks.count).filter { _ in Int.random(in: 0..<5, using: &generator) != 0 }
                for slot in marked { marks[slot >> 6] |= 1 << UInt64(slot & 63) }
                let count = index.keepMarked(&marks, passing: filter, tasks: tasks, now: now, links: .none)
                let kept = (0..<tasks.count).filter { marks[$0 >> 6] >> UInt64($0 & 63) & 1 != 0 }
                let expected = marked.filter { tasks[$0].map { filter.matches($0, at: now, links: .none) } ?? false }
                #expect(kept == expected && count == expected.count, "'\(text)', two threads from \(twoThreads), runs from \(runs)")
            }
        }
    }

    /// A build no list waits for any more stops short: the index asks every 4,096 slots
    /// whether to go on, and stops at the first no.
    @Test func anIndexStopsShortOnceCancelled() throws {
        var generator = SplitMix64(seed: 5)
        let tasks: [Task?] = try (0..<10_000).map { try Self.task($0, &generator) }
        var asked = 0
        let stopped = SearchIndex(tasks, until: {
            asked += 1
            return asked > 2
        })
        #expect(stopped.slotCount == 8_192 && asked == 3)
        #expect(SearchIndex(tasks).slotCount == 10_000)
    }

    /// Builds run one at a time, and one whose list let go of it before it ran or finished
    /// does not hold up or spoil the next: the last one's index is whole and answers as
    /// the plain query.
    @Test func anAbandonedBuildLeavesTheNextOneWhole() throws {
        let clock = Fixtures.clock
        var generator = SplitMix64(seed: 6)
        let stored = try (0..<SearchIndexBuild.minimumSlots).map { try Self.task($0, &generator) }
        var live = LiveTaskQuery(tasks: stored, query: TaskQuery(filter: .pending, sort: .due), now: LocalNow(clock: clock))
        #expect(live.searchIndexBuild != nil)
        for _ in 0..<3 { live.searchIndexBuild = SearchIndexBuild(live.slots) }  // each let go of the one before
        var query = TaskQuery(filter: .pending, sort: .due)
        query.expression = try FilterParser(clock: clock).parse("ee")
        live.setQuery(query)
        #expect(live.searchIndex?.slotCount == stored.count)
        #expect(live.shownIDs == query.apply(to: stored, clock: clock).map(\.id))
    }
}

/// What a set holds after a build: a list turned bitmap is made for every slot at once, and
/// a list let go of the room it grew into keeps its slots.
struct SlotSetRoomTests {
    @Test func aListTurnedBitmapCoversTheExpectedSlotsAtOnceAndACompactedListKeepsItsSlots() {
        var generator = SplitMix64(seed: 41)
        for limit in [20, 60, 800] {
            var set = SlotSet(), expected = Set<Int>()
            var turned = false
            for step in 0..<600 {
                let slot = Int.random(in: 0..<(limit * 8), using: &generator)  // low slots: the bitmap still covers all
                if step % 4 == 3 { set.remove(slot); expected.remove(slot) } else { set.insert(slot, limit: limit); expected.insert(slot) }
                if set.isBitmap && !turned {
                    turned = true
                    #expect(set.bits.count == (limit * 32 + 63) >> 6, "made for every slot, limit \(limit)")
                }
                if step % 50 == 49 {
                    let before = set.bytes
                    set.compact()
                    #expect(set.bytes <= before)
                    #expect(set.isBitmap || set.list.capacity - set.list.count < 8, "limit \(limit), step \(step)")
                }
                if step % 5 == 4 || set.isBitmap != turned {
                    #expect(SlotOccurrencesTests.members(set, slotCount: limit * 32) == expected, "limit \(limit), step \(step)")
                }
            }
            #expect(set.isBitmap == (limit < 600))
        }
    }
}
