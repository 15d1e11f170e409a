import TaskDomain
import TaskWording

/// The words of storage news and the sync command.
extension TaskListPresenter {
    func line(for status: TaskList.StorageNewsStatus) -> StatusLine {
        switch status {
        case .reloaded(let count, let conflicts, let location):
            .init(text: StorageStatus.reloaded(changedOutside: count, conflicts: conflicts, setAsideLocation: location),
                  isError: false)
        case .unreadable(let error): .init(text: StorageStatus.unreadable(reason: ChangeStatus.cause(error)), isError: true)
        case .syncStarted(let command): .init(text: "Syncing (\(command))…", isError: false)
        case .syncAlreadyRunning: .init(text: "A sync is already running", isError: false)
        case .syncUnavailable: .init(text: "No sync command is set up", isError: true)
        case .synced(let outcome, let count, let conflicts, let location):
            .init(text: syncedText(outcome, changedHere: count, conflicts: conflicts, setAsideLocation: location),
                  isError: !outcome.succeeded)
        }
    }

    /// "Synced: 2 tasks changed here", "Synced: nothing changed here", or the failure with
    /// its reason ("Sync failed (vdirsyncer sync exited with 1): error: …"); conflicts follow.
    private func syncedText(_ outcome: SyncOutcome, changedHere count: Int, conflicts: [TaskConflict],
                            setAsideLocation: String?) -> String {
        var parts: [String]
        if outcome.succeeded {
            parts = [count == 0 ? "Synced: nothing changed here" : "Synced: \(count) \(count == 1 ? "task" : "tasks") changed here"]
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
