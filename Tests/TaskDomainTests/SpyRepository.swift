import TaskDomain

/// A repository in memory that records every write, and can fail the next one.
final class SpyRepository: TaskRepository {
    private(set) var tasks: [Task]
    private(set) var writes: [(upserting: [Task], deleting: Set<TaskID>)] = []
    var failNextWrite = false

    struct WriteFailure: Error {}

    init(_ tasks: [Task] = []) {
        self.tasks = tasks
    }

    func loadAll() throws -> [Task] { tasks }

    func commit(_ change: TaskChange) throws -> CommitReport {
        if failNextWrite {
            failNextWrite = false
            throw WriteFailure()
        }
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
