/// The parents folded away: a view's state that the scene owns and hands in (the query keeps
/// the last set only to lay the tree out with it).
extension LiveTaskQuery {
    /// Lays the tree out again with these parents folded: the scene keeps which ones are
    /// (a view's state); opening several at once is one layout. Nothing when they are the same.
    public mutating func setFolds(_ newFolds: Set<TaskID>) {
        guard newFolds != folds else { return }
        folds = newFolds
        layOutTree()
    }

    /// The folds the layout applies: none while a search or filter is typed (every match shows).
    var collapsed: Set<TaskID> { needle.isEmpty && expression.isEverything ? folds : [] }
}
