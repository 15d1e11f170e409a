extension TaskChange {
    /// What a sync changed, as one change: each task others changed or removed, from its
    /// version before the sync (`before`: the tasks as read before it ran) to the one after.
    /// Recorded as one step of the shared history, so `taskdeck undo` takes a whole sync back.
    public static func synced(before: [Task], changes: ExternalChanges) -> TaskChange {
        guard !changes.isEmpty else { return TaskChange(action: .synced, entries: []) }
        let touched = Set(changes.changed.map(\.id)).union(changes.removed)
        var old: [TaskID: Task] = [:]
        for task in before where touched.contains(task.id) { old[task.id] = task }
        let entries = changes.changed.map { Entry(id: $0.id, before: old[$0.id], after: $0) }
            + changes.removed.map { Entry(id: $0, before: old[$0], after: nil) }
        return TaskChange(action: .synced, entries: entries)
    }
}
