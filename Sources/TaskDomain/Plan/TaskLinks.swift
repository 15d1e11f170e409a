/// Which stored tasks wait for which: what makes a task blocked (it waits for a task
/// still to do) or blocking (a task still to do waits for it).
///
/// Built once over every task (only the tasks in a link cost anything) and kept by each
/// change (`update`), so the filter's `is:blocked` / `is:ready`, the Next view and the
/// urgency terms ask it in constant time. A blocker that is not stored (deleted by another
/// program) is not open: it blocks nothing, and the task naming it reads as not waiting
/// for it (`blockers(of:)` leaves it out).
public struct TaskLinks: Equatable, Sendable {
    /// One task in a link (or named by one): what it waits for (stored or not), what waits
    /// for it, and its state.
    private struct Link: Equatable, Sendable {
        var blockers: Set<TaskID> = []
        var waiters: [TaskID] = []
        /// Stored and still to do (true), stored and done (false), or not stored; nil too
        /// once no link names the task any more.
        var open: Bool?

        var isLinked: Bool { !blockers.isEmpty || !waiters.isEmpty }
    }

    /// Every task ever in a link, with its `Link`, in a table hashed cheaply
    /// (`TaskIDTable`): the Next view asks it of every task, twice for those that wait.
    private var table = TaskIDTable<Link>()
    /// How many tasks wait for some task.
    private var waitingCount = 0
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
        var states: LinkStates?
        self.init(tasks, inheritingProjects: inheritingProjects, states: &states)
    }

    /// The links among `tasks`, with each task's answers by its index in `tasks`, for a
    /// pass over them that would ask every task (the Next view's query).
    static func withStates(_ tasks: [Task], inheritingProjects: Bool) -> (TaskLinks, LinkStates) {
        var states: LinkStates? = LinkStates()
        let links = TaskLinks(tasks, inheritingProjects: inheritingProjects, states: &states)
        return (links, states ?? LinkStates())
    }

    /// The links among `tasks`; `states`, when not nil, receives each task's answers by index.
    ///
    /// One pass reads the tasks (in place: copying each out would cost more than the rest):
    /// it takes in the tasks that wait and, when `states` are asked, notes every task's ID
    /// and state in a compact array; the IDs in a link are given their state from that
    /// array, not from the tasks again (reading 100,000 tasks' fields is a cache miss each;
    /// the array is read in order). Without `states`, no array is made (24 bytes a task,
    /// the most of the time when no task waits, as in most stores): a second pass over the
    /// tasks gives the states, only when some task waits.
    private init(_ tasks: [Task], inheritingProjects: Bool, states: inout LinkStates?) {
        if inheritingProjects { projects = SubtaskProjects(tasks) }
        let notesAll = states != nil
        var all: [(key: TaskIDTable<Link>.Key, isOpen: Bool, waits: Bool)] = []
        if notesAll { all.reserveCapacity(tasks.count) }
        // Each link as the table indices of the waiting task and its blocker, for the answers.
        var edges = LinkEdges()
        tasks.forEachInPlace { _, task in
            let waits = task.waitsForAny
            if notesAll { all.append((TaskIDTable<Link>.Key(task.id), !task.isCompleted, waits)) }
            guard waits else { return }
            let depends = task.depends
            let index = table.insert(task.id, Link())
            // The same ID twice in `tasks` (never written by taskdeck): its waits are merged.
            let again = !table.values[index].blockers.isEmpty
            if !again { waitingCount += 1 } else { edges.isExact = false }
            table.values[index].blockers = depends
            for blocker in depends {
                let blocked = table.insert(blocker, Link())
                if notesAll { edges.add(waiter: index, blocker: blocked) }
                if again, table.values[blocked].waiters.contains(task.id) { continue }
                table.values[blocked].waiters.append(task.id)
            }
        }
        guard waitingCount > 0 else { return }
        guard notesAll else {
            tasks.forEachInPlace { _, task in
                if let index = table.index(of: task.id) { table.values[index].open = !task.isCompleted }
            }
            return
        }
        var entryOf = [Int32](repeating: -1, count: all.count)
        for (position, task) in all.enumerated() {
            guard let index = table.index(of: task.key) else { continue }
            table.values[index].open = task.isOpen
            entryOf[position] = Int32(index)
        }
        let answers: [LinkState]
        if edges.isExact {
            answers = edges.answers(open: table.values.indices.map { table.values[$0].open == true })
        } else {
            answers = table.values.indices.map { index in
                let link = table.values[index]
                guard link.open == true else { return LinkState(isBlocked: false, isBlocking: false) }
                return LinkState(isBlocked: link.blockers.contains(where: isOpen), isBlocking: link.waiters.contains(where: isOpen))
            }
        }
        var byPosition = LinkStates(count: all.count)
        for (position, index) in entryOf.enumerated() where index >= 0 {
            // Blocked as the filter and the urgency ask it: only a task that waits itself
            // (the same ID twice in `tasks` shares one entry).
            var answer = answers[Int(index)]
            answer.isBlocked = answer.isBlocked && all[position].waits
            byPosition.set(answer, at: position)
        }
        states = byPosition
    }

    /// Whether no task waits for another.
    public var isEmpty: Bool { waitingCount == 0 }

    /// The project a task is in: its own, else its nearest ancestor's (`SubtaskProjects`).
    public func project(of task: Task) -> String? {
        projects.project(of: task)
    }

    /// How many links there are (a task waiting for two tasks is two).
    public var count: Int { table.values.reduce(0) { $0 + $1.blockers.count } }

    // MARK: - Reading

    /// Whether the task is still to do and waits for a stored task still to do.
    public func isBlocked(_ id: TaskID) -> Bool {
        guard let index = table.index(of: id), table.values[index].open == true else { return false }
        return table.values[index].blockers.contains(where: isOpen)
    }

    /// Whether the task is still to do and a stored task still to do waits for it.
    public func isBlocking(_ id: TaskID) -> Bool {
        guard let index = table.index(of: id), table.values[index].open == true else { return false }
        return table.values[index].waiters.contains(where: isOpen)
    }

    /// Whether the task is in a link, stored and still to do.
    private func isOpen(_ id: TaskID) -> Bool {
        table.index(of: id).map { table.values[$0].open == true } ?? false
    }

    /// Whether the task is in a link and stored (done or not).
    private func isStored(_ id: TaskID) -> Bool {
        table.index(of: id).map { table.values[$0].open != nil } ?? false
    }

    /// The stored tasks it waits for (done ones too), in no particular order.
    public func blockers(of id: TaskID) -> [TaskID] {
        dependsOf(id).filter(isStored)
    }

    /// The stored tasks that wait for it (done ones too), in no particular order.
    public func waiters(of id: TaskID) -> [TaskID] {
        allWaiters(of: id).filter(isStored)
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
    var waitedFor: [TaskID] {
        table.values.indices.compactMap { table.values[$0].waiters.isEmpty ? nil : table.id(at: $0) }
    }

    /// What the task waits for as linked, stored or not (for walking the links).
    func dependsOf(_ id: TaskID) -> Set<TaskID> {
        table.index(of: id).map { table.values[$0].blockers } ?? []
    }

    /// The tasks that wait for it as linked, stored or not.
    private func allWaiters(of id: TaskID) -> [TaskID] {
        table.index(of: id).map { table.values[$0].waiters } ?? []
    }

    /// The stored tasks it waits for that are still to do.
    public func openBlockers(of id: TaskID) -> [TaskID] {
        dependsOf(id).filter(isOpen)
    }

    /// Equal links: the same tasks waiting for the same tasks, in the same states (whatever
    /// entries removed links left, and in whatever order the waiters came).
    public static func == (lhs: TaskLinks, rhs: TaskLinks) -> Bool {
        lhs.waitingCount == rhs.waitingCount && lhs.projects == rhs.projects && lhs.linked == rhs.linked
    }

    /// Each task in a link, with what it waits for, what waits for it and its state.
    private var linked: [TaskID: Link] {
        var linked: [TaskID: Link] = [:]
        for index in table.values.indices where table.values[index].isLinked {
            var link = table.values[index]
            link.waiters.sort()
            linked[table.id(at: index)] = link
        }
        return linked
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
                guard let index = table.index(of: blocker),
                      let place = table.values[index].waiters.firstIndex(of: id) else { continue }
                table.values[index].waiters.remove(at: place)
                if !table.values[index].isLinked { table.values[index].open = nil }
            }
            for blocker in newDepends.subtracting(oldDepends) {
                let index = table.insert(blocker, Link())
                if !table.values[index].isLinked { table.values[index].open = lookup(blocker).map { !$0.isCompleted } }
                if !table.values[index].waiters.contains(id) { table.values[index].waiters.append(id) }
            }
            if let index = newDepends.isEmpty ? table.index(of: id) : table.insert(id, Link()) {
                waitingCount += (newDepends.isEmpty ? 0 : 1) - (table.values[index].blockers.isEmpty ? 0 : 1)
                table.values[index].blockers = newDepends
            }
        }
        if let index = table.index(of: id) {
            table.values[index].open = table.values[index].isLinked ? new.map { !$0.isCompleted } : nil
        }
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
            affected.formUnion(allWaiters(of: id))
            affected.formUnion(oldDepends.union(newDepends))
        } else if oldDepends != newDepends {
            affected.formUnion(oldDepends.symmetricDifference(newDepends))
        }
        affected.formUnion(projects.affected(by: id, from: old, to: new))
        affected.remove(id)
        return affected
    }
}
