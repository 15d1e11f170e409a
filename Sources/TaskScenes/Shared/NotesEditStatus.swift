import TaskWording

/// The status-line words for what `E` came to, so the list and the detail say it alike.
enum NotesEditStatus {
    static func line(for outcome: NotesEditOutcome, keys: SentenceKeys) -> StatusLine {
        switch outcome {
        case .change(let change): ChangeStatus.line(for: change, keys: keys)
        case .unchanged(let title):
            StatusLine(text: "Notes of '\(ChangeStatus.shortened(title))' unchanged", isError: false)
        case .editorFailed(let result): StatusLine(text: "Notes not changed: \(failure(result))", isError: true)
        case .noEditor: StatusLine(text: "No editor is set up", isError: true)
        }
    }

    private static func failure(_ result: NotesEditResult) -> String {
        switch result {
        case .saved: "the editor saved nothing"
        case .couldNotPrepare(let reason): "could not make a file for the editor: \(reason)"
        case .couldNotStart(let command, let reason): "could not start \(command): \(reason)"
        case .exited(let command, 127): "\(command) exited with 127: it, or a command it runs, was not found"
        case .exited(let command, let status): "\(command) exited with \(status)"
        case .killed(let command, let signal): "\(command) was ended by signal \(signal)"
        case .fileGone(let path): "the edited file is gone (\(path))"
        case .notText: "the edited file is not UTF-8 text"
        }
    }
}
