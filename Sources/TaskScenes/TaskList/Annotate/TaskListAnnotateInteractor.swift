import TaskDomain

/// What the view asks of annotating.
protocol TaskListAnnotateLogic: AnyObject {
    func openAnnotatePrompt(request: TaskList.AnnotatePrompt.OpenRequest)
    func annotate(request: TaskList.Annotate.Request)
}

/// Adds a dated line to the targets; owns nothing but the state it shares.
final class TaskListAnnotateInteractor: TaskListAnnotateLogic {
    private let state: TaskListState

    init(state: TaskListState) {
        self.state = state
    }

    func openAnnotatePrompt(request: TaskList.AnnotatePrompt.OpenRequest) {
        let ids = state.targetIDs
        guard !ids.isEmpty else {
            state.say(.noTaskSelected)
            return
        }
        state.presenter.presentAnnotatePrompt(response: .init(count: ids.count))
    }

    /// The line to every target, one change (an empty line: the domain's refusal, said).
    func annotate(request: TaskList.Annotate.Request) {
        let ids = state.targetIDs
        guard !ids.isEmpty else {
            state.say(.noTaskSelected)
            return
        }
        let worker = state.worker
        state.perform(.annotate(count: ids.count)) { try worker.annotate(ids, text: request.text) }
    }
}
