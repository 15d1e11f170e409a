/// What a mutating use case did: the state of each touched task before and after.
///
/// A `nil` side means "did not exist" (before an add, after a delete). The inverse of a
/// change restores every `before`, which is all that undo needs.
public struct TaskChange: Hashable, Sendable {
    /// What kind of action produced the change, so it can be named to a person.
    public enum Action: String, Hashable, Sendable {
        case added, edited, completed, reopened, toggled, deleted, imported
        /// Made a subtask of another task, or moved up a level.
        case moved
        /// Repeating tasks moved on to their next occurrence without being done.
        case skipped
        /// Work on tasks began (a running interval), stopping others where only one may run.
        case started
        /// Work on tasks stopped (their running interval ended).
        case stopped
        /// What a sync brought in (`taskdeck sync`): one step of the shared undo history.
        case synced
        /// A dated line was added to tasks (`Annotation`).
        case annotated
        /// An annotation was removed.
        case denotated
    }

    /// One task's before and after states.
    public struct Entry: Hashable, Sendable {
        public let id: TaskID
        public let before: Task?
        public let after: Task?

        public init(id: TaskID, before: Task?, after: Task?) {
            self.id = id
            self.before = before
            self.after = after
        }
    }

    public let action: Action
    /// In the order the IDs were given.
    public let entries: [Entry]

    public init(action: Action, entries: [Entry]) {
        self.action = action
        self.entries = entries.filter { $0.before != $0.after }
    }

    /// True when nothing actually changed (completing an already completed task).
    public var isEmpty: Bool { entries.isEmpty }

    public var ids: [TaskID] { entries.map(\.id) }

    /// The entries of the tasks the action was about: without the completed copies that
    /// completing a repeating task records (a task appearing, or going when undone, in a
    /// change whose action adds and deletes none).
    public var subjectEntries: [Entry] {
        // A skip is about the tasks it moved on or, at their last occurrence, removed; not their subtasks moved up.
        if action == .skipped {
            return entries.filter { $0.before?.recurrence != nil && ($0.after == nil || $0.after?.due != $0.before?.due) }
        }
        // A start is about the tasks it started, not those it stopped to keep one running.
        if action == .started { return entries.filter { $0.after?.isActive == true || $0.before?.isActive == false } }
        let movesARepeatingTask = entries.contains { $0.before?.recurrence != nil && $0.after?.recurrence != nil }
        guard movesARepeatingTask, ![.added, .deleted, .imported].contains(action) else { return entries }
        return entries.filter { $0.before != nil && $0.after != nil }
    }

    /// States before the change, by ID (`nil`: did not exist).
    public var before: [TaskID: Task?] {
        Dictionary(entries.map { ($0.id, $0.before) }, uniquingKeysWith: { first, _ in first })
    }

    /// States after the change, by ID (`nil`: no longer exists).
    public var after: [TaskID: Task?] {
        Dictionary(entries.map { ($0.id, $0.after) }, uniquingKeysWith: { first, _ in first })
    }

    /// The change that puts every task back as it was.
    public var inverse: TaskChange {
        TaskChange(action: action, entries: entries.map { Entry(id: $0.id, before: $0.after, after: $0.before) })
    }

    /// The change as written when it met `conflicts`: each such entry replaced the other
    /// writer's version with the resolved one (and is gone where nothing changed).
    public func resolved(by conflicts: [TaskConflict]) -> TaskChange {
        guard !conflicts.isEmpty else { return self }
        let byID = Dictionary(conflicts.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        return TaskChange(action: action, entries: entries.map { entry in
            guard let conflict = byID[entry.id] else { return entry }
            return Entry(id: entry.id, before: conflict.replaced, after: conflict.kept)
        })
    }
}
