import TaskDomain

/// The tasks of a store in memory, in storage order, with an index by ID and the unknown
/// keys each record carried (written back untouched).
///
/// Reading one task and replacing one are O(1); adding appends; only removing shifts
/// (many removals at once: `set(_:)`, one pass).
struct TaskTable {
    private(set) var tasks: [Task] = []
    private var position: [TaskID: Int] = [:]
    /// Keys a newer taskdeck wrote in a task's record, by task.
    private(set) var extras: [TaskID: [String: JSONValue]] = [:]
    /// Records as they were written, for tasks a rewrite would change though nobody did
    /// (see `TableBuilder`); dropped when the task changes.
    private(set) var originals: [TaskID: [UInt8]] = [:]
    /// The tasks with a running interval, so `start` finds them without a scan.
    private var running: Set<TaskID> = []

    init() {}

    init(tasks: [Task], extras: [TaskID: [String: JSONValue]], originals: [TaskID: [UInt8]] = [:]) {
        self.tasks = tasks
        self.extras = extras
        self.originals = originals
        position.reserveCapacity(tasks.count)
        for (index, task) in tasks.enumerated() {
            position[task.id] = index
            if task.isActive { running.insert(task.id) }
        }
    }

    /// The tasks with a running interval, in storage order.
    var activeTasks: [Task] {
        running.compactMap { position[$0] }.sorted().map { tasks[$0] }
    }

    var count: Int { tasks.count }

    subscript(id: TaskID) -> Task? {
        position[id].map { tasks[$0] }
    }

    func contains(_ id: TaskID) -> Bool { position[id] != nil }

    /// The tasks with these IDs that exist.
    func tasks(withIDs ids: Set<TaskID>) -> [TaskID: Task] {
        var found: [TaskID: Task] = [:]
        for id in ids { if let task = self[id] { found[id] = task } }
        return found
    }

    /// Inserts or replaces `task`; `extra` nil keeps the record's unknown keys as they were.
    mutating func upsert(_ task: Task, extra: [String: JSONValue]? = nil) {
        if !originals.isEmpty, originals[task.id] != nil, self[task.id] != task || extra != nil {
            originals[task.id] = nil
        }
        if let index = position[task.id] {
            tasks[index] = task
        } else {
            position[task.id] = tasks.count
            tasks.append(task)
        }
        if let extra { extras[task.id] = extra.isEmpty ? nil : extra }
        if task.isActive { running.insert(task.id) } else if !running.isEmpty { running.remove(task.id) }
    }

    mutating func remove(_ id: TaskID) {
        guard let index = position.removeValue(forKey: id) else { return }
        tasks.remove(at: index)
        extras[id] = nil
        originals[id] = nil
        running.remove(id)
        for shifted in index..<tasks.count { position[tasks[shifted].id] = shifted }
    }

    /// Sets `id` to `task` (nil removes it).
    mutating func set(_ id: TaskID, to task: Task?, extra: [String: JSONValue]? = nil) {
        if let task { upsert(task, extra: extra) } else { remove(id) }
    }

    /// Sets each ID to its task (nil removes it), as `set` one after another would, but with
    /// every removal made in one pass over the tasks after the first one removed: removing
    /// one at a time shifts all later tasks each time, and undoing a 1,000,000-task import
    /// (a million removals) took O(n²).
    mutating func set(_ changes: some Sequence<(id: TaskID, task: Task?, extra: [String: JSONValue]?)>) {
        var removing: Set<TaskID> = []
        for change in changes {
            guard let task = change.task else {
                removing.insert(change.id)
                continue
            }
            // Removed earlier in this batch, now back: the removal first, so it comes back last.
            if removing.remove(task.id) != nil {
                remove(removing)
                removing = []
                remove(task.id)
            }
            upsert(task, extra: change.extra)
        }
        remove(removing)
    }

    /// Removes these tasks in one pass (the order of the rest kept).
    private mutating func remove(_ ids: Set<TaskID>) {
        var first = tasks.count
        for id in ids {
            guard let index = position.removeValue(forKey: id) else { continue }
            first = min(first, index)
            extras[id] = nil
            originals[id] = nil
            running.remove(id)
        }
        guard first < tasks.count else { return }
        var kept = first
        for index in first..<tasks.count where position[tasks[index].id] != nil {
            position[tasks[index].id] = kept
            tasks.swapAt(kept, index)
            kept += 1
        }
        tasks.removeLast(tasks.count - kept)
    }

    /// What differs from `old` to `self`, as changes another writer made.
    func changes(since old: TaskTable) -> ExternalChanges {
        var changes = ExternalChanges()
        for task in tasks where old[task.id] != task { changes.changed.append(task) }
        for task in old.tasks where !contains(task.id) { changes.removed.append(task.id) }
        return changes
    }
}
