/// Who is whose subtask among the stored tasks, for a view of one task at a time: one pass
/// over the tasks keeps only the IDs of subtasks by parent, and the tasks themselves are
/// read by ID from the store when asked (`stored`).
///
/// `TaskHierarchy` keeps every task by ID: making it for each task shown and each change
/// took Task Detail seconds at a million tasks. This keeps a few bytes per subtask.
public struct SubtaskIndex: SubtaskTree {
    /// Each parent's direct subtasks, in storage order (a parent not stored is never asked:
    /// only stored tasks' subtasks are).
    private let childrenByID: [TaskID: [TaskID]]
    /// A stored task by ID, as it is now.
    private let stored: (TaskID) -> Task?

    /// The subtasks among `tasks`, which are read by ID through `stored` afterwards.
    public init(_ tasks: [Task], stored: @escaping (TaskID) -> Task?) {
        var children: [TaskID: [TaskID]] = [:]
        tasks.forEachInPlace { _, task in
            if let parent = task.parent { children[parent, default: []].append(task.id) }
        }
        childrenByID = children
        self.stored = stored
    }

    public func task(_ id: TaskID) -> Task? { stored(id) }

    public func parent(of id: TaskID) -> TaskID? {
        guard let parent = stored(id)?.parent, stored(parent) != nil else { return nil }
        return parent
    }

    /// The direct subtasks of `id`, in storage order.
    public func children(of id: TaskID) -> [TaskID] { childrenByID[id] ?? [] }

    public func descendants(of id: TaskID) -> [TaskID] {
        Self.descendants(of: id, children: children(of:))
    }
}

extension SubtaskTree {
    /// Every subtask of `id` by `children`, their subtasks and so on, parents before
    /// children; a task met twice (a cycle another program wrote) is not walked again.
    static func descendants(of id: TaskID, children: (TaskID) -> [TaskID]) -> [TaskID] {
        var result: [TaskID] = []
        var seen: Set<TaskID> = [id]
        var stack = children(id).reversed() as [TaskID]
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            stack += children(next).reversed()
        }
        return result
    }
}
