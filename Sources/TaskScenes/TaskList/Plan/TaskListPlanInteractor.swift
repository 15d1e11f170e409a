import TaskDomain

/// What the view asks of the plan.
protocol TaskListPlanLogic: AnyObject {
    func startStop(request: TaskList.StartStop.Request)
    func openWaitPrompt(request: TaskList.WaitPrompt.OpenRequest)
    func previewWait(request: TaskList.WaitPrompt.PreviewRequest)
    func changeWait(request: TaskList.ChangeWait.Request)
    func passTime(request: TaskList.PassTime.Request)
}

/// Start / stop and wait on the targets, and the list's clock: it owns nothing but the
/// plan settings (one or several active tasks) it was given.
final class TaskListPlanInteractor: TaskListPlanLogic {
    private let state: TaskListState

    init(state: TaskListState) {
        self.state = state
    }

    // MARK: - Start / stop

    /// `b` stops the targets when all of them run, else starts them (with one active task
    /// allowed, the one running before stops in the same change). A start that changes
    /// nothing found the tasks running already (another process started them): it says so.
    func startStop(request: TaskList.StartStop.Request) {
        let ids = state.targetIDs
        guard !ids.isEmpty else {
            state.say(.noTaskSelected)
            return
        }
        let tasks = ids.compactMap { state.live.task($0) }
        let title = tasks.count == 1 ? tasks[0].title : nil
        let stopping = switch request.mode {
        case .toggle: !tasks.isEmpty && tasks.allSatisfy(\.isActive)
        case .start: false
        case .stop: true
        }
        let worker = state.worker
        if stopping {
            state.perform(.stop(title: title, count: ids.count), saying: { change in
                change.isEmpty ? .plan(.notRunning(title: title, count: ids.count)) : nil
            }) { try worker.stop(ids: ids) }
        } else {
            let several = state.plan.severalActive
            state.perform(.start(title: title, count: ids.count), saying: { change in
                change.isEmpty ? .plan(.alreadyRunning(title: title, count: ids.count)) : nil
            }) { try worker.start(ids: ids, severalAtOnce: several) }
        }
    }

    // MARK: - Wait

    func openWaitPrompt(request: TaskList.WaitPrompt.OpenRequest) {
        guard !state.targetIDs.isEmpty else {
            state.say(.noTaskSelected)
            return
        }
        state.presenter.presentWaitPrompt(response: .init(text: "", preview: preview(of: "")))
    }

    func previewWait(request: TaskList.WaitPrompt.PreviewRequest) {
        state.presenter.presentWaitPrompt(response: .init(text: nil, preview: preview(of: request.text)))
    }

    /// Sets the targets' wait to the day typed (empty: clears it) as one undoable change.
    func changeWait(request: TaskList.ChangeWait.Request) {
        let ids = state.targetIDs
        guard !ids.isEmpty else {
            state.say(.noTaskSelected)
            return
        }
        let until: Due?
        let pastDue: Due?
        switch preview(of: request.text) {
        case .empty: (until, pastDue) = (nil, nil)
        case .valid(let reading, let due, _): (until, pastDue) = (reading.due, due)
        case .invalid(let text):
            state.say(.plan(.invalidWait(text)))
            return
        }
        let worker = state.worker
        state.perform(.setWait(count: ids.count), saying: { change in
            change.isEmpty ? nil : .plan(.waitChanged(change, until: until, pastDue: pastDue))
        }) { try worker.edit(ids, TaskEdit(wait: .set(until))) }
    }

    /// What `text` means for the targets: read by the one date reader, as the Due field is.
    private func preview(of text: String) -> WaitPreview {
        WaitPreview(text, for: state.targetIDs.compactMap { state.live.task($0) }, clock: state.worker.clock)
    }

    // MARK: - Time

    /// Rebuilds the list when a waiting task's day (or a new day) has come since it was
    /// built, and says which tasks came back; otherwise costs one clock reading.
    func passTime(request: TaskList.PassTime.Request) {
        let back = state.catchUpWithTime()
        guard !back.isEmpty else { return }
        let title = back.count == 1 ? state.live.task(back[0])?.title : nil
        state.say(.plan(.backFromWaiting(count: back.count, title: title)))
    }
}
