/// The tree and sort order of the shown rows: the tree laid out, each task's sort key, and the
/// binary searches that place a key.
extension LiveTaskQuery {
    /// Lays the shown tasks out as a tree after they changed; nothing while no task has
    /// a parent. It walks every task once (the `2/5` counts include subtasks the filter hides).
    mutating func layOutTree() {
        guard parentedCount > 0, !query.isFlat else {
            tree = nil
            return
        }
        let hierarchy = self.hierarchy ?? SlotHierarchy(slots: slots, slotOf: slotOf)
        self.hierarchy = hierarchy
        tree = LiveTaskTree(hierarchy: hierarchy, slots: slots, matching: shown.map(\.position))
    }

    /// The sort key of the task in `slot`.
    func key(_ task: Task, slot: Int) -> Entry {
        TaskSortKey(task, sort: query.sort, position: slot, urgency: urgency)
    }

    /// The order of two slots' whole texts, for the title sort's (and a text field's) ties
    /// on their first bytes.
    var titleLookup: ((Int, Int) -> Bool?)? {
        let slots = self.slots
        return TaskSortKey.textOrder(query.sort) { slots[$0] }
    }

    /// Takes `key` out of `narrowed` and `shown` (binary search each).
    mutating func remove(_ key: Entry) {
        let index = insertionIndex(of: key, in: narrowed)
        if index < narrowed.count, narrowed[index] == key { narrowed.remove(at: index) }
        let shownIndex = insertionIndex(of: key, in: shown)
        if shownIndex < shown.count, shown[shownIndex] == key { shown.remove(at: shownIndex) }
    }

    /// The first index whose key does not precede `key`.
    func insertionIndex(of key: Entry, in entries: [Entry]) -> Int {
        Self.insertionIndex(of: key, in: entries, titles: titleLookup)
    }

    /// The first index (from `start`) whose key does not precede `key`.
    static func insertionIndex(of key: Entry, in entries: [Entry], from start: Int = 0,
                                titles lookup: ((Int, Int) -> Bool?)?) -> Int {
        var low = start, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if TaskSortKey.precedes(entries[middle], key, titles: lookup) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
