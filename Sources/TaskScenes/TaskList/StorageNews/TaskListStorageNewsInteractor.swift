import TaskDomain

/// What the view asks about storage: the run loop's news, and `$`.
protocol TaskListStorageNewsLogic: AnyObject {
    func refreshTasks(request: TaskList.RefreshTasks.Request)
    func storageUnreadable(request: TaskList.StorageUnreadable.Request)
    func startSync(request: TaskList.StartSync.Request)
    func finishSync(request: TaskList.FinishSync.Request)
    func historyNotRecorded(request: TaskList.HistoryNotRecorded.Request)
}

/// Storage news, taken in by delta (`CommitReport.updates`), and the sync command.
final class TaskListStorageNewsInteractor: TaskListStorageNewsLogic {
    private let state: TaskListState
    /// Starts the sync command; the run loop collects its end and sends FinishSync.
    private let sync: SyncRunning?
    /// Conflict notes that reloads brought while a sync ran (the run loop reads storage
    /// meanwhile): the sync's result names them too, or its line would hide them.
    private var notesDuringSync: [TaskList.ConflictNews] = []

    init(state: TaskListState, sync: SyncRunning?) {
        self.state = state
        self.sync = sync
    }

    func refreshTasks(request: TaskList.RefreshTasks.Request) {
        let news = request.news
        guard let reload = StorageReload(news) else { return }
        var notes = newConflictNotes(in: news)
        if sync?.isRunning == true {
            // Said with the sync's result: a notice now would take the place of "Syncing…".
            notesDuringSync += notes
            notes = []
        }
        state.apply(news)
        state.say(.storage(.reloaded(reload, notes: notes)))
    }

    func storageUnreadable(request: TaskList.StorageUnreadable.Request) {
        state.say(.storage(.unreadable(SceneError(request.error))))
    }

    func historyNotRecorded(request: TaskList.HistoryNotRecorded.Request) {
        state.say(.storage(.historyNotRecorded(SceneError(request.error))))
    }

    func startSync(request: TaskList.StartSync.Request) {
        guard let sync else {
            state.say(.storage(.syncUnavailable))
            return
        }
        if sync.isRunning {
            state.say(.storage(sync.cancel() ? .syncCancelling(command: sync.command) : .syncAlreadyRunning))
            return
        }
        state.say(.storage(sync.start() ? .syncStarted(command: sync.command) : .syncAlreadyRunning))
    }

    func finishSync(request: TaskList.FinishSync.Request) {
        let news = request.news
        let notes = notesDuringSync + newConflictNotes(in: news)
        notesDuringSync = []
        if news.hasNews { state.apply(news) }
        state.say(.storage(.synced(request.outcome, changedHere: news.external.count, conflicts: news.conflicts,
                                   setAsideLocation: news.setAsideLocation, notes: notes)))
    }

    /// The tasks of `news` with notes of lost values they did not have in the list before.
    private func newConflictNotes(in news: CommitReport) -> [TaskList.ConflictNews] {
        news.updates.compactMap { update in
            guard let task = update.task, !task.conflictNotes.isEmpty else { return nil }
            let known = Set(state.live.task(update.id)?.conflictNotes ?? [])
            let fresh = task.conflictNotes.filter { !known.contains($0) }
            return fresh.isEmpty ? nil : TaskList.ConflictNews(title: task.title, notes: fresh)
        }
    }
}
