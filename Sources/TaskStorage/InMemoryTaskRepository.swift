import TaskDomain

/// A `TaskRepository` in memory: nothing is kept after the process ends. For previews,
/// benchmarks and tests that need a plain adapter (failure injection for tests lives in
/// the test-support target's `FailingTaskRepository`, which wraps any repository).
public final class InMemoryTaskRepository: TaskRepository {
    private var tasks: [Task]

    public init(tasks: [Task] = []) {
        self.tasks = tasks
    }

    public func loadAll() throws -> [Task] {
        tasks
    }

    public func apply(upserting: [Task], deleting: Set<TaskID>) throws {
        tasks.removeAll { deleting.contains($0.id) }
        for task in upserting {
            if let index = tasks.firstIndex(where: { $0.id == task.id }) {
                tasks[index] = task
            } else {
                tasks.append(task)
            }
        }
    }
}
