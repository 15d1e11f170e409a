/// The driven port through which the domain reads and writes tasks.
///
/// Tasks are shared with other processes (the CLI in another terminal, a second taskdeck,
/// an editor, a sync tool), so the port answers "what changed since I last read" and every
/// write is a short transaction that first catches up with what others wrote.
///
/// Adapters are reference types with state (a cache, a journal position), hence `AnyObject`.
/// `commit(_:)` is the only write: a bulk change (complete ten tasks, undo a multi-delete)
/// is one call, so an adapter can make it one durable record.
public protocol TaskRepository: AnyObject {
    /// Every task, in storage order (the order they were first saved), as last read.
    func loadAll() throws -> [Task]
    /// Writes the `after` side of every entry of `change`, all at once and durably.
    ///
    /// Each entry's `before` is the version the change was made from. Where storage no
    /// longer holds that version (another writer changed the task meanwhile), the adapter
    /// resolves it by the rule of `TaskConflict` and reports it: nothing is lost. What
    /// others wrote meanwhile is merged in first and reported too.
    @discardableResult
    func commit(_ change: TaskChange) throws -> CommitReport
    /// Catches up with what others wrote since this repository last read; cheap (a `stat`)
    /// when nothing changed. Repositories nobody else writes return `.none`.
    func refresh() throws -> ExternalChanges
    /// The tasks with these IDs that exist (missing IDs are left out).
    func tasks(withIDs ids: Set<TaskID>) throws -> [TaskID: Task]
    /// The tasks being worked on now (a running interval), in storage order: what `start`
    /// stops to keep one running. An adapter with an index answers without reading every
    /// task (a scan of 100,000 tasks is most of a `start`).
    func activeTasks() throws -> [Task]
    /// Commits the change `planning` makes from the stored tasks with `ids`, read while
    /// this writer holds the store: for a change that depends on what is stored (an import
    /// matches its records with stored tasks), so that another writer's change between the
    /// reading and the writing (a second import of the same file) is planned with, not
    /// met as a conflict. The change should concern the tasks of `ids` only.
    @discardableResult
    func commit(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport
    /// `commit(ids:planning:)` for a change checked against every stored task (a loop of
    /// subtasks or of waiting): the whole store is caught up with first, so `loadAll()`
    /// inside `planning` answers as stored now. An adapter whose commit catches up only on
    /// `ids` (a vdir: a file per task) reads the rest here too.
    @discardableResult
    func commitReadingAll(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport
    /// `commit(ids:planning:)` for a change that needs no stored task but those of `ids`
    /// (an undo of an edit): an adapter that has read nothing yet may read only these tasks
    /// (the JSON file finds their records by a byte scan and checks the snapshot by its hash,
    /// so `taskdeck undo` does not read 100,000 tasks), and commits the usual way on any doubt.
    @discardableResult
    func commitReadingOnly(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport
}

extension TaskRepository {
    public func activeTasks() throws -> [Task] {
        try loadAll().filter(\.isActive)
    }

    public func refresh() throws -> ExternalChanges { .none }

    /// For repositories nobody else writes: read, plan, commit.
    @discardableResult
    public func commit(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport {
        let change = try planning(try tasks(withIDs: ids))
        return change.isEmpty ? .clean : try commit(change)
    }

    /// For adapters whose commit catches up on the whole store anyway.
    @discardableResult
    public func commitReadingAll(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport {
        try commit(ids: ids, planning: planning)
    }

    /// For adapters that read the whole store anyway.
    @discardableResult
    public func commitReadingOnly(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport {
        try commit(ids: ids, planning: planning)
    }

    public func tasks(withIDs ids: Set<TaskID>) throws -> [TaskID: Task] {
        var found: [TaskID: Task] = [:]
        for task in try loadAll() where ids.contains(task.id) { found[task.id] = task }
        return found
    }

    /// Inserts or replaces tasks by ID, whatever storage holds now (a blind write).
    @discardableResult
    public func save(_ tasks: [Task]) throws -> CommitReport {
        try apply(upserting: tasks, deleting: [])
    }

    /// Removes the tasks with these IDs; unknown IDs are ignored.
    @discardableResult
    public func delete(ids: Set<TaskID>) throws -> CommitReport {
        try apply(upserting: [], deleting: ids)
    }

    /// Inserts or replaces `upserting` (by ID) and removes `deleting`, all at once, over
    /// whatever this repository last read (a blind write: for seeding and imports).
    @discardableResult
    public func apply(upserting: [Task], deleting: Set<TaskID>) throws -> CommitReport {
        let current = try tasks(withIDs: Set(upserting.map(\.id)).union(deleting))
        var entries = upserting.map { TaskChange.Entry(id: $0.id, before: current[$0.id], after: $0) }
        entries += deleting.compactMap { id in current[id].map { TaskChange.Entry(id: id, before: $0, after: nil) } }
        let change = TaskChange(action: .edited, entries: entries)
        return change.isEmpty ? .clean : try commit(change)
    }
}
