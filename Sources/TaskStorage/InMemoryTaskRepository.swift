import TaskDomain

/// A `TaskRepository` in memory: the adapter for tests, previews and benchmarks. It keeps
/// the port's contract like the file adapter (the same contract tests run against both),
/// including the conflict rule when a change's `before` is not what it holds.
public final class InMemoryTaskRepository: TaskRepository {
    private var table: TaskTable

    public init(tasks: [Task] = []) {
        table = TaskTable(tasks: tasks, extras: [:])
    }

    public func loadAll() throws -> [Task] {
        table.tasks
    }

    public func activeTasks() throws -> [Task] {
        table.activeTasks
    }

    public func tasks(withIDs ids: Set<TaskID>) throws -> [TaskID: Task] {
        var found: [TaskID: Task] = [:]
        for id in ids { if let task = table[id] { found[id] = task } }
        return found
    }

    public func commit(_ change: TaskChange) throws -> CommitReport {
        var report = CommitReport()
        var finals: [(id: TaskID, task: Task?, extra: [String: JSONValue]?)] = []
        for entry in change.entries {
            let stored = table[entry.id]
            var final = entry.after
            if stored != entry.before {
                let conflict = TaskConflict.resolve(id: entry.id, base: entry.before, ours: entry.after, theirs: stored)
                report.conflicts.append(conflict)
                final = conflict.kept
            }
            finals.append((entry.id, final, nil))
        }
        table.set(finals)
        return report
    }
}
