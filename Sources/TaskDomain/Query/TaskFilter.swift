/// Which tasks a query keeps, by status, waiting and due date (the list's tabs).
///
/// A waiting task (hidden until a day still to come) is only in `all` and `waiting`: the
/// other tabs and their counts leave it out until it comes back. The date filters
/// (`overdue`, `dueToday`, `dueThisWeek`) keep pending tasks only: a completed task is
/// never overdue.
public enum TaskFilter: String, CaseIterable, Hashable, Sendable {
    case all
    case pending
    /// Ready to work on (`Task.isReady`): what the Next view ranks by urgency.
    case ready
    /// Pending and hidden until a day still to come.
    case waiting
    case completed
    case overdue
    /// Today's work: overdue, due today, or scheduled for today (the Today tab, `--today`).
    case dueToday
    /// Due today or in the six days after.
    case dueThisWeek

    public func includes(_ task: Task, at now: LocalNow, links: TaskLinks) -> Bool {
        switch self {
        case .all: return true
        case .completed: return task.isCompleted
        case .waiting: return task.isWaiting(at: now)
        case .ready: return task.isReady(at: now, links: links)
        case .pending, .overdue, .dueToday, .dueThisWeek:
            guard !task.isCompleted, !task.isWaiting(at: now) else { return false }
            guard self != .pending else { return true }
            if self == .dueToday, task.scheduled?.day == now.day { return true }
            guard let due = task.due else { return false }
            switch self {
            case .overdue: return due.isOverdue(at: now)
            case .dueToday: return due.isOverdue(at: now) || due.isDueToday(at: now)
            default: return due.isDueThisWeek(at: now)
            }
        }
    }
}
