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
        var nodesByRank = [[TaskID]](repeating: [], count: matching.count)
        for (index, id) in matching.enumerated() {
            nodesByRank[index].append(id)
            for ancestor in hierarchy.ancestors(of: id) {
                guard rank[ancestor] == nil else { break }
                rank[ancestor] = index
                context.insert(ancestor)
                nodesByRank[index].append(ancestor)
            }
        }
        // Siblings in rank order; a node's parent is its nearest ancestor in the tree.
        var roots: [TaskID] = []
        var children: [TaskID: [TaskID]] = [:]
        for nodes in nodesByRank {
            for id in nodes.reversed() {  // ancestors first: they were appended after their descendant
                if let parent = hierarchy.parent(of: id), rank[parent] != nil, !Self.isCycle(id, hierarchy) {
                    children[parent, default: []].append(id)
                } else {
                    roots.append(id)
                }
            }
        }
        var rows: [Row] = []
        rows.reserveCapacity(rank.count)
        var stack: [(id: TaskID, depth: Int)] = roots.reversed().map { ($0, 0) }
        var emitted: Set<TaskID> = []
        while let (id, depth) = stack.popLast() {
            guard emitted.insert(id).inserted else { continue }
            let kids = children[id] ?? []
            let isCollapsed = collapsed.contains(id) && !kids.isEmpty
            rows.append(Row(id: id, depth: depth, isContext: context.contains(id),
                            hiddenCount: isCollapsed ? Self.count(under: id, children) : 0, hasChildRows: !kids.isEmpty))
            if !isCollapsed { stack += kids.reversed().map { ($0, depth + 1) } }
        }
        self.rows = rows
        indexByID = Dictionary(rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The row of `id`, when shown.
    public func index(of id: TaskID) -> Int? { indexByID[id] }

    /// True when `id` sits in a cycle of parents (written by another program): it is drawn
    /// top-level so the cycle still shows.
    private static func isCycle(_ id: TaskID, _ hierarchy: TaskHierarchy) -> Bool {
        guard let parent = hierarchy.parent(of: id) else { return false }
        return parent == id || hierarchy.ancestors(of: parent).contains(id)
    }

    private static func count(under id: TaskID, _ children: [TaskID: [TaskID]]) -> Int {
        var total = 0
        var stack = children[id] ?? []
        var seen: Set<TaskID> = [id]
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            total += 1
            stack += children[next] ?? []
        }
        return total
    }
}
