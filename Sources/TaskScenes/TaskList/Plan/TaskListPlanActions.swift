import TerminalCore

/// What a key does to the plan of the targets (Help's "Change" group): start or stop work
/// on them, and hide them until a day. `:start` and `:stop` are command-line words only
/// (`TaskListPresenter.commandWords`): the key toggles.
enum TaskListPlanAction: KeyActionNaming {
    case startStop, wait
    /// `:start` / `:stop`: one way only, whatever runs now.
    case start, stop

    static let bindings: [KeyBinding<TaskListPlanAction>] = [
        KeyBinding([.char("b")], .startStop, group: "Change", "start / stop work on the task"),
        KeyBinding([.char("w")], .wait, group: "Change", "hide the task until a day (wait)"),
    ]

    var configName: String {
        switch self {
        case .startStop: "start-stop"
        case .wait: "wait"
        case .start: "start"
        case .stop: "stop"
        }
    }
}

/// What a key does while the wait field at the bottom is open.
enum TaskListWaitFieldAction: Hashable, Sendable {
    case apply, cancel

    static let keys = KeyMap<TaskListWaitFieldAction>([
        KeyBinding([.key(.enter)], .apply, group: "Wait field", "hide until that day (empty: show again)"),
        KeyBinding([.key(.escape)], .cancel, group: "Wait field", "cancel"),
    ])
}

extension TaskListViewController {
    func perform(_ action: TaskListPlanAction) {
        switch action {
        case .startStop: interactor.plan.startStop(request: .init(mode: .toggle))
        case .start: interactor.plan.startStop(request: .init(mode: .start))
        case .stop: interactor.plan.startStop(request: .init(mode: .stop))
        case .wait: interactor.plan.openWaitPrompt(request: .init())
        }
    }

    /// Enter sets the wait (the field stays open while the text is not a date), Esc cancels.
    func perform(_ action: TaskListWaitFieldAction, wait text: String) {
        switch action {
        case .apply:
            guard waitPreview?.isError != true else { return }
            prompt = nil
            waitPreview = nil
            interactor.plan.changeWait(request: .init(text: text))
        case .cancel:
            prompt = nil
            waitPreview = nil
        }
    }

    /// Opens the wait field, or shows what the text typed so far means under it.
    func displayWaitPrompt(viewModel: TaskList.WaitPrompt.ViewModel) {
        if let text = viewModel.text {
            prompt = Prompt(kind: .wait, label: viewModel.label, field: TextField(text: text))
        }
        waitPreview = viewModel.preview
        needsDisplay = true
    }
}
