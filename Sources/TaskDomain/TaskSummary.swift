/// The counts shown in a status line.
public struct TaskSummary: Hashable, Sendable {
    public var total: Int
    public var pending: Int
    public var completed: Int
    /// Pending and past due.
    public var overdue: Int
    /// Pending and due today.
    public var dueToday: Int
    /// Pending and due in the coming seven days.
    public var dueThisWeek: Int

    public init(total: Int = 0, pending: Int = 0, completed: Int = 0, overdue: Int = 0,
                dueToday: Int = 0, dueThisWeek: Int = 0) {
        self.total = total
        self.pending = pending
        self.completed = completed
        self.overdue = overdue
        self.dueToday = dueToday
        self.dueThisWeek = dueThisWeek
    }

    /// Counts `tasks` at the clock's now, in one pass.
    public init(tasks: [Task], clock: any Clock) {
        self.init()
        let now = LocalNow(clock: clock)
        total = tasks.count
        for task in tasks {
            if task.isCompleted {
                completed += 1
                continue
            }
            pending += 1
            guard let due = task.due else { continue }
            if due.isOverdue(at: now) { overdue += 1 }
            if due.isDueToday(at: now) { dueToday += 1 }
            if due.isDueThisWeek(at: now) { dueThisWeek += 1 }
        }
    }
}
