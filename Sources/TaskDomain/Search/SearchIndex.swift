import Foundation

/// Every task's folded searchable text in one contiguous buffer, and for each byte, pair
/// and (in a long list) run of three bytes in the tasks' words the slots that have it
/// (`SlotOccurrences`), so a search keystroke over 1,000,000 tasks is a few ANDs of bitmaps
/// and a read of the texts left: no per-task objects to retain, no text read of a task
/// lacking a pair or run of the word.
struct SearchIndex: Sendable {
    private var bytes: [UInt8] = []
    /// Where each slot's text is in `bytes`.
    private var starts: [Int] = []
    private var counts: [Int] = []
    /// How much of each slot's text is its title, notes and annotations (a filter's words look there only).
    private var wordCounts: [Int] = []
    /// The slots whose title, notes and annotations have each byte, pair and run: a filter's
    /// word of one to three bytes is answered from it alone, a longer one reads only the texts it leaves.
    private var occurrences: SlotOccurrences

    /// From this many marked slots to read, two threads read them (`twoThreadMinimum`; tests make it small).
    private let twoThreads: Int

    /// The index of these slots (a nil slot has no text); tests lower the sizes from which
    /// two threads read and runs of three bytes are kept. `isCancelled` is asked every
    /// 4,096 slots: once it says so the index stops short (`slotCount`), for a background
    /// build no list waits for any more (`SearchIndexBuild`).
    init(_ slots: [Task?], twoThreadsFrom twoThreads: Int = twoThreadMinimum,
         runsFrom: Int = SlotOccurrences.runsMinimum, runsWithin: Int = SlotOccurrences.runsWithinMaximum,
         until isCancelled: () -> Bool = { false }) {
        self.twoThreads = twoThreads
        occurrences = SlotOccurrences(expecting: slots.count, runsFrom: runsFrom, runsWithin: runsWithin)
        bytes.reserveCapacity(slots.count * 64)
        starts.reserveCapacity(slots.count)
        counts.reserveCapacity(slots.count)
        wordCounts.reserveCapacity(slots.count)
        var folds = ScalarFolds()
        for (slot, task) in slots.enumerated() {
            if slot & 4_095 == 0, isCancelled() { return }
            append(task, folds: &folds)
        }
        occurrences.compact()  // the room the lists grew into and do not use (a third of it on varied texts)
    }

    /// How many slots have a text here.
    var slotCount: Int { starts.count }

    /// Sets the text of `slot` (a new slot is the next one): the new text goes to the end
    /// of the buffer; the old one's bytes stay until the index is built again.
    mutating func set(_ task: Task?, at slot: Int) {
        while starts.count <= slot {  // a new slot: no text until the one set below
            starts.append(bytes.count)
            counts.append(0)
            wordCounts.append(0)
        }
        let (start, wordCount) = (starts[slot], wordCounts[slot])
        bytes.withUnsafeBufferPointer { all in
            occurrences.remove(UnsafeBufferPointer(rebasing: all[start..<(start + wordCount)]), at: slot)
        }
        let (text, wordLength) = task.map(SearchFolding.searchText(of:)) ?? ([], 0)
        starts[slot] = bytes.count
        counts[slot] = text.count
        wordCounts[slot] = wordLength
        text.withUnsafeBufferPointer { occurrences.add(UnsafeBufferPointer(rebasing: $0[..<wordLength]), at: slot) }
        bytes += text
    }

    /// Adds the next slot's text, folded straight into the buffer (no array a task).
    private mutating func append(_ task: Task?, folds: inout ScalarFolds) {
        let start = bytes.count
        let wordLength = task.map { SearchFolding.appendSearchText(of: $0, to: &bytes, folds: &folds) } ?? 0
        let slot = starts.count
        starts.append(start)
        counts.append(bytes.count - start)
        wordCounts.append(wordLength)
        bytes.withUnsafeBufferPointer { all in
            occurrences.add(UnsafeBufferPointer(rebasing: all[start..<(start + wordLength)]), at: slot)
        }
    }

    /// The heap bytes it holds: the texts, where they are, and the byte, pair and run sets.
    var heapBytes: (texts: Int, occurrences: Int) {
        (bytes.capacity + (starts.capacity + counts.capacity + wordCounts.capacity) * MemoryLayout<Int>.stride,
         occurrences.bytes)
    }

    /// The entries whose text contains the folded `needle`, in their order (asked in slot order: `SlotOrderFilter`).
    func filter(_ entries: SortedKeys, containing needle: [UInt8]) -> SortedKeys {
        guard !needle.isEmpty else { return entries }
        let word = SlotTest.word(needle, within: everySlot, occurrences: occurrences)
        return withTexts { texts in
            SlotOrderFilter.kept(entries, slotCount: starts.count) { texts.contains(needle, inWords: word, slot: $0) }
        }
    }

    /// The entries whose task passes `filter`. Words are looked up here, in one pass over
    /// plain bytes (in slot order: `SlotOrderFilter`); a task is read only for a term that needs its fields.
    /// `readiness` answers `is:ready`, `is:blocked` and `is:blocking` by slot without reading the task.
    func filter(_ entries: SortedKeys, passing filter: FilterExpression, tasks: [Task?], now: LocalNow,
                links: TaskLinks, readiness: SlotReadiness? = nil) -> SortedKeys {
        guard !filter.isEverything else { return entries }
        let test = SlotTest(filter.root, within: everySlot, occurrences: occurrences)
        return withTexts { texts in
            SlotOrderFilter.kept(entries, slotCount: starts.count) {
                texts.passes(test, slot: $0, tasks: tasks, now: now, links: links, readiness: readiness)
            }
        }
    }

