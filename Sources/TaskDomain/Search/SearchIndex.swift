/// Every task's folded searchable text in one contiguous buffer, with a 256-bit summary of
/// the byte pairs in each, so a search keystroke over 100,000 tasks is one pass over
/// plain bytes: no per-task objects to retain, and a task lacking a pair of the needle is
/// skipped without scanning its text.
struct SearchIndex {
    private var bytes: [UInt8] = []
    /// Where each slot's text is in `bytes`.
    private var starts: [Int] = []
    private var counts: [Int] = []
    /// How much of each slot's text is its title, notes and annotations (a filter's words look there only).
    private var wordCounts: [Int] = []
    private var pairs: [BytePairs] = []
    /// Which bytes each slot's title, notes and annotations have (8 bytes a task): a filter's
    /// one-letter word is answered from it alone, a longer one skips tasks lacking a byte.
    private var masks: [ByteMask] = []

    /// The index of these slots (a nil slot has no text).
    init(_ slots: [Task?]) {
        bytes.reserveCapacity(slots.count * 64)
        starts.reserveCapacity(slots.count)
        counts.reserveCapacity(slots.count)
        wordCounts.reserveCapacity(slots.count)
        pairs.reserveCapacity(slots.count)
        masks.reserveCapacity(slots.count)
        for task in slots { append(task) }
    }

    /// Sets the text of `slot` (a new slot is the next one): the new text goes to the end
    /// of the buffer; the old one's bytes stay until the index is built again.
    mutating func set(_ task: Task?, at slot: Int) {
        while starts.count <= slot { append(nil) }
        let (text, wordLength) = task.map(SearchFolding.searchText(of:)) ?? ([], 0)
        starts[slot] = bytes.count
        counts[slot] = text.count
        wordCounts[slot] = wordLength
        pairs[slot] = BytePairs(text)
        masks[slot] = ByteMask(text[..<wordLength])
        bytes += text
    }

