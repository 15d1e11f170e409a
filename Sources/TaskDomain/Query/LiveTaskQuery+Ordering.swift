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

    /// Takes `key` out of `narrowed` and `shown` (binary searches each).
    mutating func remove(_ key: Entry) {
        let titles = titleLookup
        narrowed.remove(key, titles: titles)
        shown.remove(key, titles: titles)
    }
}
