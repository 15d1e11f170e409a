import Foundation
import TaskDomain

/// What importing a document into a store would do, task by task, before anything is
/// written: `--dry-run` prints it, and a real import commits `change` as one change.
///
/// Imported tasks match stored ones by ID (taskdeck's `id`, Taskwarrior's `uuid`,
/// todo.txt's `uid:`). A match takes the imported fields; fields the record lacks, or held
/// only to the day and agreeing with the stored day, keep their stored values, so
/// re-importing an export changes nothing. Nothing is ever deleted by an import.
public struct ImportPlan: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        case added
        /// The fields that differ from the stored task.
        case changed([TaskField])
        case unchanged
    }

    public struct Entry: Hashable, Sendable {
        /// The task as it will be stored.
        public let task: Task
        /// The stored task it replaces, if any.
        public let before: Task?
        public let outcome: Outcome
    }

    public let entries: [Entry]
    public let skipped: [SkipReason: Int]

    /// Plans the import of `document` over `stored` (the stored tasks with the document's
    /// IDs, or more). Throws when two records are the same task or a merged task is invalid.
    public init(importing document: ImportDocument, stored: [TaskID: Task], context: InterchangeContext) throws {
        var origins: [TaskID: String] = [:]
        var entries: [Entry] = []
        for record in document.tasks {
            if let first = origins.updateValue(record.origin, forKey: record.task.id) {
                throw InterchangeError.duplicateID(source: context.source, id: record.task.id.description,
                                                   first: first, second: record.origin)
            }
            entries.append(try Self.entry(for: record, stored: stored[record.task.id], context: context))
        }
        self.entries = entries
        self.skipped = document.skipped
    }

    public var added: [Entry] { entries.filter { $0.outcome == .added } }
    public var changed: [Entry] { entries.filter { if case .changed = $0.outcome { true } else { false } } }
    public var unchangedCount: Int { entries.count { $0.outcome == .unchanged } }

    /// The tasks to write, as one change (one journal record, one undo step).
    public var change: TaskChange {
        TaskChange(action: .imported, entries: entries.compactMap { entry in
            entry.outcome == .unchanged ? nil : TaskChange.Entry(id: entry.task.id, before: entry.before, after: entry.task)
        })
    }

    // MARK: - Merging one record

    private static func entry(for record: ImportedTask, stored: Task?, context: InterchangeContext) throws -> Entry {
        guard let stored else { return Entry(task: record.task, before: nil, outcome: .added) }
        let dates = LocalDates(calendar: context.calendar)
        let imported = record.task
        func keepsStored(_ field: ImportedFields, _ ours: Date?, _ theirs: Date?) -> Bool {
            if record.missing.contains(field) { return true }
            guard record.toTheDay.contains(field), let ours, let theirs else { return false }
            return dates.day(of: ours) == dates.day(of: theirs)
        }
        let created = keepsStored(.created, stored.created, imported.created) ? stored.created : imported.created
        var completed = imported.completed
        if imported.isCompleted, stored.isCompleted, keepsStored(.completed, stored.completed, imported.completed) {
            completed = stored.completed
        }
        var due = imported.due
        if let storedDue = stored.due, let importedDue = imported.due, importedDue.minuteOfDay == nil,
           record.toTheDay.contains(.due), storedDue.day == importedDue.day {
            due = storedDue
        }
        let notes = record.missing.contains(.notes) ? stored.notes : imported.notes
        let parent = record.missing.contains(.parent) ? stored.parent : imported.parent
        let recurrence = record.missing.contains(.recurrence) ? stored.recurrence : imported.recurrence
        var merged = try Task(id: stored.id, title: imported.title, notes: notes, status: imported.status,
                              created: created, modified: stored.modified, completed: completed, due: due,
                              priority: imported.priority, project: imported.project, tags: imported.tags, parent: parent,
                              recurrence: recurrence)
        let differences = TaskField.differences(stored, merged)
        let modified = record.missing.contains(.modified) ? (differences.isEmpty ? stored.modified : context.now)
            : imported.modified
        merged = try Task(id: stored.id, title: merged.title, notes: merged.notes, status: merged.status,
                          created: merged.created, modified: modified, completed: merged.completed, due: merged.due,
                          priority: merged.priority, project: merged.project, tags: merged.tags, parent: merged.parent,
                          recurrence: merged.recurrence)
        if merged == stored { return Entry(task: stored, before: stored, outcome: .unchanged) }
        return Entry(task: merged, before: stored, outcome: .changed(differences.isEmpty ? [.modified] : differences))
    }
}
