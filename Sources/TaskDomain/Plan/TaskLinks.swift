/// Which stored tasks wait for which: what makes a task blocked (it waits for a task
/// still to do) or blocking (a task still to do waits for it).
///
/// Built once over every task (only the tasks in a link cost anything) and kept by each
/// change (`update`), so the filter's `is:blocked` / `is:ready`, the Next view and the
/// urgency terms ask it in constant time. A blocker that is not stored (deleted by another
/// program) is not open: it blocks nothing, and the task naming it reads as not waiting
/// for it (`blockers(of:)` leaves it out).
public struct TaskLinks: Equatable, Sendable {
    /// Each task that waits, with what it waits for (stored or not).
    private var blockersOf: [TaskID: Set<TaskID>] = [:]
    /// Each task waited for, with the tasks that wait for it.
    private var waitersOf: [TaskID: Set<TaskID>] = [:]
    /// Whether each task in a link is stored and still to do (missing: not stored).
    private var open: [TaskID: Bool] = [:]
    /// A quick "certainly not waited for" before `waitersOf` is asked: the urgency's blocking
    /// term asks it of every task, and hashing 100,000 IDs doubled the Next view's time. Every
    /// ID ever waited for is in it (a link removed later leaves a harmless false "maybe").
    private var waitedFilter = TaskIDPrefilter(capacity: 0)
    /// The project each subtask without one is in (its nearest ancestor's): carried here
    /// so that every filter asked with the links reads `+travel` over a trip's steps.
    public private(set) var projects = SubtaskProjects.none

    /// No links: nothing is blocked.
    public static let none = TaskLinks()

    public init() {}

    /// The links among `tasks` of any collection (a dictionary's values).
    public init(_ tasks: some Sequence<Task>) {
        self.init(Array(tasks))
    }

    /// The links among `tasks`; `inheritingProjects`: false when nothing asked of these
    /// links tests a project (a query without one), which saves a pass over the subtasks.
    public init(_ tasks: [Task], inheritingProjects: Bool = true) {
        if inheritingProjects { projects = SubtaskProjects(tasks) }
        // In place: most tasks have no link, and copying each out of the array to ask would
        // cost more than the rest of a pass (see `forEachInPlace`).
        tasks.forEachInPlace { _, task in
            guard !task.depends.isEmpty else { return }
            blockersOf[task.id] = task.depends
            for blocker in task.depends { waitersOf[blocker, default: []].insert(task.id) }
        }
        guard !blockersOf.isEmpty else { return }
        var linked = TaskIDPrefilter(capacity: blockersOf.count + waitersOf.count)
        waitedFilter = TaskIDPrefilter(capacity: waitersOf.count)
        for id in blockersOf.keys { linked.insert(id) }
        for id in waitersOf.keys {
            linked.insert(id)
            waitedFilter.insert(id)
        }
        tasks.forEachInPlace { _, task in
            guard linked.mayContain(task.id) else { return }
            if blockersOf[task.id] != nil || waitersOf[task.id] != nil { open[task.id] = !task.isCompleted }
        }
    }

    /// Whether no task waits for another.
    public var isEmpty: Bool { blockersOf.isEmpty }

    /// The project a task is in: its own, else its nearest ancestor's (`SubtaskProjects`).
    public func project(of task: Task) -> String? {
        projects.project(of: task)
    }

    /// How many links there are (a task waiting for two tasks is two).
    public var count: Int { blockersOf.values.reduce(0) { $0 + $1.count } }

    // MARK: - Reading

    /// Whether the task is still to do and waits for a stored task still to do.
    public func isBlocked(_ id: TaskID) -> Bool {
        guard let blockers = blockersOf[id], open[id] == true else { return false }
        return blockers.contains { open[$0] == true }
    }

    /// Whether the task is still to do and a stored task still to do waits for it.
    public func isBlocking(_ id: TaskID) -> Bool {
        guard waitedFilter.mayContain(id), let waiters = waitersOf[id], open[id] == true else { return false }
        return waiters.contains { open[$0] == true }
    }

    /// The stored tasks it waits for (done ones too), in no particular order.
    public func blockers(of id: TaskID) -> [TaskID] {
        (blockersOf[id] ?? []).filter { open[$0] != nil }
    }

    /// The stored tasks that wait for it (done ones too), in no particular order.
    public func waiters(of id: TaskID) -> [TaskID] {
        (waitersOf[id] ?? []).filter { open[$0] != nil }
    }

