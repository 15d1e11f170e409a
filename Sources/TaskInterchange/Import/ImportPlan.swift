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
        /// The record had no ID of its own (a todo.txt line without `uid:`, a JSON task
        /// without `id`): it matched by its text, so when added it is new to the store.
        public let isMatchedByText: Bool
    }

    public let entries: [Entry]
    /// How many entries are added, changed, unchanged, and added by their text: counted
    /// once, as the plan is made (each report line counted them again over every entry).
    public let addedCount: Int
    public let changedCount: Int
    public let unchangedCount: Int
    public let addedByTextCount: Int
    public let skipped: [SkipReason: Int]
    /// Every record that cannot be imported: the document's, a second record of one task,
    /// a record whose fields and the stored task's make no valid task.
    public let bad: [BadRecord]
    /// What the records held that taskdeck does not read as fields.
    public let notes: ImportNotes

    /// Plans the import of `document` over `stored` (the stored tasks with the document's
    /// IDs, or more). Records that cannot be imported are named in `bad`, not planned.
    public init(importing document: ImportDocument, stored: [TaskID: Task], context: InterchangeContext) {
        // The IDs seen, not each record's origin by ID: a million origins' strings were the
        // most the import held at once. A repeated ID's first origin is looked up after.
        var seen: Set<TaskID> = []
        seen.reserveCapacity(document.tasks.count)
        var repeated: [(bad: Int, id: TaskID)] = []
        var entries: [Entry] = []
        entries.reserveCapacity(document.tasks.count)
        var bad = document.bad
        for record in document.tasks {
            guard seen.insert(record.task.id).inserted else {
                repeated.append((bad.count, record.task.id))
                bad.append(BadRecord(location: record.origin, reason: ""))
                continue
            }
            do {
                entries.append(try Self.entry(for: record, stored: stored[record.task.id], context: context))
            } catch {
                bad.append(error)
            }
        }
        if !repeated.isEmpty {
            var looking = Set(repeated.map(\.id)), first: [TaskID: String] = [:]
            for record in document.tasks where looking.remove(record.task.id) != nil { first[record.task.id] = record.origin }
            for (index, id) in repeated { bad[index].reason = "the same task as \(first[id] ?? "") (\(id))" }
        }
        var added = 0, changed = 0, addedByText = 0
        for entry in entries {
            switch entry.outcome {
            case .added:
                added += 1
                if entry.isMatchedByText { addedByText += 1 }
            case .changed: changed += 1
            case .unchanged: break
            }
        }
        (addedCount, changedCount, unchangedCount, addedByTextCount) = (added, changed, entries.count - added - changed, addedByText)
        self.entries = entries
        self.skipped = document.skipped
        self.bad = bad
        self.notes = document.notes
    }

    /// The added entries that matched by their text (no ID of their own).
    public var addedByText: [Entry] { added.filter(\.isMatchedByText) }

    public var added: [Entry] { entries.filter { $0.outcome == .added } }
    public var changed: [Entry] { entries.filter { if case .changed = $0.outcome { true } else { false } } }

    /// The tasks to write, as one change (one journal record, one undo step).
    public var change: TaskChange {
        TaskChange(action: .imported, entries: entries.compactMap { entry in
            entry.outcome == .unchanged ? nil : TaskChange.Entry(id: entry.task.id, before: entry.before, after: entry.task)
        })
    }

    // MARK: - Merging one record

    private static func entry(for record: ImportedTask, stored: Task?, context: InterchangeContext) throws(BadRecord) -> Entry {
        let byText = record.derivedID != nil
        guard let stored else { return Entry(task: record.task, before: nil, outcome: .added, isMatchedByText: byText) }
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
        var notes = record.missing.contains(.notes) ? stored.notes : imported.notes
        var annotations = record.missing.contains(.annotations) ? stored.annotations : imported.annotations
        if record.missing.contains(.notesAsAnnotation) {
            (notes, annotations) = TaskwarriorAnnotations.merged(stored: stored, imported: imported.annotations)
        }
        let parent = record.missing.contains(.parent) ? stored.parent : imported.parent
        let recurrence = record.missing.contains(.recurrence) ? stored.recurrence : imported.recurrence
        // A plan field a format cannot say is kept as stored (`missing`), as the notes are.
        var wait = record.missing.contains(.wait) ? stored.wait : imported.wait
        if let storedWait = stored.wait, let importedWait = imported.wait, importedWait.minuteOfDay == nil,
           record.toTheDay.contains(.wait), storedWait.day == importedWait.day {
            wait = storedWait
        }
        let scheduled = record.missing.contains(.scheduled) ? stored.scheduled : imported.scheduled
        let until = record.missing.contains(.until) ? stored.until : imported.until
        let intervals = record.missing.contains(.intervals) ? stored.intervals
            : record.missing.contains(.intervalHistory) ? Self.intervals(stored: stored.intervals, running: imported.intervals.last,
                                                                          stoppedAt: imported.modified)
            : imported.intervals
        let depends = record.missing.contains(.depends) ? stored.depends : imported.depends
        let kept = record.keptFormat.map { stored.kept.replacing(format: $0, with: imported.kept.values(of: $0)) }
            ?? imported.kept
        func task(modified: Date) throws(BadRecord) -> Task {
            try BadRecord.validating(at: record.origin) { () throws(TaskDomainError) in
                try Task(id: stored.id, title: imported.title, notes: notes, status: imported.status,
                         created: created, modified: modified, completed: completed, due: due,
                         priority: imported.priority, project: imported.project, tags: imported.tags, parent: parent,
                         recurrence: recurrence, kept: kept,
                         wait: wait, scheduled: scheduled, until: until, intervals: intervals, depends: depends,
                         annotations: annotations,
                         fields: record.missing.contains(.fields) ? stored.fields : imported.fields)
            }
        }
        let differences = TaskField.differences(stored, try task(modified: stored.modified))
        let modified = record.missing.contains(.modified) ? (differences.isEmpty ? stored.modified : context.now)
            : imported.modified
        let merged = try task(modified: modified)
        if merged == stored { return Entry(task: stored, before: stored, outcome: .unchanged, isMatchedByText: byText) }
        return Entry(task: merged, before: stored, outcome: .changed(differences.isEmpty ? [.modified] : differences),
                     isMatchedByText: byText)
    }

    /// The stored stretches of work under a format that says only whether a task runs
    /// (`running`, with its start): the stored ones stay; a run the format started is added
    /// (the stored one running since the same time stays as it is); a stored run the format
    /// does not have stopped at `stoppedAt` (when the other program last changed the task).
    static func intervals(stored: [WorkInterval], running: WorkInterval?, stoppedAt: Date) -> [WorkInterval] {
        let storedRun = stored.last?.isRunning == true ? stored.last : nil
        if let running, running.isRunning {
            if storedRun?.start == running.start { return stored }
            let ended = stored.map { $0.isRunning ? WorkInterval(start: $0.start, end: max($0.start, running.start)) : $0 }
            return ended.filter { $0.start < running.start } + [running]
        }
        guard let storedRun else { return stored }
        return stored.dropLast() + [WorkInterval(start: storedRun.start, end: max(storedRun.start, stoppedAt))]
    }
}
