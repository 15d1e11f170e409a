/// The live list's tree, over storage slots: the rows `TreeLayout` lays out, each slot's
/// row, and every task's parent and subtasks (for `2/5`, folding and the subtask use cases).
/// It lays every row out: folds are the Task List's view state (its `FoldedRows`).
///
/// Built with arrays indexed by slot, in one pass over the tasks: a change to a list of
/// 10,000 tasks in trees costs a few milliseconds, and moving the selection nothing.
struct LiveTaskTree {
    private(set) var nodes: [TreeLayout.Node] = []
    private var rowOfSlot: [Int]
    /// Who is whose parent: the same for every query over the same tasks (kept by the list
    /// between layouts, so a new sort or filter lays out without reading the tasks again).
    let hierarchy: SlotHierarchy

    init(hierarchy: SlotHierarchy, slots: [Task?], matching: [Int]) {
        self.hierarchy = hierarchy
        nodes = TreeLayout.layout(nodeCount: slots.count, matching: matching, parent: hierarchy.parentSlot)
        rowOfSlot = [Int](repeating: -1, count: slots.count)
        for (row, node) in nodes.enumerated() where rowOfSlot[node.node] < 0 { rowOfSlot[node.node] = row }
    }

    /// The row showing `slot`, if shown.
    func row(of slot: Int) -> Int? {
        rowOfSlot.indices.contains(slot) && rowOfSlot[slot] >= 0 ? rowOfSlot[slot] : nil
    }

    func parent(of slot: Int) -> Int? { hierarchy.parent(of: slot) }
    func descendants(of slot: Int) -> [Int] { hierarchy.descendants(of: slot) }
    func progress(of slot: Int) -> SubtaskProgress? { hierarchy.progress(of: slot) }
}

/// Every stored task's parent and subtasks, by slot, built in one pass over the tasks.
/// It depends only on the tasks' parents and completion, not on the query: the live list
/// builds it again only when a change moves a task, adds or removes one, or completes one.
struct SlotHierarchy {
    /// Each slot's parent slot (-1: none, or a parent that is not stored).
    private(set) var parentSlot: [Int]
    /// Every task's subtasks, as linked lists in storage order.
    private var firstChild: [Int]
    private var nextSibling: [Int]
    private var doneChildren: [Int]

    init(slots: [Task?], slotOf: [TaskID: Int]) {
        let count = slots.count
        var parentSlot = [Int](repeating: -1, count: count)
        var firstChild = [Int](repeating: -1, count: count)
        var nextSibling = [Int](repeating: -1, count: count)
        var doneChildren = [Int](repeating: 0, count: count)
        var lastChild = [Int](repeating: -1, count: count)
        slots.forEachInPlace { slot, task in
            guard let parentID = task.parent, let parent = slotOf[parentID], parent != slot, slots[parent] != nil else {
                return
            }
            parentSlot[slot] = parent
            if lastChild[parent] >= 0 { nextSibling[lastChild[parent]] = slot } else { firstChild[parent] = slot }
            lastChild[parent] = slot
            if task.isCompleted { doneChildren[parent] += 1 }
        }
        (self.parentSlot, self.firstChild, self.nextSibling, self.doneChildren) = (parentSlot, firstChild, nextSibling, doneChildren)
    }

    /// The parent's slot, when the parent is stored.
    func parent(of slot: Int) -> Int? {
        parentSlot.indices.contains(slot) && parentSlot[slot] >= 0 ? parentSlot[slot] : nil
    }

    /// Every subtask at any depth, parents before their subtasks (a cycle is cut).
    func descendants(of slot: Int) -> [Int] {
        guard firstChild.indices.contains(slot) else { return [] }
        var result: [Int] = []
        var seen: Set<Int> = [slot]
        var stack = [slot]
        while let next = stack.popLast() {
            var child = firstChild[next]
            var level: [Int] = []
            while child >= 0 {
                if seen.insert(child).inserted { level.append(child) }
                child = nextSibling[child]
            }
            result += level
            stack += level.reversed()
        }
        return result
    }

    /// Done and total direct subtasks (nil: none).
    func progress(of slot: Int) -> SubtaskProgress? {
        guard firstChild.indices.contains(slot), firstChild[slot] >= 0 else { return nil }
        var total = 0
        var child = firstChild[slot]
        while child >= 0 {
            total += 1
            child = nextSibling[child]
        }
        return SubtaskProgress(done: doneChildren[slot], total: total)
    }
}
