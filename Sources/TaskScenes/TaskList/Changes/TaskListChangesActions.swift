import TerminalCore

/// What a key changes on the list: the action, its keys (Help's "Change" group), its name
/// in a config file, and what the view sends for it.
enum TaskListChangeAction: KeyActionNaming {
    case toggle, skipOccurrence, add, edit, editNotes, delete, raisePriority, lowerPriority, undo, redo

    static let bindings: [KeyBinding<TaskListChangeAction>] = [
        KeyBinding([.char("x")], .toggle, group: "Change", "toggle done", hint: "done"),
        KeyBinding([.char("X")], .skipOccurrence, group: "Change", "skip to the next occurrence (a repeating task)"),
        KeyBinding([.char("a")], .add, group: "Change", "add a task", hint: "add"),
        KeyBinding([.char("e")], .edit, group: "Change", "edit the task"),
        KeyBinding([.char("E")], .editNotes, group: "Change", "edit the notes in $VISUAL / $EDITOR"),
        KeyBinding([.char("D"), .key(.delete)], .delete, group: "Change", "delete the task"),
        KeyBinding([.char("+"), .char("=")], .raisePriority, group: "Change", "raise the priority"),
        KeyBinding([.char("-")], .lowerPriority, group: "Change", "lower the priority"),
        KeyBinding([.char("u")], .undo, group: "Change", "undo the last change", hint: "undo"),
        KeyBinding([.ctrl("r")], .redo, group: "Change", "redo"),
    ]

    var configName: String {
        switch self {
        case .toggle: "toggle"
        case .skipOccurrence: "skip-occurrence"
        case .add: "add"
        case .edit: "edit"
        case .editNotes: "edit-notes"
        case .delete: "delete"
        case .raisePriority: "raise-priority"
        case .lowerPriority: "lower-priority"
        case .undo: "undo"
        case .redo: "redo"
        }
    }
}

extension TaskListViewController {
    func perform(_ action: TaskListChangeAction) {
        switch action {
        case .toggle: interactor.changes.toggleTask(request: .init())
        case .skipOccurrence: interactor.changes.skipOccurrence(request: .init())
        case .add: router?.routeToAddTask()
        case .edit: interactor.openTask(request: .init(destination: .editor))
        case .editNotes: interactor.changes.editNotes(request: .init())
        case .delete: interactor.changes.deleteTask(request: .init())
        case .raisePriority: interactor.changes.changePriority(request: .init(raise: true))
        case .lowerPriority: interactor.changes.changePriority(request: .init(raise: false))
        case .undo: interactor.changes.undo(request: .init())
        case .redo: interactor.changes.redo(request: .init())
        }
    }
}
