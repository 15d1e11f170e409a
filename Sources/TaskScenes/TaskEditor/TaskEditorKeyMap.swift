import TerminalCore

/// Everything a key can do on the Task Editor besides editing text.
enum TaskEditorAction: Hashable, Sendable {
    case save, cancel, help
    /// Focus to the next / previous field; `completes` lets Project and Tags complete first.
    case focus(TaskEditor.Direction, completes: Bool)
    case priority(TaskEditor.Direction)
}

/// The Task Editor's keys, declared once: dispatch, Help and the bottom hints read these.
///
/// `form` works in every field and is looked up first. Then the focused field's map:
/// `line` for Title, Due, Project and Tags (looked up before the text widget, so Enter
/// saves), `priority` for Priority, and `notes` for Notes, looked up only for keys the
/// text area did not use (Enter is a new line there; Up and Down move to the field
/// above / below only from the first / last line). Every other key edits the text.
enum TaskEditorKeyMap {
    static let form = KeyMap<TaskEditorAction>([
        KeyBinding([.ctrl("s")], .save, group: "Form", "save the task", hint: "save"),
        KeyBinding([.key(.escape)], .cancel, group: "Form", "cancel (asks first if something changed)", hint: "cancel"),
        KeyBinding([.key(.tab)], .focus(.next, completes: true), group: "Form",
                   "next field; in Project and Tags, complete a started name first", hint: "next"),
        KeyBinding([.key(.backTab)], .focus(.previous, completes: false), group: "Form", "previous field"),
        KeyBinding([.key(.function(1))], .help, group: "Form", "help", hint: "help"),
    ])

    static let line = KeyMap<TaskEditorAction>([
        KeyBinding([.key(.enter)], .save, group: "Title, Due, Project, Tags", "save the task"),
        KeyBinding([.key(.down)], .focus(.next, completes: false), group: "Title, Due, Project, Tags", "next field"),
        KeyBinding([.key(.up)], .focus(.previous, completes: false), group: "Title, Due, Project, Tags",
                   "previous field"),
    ])

    static let priority = KeyMap<TaskEditorAction>([
        KeyBinding([.key(.right), .char("l"), .char(" ")], .priority(.next), group: "Priority", "higher priority",
                   hint: "priority"),
        KeyBinding([.key(.left), .char("h")], .priority(.previous), group: "Priority", "lower priority"),
        KeyBinding([.key(.enter)], .save, group: "Priority", "save the task"),
        KeyBinding([.key(.down), .char("j")], .focus(.next, completes: false), group: "Priority", "next field"),
        KeyBinding([.key(.up), .char("k")], .focus(.previous, completes: false), group: "Priority", "previous field"),
        KeyBinding([.char("?")], .help, group: "Priority", "help"),
    ])

    static let notes = KeyMap<TaskEditorAction>([
        KeyBinding([.key(.down)], .focus(.next, completes: false), group: "Notes (Enter: new line)",
                   "next field (from the last line)"),
        KeyBinding([.key(.up)], .focus(.previous, completes: false), group: "Notes (Enter: new line)",
                   "previous field (from the first line)"),
    ])

    /// The map looked up after `form` for the focused field.
    static func map(for field: TaskEditor.Field) -> KeyMap<TaskEditorAction> {
        switch field {
        case .notes: notes
        case .priority: priority
        case .title, .due, .recurrence, .wait, .scheduled, .until, .project, .tags, .custom: line
        }
    }

    /// Help: the form keys in effect (`form`, or the user's remapped ones), then each kind of field.
    static func helpSections(form: KeyMap<TaskEditorAction>) -> [KeyHelpSection] {
        form.helpSections + line.helpSections + priority.helpSections + notes.helpSections
            + [editingText]
    }

    /// The editing keys of TerminalCore's `TextField` and `TextArea` (their `handle(_:)` is the source of truth).
    static let editingText = KeyHelpSection(title: "Editing text", entries: [
        KeyHelpEntry(keys: "← →", summary: "move by character"),
        KeyHelpEntry(keys: "Ctrl-← Ctrl-→ Alt-b Alt-f", summary: "move by word"),
        KeyHelpEntry(keys: "Home End Ctrl-A Ctrl-E", summary: "start / end of the line"),
        KeyHelpEntry(keys: "Backspace Del", summary: "delete before / after the cursor"),
        KeyHelpEntry(keys: "Ctrl-W Alt-Backspace", summary: "delete the word before the cursor"),
        KeyHelpEntry(keys: "Ctrl-K Ctrl-U", summary: "delete to the end / start of the line"),
        KeyHelpEntry(keys: "paste", summary: "goes into the focused field; line breaks only into Notes"),
    ])
}

/// The names a config file binds this scene's keys by (`[keys.editor]`); `taskdeck help keys` lists them.
extension TaskEditorAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .save: "save"
        case .cancel: "cancel"
        case .help: "help"
        case .focus(.next, _): "next-field"
        case .focus(.previous, _): "previous-field"
        case .priority(.next): "raise-priority"
        case .priority(.previous): "lower-priority"
        }
    }
}
