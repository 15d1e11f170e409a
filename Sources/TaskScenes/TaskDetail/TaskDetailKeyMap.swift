import TerminalCore

/// Everything a key can do in Task Detail.
enum TaskDetailAction: Hashable, Sendable {
    case next, previous
    case scroll(ScrollMovement)
    case toggle, skipOccurrence, edit, editNotes, delete, undo, redo, startStop, wait, annotate
    case help, back
}

/// Task Detail's keys, declared once: dispatch, Help and the bottom hints read these.
enum TaskDetailKeyMap {
    static let map = KeyMap<TaskDetailAction>([
        KeyBinding([.char("j"), .key(.down)], .next, group: "Move", "next task", hint: "next"),
        KeyBinding([.char("k"), .key(.up)], .previous, group: "Move", "previous task", hint: "prev"),
        KeyBinding([.key(.pageDown), .ctrl("f"), .char(" ")], .scroll(.pageDown), group: "Move", "scroll the notes a page down"),
        KeyBinding([.key(.pageUp), .ctrl("b")], .scroll(.pageUp), group: "Move", "scroll the notes a page up"),
        KeyBinding([.ctrl("d")], .scroll(.halfPageDown), group: "Move", "scroll half a page down"),
        KeyBinding([.ctrl("u")], .scroll(.halfPageUp), group: "Move", "scroll half a page up"),
        KeyBinding([.ctrl("e")], .scroll(.down), group: "Move", "scroll a line down"),
        KeyBinding([.ctrl("y")], .scroll(.up), group: "Move", "scroll a line up"),
        KeyBinding([.char("g"), .key(.home)], .scroll(.top), group: "Move", "scroll to the top"),
        KeyBinding([.char("G"), .key(.end)], .scroll(.bottom), group: "Move", "scroll to the bottom"),

        KeyBinding([.char("e")], .edit, group: "Change", "edit the task", hint: "edit"),
        KeyBinding([.char("E")], .editNotes, group: "Change", "edit the notes in $VISUAL / $EDITOR"),
        KeyBinding([.char("x")], .toggle, group: "Change", "toggle done", hint: "done"),
        KeyBinding([.char("X")], .skipOccurrence, group: "Change", "skip to the next occurrence (a repeating task)"),
        KeyBinding([.char("D"), .key(.delete)], .delete, group: "Change", "delete the task (asks first)", hint: "delete"),
        KeyBinding([.char("b")], .startStop, group: "Change", "start / stop work on the task"),
        KeyBinding([.char("w")], .wait, group: "Change", "hide the task until a day (wait)"),
        KeyBinding([.char("i")], .annotate, group: "Change", "annotate: add a dated line to the task"),
        KeyBinding([.char("u")], .undo, group: "Change", "undo the last change", hint: "undo"),
        KeyBinding([.ctrl("r")], .redo, group: "Change", "redo"),

        KeyBinding([.char("?")], .help, group: "View", "help", hint: "help"),
        KeyBinding([.key(.escape), .char("q")], .back, group: "View", "back to the list", hint: "back"),
    ])
}

/// What a key does while the wait field at the bottom is open.
enum TaskDetailWaitFieldAction: Hashable, Sendable {
    case apply, cancel

    static let keys = KeyMap<TaskDetailWaitFieldAction>([
        KeyBinding([.key(.enter)], .apply, group: "Wait field", "hide until that day (empty: show again)"),
        KeyBinding([.key(.escape)], .cancel, group: "Wait field", "cancel"),
    ])
}

/// What a key does while the annotation field at the bottom is open.
enum TaskDetailAnnotationFieldAction: Hashable, Sendable {
    case apply, cancel

    static let keys = KeyMap<TaskDetailAnnotationFieldAction>([
        KeyBinding([.key(.enter)], .apply, group: "Annotation field", "add the line to the task"),
        KeyBinding([.key(.escape)], .cancel, group: "Annotation field", "cancel"),
    ])
}

/// The names a config file binds this scene's keys by (`[keys.detail]`); `taskdeck help keys` lists them.
extension TaskDetailAction: KeyActionNaming {
    var configName: String {
        switch self {
        // The next task is the list's `down`: one step through what the screen shows.
        case .next: "down"
        case .previous: "up"
        case .scroll(.down): "line-down"
        case .scroll(.up): "line-up"
        case .scroll(let movement): movement.configName
        case .toggle: "toggle"
        case .skipOccurrence: "skip-occurrence"
        case .edit: "edit"
        case .editNotes: "edit-notes"
        case .delete: "delete"
        case .undo: "undo"
        case .redo: "redo"
        case .startStop: "start-stop"
        case .wait: "wait"
        case .annotate: "annotate"
        case .help: "help"
        case .back: "back"
        }
    }
}
