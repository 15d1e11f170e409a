/// The driven port through which the domain reads and writes tasks.
///
/// Adapters are reference types with state (a cache, a lock), hence `AnyObject`.
/// `apply(upserting:deleting:)` is the only write: a bulk change (complete ten tasks, undo
/// a multi-delete) is one call, so a file adapter can make it one crash-safe file write.
public protocol TaskRepository: AnyObject {
    /// Every task, in storage order (the order they were first saved).
    func loadAll() throws -> [Task]
    /// Inserts or replaces `upserting` (by ID) and removes `deleting`, all at once.
    func apply(upserting: [Task], deleting: Set<TaskID>) throws
}

extension TaskRepository {
    /// Inserts or replaces tasks by ID.
    public func save(_ tasks: [Task]) throws {
        try apply(upserting: tasks, deleting: [])
    }

    /// Removes the tasks with these IDs; unknown IDs are ignored.
    public func delete(ids: Set<TaskID>) throws {
        try apply(upserting: [], deleting: ids)
    }

    /// Writes the `after` side of a change: upserts what exists after it, deletes what does not.
    public func apply(_ change: TaskChange) throws {
        var upserts: [Task] = []
        var deletions = Set<TaskID>()
        for entry in change.entries {
            if let after = entry.after { upserts.append(after) } else { deletions.insert(entry.id) }
        }
        try apply(upserting: upserts, deleting: deletions)
    }
}
