/// The project each subtask without one of its own is in: its nearest ancestor's.
///
/// A trip's six steps added before they took their parent's project (or added by another
/// program) are still the trip's: `+travel` keeps them and Statistics counts them there.
/// Built once over every task (only tasks in a parent link cost anything) and kept by each
/// change, like `TaskLinks`, which carries it to every filter: the filter's project test
/// asks it in the depth of the tree.
public struct SubtaskProjects: Equatable, Sendable {
    /// One task of a parent link: its parent and its own project.
    private struct Node: Equatable, Sendable {
        var parent: TaskID?
        var project: String?
    }

    /// Every task that has a parent, and every parent that has a project (a top-level
    /// parent without one ends the walk as a missing node does).
    private var nodes: [TaskID: Node] = [:]
    /// Each parent with its direct subtasks (stored or not).
    private var childrenOf: [TaskID: Set<TaskID>] = [:]

    /// No subtasks: nothing inherits.
    public static let none = SubtaskProjects()

    public init() {}

    /// The parent links among `tasks`.
    ///
    /// Most tasks are in no link: the first pass looks only at subtasks, the second only at
    /// top-level tasks with a project (the only parents a walk needs to find).
    public init(_ tasks: [Task]) {
        tasks.forEachInPlace { _, task in
            guard let parent = task.parent else { return }
            nodes[task.id] = Node(parent: parent, project: task.project)
            childrenOf[parent, default: []].insert(task.id)
        }
        guard !childrenOf.isEmpty else { return }
        var parents = TaskIDPrefilter(capacity: childrenOf.count)
        for parent in childrenOf.keys { parents.insert(parent) }
        tasks.forEachInPlace { _, task in
            guard task.parent == nil, let project = task.project, parents.mayContain(task.id),
                  childrenOf[task.id] != nil else { return }
            nodes[task.id] = Node(parent: nil, project: project)
        }
    }

    /// The project a task is in: its own, else its nearest ancestor's (nil: none in the chain).
    public func project(of task: Task) -> String? {
        task.project ?? inherited(by: task.id)
    }

    /// The nearest ancestor's project of the task `id` (nil for a top-level task, or when no
    /// ancestor has one). A loop written by another program ends the walk.
    public func inherited(by id: TaskID) -> String? {
        var next = nodes[id]?.parent
        var steps = 0
        while let current = next, steps < Self.deepest {
            guard let node = nodes[current] else { return nil }
            if let project = node.project { return project }
            next = node.parent
            steps += 1
        }
        return nil
    }

    /// Deeper than any tree a person builds; what stops a loop in another program's data.
    private static let deepest = 256

    // MARK: - Changing

    /// The subtasks at any depth whose inherited project may move when the task `id` goes
    /// from `old` to `new`: all of them when its project or its parent changed, or it came
    /// or went. Asked before the change is taken in.
    public func affected(by id: TaskID, from old: Task?, to new: Task?) -> Set<TaskID> {
        guard childrenOf[id] != nil, old?.project != new?.project || old?.parent != new?.parent || (old == nil) != (new == nil)
        else { return [] }
        var found = Set<TaskID>()
        var stack = Array(childrenOf[id] ?? [])
        while let child = stack.popLast() {
            guard found.insert(child).inserted else { continue }
            stack.append(contentsOf: childrenOf[child] ?? [])
        }
        found.remove(id)
        return found
    }

    /// Takes in one task's new version (nil: gone). `lookup` gives a stored task by ID (a
    /// parent not in a link until now).
    public mutating func update(_ id: TaskID, from old: Task?, to new: Task?, lookup: (TaskID) -> Task?) {
        let oldParent = old?.parent
        let newParent = new?.parent
        if oldParent != newParent, let oldParent {
            childrenOf[oldParent]?.remove(id)
            if childrenOf[oldParent]?.isEmpty == true {
                childrenOf[oldParent] = nil
                if nodes[oldParent]?.parent == nil { nodes[oldParent] = nil }
            }
        }
        if let newParent, oldParent != newParent {
            if nodes[newParent] == nil, let project = lookup(newParent)?.project {
                nodes[newParent] = Node(parent: nil, project: project)
            }
            childrenOf[newParent, default: []].insert(id)
        }
        if newParent != nil || (childrenOf[id] != nil && new?.project != nil) {
            nodes[id] = Node(parent: newParent, project: new?.project)
        } else {
            nodes[id] = nil
        }
    }
}
