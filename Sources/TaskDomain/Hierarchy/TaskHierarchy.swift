/// Who is whose subtask, over a set of tasks: the one place that reads `Task.parent`.
///
/// A parent ID that names no task here (deleted by another program, or not yet synced) is
/// ignored: the task counts as top-level. A cycle written by another program (A under B
/// under A) is cut where the walk meets a task twice, so nothing here loops or crashes.
public struct TaskHierarchy {
    private var tasksByID: [TaskID: Task]
    /// Each parent's direct subtasks, in the order the tasks were given.
    private var childrenByID: [TaskID: [TaskID]]
    /// Every task's ID once, in the order given, and each one's place there.
    private(set) var ids: [TaskID] = []
    private var indexByID: [TaskID: Int] = [:]

    public init(_ tasks: some Sequence<Task>) {
        var byID: [TaskID: Task] = [:]
        for task in tasks where byID.updateValue(task, forKey: task.id) == nil {
            indexByID[task.id] = ids.count
            ids.append(task.id)
        }
        var children: [TaskID: [TaskID]] = [:]
        for task in tasks {
            if let parent = task.parent, byID[parent] != nil { children[parent, default: []].append(task.id) }
        }
        tasksByID = byID
        childrenByID = children
    }

    /// The task with this ID.
    public func task(_ id: TaskID) -> Task? { tasksByID[id] }

    /// The task's place among the tasks given (for index-based layouts).
    func index(of id: TaskID) -> Int? { indexByID[id] }

    /// The task's parent when it exists (a dangling parent ID reads as none).
    public func parent(of id: TaskID) -> TaskID? {
        guard let parent = tasksByID[id]?.parent, tasksByID[parent] != nil else { return nil }
        return parent
    }

    /// The direct subtasks of `id`.
    public func children(of id: TaskID) -> [TaskID] { childrenByID[id] ?? [] }

    /// Parent, grandparent, … up to the top-level task (stops at a cycle).
    public func ancestors(of id: TaskID) -> [TaskID] {
        var result: [TaskID] = []
        var seen: Set<TaskID> = [id]
        var current = parent(of: id)
        while let next = current, seen.insert(next).inserted {
            result.append(next)
            current = parent(of: next)
        }
        return result
    }

    /// Every subtask of `id`, its subtasks' subtasks and so on, parents before children.
    public func descendants(of id: TaskID) -> [TaskID] {
        var result: [TaskID] = []
        var seen: Set<TaskID> = [id]
        var stack = children(of: id).reversed() as [TaskID]
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            stack += children(of: next).reversed()
        }
        return result
    }

    /// The pending subtasks at any depth under `id`.
    public func openDescendants(of id: TaskID) -> [TaskID] {
        descendants(of: id).filter { tasksByID[$0]?.isCompleted == false }
    }

    /// How many direct subtasks `id` has and how many of them are done (the list's `2/5`).
    public func progress(of id: TaskID) -> SubtaskProgress {
        let children = children(of: id)
        return SubtaskProgress(done: children.filter { tasksByID[$0]?.isCompleted == true }.count, total: children.count)
    }

    /// Refuses making `id` a subtask of `parent` when the parent is missing or when it is
    /// `id` itself or one of its subtasks (a cycle). `nil` (top-level) is always fine.
    public func validate(parent: TaskID?, for id: TaskID) throws(TaskDomainError) {
        guard let parent else { return }
        guard let parentTask = tasksByID[parent] else { throw .parentNotFound(parent) }
        if parent == id || ancestors(of: parent).contains(id) {
            throw .parentCycle(task: tasksByID[id]?.title ?? id.shortForm, parent: parent == id ? nil : parentTask.title)
        }
    }
}

/// Done and total direct subtasks of a task.
public struct SubtaskProgress: Hashable, Sendable {
    public var done: Int
    public var total: Int

    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }
}
