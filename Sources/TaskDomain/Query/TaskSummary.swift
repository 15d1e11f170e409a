/// The counts shown in a status line. Waiting tasks count only as `waiting` (and in
/// `total`): they are out of sight until they come back.
public struct TaskSummary: Hashable, Sendable {
    public var total: Int
    /// Pending and not waiting.
    public var pending: Int
    /// Pending and hidden until a day still to come.
    public var waiting: Int
    /// Being worked on now.
    public var active: Int
    public var completed: Int
    /// Pending and past due.
    public var overdue: Int
    /// Pending and due today.
    public var dueToday: Int
    /// Pending and due in the coming seven days.
    public var dueThisWeek: Int

    public init(total: Int = 0, pending: Int = 0, completed: Int = 0, overdue: Int = 0,
                dueToday: Int = 0, dueThisWeek: Int = 0, waiting: Int = 0, active: Int = 0) {
        self.total = total
        self.pending = pending
        self.waiting = waiting
        self.active = active
        self.completed = completed
        self.overdue = overdue
        self.dueToday = dueToday
        self.dueThisWeek = dueThisWeek
    }

    /// Counts `tasks` at the clock's now, in one pass.
    public init(tasks: some Sequence<Task>, clock: any Clock) {
        self.init()
        let now = LocalNow(clock: clock)
        for task in tasks { count(task, at: now, as: 1) }
    }

    /// Counts one more task (a change's new version), at `now`.
    public mutating func add(_ task: Task, at now: LocalNow) {
        count(task, at: now, as: 1)
    }

    /// Counts one task less (a change's old version), at `now`.
    public mutating func remove(_ task: Task, at now: LocalNow) {
        count(task, at: now, as: -1)
    }

    private mutating func count(_ task: Task, at now: LocalNow, as step: Int) {
        total += step
        if task.isCompleted {
            completed += step
            return
        }
        if task.isWaiting(at: now) {
            waiting += step
            return
        }
        pending += step
        if task.isActive { active += step }
        guard let due = task.due else { return }
        if due.isOverdue(at: now) { overdue += step }
        if due.isDueToday(at: now) { dueToday += step }
        if due.isDueThisWeek(at: now) { dueThisWeek += step }
    }
}
