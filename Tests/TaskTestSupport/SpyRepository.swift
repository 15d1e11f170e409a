import TaskDomain

/// A repository in memory that records every write, for tests of the use cases and of the
/// scenes over a real worker. Wrap it in `FailingTaskRepository` to make writes fail.
public final class SpyRepository: TaskRepository {
    public private(set) var tasks: [Task]
    /// Every successful write, oldest first.
    public private(set) var writes: [(upserting: [Task], deleting: Set<TaskID>)] = []

    public init(_ tasks: [Task] = []) {
        self.tasks = tasks
    }

    public func loadAll() throws -> [Task] { tasks }

    public func commit(_ change: TaskChange) throws -> CommitReport {
        let upserting = change.entries.compactMap(\.after)
        let deleting = Set(change.entries.filter { $0.after == nil }.map(\.id))
        writes.append((upserting, deleting))
        tasks.removeAll { deleting.contains($0.id) }
        for task in upserting {
            if let index = tasks.firstIndex(where: { $0.id == task.id }) { tasks[index] = task } else { tasks.append(task) }
        }
        return .clean
    }
}