    /// The tasks `change` made ready ("'Y' is ready now"): each waited for a task the change
    /// completed or deleted, and is ready now by the rule of `is:ready` and the Next view
    /// (not blocked, not waiting, not scheduled for later unless due soon). `task` looks a
    /// task up as stored after the change; these links are the links after it. In ID order.
    public func madeReady(by change: TaskChange, at now: LocalNow, task: (TaskID) -> Task?) -> [Task] {
        var candidates: Set<TaskID> = []
        for entry in change.entries {
            guard let before = entry.before, !before.isCompleted, entry.after.map(\.isCompleted) ?? true else { continue }
            candidates.formUnion(waiters(of: entry.id))
        }
        return candidates.sorted().compactMap(task).filter { $0.isReady(at: now, links: self) }
    }

    /// Every task some task waits for (stored or not): the only ones that can be blocking.
    var waitedFor: Dictionary<TaskID, Set<TaskID>>.Keys { waitersOf.keys }

    /// What the task waits for as linked, stored or not (for walking the links).
    func dependsOf(_ id: TaskID) -> Set<TaskID> {
        blockersOf[id] ?? []
    }

    /// The stored tasks it waits for that are still to do.
    public func openBlockers(of id: TaskID) -> [TaskID] {
        (blockersOf[id] ?? []).filter { open[$0] == true }
    }

    /// Equal links: the same tasks waiting for the same tasks, in the same states (the
    /// prefilter is a cache of `waitersOf`, whatever it remembers of removed links).
    public static func == (lhs: TaskLinks, rhs: TaskLinks) -> Bool {
        lhs.blockersOf == rhs.blockersOf && lhs.waitersOf == rhs.waitersOf && lhs.open == rhs.open
            && lhs.projects == rhs.projects
    }

    // MARK: - Changing

    /// Takes in one task's new version (nil: gone) and returns the other tasks whose
    /// blocked or blocking state may have moved with it: those waiting for it when it was
    /// done, reopened, added or removed; the tasks it waited for or waits for now when
    /// its links or its state changed. `lookup` gives a stored task by ID (for a blocker
    /// not in a link until now).
    @discardableResult
    public mutating func update(_ id: TaskID, from old: Task?, to new: Task?,
                                lookup: (TaskID) -> Task?) -> Set<TaskID> {
        let affected = affected(by: id, from: old, to: new)
        projects.update(id, from: old, to: new, lookup: lookup)
        let oldDepends = old?.depends ?? []
        let newDepends = new?.depends ?? []
        if oldDepends != newDepends {
            for blocker in oldDepends.subtracting(newDepends) {
                waitersOf[blocker]?.remove(id)
                if waitersOf[blocker]?.isEmpty == true {
                    waitersOf[blocker] = nil
                    forgetIfUnlinked(blocker)
                }
            }
            for blocker in newDepends.subtracting(oldDepends) {
                if waitersOf[blocker] == nil, blockersOf[blocker] == nil {
                    open[blocker] = lookup(blocker).map { !$0.isCompleted }
                }
                waitersOf[blocker, default: []].insert(id)
                waitedFilter.insert(blocker)
            }
            blockersOf[id] = newDepends.isEmpty ? nil : newDepends
        }
        open[id] = blockersOf[id] != nil || waitersOf[id] != nil ? new.map { !$0.isCompleted } : nil
        return affected
    }

    /// The other tasks whose blocked or blocking state may move when the task `id` goes
    /// from `old` to `new` (as `update` returns them), asked before the change is taken in.
    public func affected(by id: TaskID, from old: Task?, to new: Task?) -> Set<TaskID> {
        let oldDepends = old?.depends ?? []
        let newDepends = new?.depends ?? []
        let wasOpen = old.map { !$0.isCompleted } ?? false
        let isOpen = new.map { !$0.isCompleted } ?? false
        var affected = Set<TaskID>()
        if wasOpen != isOpen {
            affected.formUnion(waitersOf[id] ?? [])
            affected.formUnion(oldDepends.union(newDepends))
        } else if oldDepends != newDepends {
            affected.formUnion(oldDepends.symmetricDifference(newDepends))
        }
        affected.formUnion(projects.affected(by: id, from: old, to: new))
        affected.remove(id)
        return affected
    }

    /// Drops the state of a task no longer in any link.
    private mutating func forgetIfUnlinked(_ id: TaskID) {
        if blockersOf[id] == nil, waitersOf[id] == nil { open[id] = nil }
    }
}
