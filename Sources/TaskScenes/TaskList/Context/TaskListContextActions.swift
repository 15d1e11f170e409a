import TerminalCore

/// `@` on the list: the context field, which names the contexts to choose from (GTD writes
/// contexts `@home`, `@work`). `:context NAME` and `:context none` do the same in one line.
enum TaskListContextAction: KeyActionNaming {
    case chooseContext

    static let bindings: [KeyBinding<TaskListContextAction>] = [
        KeyBinding([.char("@")], .chooseContext, group: "View", "context: apply a named filter to every tab (Tab completes)"),
    ]

    var configName: String {
        switch self {
        case .chooseContext: "choose-context"
        }
    }
}

/// What a key does while the context field at the bottom is open.
enum TaskListContextFieldAction: Hashable, Sendable {
    case apply, cancel, complete

    static let keys = KeyMap<TaskListContextFieldAction>([
        KeyBinding([.key(.enter)], .apply, group: "Context field", "apply the context named (none: every task)"),
        KeyBinding([.key(.escape)], .cancel, group: "Context field", "cancel"),
        KeyBinding([.key(.tab)], .complete, group: "Context field", "complete the name (again: the next one)"),
    ])
}

extension TaskListViewController {
    func perform(_ action: TaskListContextAction) {
        switch action {
        case .chooseContext: interactor.context.openContextPrompt(request: .init())
        }
    }

    /// Enter applies the name typed (nothing typed: nothing changes), Esc cancels, Tab completes.
    func perform(_ action: TaskListContextFieldAction, context text: String) {
        switch action {
        case .complete:
            interactor.context.completeContext(request: .init(text: text))
        case .apply:
            prompt = nil
            let name = text.trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { interactor.context.switchContext(request: .init(name: name)) }
        case .cancel:
            prompt = nil
        }
    }

    /// Opens the context field, or puts a completed name in it.
    func displayContextPrompt(viewModel: TaskList.ContextPrompt.ViewModel) {
        prompt = Prompt(kind: .context, label: viewModel.label, field: TextField(text: viewModel.text))
        needsDisplay = true
    }
}
