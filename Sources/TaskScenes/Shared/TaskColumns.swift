import Foundation
import TaskDomain
import TaskWording
import TerminalCore

/// The one column rule of a task table, for the app's rows and the CLI's `list`: the
/// title keeps its whole length up to `comfortableTitle` columns before project and tags
/// shrink to `minimumSideColumn`, then tags and then the project are dropped, and only
/// then is the title cut further (`ColumnFit` does the sharing).
public enum TaskColumns {
    public static let comfortableTitle = 30
    public static let minimumSideColumn = 6

    /// A task's due column: the due date in words and how pressing it is, or, for a done
    /// task (which is never overdue), when it was done and no urgency.
    public static func due(of task: Task, now: LocalNow, calendar: Calendar) -> (text: String, urgency: RelativeDue.Urgency?) {
        if task.isCompleted {
            return (task.completed.map { RelativeCompletion(completed: $0, now: now, calendar: calendar).text } ?? "", nil)
        }
        let relative = task.due.map { RelativeDue(due: $0, now: now) }
        let marker = task.recurrence == nil ? "" : " " + RecurrenceWording.marker
        return ((relative?.text ?? "") + marker, relative?.urgency)
    }

    /// The fit for a table whose columns are `naturals` wide, with the title, project and
    /// tags at the given indices; the other columns keep their width.
    public static func fit(naturals: [Int], title: Int, project: Int, tags: Int, gap: Int, fills: Bool) -> ColumnFit {
        ColumnFit(naturals: naturals, gap: gap, flexible: title, comfortable: comfortableTitle, flexibleMinimum: 1,
                  shrinkable: [(tags, minimumSideColumn), (project, minimumSideColumn)],
                  droppable: [tags, project], fills: fills)
    }
}
