/// Who is whose subtask, over a set of tasks: the one place that reads `Task.parent` (the
/// rules over it are `SubtaskTree`'s).
///
/// A parent ID that names no task here (deleted by another program, or not yet synced) is
/// ignored: the task counts as top-level. A cycle written by another program (A under B
/// under A) is cut where the walk meets a task twice, so nothing here loops or crashes.
public struct TaskHierarchy: SubtaskTree {
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

    /// Every subtask of `id`, its subtasks' subtasks and so on, parents before children.
    public func descendants(of id: TaskID) -> [TaskID] {
        Self.descendants(of: id, children: children(of:))
    }

    /// How many direct subtasks `id` has and how many of them are done (the list's `2/5`).
    public func progress(of id: TaskID) -> SubtaskProgress {
        let children = children(of: id)
        return SubtaskProgress(done: children.filter { tasksByID[$0]?.isCompleted == true }.count, total: children.count)
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
