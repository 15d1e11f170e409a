/// The words of the list's changes beyond the change itself (`ChangeStatus` words that).
extension TaskListPresenter {
    func line(for status: TaskList.ChangesStatus) -> StatusLine {
        switch status {
        case .notes(let outcome): NotesEditStatus.line(for: outcome, keys: keys)
        }
    }
}
