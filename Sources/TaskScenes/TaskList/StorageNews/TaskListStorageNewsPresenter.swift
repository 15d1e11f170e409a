import TaskDomain
import TaskWording

/// The words of storage news and the sync command.
extension TaskListPresenter {
    func line(for status: TaskList.StorageNewsStatus) -> StatusLine {
        switch status {
        case .reloaded(let reload, let notes) where !notes.isEmpty:
            .init(text: reload.text + " · " + notice(notes), isError: false, isWarning: true, stays: true)
        case .reloaded(let reload, _): reload.line
        case .unreadable(let error): .init(text: StorageStatus.unreadable(reason: ChangeStatus.cause(error)), isError: true)
        case .historyNotRecorded(let error):
            .init(text: HistoryWording.notRecorded(because: ChangeStatus.causeFirst(ChangeStatus.cause(error))), isError: false, isWarning: true)
        case .syncStarted(let command):
            .init(text: "Syncing (\(command))…" + (keys.sync.map { " — \($0) cancels" } ?? ""), isError: false, stays: true)
        case .syncCancelling(let command): .init(text: "Cancelling the sync (\(command))…", isError: false, stays: true)
        case .syncAlreadyRunning: .init(text: "A sync is already running", isError: false)
        case .syncUnavailable: .init(text: "No sync command is set up", isError: true)
        case .synced(let outcome, let count, let conflicts, let location, let notes):
            .init(text: syncedText(outcome, changedHere: count, conflicts: conflicts, setAsideLocation: location)
                  + (notes.isEmpty ? "" : " · " + notice(notes)) + (keys.clearMarks.map { " — \($0) dismisses" } ?? ""),
                  isError: !outcome.succeeded, isWarning: !notes.isEmpty, stays: true)
        }
    }

    /// "Sync conflict in 'Renew passport': title: kept '…', lost '…'; the detail and
    /// taskdeck conflicts list them".
    private func notice(_ notes: [TaskList.ConflictNews]) -> String {
        guard let first = notes.first else { return "" }
        return ConflictWording.notice(title: first.title, notes: first.notes, moreTasks: notes.count - 1)
            + "; the task's detail and taskdeck conflicts list them"
    }

    /// "Synced: 2 in, 1 out" (in: tasks the sync added, changed or removed here; out: those
    /// changed here since the last sync, when known), or the failure with its reason
    /// ("Sync failed (vdirsyncer sync exited with 1): error: …"); conflicts follow.
    private func syncedText(_ outcome: SyncOutcome, changedHere count: Int, conflicts: [TaskConflict],
                            setAsideLocation: String?) -> String {
        var parts: [String]
        if outcome.succeeded {
            parts = [SyncWording.counts(incoming: count, outgoing: outcome.outgoing)]
        } else {
            parts = [SyncWording.sentence(for: outcome)]
            if count > 0 { parts.append("\(count) \(count == 1 ? "task" : "tasks") changed here") }
        }
        if let first = conflicts.first, let sentence = StorageStatus.conflict(first, setAsideLocation: setAsideLocation) {
            parts.append(conflicts.count > 1 ? sentence + " (and \(conflicts.count - 1) more)" : sentence)
        }
        return parts.joined(separator: " · ")
    }
}