    /// Unmarks the slots marked in `marks` (one bit a slot) whose text lacks the folded
    /// `needle`, asked in slot order; returns how many stay marked. A live search keeps its
    /// result this way (`ShownKeys`): no list of keys is read or written.
    func keepMarked(_ marks: inout [UInt64], containing needle: [UInt8]) -> Int {
        guard !needle.isEmpty else { return SlotOrderFilter.markedCount(marks) }
        let word = SlotTest.word(needle, within: marks, occurrences: occurrences)
        return withTexts { texts in
            SlotOrderFilter.keepMarked(&marks) { texts.contains(needle, inWords: word, slot: $0) }
        }
    }

    /// Unmarks the marked slots whose task does not pass `filter` (as `filter(_:passing:...)`
    /// asks it); returns how many stay marked. The words ANDed with the rest are answered
    /// first on the whole bitmap (`SlotOccurrences`): only what they leave is asked slot by slot.
    func keepMarked(_ marks: inout [UInt64], passing filter: FilterExpression, tasks: [Task?], now: LocalNow,
                    links: TaskLinks, readiness: SlotReadiness? = nil) -> Int {
        guard !filter.isEverything else { return SlotOrderFilter.markedCount(marks) }
        var read: [[UInt8]] = []
        var others: [FilterNode] = []
        for part in filter.root.conjuncts {
            guard case .term(.text(let word)) = part else {
                others.append(part)
                continue
            }
            // Every slot left marked has the word's pairs or runs: only a longer word's text is read.
            if !occurrences.narrow(&marks, toContain: word.folded) { read.append(word.folded) }
        }
        guard !others.isEmpty else { return keepMarked(&marks, reading: read) }
        let rest = read.map(SlotTest.read) + others.map { SlotTest($0, within: marks, occurrences: occurrences) }
        let test = rest.count == 1 ? rest[0] : .all(rest)
        return withTexts { texts in
            SlotOrderFilter.keepMarked(&marks) {
                texts.passes(test, slot: $0, tasks: tasks, now: now, links: links, readiness: readiness)
            }
        }
    }

    /// Unmarks the marked slots whose words lack one of `words` (folded), reading their
    /// texts; returns how many stay marked. Many marked slots are read on two threads,
    /// each unmarking in its own half of the bitmap.
    private func keepMarked(_ marks: inout [UInt64], reading words: [[UInt8]]) -> Int {
        guard !words.isEmpty else { return SlotOrderFilter.markedCount(marks) }
        let marked = SlotOrderFilter.markedCount(marks)
        let parts = marked >= twoThreads ? 2 : 1
        // The words end to end, read through one pointer (no array retained per slot).
        let joined = Array(words.joined())
        let ends = words.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1.count) }
        var kept = [Int](repeating: 0, count: parts)
        withTexts { texts in
            joined.withUnsafeBufferPointer { joined in
                marks.withUnsafeMutableBufferPointer { marks in
                    kept.withUnsafeMutableBufferPointer { kept in
                        let pass = ReadPass(texts: texts, joined: joined, ends: ends, marks: marks, kept: kept, parts: parts)
                        DispatchQueue.concurrentPerform(iterations: parts) { pass.run(part: $0) }
                    }
                }
            }
        }
        return kept.reduce(0, +)
    }

    /// One part of `keepMarked(_:reading:)`'s pass, for each thread. It is `@unchecked
    /// Sendable` because its pointers are shared only so: the texts, words and ends are not
    /// written while the pass runs, and part `n` writes only its own range of the bitmap's
    /// words and `kept[n]` (the parts share no word they write).
    private struct ReadPass: @unchecked Sendable {
        let texts: Texts
        let joined: UnsafeBufferPointer<UInt8>
        let ends: [Int]
        let marks: UnsafeMutableBufferPointer<UInt64>
        let kept: UnsafeMutableBufferPointer<Int>
        let parts: Int

        func run(part: Int) {
            let range = (marks.count * part / parts)..<(marks.count * (part + 1) / parts)
            kept[part] = texts.keepMarked(marks, in: range, containingAll: joined, ends: ends)
        }
    }

    /// From this many slots to read, two threads read them: a long word whose runs of three
    /// bytes are common (each in a quarter of 1,000,000 tasks, not all of them together).
    static let twoThreadMinimum = 20_000

    /// Every slot marked.
    private var everySlot: [UInt64] {
        var marks = [UInt64](repeating: ~0, count: (starts.count + 63) >> 6)
        if starts.count & 63 != 0 { marks[marks.count - 1] = (1 << UInt64(starts.count & 63)) - 1 }
        return marks
    }

    /// Runs `body` with the index's texts borrowed as one `Texts` (no array is retained or
    /// copied per task).
    private func withTexts<Result>(_ body: (Texts) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                counts.withUnsafeBufferPointer { counts in
                    wordCounts.withUnsafeBufferPointer { wordCounts in
                        body(Texts(text: text, starts: starts, counts: counts, wordCounts: wordCounts))
                    }
                }
            }
        }
    }
}
