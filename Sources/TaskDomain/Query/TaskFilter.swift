/// Which tasks a query keeps, by status and due date.
///
/// The date filters (`overdue`, `dueToday`, `dueThisWeek`) keep pending tasks only: a
/// completed task is never overdue.
public enum TaskFilter: String, CaseIterable, Hashable, Sendable {
    case all
    case pending
    case completed
    case overdue
    case dueToday
    /// Due today or in the six days after.
    case dueThisWeek

    func includes(_ task: Task, at now: LocalNow) -> Bool {
        switch self {
        case .all: return true
        case .pending: return !task.isCompleted
        case .completed: return task.isCompleted
        case .overdue, .dueToday, .dueThisWeek:
            guard !task.isCompleted, let due = task.due else { return false }
            switch self {
            case .overdue: return due.isOverdue(at: now)
            case .dueToday: return due.isDueToday(at: now)
            default: return due.isDueThisWeek(at: now)
            }
        }
    }
}

/// The order of a query's result; ties are broken as `TaskSortKey` says (the same in the
/// app and the CLI).
public enum TaskSort: String, CaseIterable, Hashable, Sendable {
    /// Earliest due first; tasks without a due date last.
    case due
    /// High priority first.
    case priority
    /// Oldest first.
    case created
    /// Alphabetical, ignoring case and accents.
    case title
}
