import TerminalCore

/// What a key does to the tree of subtasks (Help's "Subtasks" group).
enum TaskListTreeAction: KeyActionNaming {
    case addSubtask, indent, outdent, moveToParent, collapse, expand

    static let bindings: [KeyBinding<TaskListTreeAction>] = [
        KeyBinding([.char("A")], .addSubtask, group: "Subtasks", "add a subtask of the task"),
        KeyBinding([.char(">")], .indent, group: "Subtasks", "indent: make it a subtask of the task above it"),
        KeyBinding([.char("<")], .outdent, group: "Subtasks", "outdent: move it up a level"),
        KeyBinding([.char("m")], .moveToParent, group: "Subtasks", "move it under another task (type a title or ID; empty: top level)"),
        KeyBinding([.char("h"), .key(.left)], .collapse, group: "Subtasks", "collapse the subtasks (on a subtask: go to its parent)"),
        KeyBinding([.char("l"), .key(.right)], .expand, group: "Subtasks", "expand the subtasks"),
    ]

    var configName: String {
        switch self {
        case .addSubtask: "add-subtask"
        case .indent: "indent"
        case .outdent: "outdent"
        case .moveToParent: "move-to-parent"
        case .collapse: "collapse"
        case .expand: "expand"
        }
    }
}

/// What a key does while the move-to-parent field at the bottom is open.
enum TaskListParentFieldAction: Hashable, Sendable {
    case apply, cancel, complete

    static let keys = KeyMap<TaskListParentFieldAction>([
        KeyBinding([.key(.enter)], .apply, group: "Move field", "move the task under the task typed"),
        KeyBinding([.key(.escape)], .cancel, group: "Move field", "cancel"),
        KeyBinding([.key(.tab)], .complete, group: "Move field", "complete the title being typed (again: the next one)"),
    ])
}

extension TaskListViewController {
    func perform(_ action: TaskListTreeAction) {
        switch action {
        case .addSubtask: interactor.openTask(request: .init(destination: .subtaskEditor))
        case .indent: interactor.tree.changeLevel(request: .init(indent: true))
        case .outdent: interactor.tree.changeLevel(request: .init(indent: false))
        case .moveToParent: interactor.tree.openParentPrompt(request: .init())
        case .collapse: interactor.tree.fold(request: .init(collapse: true))
        case .expand: interactor.tree.fold(request: .init(collapse: false))
        }
    }

    func perform(_ action: TaskListParentFieldAction, parent: String) {
        switch action {
        case .complete:
            interactor.tree.completeParent(request: .init(text: parent))
        case .apply:
            prompt = nil
            interactor.tree.moveToParent(request: .init(text: parent))
        case .cancel:
            prompt = nil
        }
    }

    /// Opens the move-to-parent field, or puts a completed title in it.
    func displayParentPrompt(viewModel: TaskList.ParentPrompt.ViewModel) {
        prompt = Prompt(kind: .parent, label: viewModel.label, field: TextField(text: viewModel.text))
        needsDisplay = true
    }
}
