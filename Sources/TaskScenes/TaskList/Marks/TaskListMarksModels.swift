/// Marks: the tasks a bulk action applies to (`x`, `X`, `D`, `+`, `-`, `#`), kept in
/// `TaskListState.marked` and shown with the rows (`markedInWindow`, `markedCount`).
extension TaskList {
    /// Marks tasks for a bulk action: the selected one (then moves down), all that match, or none.
    enum MarkTasks {
        struct Request: Equatable {
            enum Scope: Equatable { case selected, allMatching, clear }
            var scope: Scope
        }
    }
}
