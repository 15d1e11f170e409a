import Foundation
import TaskDomain

/// The one column rule of a task table, for the app's rows and the CLI's `list` on a
/// terminal: the title gets the room first. Project and tags are at most `maximumProject`
/// and `maximumTags` wide, and shrink to `minimumSideColumn` before the title is cut
/// below its whole length; then the title gives way down to `comfortableTitle`, then tags
/// and then the project are dropped, and only then is the title cut further (`ColumnFit`
/// does the sharing). Room left over stays after the last column, so a wide window does
/// not push the project and the due date away from short titles.
///
/// It lives in TaskWording, below both the scenes and the CLI, so `taskdeck list` shares it
/// without importing the scenes; TerminalCore's `ColumnFit(... sides: ...)` applies the numbers.
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

    /// The columns that give way to the title (their indices in a table), in the order they
    /// do: custom fields (the last first), then the tags, then the project. A table without
    /// one of them passes nil for it.
    public static func sides(project: Int?, tags: Int?, fields: [Int] = []) -> [Int] {
        fields.reversed() + [tags, project].compactMap { $0 }
    }
}
