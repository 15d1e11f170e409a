import TerminalCore

/// `$`: the sync command, as in mutt (sync-mailbox): a deliberate, shifted key nothing
/// else uses (Help's "View" group); pressed again while the command runs, it cancels it.
enum TaskListStorageAction: KeyActionNaming {
    case sync

    static let bindings: [KeyBinding<TaskListStorageAction>] = [
        KeyBinding([.char("$")], .sync, group: "View", "sync: run the sync command (vdirsyncer sync); while it runs, cancel it"),
    ]

    var configName: String { "sync" }
}

extension TaskListViewController {
    func perform(_ action: TaskListStorageAction) {
        switch action {
        case .sync: interactor.storage.startSync(request: .init())
        }
    }

    func storageDidChange(_ news: StorageNews) {
        switch news {
        case .changed(let report): interactor.storage.refreshTasks(request: .init(news: report))
        case .unreadable(let error): interactor.storage.storageUnreadable(request: .init(error: error))
        case .synced(let outcome, let report): interactor.storage.finishSync(request: .init(outcome: outcome, news: report))
        case .historyNotRecorded(let error): interactor.storage.historyNotRecorded(request: .init(error: error))
        }
    }
}
