/// What a view that folds rows away reads: each row's depth, and whether a search or typed
/// filter narrows the list (the Task List then shows every match, folded or not). The query
/// itself lays every row out: which parents are folded is the view's state, not the domain's.
extension LiveTaskQuery {
    /// The depth of the row at `position` (0 for a top-level row, and in a flat list).
    public func depth(at position: Int) -> Int {
        guard let tree, (0..<count).contains(position) else { return 0 }
        return tree.nodes[position].depth
    }

    /// Whether a search or a typed filter narrows the list now.
    public var isNarrowedByText: Bool { !(needle.isEmpty && expression.isEverything) }
}
