/// The rows of a list shown as a tree: each matching task under its parent, siblings in
/// the query's order, and the parents a filter or search hides kept as context.
///
/// Built from the matching tasks in sorted order in time proportional to their number and
/// their depth; moving the selection reads it, never rebuilds it.
public struct TaskTreeRows {
    /// One line of the tree.
    public struct Row: Hashable, Sendable {
        public let id: TaskID
        /// 0 for a top-level row.
        public let depth: Int
        /// True for a parent the query does not match, shown only so its matching subtasks
        /// have a place (drawn dimmed; "mark all" skips it).
        public let isContext: Bool
        /// Rows hidden under it because it is collapsed (0 when it is expanded or has none).
        public let hiddenCount: Int
        /// Whether rows of the tree sit under it (collapsed or not).
        public let hasChildRows: Bool

        public init(id: TaskID, depth: Int, isContext: Bool = false, hiddenCount: Int = 0, hasChildRows: Bool = false) {
            self.id = id
            self.depth = depth
            self.isContext = isContext
            self.hiddenCount = hiddenCount
            self.hasChildRows = hasChildRows
        }
    }

    public private(set) var rows: [Row] = []
    private var indexByID: [TaskID: Int] = [:]

    /// Lays out `matching` (sorted) as a tree; `hierarchy` gives parents over all tasks;
    /// the subtasks of `collapsed` tasks are left out and counted.
    public init(matching: [TaskID], hierarchy: TaskHierarchy, collapsed: Set<TaskID>) {
        // Rank: a matching task's place in the sorted list; a context parent takes the
        // place of its first matching descendant, so it shows where its subtasks would.
        var rank: [TaskID: Int] = [:]
        var context: Set<TaskID> = []
        for (index, id) in matching.enumerated() where rank[id] == nil { rank[id] = index }
        // Each rank's nodes, ancestors first (they sort before the subtask they came with).
        var order: [TaskID] = []
        order.reserveCapacity(matching.count)
        for (index, id) in matching.enumerated() {
            var added: [TaskID] = [id]
            var current = hierarchy.parent(of: id)
            while let ancestor = current, rank[ancestor] == nil {  // each step ranks a new task: no loop
                rank[ancestor] = index
                context.insert(ancestor)
                added.append(ancestor)
                current = hierarchy.parent(of: ancestor)
            }
            order += added.reversed()
        }
        var roots: [TaskID] = []
        var children: [TaskID: [TaskID]] = [:]
        for id in order {
            if let parent = hierarchy.parent(of: id), rank[parent] != nil {
                children[parent, default: []].append(id)
            } else {
                roots.append(id)
            }
        }
        var rows: [Row] = []
        rows.reserveCapacity(order.count)
        /// Every task placed: shown, or folded under a collapsed parent.
        var placed: Set<TaskID> = []
        /// Places the subtasks folded under `id` and counts them.
        func fold(under id: TaskID) -> Int {
            var total = 0
            var stack = children[id] ?? []
            while let next = stack.popLast() {
                guard placed.insert(next).inserted else { continue }
                total += 1
                stack += children[next] ?? []
            }
            return total
        }
        func emit(from root: TaskID) {
            var stack: [(id: TaskID, depth: Int)] = [(root, 0)]
            while let (id, depth) = stack.popLast() {
                guard placed.insert(id).inserted else { continue }
                let kids = children[id] ?? []
                let isCollapsed = collapsed.contains(id) && !kids.isEmpty
                rows.append(Row(id: id, depth: depth, isContext: context.contains(id),
                                hiddenCount: isCollapsed ? fold(under: id) : 0, hasChildRows: !kids.isEmpty))
                if !isCollapsed { stack += kids.reversed().map { ($0, depth + 1) } }
            }
        }
        for root in roots { emit(from: root) }
        // Tasks in a cycle of parents (written by another program) have no root: the first
        // of each cycle is drawn top-level, the walk cut where it meets a task again.
        if placed.count < order.count {
            for id in order where !placed.contains(id) { emit(from: id) }
        }
        self.rows = rows
        indexByID = Dictionary(rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The row of `id`, when shown.
    public func index(of id: TaskID) -> Int? { indexByID[id] }
}
