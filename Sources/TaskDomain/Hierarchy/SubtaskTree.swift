/// Who is whose subtask, as any tree over tasks answers it: `TaskHierarchy` over what is
/// stored, `LiveTaskQuery` over what the list holds. The subtask rules are written once,
/// in this protocol's extension, so the CLI, the use cases and the scenes ask the same
/// question the same way ("the open subtasks of these tasks that are not among them").
public protocol SubtaskTree {
    /// The task with this ID.
    func task(_ id: TaskID) -> Task?
    /// The task's parent when it exists here (a dangling parent ID reads as none).
    func parent(of id: TaskID) -> TaskID?
    /// Every subtask of `id` at any depth, parents before their subtasks (a cycle is cut).
    func descendants(of id: TaskID) -> [TaskID]
}

extension SubtaskTree {
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

    /// The subtasks, at any depth, of `ids` that are not among `ids` themselves (nor among
    /// `others`, the rest of a selection): what a delete of `ids` also touches. Each once,
    /// in the order met.
    public func subtasks(of ids: [TaskID], notAmong others: [TaskID] = []) -> [TaskID] {
        var seen = Set(ids + others)
        return ids.flatMap { descendants(of: $0) }.filter { seen.insert($0).inserted }
    }

    /// The pending subtasks, at any depth, of those of `ids` that are pending (the ones a
    /// completion of `ids` would complete), not among `ids` nor `others`. Each once, in
    /// the order met.
    public func openSubtasks(of ids: [TaskID], notAmong others: [TaskID] = []) -> [TaskID] {
        var seen = Set(ids + others)
        return ids.filter { task($0)?.isCompleted == false }
            .flatMap { descendants(of: $0) }
            .filter { task($0)?.isCompleted == false && seen.insert($0).inserted }
    }

    /// Refuses making `id` a subtask of `parent` when the parent is missing or when it is
    /// `id` itself or one of its subtasks (a cycle). `nil` (top-level) is always fine.
    public func validate(parent: TaskID?, for id: TaskID) throws(TaskDomainError) {
        guard let parent else { return }
        guard let parentTask = task(parent) else { throw .parentNotFound(parent) }
        if wouldLoop(id, under: parent) {
            throw .parentCycle(task: task(id)?.title ?? id.shortForm, parent: parent == id ? nil : parentTask.title)
        }
    }

    /// Whether `parent` is `id` itself or one of its subtasks, so that putting `id` under it
    /// would close a loop.
    public func wouldLoop(_ id: TaskID, under parent: TaskID) -> Bool {
        parent == id || ancestors(of: parent).contains(id)
    }

    /// The parent `id` gets when it moves up a level: its grandparent (nil: the top level).
    /// Refuses a task that is already top-level.
    public func parentAfterOutdent(of id: TaskID) throws(TaskDomainError) -> TaskID? {
        guard let parent = parent(of: id) else { throw .alreadyTopLevel(task(id)?.title ?? id.shortForm) }
        return self.parent(of: parent)
    }

    /// The tasks among `tasks` that `id` may move under: any but itself and its subtasks.
    public func possibleParents(of id: TaskID, among tasks: [Task]) -> [Task] {
        let excluded = Set([id] + descendants(of: id))
        return tasks.filter { !excluded.contains($0.id) }
    }
}
