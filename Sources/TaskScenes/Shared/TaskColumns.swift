import Foundation
import TaskDomain
import TaskWording
import TerminalCore

/// The one column rule of a task table, for the app's rows and the CLI's `list` on a
/// terminal: the title gets the room first. Project and tags are at most `maximumProject`
/// and `maximumTags` wide, and shrink to `minimumSideColumn` before the title is cut
/// below its whole length; then the title gives way down to `comfortableTitle`, then tags
/// and then the project are dropped, and only then is the title cut further (`ColumnFit`
/// does the sharing). Room left over stays after the last column, so a wide window does
/// not push the project and the due date away from short titles.
public enum TaskColumns {
    public static let comfortableTitle = 30
    /// A project or tags no wider than this are never cut (`+family`, `#errands`).
    public static let minimumSideColumn = 8
    /// The widest a project or tags column grows, so one long name cannot starve the title.
    public static let maximumProject = 16
    public static let maximumTags = 20
    /// The widest a custom field's column grows (`[fields.NAME]` in `columns`); it shrinks and
    /// is dropped before tags and project.
    public static let maximumField = 16

    /// A task's due column: the due date in words and how pressing it is, or, for a done
    /// task (which is never overdue), when it was done and no urgency.
    /// `style` words it relative to today or as the ISO date; the urgency is the same.
    public static func due(of task: Task, now: LocalNow, calendar: Calendar,
                           style: DateStyle = .relative) -> (text: String, urgency: RelativeDue.Urgency?) {
        if task.isCompleted {
            guard let completed = task.completed else { return ("", nil) }
            switch style {
            case .relative: return (RelativeCompletion(completed: completed, now: now, calendar: calendar).text, nil)
            case .iso: return ("done " + CalendarDay(date: completed, calendar: calendar).description, nil)
            }
        }
        guard let due = task.due else { return ("", nil) }
        let relative = RelativeDue(due: due, now: now)
        // Before the date, so that right-aligned dates end in one column with or without it.
        let marker = task.recurrence == nil ? "" : RecurrenceWording.marker + " "
        return (marker + (style == .iso ? due.description : relative.text), relative.urgency)
    }

    /// After a done task's title: the day it was due (` · due 2026-12-01`), which tells two
    /// done occurrences of a repeating task apart.
    public static func wasDue(_ due: Due) -> String {
        " · due " + due.day.description
    }

    /// The fit for a table whose columns are `naturals` wide, with the title, project,
    /// tags and custom fields (`fields`) at the given indices; the other columns keep their
    /// width. A table without a project or tags column passes nil for it.
    public static func fit(naturals: [Int], title: Int, project: Int?, tags: Int?, fields: [Int] = [], gap: Int,
                           fills: Bool) -> ColumnFit {
        let sides = fields.reversed() + [tags, project].compactMap { $0 }
        return ColumnFit(naturals: naturals, gap: gap, flexible: title, comfortable: comfortableTitle, flexibleMinimum: 1,
                         shrinkable: sides.map { ($0, minimumSideColumn) }, droppable: sides, fills: fills)
    }
}
