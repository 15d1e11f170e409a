import TaskDomain

/// What happened in storage outside the scene's own actions, as the run loop found it:
/// tasks changed by other programs, conflicts the app's writes met, or a file that can no
/// longer be read (the scenes then keep showing what they last read).
public enum StorageNews {
    case changed(CommitReport)
    case unreadable(any Error)
    /// The sync command (started with `$` on the list) ended: how it went, and what it
    /// changed in storage, read right after it ended.
    case synced(SyncOutcome, CommitReport)
    /// A change the app made stands, but the shared history could not record it (a history
    /// of a newer format, one that cannot be written): `u` will not find it. The CLI says so
    /// on standard error; the app says it in its status line.
    case historyNotRecorded(any Error)
}
