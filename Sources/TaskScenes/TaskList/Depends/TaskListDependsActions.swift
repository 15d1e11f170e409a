import TerminalCore

/// What a key does about dependencies (Help's "Change" group).
enum TaskListDependsAction: KeyActionNaming {
    case setDepends

    static let bindings: [KeyBinding<TaskListDependsAction>] = [
        KeyBinding([.char("B")], .setDepends, group: "Change", "set what it waits for (blocked by: titles or IDs; Tab completes)"),
    ]

    var configName: String {
        switch self {
        case .setDepends: "set-depends"
        }
    }
}

/// What a key does while the waits-for field at the bottom is open.
enum TaskListDependsFieldAction: Hashable, Sendable {
    case apply, cancel, complete

    static let keys = KeyMap<TaskListDependsFieldAction>([
        KeyBinding([.key(.enter)], .apply, group: "Waits-for field", "make it wait for the tasks typed (empty: none)"),
        KeyBinding([.key(.escape)], .cancel, group: "Waits-for field", "cancel"),
        KeyBinding([.key(.tab)], .complete, group: "Waits-for field", "complete the last title being typed (again: the next one)"),
    ])
}

extension TaskListViewController {
    func perform(_ action: TaskListDependsAction) {
        switch action {
        case .setDepends: interactor.depends.openDependsPrompt(request: .init())
        }
    }

    func perform(_ action: TaskListDependsFieldAction, depends text: String) {
        switch action {
        case .complete:
            interactor.depends.completeDepends(request: .init(text: text))
        case .apply:
            prompt = nil
            interactor.depends.setDepends(request: .init(text: text))
        case .cancel:
            prompt = nil
        }
    }

    /// Opens the waits-for field, or puts a completed title in it.
    func displayDependsPrompt(viewModel: TaskList.DependsPrompt.ViewModel) {
        prompt = Prompt(kind: .depends, label: viewModel.label, field: TextField(text: viewModel.text))
        needsDisplay = true
    }
}
