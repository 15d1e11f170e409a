/// Every task's folded searchable text in one contiguous buffer, with a 256-bit summary of
/// the byte pairs in each, so a search keystroke over 100,000 tasks is one pass over
/// plain bytes: no per-task objects to retain, and a task lacking a pair of the needle is
/// skipped without scanning its text.
struct SearchIndex {
    private var bytes: [UInt8] = []
    /// Where each slot's text is in `bytes`.
    private var starts: [Int] = []
    private var counts: [Int] = []
    private var pairs: [BytePairs] = []

    /// The index of these slots (a nil slot has no text).
    init(_ slots: [Task?]) {
        bytes.reserveCapacity(slots.count * 64)
        starts.reserveCapacity(slots.count)
        counts.reserveCapacity(slots.count)
        pairs.reserveCapacity(slots.count)
        for task in slots { append(task) }
    }

    /// Sets the text of `slot` (a new slot is the next one): the new text goes to the end
    /// of the buffer; the old one's bytes stay until the index is built again.
    mutating func set(_ task: Task?, at slot: Int) {
        while starts.count <= slot { append(nil) }
        let text = task.map(SearchFolding.searchText(of:)) ?? []
        starts[slot] = bytes.count
        counts[slot] = text.count
        pairs[slot] = BytePairs(text)
        bytes += text
    }

    private mutating func append(_ task: Task?) {
        let text = task.map(SearchFolding.searchText(of:)) ?? []
        starts.append(bytes.count)
        counts.append(text.count)
        pairs.append(BytePairs(text))
        bytes += text
    }

    /// The entries whose text contains the folded `needle`, in their order.
    func filter(_ entries: [TaskSortKey], containing needle: [UInt8]) -> [TaskSortKey] {
        guard !needle.isEmpty else { return entries }
        let needlePairs = BytePairs(needle)
        var result: [TaskSortKey] = []
        result.reserveCapacity(entries.count)
        bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                counts.withUnsafeBufferPointer { counts in
                    pairs.withUnsafeBufferPointer { pairs in
                        needle.withUnsafeBufferPointer { pattern in
                            for entry in entries {
                                let slot = entry.position
                                guard slot < starts.count, pairs[slot].containsAll(needlePairs) else { continue }
                                let hay = UnsafeBufferPointer(start: text.baseAddress.map { $0 + starts[slot] },
                                                              count: counts[slot])
                                if SearchFolding.find(pattern, in: hay) { result.append(entry) }
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}
