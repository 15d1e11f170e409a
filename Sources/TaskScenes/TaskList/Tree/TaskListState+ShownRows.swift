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

    /// The shown rows' order, read from this list when asked (not copied: at a million
    /// tasks every ID was 16 MB read from every task's box); it follows the list as news
    /// moves it. Held weakly: the scene over the list does not keep it.
    var shownOrder: TaskOrder {
        TaskOrder(count: { [weak self] in self?.shownCount ?? 0 },
                  id: { [weak self] in self?.shownTask(at: $0)?.id },
                  index: { [weak self] in self?.shownPosition(of: $0) })
    }
}
