import TaskDomain

/// The port through which the list and the detail open a task's notes in the person's own
/// editor (`E`). The composition root provides it (the executable's `ShellNotesEditor`
/// hands the terminal over and takes it back); scenes never start processes themselves.
public protocol NotesEditing: AnyObject {
    /// Lets the person edit `notes` and returns what they saved, or why nothing was.
    func edit(_ notes: String) -> NotesEditResult
}

/// What became of the editor: the text as saved, or the fact of a failure (the presenters
/// word it; a `reason` is the system's own error message).
public enum NotesEditResult: Equatable, Sendable {
    case saved(String)
    /// The private temporary file could not be made or written.
    case couldNotPrepare(reason: String)
    /// The editor could not be started at all.
    case couldNotStart(command: String, reason: String)
    /// The editor ended with a non-zero status (127: the shell did not find it).
    case exited(command: String, status: Int32)
    /// The editor was ended by a signal (Ctrl-C in an editor that does not catch it).
    case killed(command: String, signal: Int32)
    /// The file was no longer there when the editor ended.
    case fileGone(path: String)
    /// The file came back as something other than UTF-8 text.
    case notText
}

/// What `E` came to, as facts for the list's and the detail's presenters (`NotesEditStatus`).
enum NotesEditOutcome: Equatable {
    /// The notes were saved (one undoable change) or storage refused them.
    case change(ChangeOutcome)
    /// The file came back as it went out.
    case unchanged(title: String)
    /// The editor failed or its file could not be read: nothing changed.
    case editorFailed(NotesEditResult)
    /// The app was built without an editor port.
    case noEditor
}

extension TaskWorking {
    /// Opens `task`'s notes in `editor` and saves a changed text as one change; the change
    /// is returned too, for the scene to show.
    func editNotes(of task: Task, with editor: NotesEditing?) -> (outcome: NotesEditOutcome, change: TaskChange?) {
        guard let editor else { return (.noEditor, nil) }
        let result = editor.edit(task.notes)
        guard case .saved(let notes) = result else { return (.editorFailed(result), nil) }
        guard notes != task.notes else { return (.unchanged(title: task.title), nil) }
        do {
            let change = try edit([task.id], TaskEdit(notes: .set(notes)))
            return (.change(.made(change)), change)
        } catch {
            return (.change(.failed(.editNotes(title: task.title), SceneError(error))), nil)
        }
    }
}
