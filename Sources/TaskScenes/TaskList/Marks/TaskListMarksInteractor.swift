/// What the view asks of the marks.
protocol TaskListMarksLogic: AnyObject {
    func markTasks(request: TaskList.MarkTasks.Request)
}

/// Marking tasks for a bulk action. The marks live in the shared state: every change reads
/// them as its targets and clears them once made.
final class TaskListMarksInteractor: TaskListMarksLogic {
    private let state: TaskListState

    init(state: TaskListState) {
        self.state = state
    }

    func markTasks(request: TaskList.MarkTasks.Request) {
        switch request.scope {
        case .selected:
            guard let id = state.selectedTask?.id else { return }
            if let index = state.marked.firstIndex(of: id) { state.marked.remove(at: index) } else { state.marked.append(id) }
            state.rows.move(.down, height: state.viewport.rows)
        case .allMatching:
            let already = Set(state.marked)
            // The matching tasks: not the parents shown only as context.
            state.marked += state.live.matchingIDs.filter { !already.contains($0) }
        case .clear:
            guard !state.marked.isEmpty else { return }
            state.marked = []
        }
        state.present()
    }
}
