import Foundation

/// The use cases of dependencies: what a task waits for, checked against what is stored
/// (every blocker exists, no loop), and which tasks a change made ready.
extension TaskService {
    /// Makes each of `ids` wait for `blockers` instead of what it waited for (empty: for
    /// nothing). Refuses a missing blocker and a loop, naming its path.
    @discardableResult
    public func setDependencies(_ ids: [TaskID], to blockers: Set<TaskID>) throws -> TaskChange {
        try edit(ids, TaskEdit(depends: .set(blockers)))
    }

    /// Makes each of `ids` wait for `blockers` too.
    @discardableResult
    public func addDependencies(_ ids: [TaskID], _ blockers: Set<TaskID>) throws -> TaskChange {
        try edit(ids, TaskEdit(depends: .change(add: blockers, remove: [])))
    }

    /// Makes each of `ids` wait no longer for `blockers`.
    @discardableResult
    public func removeDependencies(_ ids: [TaskID], _ blockers: Set<TaskID>) throws -> TaskChange {
        try edit(ids, TaskEdit(depends: .change(add: [], remove: blockers)))
    }

    /// Which tasks wait for which, over everything stored now.
    public func links() throws -> TaskLinks {
        TaskLinks(try repository.loadAll())
    }

    /// The tasks `change` made ready: they waited for a task it completed or deleted and
    /// wait for nothing still to do now (`'Y' is ready now`). Read after the change was
    /// committed; in storage order.
    public func madeReady(by change: TaskChange) throws -> [Task] {
        let tasks = try repository.loadAll()
        let links = TaskLinks(tasks)
        guard !links.isEmpty else { return [] }
        var byID: [TaskID: Task] = [:]
        for task in tasks where !task.depends.isEmpty { byID[task.id] = task }  // only a waiter can be made ready
        return links.madeReady(by: change, at: LocalNow(clock: clock)) { byID[$0] }
    }

    // MARK: - Checks

    /// Throws `blockerNotFound` for the first of `blockers` not stored.
    func checkBlockersExist(_ blockers: Set<TaskID>) throws {
        guard !blockers.isEmpty else { return }
        let stored = try repository.tasks(withIDs: blockers)
        if let missing = blockers.sorted().first(where: { stored[$0] == nil }) {
            throw TaskDomainError.blockerNotFound(missing)
        }
    }
}

/// The links as a bulk edit goes, each edited task taken in before the next one is
/// checked, so two edits that close a loop together are refused too.
struct DependencyCheck {
    var links: TaskLinks
    let titles: [TaskID: String]
    let tasks: [TaskID: Task]

    /// The links of `tasks` (every stored task, read while the writer holds the store).
    init(over tasks: [Task]) {
        links = TaskLinks(tasks)
        titles = Dictionary(tasks.map { ($0.id, $0.title) }) { first, _ in first }
        self.tasks = Dictionary(tasks.map { ($0.id, $0) }) { first, _ in first }
    }

    /// Refuses `edited` when its new blockers close a loop; takes it in otherwise.
    mutating func take(_ edited: Task, replacing task: Task) throws {
        guard edited.depends != task.depends else { return }
        let added = edited.depends.subtracting(task.depends)
        if let loop = links.loop(ifWaiting: edited.id, for: added) {
            throw TaskDomainError.dependencyCycle(loop.map { titles[$0] ?? $0.shortForm })
        }
        let tasks = self.tasks
        links.update(edited.id, from: task, to: edited) { tasks[$0] }
    }
}
