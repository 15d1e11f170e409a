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
        /// Rows hidden under it because the view folded it (0 when it is open or has none; the
        /// layout lays every row out, and the Task List's `FoldedRows` fills this in).
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

    /// Lays out `matching` (sorted) as a tree; `hierarchy` gives parents over all tasks.
    public init(matching: [TaskID], hierarchy: TaskHierarchy) {
        let ids = hierarchy.ids
        let nodes = TreeLayout.layout(
            nodeCount: ids.count, matching: matching.compactMap { hierarchy.index(of: $0) },
            parent: ids.map { id in hierarchy.parent(of: id).flatMap { hierarchy.index(of: $0) } ?? -1 })
        rows = nodes.map { Row(id: ids[$0.node], depth: $0.depth, isContext: $0.isContext, hasChildRows: $0.hasChildRows) }
        indexByID = Dictionary(rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The row of `id`, when shown.
    public func index(of id: TaskID) -> Int? { indexByID[id] }
}
