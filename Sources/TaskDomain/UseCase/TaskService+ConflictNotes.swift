import Foundation

extension TaskService {
    /// Every stored task with notes of values a sync conflict lost (`FieldConflictNote`),
    /// those with the oldest note first.
    public func tasksWithConflictNotes() throws -> [Task] {
        try allTasks().filter { !$0.conflictNotes.isEmpty }
            .sorted { ($0.conflictNotes.first?.at ?? .distantPast, $0.id) < ($1.conflictNotes.first?.at ?? .distantPast, $1.id) }
    }

    /// Clears the notes of `ids` (of one `field` when given): one edit, one undo step, which
    /// syncs like any edit, so the note goes on every machine.
    @discardableResult
    public func clearConflictNotes(_ ids: [TaskID], field: String? = nil) throws -> TaskChange {
        let now = clock.nowInWholeSeconds
        let touched = try ids.filter { id in
            try self.task(id).conflictNotes.contains { field == nil || $0.field == field }
        }
        return try change(touched, action: .edited) { task in
            task.clearingConflictNotes(at: now) { field != nil && $0.field != field }
        }
    }
}
