import TaskDomain

/// What the run loop found in storage (other programs' changes, a file that became
/// unreadable, the end of a sync) and the sync command started with `$`.
extension TaskList {
    /// Other programs changed the tasks: read them again in place, keeping the selection
    /// (on the same task where it still exists), the marks, the search and the filter.
    enum RefreshTasks {
        struct Request: Equatable {
            var news: CommitReport
        }
    }

    /// The file could not be read again (corrupt, removed permissions): keep what is shown.
    enum StorageUnreadable {
        struct Request {
            var error: any Error
        }
    }

    /// A change the app made was not recorded in the shared history (`u` will not find it).
    enum HistoryNotRecorded {
        struct Request {
            var error: any Error
        }
    }

    /// `$`: start the sync command (through the `SyncRunning` port) without waiting for it;
    /// while one runs, cancel it.
    enum StartSync {
        struct Request: Equatable {}
    }

    /// The sync command ended (the run loop found out): apply what it changed in place, as
    /// RefreshTasks does, and say how it went.
    enum FinishSync {
        struct Request: Equatable {
            var outcome: SyncOutcome
            var news: CommitReport
        }
    }

    /// A task that came back from a sync (or another program) with values a sync conflict
    /// did not keep, noted in it (`FieldConflictNote`): the notes it did not have before.
    struct ConflictNews: Equatable {
        var title: String
        var notes: [FieldConflictNote]
    }

    enum StorageNewsStatus: Equatable {
        /// Other programs changed tasks; the list was read again. `conflicts`: tasks
        /// both they and this app changed, resolved by the stated rule. `notes`: tasks that
        /// came with new notes of values a sync conflict lost.
        case reloaded(StorageReload, notes: [ConflictNews] = [])
        /// The file can no longer be read; the list shows what was last read.
        case unreadable(SceneError)
        /// A change stands but the shared history could not record it.
        case historyNotRecorded(SceneError)
        /// `$` started the sync command.
        case syncStarted(command: String)
        /// `$` while a sync ran: it is being ended.
        case syncCancelling(command: String)
        /// `$` while a sync still runs: nothing new was started.
        case syncAlreadyRunning
        /// `$` where the app was built without a sync runner.
        case syncUnavailable
        /// The sync command ended; `changedHere` tasks were read again because of it (the
        /// ones it brought in), `conflicts` met the app's own writes, and `notes` are tasks
        /// that came with new notes of values a sync conflict lost.
        case synced(SyncOutcome, changedHere: Int, conflicts: [TaskConflict], setAsideLocation: String?,
                    notes: [ConflictNews] = [])
    }
}
