import TaskDomain
@testable import TaskScenes

/// A `NotesEditing` that records the notes it was given and answers with `result`
/// (by default, what it was given with `appending` added).
final class NotesEditingSpy: NotesEditing {
    private(set) var editedNotes: [String] = []
    var result: NotesEditResult?
    var appending = " and more"

    init(result: NotesEditResult? = nil) {
        self.result = result
    }

    func edit(_ notes: String) -> NotesEditResult {
        editedNotes.append(notes)
        return result ?? .saved(notes + appending)
    }
}

/// A `TaskListExporting` that records each export and answers with `result`.
final class TaskListExportingSpy: TaskListExporting {
    struct Call: Equatable {
        var titles: [String]
        var format: String
        var path: String?
        var overwrite: Bool
    }
    private(set) var calls: [Call] = []
    var result = TaskExportResult.written(path: "~/taskdeck-export.txt", count: 3)
    let formats = ["json", "todotxt", "taskwarrior", "ics"]

    func export(_ tasks: [Task], format: String, to path: String?, overwrite: Bool) -> TaskExportResult {
        calls.append(Call(titles: tasks.map(\.title), format: format, path: path, overwrite: overwrite))
        return result
    }
}
