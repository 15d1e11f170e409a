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

    /// The index of these slots (a nil slot has no text).
    init(_ slots: [Task?]) {
        bytes.reserveCapacity(slots.count * 64)
        starts.reserveCapacity(slots.count)
        counts.reserveCapacity(slots.count)
        wordCounts.reserveCapacity(slots.count)
        pairs.reserveCapacity(slots.count)
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
        bytes += text
    }

    private mutating func append(_ task: Task?) {
        let (text, wordLength) = task.map(SearchFolding.searchText(of:)) ?? ([], 0)
        starts.append(bytes.count)
        counts.append(text.count)
        wordCounts.append(wordLength)
        pairs.append(BytePairs(text))
        bytes += text
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
        var result = SortedKeys()
        bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                wordCounts.withUnsafeBufferPointer { counts in
                    pairs.withUnsafeBufferPointer { pairs in
                        let words = WordLookup(text: text, starts: starts, counts: counts, pairs: pairs, readiness: readiness)
                        result = SlotOrderFilter.kept(entries, slotCount: starts.count) {
                            words.passes(filter.root, slot: $0, tasks: tasks, now: now, links: links)
                        }
                    }
                }
            }
        }
        return result
    }

    /// The index's buffers, borrowed for one filtering pass.
    private struct WordLookup {
        let text: UnsafeBufferPointer<UInt8>
        let starts: UnsafeBufferPointer<Int>
        let counts: UnsafeBufferPointer<Int>
        let pairs: UnsafeBufferPointer<BytePairs>
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
                // A one-byte word has no pairs: its summary is not read (32 bytes a task).
                guard slot < starts.count, word.folded.count < 2 || pairs[slot].containsAll(word.pairs) else { return false }
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
