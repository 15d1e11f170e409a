import TaskDomain

/// A `TaskRepository` in memory, for tests and previews. It can be told to fail its next
/// write, to exercise error paths of the layers above.
public final class InMemoryTaskRepository: TaskRepository {
    private var tasks: [Task]
    /// How many writes succeeded (a bulk change must be exactly one).
    public private(set) var writeCount = 0
    /// When set, the next write throws this error and changes nothing.
    public var failNextWrite: (any Error)?

    public init(tasks: [Task] = []) {
        self.tasks = tasks
    }

    public func loadAll() throws -> [Task] {
        tasks
    }

    public func apply(upserting: [Task], deleting: Set<TaskID>) throws {
        if let error = failNextWrite {
            failNextWrite = nil
            throw error
        }
        tasks.removeAll { deleting.contains($0.id) }
        for task in upserting {
            if let index = tasks.firstIndex(where: { $0.id == task.id }) {
                tasks[index] = task
            } else {
                tasks.append(task)
            }
        }
        writeCount += 1
    }
}
