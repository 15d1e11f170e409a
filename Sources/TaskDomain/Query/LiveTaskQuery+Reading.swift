/// Reading the live list: its rows, their tasks and place in the tree, by position or ID.
extension LiveTaskQuery {
    /// How many rows are shown (matching tasks and the parents kept as their context, at
    /// most the query's limit).
    public var count: Int { min(tree?.nodes.count ?? shown.count, limitCount) }

    /// The query's limit as a count (`Int.max` without one).
    var limitCount: Int { query.limit.map { max(0, $0) } ?? .max }

    /// How many tasks match, the limit aside (the Next view says "12 of 40").
    public var matchingCount: Int { shown.count }

    /// The shown task at `position`, nil outside 0 ..< count.
    public func task(at position: Int) -> Task? {
        guard (0..<count).contains(position) else { return nil }
        if let tree { return slots[tree.nodes[position].node] }
        return slots[shown[position].position]
    }

    /// The shown tasks in `range` (clamped).
    public func tasks(in range: Range<Int>) -> [Task] {
        let clamped = range.clamped(to: 0..<count)
        if let tree { return clamped.compactMap { slots[tree.nodes[$0].node] } }
        return shown.keys(in: clamped).compactMap { slots[$0.position] }
    }

    /// The place in the tree of the rows in `range` (clamped): depth 0 and no subtasks
    /// while the list is flat.
    public func treeRows(in range: Range<Int>) -> [TaskTreeRows.Row] {
        let clamped = range.clamped(to: 0..<count)
        if let tree {
            return clamped.compactMap { index in
                let node = tree.nodes[index]
                return slots[node.node].map { TaskTreeRows.Row(id: $0.id, depth: node.depth, isContext: node.isContext,
                                                               hasChildRows: node.hasChildRows) }
            }
        }
        return shown.keys(in: clamped).compactMap { slots[$0.position].map { TaskTreeRows.Row(id: $0.id, depth: 0) } }
    }

    /// Done and total direct subtasks of `id` (nil when it has none).
    public func progress(of id: TaskID) -> SubtaskProgress? {
        slotOf[id].flatMap { tree?.progress(of: $0) }
    }

    /// Whether any task has a parent (the list is a tree).
    public var isTree: Bool { tree != nil }

    /// The task's parent, when it is stored (a parent deleted elsewhere reads as none).
    public func parent(of id: TaskID) -> TaskID? {
        guard let tree, let slot = slotOf[id], let parent = tree.parent(of: slot) else { return nil }
        return slots[parent]?.id
    }

    /// Every subtask of the task at any depth, parents first.
    public func descendants(of id: TaskID) -> [TaskID] {
        guard let tree, let slot = slotOf[id] else { return [] }
        return tree.descendants(of: slot).compactMap { slots[$0]?.id }
    }

    /// The IDs of all shown rows, in order: the list read back whole, as the tests compare it.
    public var shownIDs: [TaskID] {
        if let tree { return tree.nodes.prefix(count).compactMap { slots[$0.node]?.id } }
        return shown.keys(in: 0..<count).compactMap { slots[$0.position]?.id }
    }

    /// The IDs of the tasks the query matches, in its order (not the context parents), within the limit.
    public var matchingIDs: [TaskID] {
        shown.keys(in: 0..<min(limitCount, shown.count)).compactMap { slots[$0.position]?.id }
    }

    /// The task with this ID, shown or not.
    public func task(_ id: TaskID) -> Task? {
        slotOf[id].flatMap { slots[$0] }
    }

    /// Where the task is among the shown ones (binary search), or nil.
    ///
    /// A task a search's bitmap leaves out is not shown, asked first: its row would be
    /// counted from the top of the list (at 1,000,000 tasks, the selection kept by a search
    /// keystroke far down a sorted list counted ~5 ms of keys before it was found missing).
    public func position(of id: TaskID) -> Int? {
        if let tree { return slotOf[id].flatMap { tree.row(of: $0) }.flatMap { $0 < count ? $0 : nil } }
        guard let task = task(id), let slot = slotOf[id], shown.isMember(slot) else { return nil }
        let key = self.key(task, slot: slot)
        let index = shown.insertionIndex(of: key, titles: titleLookup)
        return index < count && shown[index].position == slot ? index : nil
    }

    /// Every task, in storage order.
    public var allTasks: [Task] { slots.compactMap { $0 } }
}