    /// Adds the next slot's text, folded straight into the buffer (no array a task).
    private mutating func append(_ task: Task?) {
        let start = bytes.count
        let wordLength = task.map { SearchFolding.appendSearchText(of: $0, to: &bytes) } ?? 0
        starts.append(start)
        counts.append(bytes.count - start)
        wordCounts.append(wordLength)
        bytes.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[start...])
            pairs.append(BytePairs(text))
            masks.append(ByteMask(text.prefix(wordLength)))
        }
    }

    /// The entries whose text contains the folded `needle`, in their order (asked in slot order: `SlotOrderFilter`).
    func filter(_ entries: SortedKeys, containing needle: [UInt8]) -> SortedKeys {
        guard !needle.isEmpty else { return entries }
        let needlePairs = BytePairs(needle)
        return SlotOrderFilter.kept(entries, slotCount: starts.count) {
            contains(needle, pairs: needlePairs, slot: $0, wordsOnly: false)
        }
    }

    /// The entries whose task passes `filter`. Words are looked up here, in one pass over
    /// plain bytes (in slot order: `SlotOrderFilter`); a task is read only for a term that needs its fields.
    /// `readiness` answers `is:ready`, `is:blocked` and `is:blocking` by slot without reading the task.
    func filter(_ entries: SortedKeys, passing filter: FilterExpression, tasks: [Task?], now: LocalNow,
                links: TaskLinks, readiness: SlotReadiness? = nil) -> SortedKeys {
        guard !filter.isEverything else { return entries }
        return withWordLookup(readiness: readiness) { words in
            SlotOrderFilter.kept(entries, slotCount: starts.count) {
                words.passes(filter.root, slot: $0, tasks: tasks, now: now, links: links)
            }
        }
    }

    /// Unmarks the slots marked in `marks` (one bit a slot) whose text lacks the folded
    /// `needle`, asked in slot order; returns how many stay marked. A live search keeps its
    /// result this way (`ShownKeys`): no list of keys is read or written.
    func keepMarked(_ marks: inout [UInt64], containing needle: [UInt8]) -> Int {
        guard !needle.isEmpty else { return SlotOrderFilter.markedCount(marks) }
        let needlePairs = BytePairs(needle)
        return SlotOrderFilter.keepMarked(&marks) { contains(needle, pairs: needlePairs, slot: $0, wordsOnly: false) }
    }

    /// Unmarks the marked slots whose task does not pass `filter` (as `filter(_:passing:...)`
    /// asks it); returns how many stay marked.
    func keepMarked(_ marks: inout [UInt64], passing filter: FilterExpression, tasks: [Task?], now: LocalNow,
                    links: TaskLinks, readiness: SlotReadiness? = nil) -> Int {
        guard !filter.isEverything else { return SlotOrderFilter.markedCount(marks) }
        return withWordLookup(readiness: readiness) { words in
            SlotOrderFilter.keepMarked(&marks) {
                words.passes(filter.root, slot: $0, tasks: tasks, now: now, links: links)
            }
        }
    }

    /// Runs `body` with the index's buffers borrowed as one `WordLookup` (no array is
    /// retained or copied per task).
    private func withWordLookup<Result>(readiness: SlotReadiness?, _ body: (WordLookup) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                wordCounts.withUnsafeBufferPointer { counts in
                    pairs.withUnsafeBufferPointer { pairs in
                        masks.withUnsafeBufferPointer { masks in
                            body(WordLookup(text: text, starts: starts, counts: counts, pairs: pairs, masks: masks,
                                            readiness: readiness))
                        }
                    }
                }
            }
        }
    }

    /// The index's buffers, borrowed for one filtering pass.
    private struct WordLookup {
        let text: UnsafeBufferPointer<UInt8>
        let starts: UnsafeBufferPointer<Int>
        let counts: UnsafeBufferPointer<Int>
        let pairs: UnsafeBufferPointer<BytePairs>
        let masks: UnsafeBufferPointer<ByteMask>
        let readiness: SlotReadiness?

        func passes(_ node: FilterNode, slot: Int, tasks: [Task?], now: LocalNow, links: TaskLinks) -> Bool {
            switch node {
            case .all(let parts):
                for part in parts where !passes(part, slot: slot, tasks: tasks, now: now, links: links) { return false }
                return true
            case .any(let parts):
                for part in parts where passes(part, slot: slot, tasks: tasks, now: now, links: links) { return true }
                return false
            case .not(let part):
                return !passes(part, slot: slot, tasks: tasks, now: now, links: links)
            case .term(.text(let word)):
                // A word lacking a byte is answered by the byte mask (8 bytes a task), a one-letter
                // word wholly; a one-byte word has no pairs: its summary is not read (32 bytes a task).
                guard slot < starts.count, masks[slot].containsAll(word.bytes) else { return false }
                if word.isOneOwnByte { return true }
                guard word.folded.count < 2 || pairs[slot].containsAll(word.pairs) else { return false }
                let hay = UnsafeBufferPointer(start: text.baseAddress.map { $0 + starts[slot] }, count: counts[slot])
                return word.folded.withUnsafeBufferPointer { SearchFolding.find($0, in: hay) }
            case .term(let term):
                if let answer = readiness?.answer(term, slot: slot) { return answer }
                guard let task = tasks[slot] else { return false }
                return term.matches(task, at: now, links: links) { _ in false }
            }
        }
    }

    /// Whether slot's text (or only its title, notes and annotations) contains the folded `needle`.
    private func contains(_ needle: [UInt8], pairs needlePairs: BytePairs, slot: Int, wordsOnly: Bool) -> Bool {
        guard slot < starts.count, pairs[slot].containsAll(needlePairs) else { return false }
        let count = wordsOnly ? wordCounts[slot] : counts[slot]
        return bytes.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { pattern in
                SearchFolding.find(pattern, in: UnsafeBufferPointer(start: text.baseAddress.map { $0 + starts[slot] },
                                                                     count: count))
            }
        }
    }
}
