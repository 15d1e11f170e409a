import TaskDomain

/// The shown rows, read through the folds: what the selection, the window and every concern
/// count and select (the query's own positions count every row of the tree).
extension TaskListState {
    var shownCount: Int { folded.count(in: live) }

    func shownTask(at row: Int) -> Task? { folded.task(at: row, in: live) }

    func shownTasks(in range: Range<Int>) -> [Task] { folded.tasks(in: range, of: live) }

    func shownTreeRows(in range: Range<Int>) -> [TaskTreeRows.Row] { folded.treeRows(in: range, of: live) }

    /// The shown row of `id`, nil when the query or a fold hides it.
    func shownPosition(of id: TaskID) -> Int? { folded.position(of: id, in: live) }

    var shownIDs: [TaskID] { folded.shownIDs(of: live) }
}
