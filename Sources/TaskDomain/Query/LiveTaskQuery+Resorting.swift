/// Another order of the same tasks (`s` in the app): the narrowed list's tasks keyed again and
/// sorted, without asking the filter again.
///
/// Why: a new sort over 1,000,000 tasks asked the filter, project, tag and context of every
/// task once more (a copy of the query and the links a task, about a tenth of the time), though
/// only the order changes: the narrowed list already holds exactly the tasks that pass, kept
/// by every change.
extension LiveTaskQuery {
    /// Whether `newQuery` differs from `old` only in its order, and is not the Next view
    /// (which its plan records answer, `appendRecordedEntries`).
    static func onlyReorders(_ newQuery: TaskQuery, from old: TaskQuery) -> Bool {
        var sameTasks = newQuery
        sameTasks.sort = old.sort
        return sameTasks == old && newQuery.sort != old.sort && !(newQuery.filter == .ready && newQuery.sort == .urgency)
    }

    /// Sorts the narrowed list's tasks by the query's sort (its urgency scale set), then shows
    /// them as `narrow` does.
    mutating func resort() {
        guard let marks = narrowedMarks ?? SlotOrderFilter.marks(of: narrowed, slotCount: slots.count) else {
            narrow()
            return
        }
        searchTrail = []
        let (sort, urgency) = (query.sort, self.urgency)
        let answers = links.isEmpty ? nil : linkStates
        // The keys come from each slot's record (flat arrays read in order, no task's box),
        // a task read only where its record does not hold what the sort needs.
        let records = sortRecords
        var entries = keyArray(capacity: narrowed.count)
        // In storage order, as `narrow` makes them.
        for (word, bits) in marks.enumerated() where bits != 0 {
            var rest = bits
            while rest != 0 {
                let slot = word << 6 | rest.trailingZeroBitCount
                rest &= rest - 1
                if let key = records?.sortKey(slot, sort: sort) {
                    entries.append(key)
                } else if let task = slots[slot] {
                    entries.append(TaskSortKey(task, sort: sort, position: slot, urgency: urgency, linkState: answers?[slot]))
                }
            }
        }
        show(sorting: &entries, marks: marks)
    }

    /// The slots' records to make the query's sort keys from; nil when they cannot (the
    /// urgency sort's records are good only at the query's coefficients).
    var sortRecords: SlotPlanRecords? {
        query.sort != .urgency || planRecords.coefficients == query.coefficients ? planRecords : nil
    }

    /// Sorts `entries` (the narrowed tasks' keys) and shows those the search and expression
    /// keep, laid out as a tree; `marks`, when known, are the entries' slots (the same tasks
    /// in another order keep their bitmap: a search need not make it again).
    mutating func show(sorting entries: inout [Entry], marks: [UInt64]? = nil) {
        let slots = self.slots
        TaskSortKey.sort(&entries, titles: titleLookup, texts: TaskSortKey.texts(query.sort) { slots[$0] })
        // The old order let go first (the search trail is gone already): its chunks' memory
        // takes the new order's, instead of the heap growing by it (40 MB of fresh pages at
        // 1,000,000 tasks, the first sort after the list opened).
        (narrowed, shown) = (SortedKeys(), ShownKeys())
        narrowed = SortedKeys(entries)
        narrowedMarks = marks
        keepKeyArray(&entries)
        shown = needle.isEmpty && expression.isEverything ? ShownKeys(narrowed) : filtered(ShownKeys(narrowed))
        layOutTree()
    }
}
