/// A search keystroke: the rows of the last result (or of the narrowed list) that contain
/// the search and pass the expression, kept as a bitmap over the list (`ShownKeys`).
extension LiveTaskQuery {
    /// The rows of `base` whose task contains the search and passes the expression.
    ///
    /// A long list is asked in storage order and its result is its bitmap unmarked where a
    /// task fails: no list of keys is read or written (1,000,000 tasks: 40 MB twice, and 40
    /// MB of fresh memory, before). A result under 1/16 of its list is written out as a list
    /// of its own, and a short list is filtered as a list (`SlotOrderFilter`).
    mutating func filtered(_ base: ShownKeys) -> ShownKeys {
        prepareSearch()
        guard let index = searchIndex else { return base }
        let keys = base.base
        guard keys.count >= SlotOrderFilter.minimumForSlotOrder, keys.count >= slots.count / 16,
              var marks = base.members ?? marks(ofNarrowed: keys)
        else {
            let searched = index.filter(base.list, containing: needle)
            return ShownKeys(index.filter(searched, passing: expression, tasks: slots, now: now, links: links,
                                          readiness: readiness))
        }
        _ = index.keepMarked(&marks, containing: needle)
        let count = index.keepMarked(&marks, passing: expression, tasks: slots, now: now, links: links,
                                     readiness: readiness)
        let result = ShownKeys(base: keys, members: marks, count: count)
        return count * 16 < keys.count ? ShownKeys(count == 0 ? SortedKeys(chunkLimit: keys.chunkLimit) : result.list)
            : result
    }

    /// The bitmap of `keys` (every row of an unsearched list is `narrowed`'s, whose bitmap is
    /// kept from when the search began).
    private mutating func marks(ofNarrowed keys: SortedKeys) -> [UInt64]? {
        if keys.count == narrowed.count, let marks = narrowedMarks { return marks }
        let marks = SlotOrderFilter.marks(of: keys, slotCount: slots.count)
        if keys.count == narrowed.count { narrowedMarks = marks }
        return marks
    }
}
