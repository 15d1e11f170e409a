/// The theme is part of every scene's kit: re-exported, so a scene file (and a scene test)
/// that names `Theme` needs no import of its own, as when it lived here.
@_exported import TaskTheme
import TaskDomain
import TaskWording
import TerminalCore

/// The marks the scenes draw in a task's columns, beside the theme's styles for them.
extension Theme {
    /// `!!!`, `!! `, `!  ` or blanks: `Priority.mark` aligned in a column.
    static func priorityMark(_ priority: Priority) -> String {
        TextWidth.pad(priority.mark, toWidth: 3)
    }

    /// `[x]` for a completed task, `[ ]` for a pending one (`TaskCheckbox`, as `taskdeck list`).
    static func checkbox(_ completed: Bool) -> String { TaskCheckbox.text(completed: completed) }

    /// What marks a task being worked on, in its checkbox (`[▶]`) and in the detail.
    static let activeMark = PlanColumnText.marker

    /// What marks a task waiting for another still to do, before its title (`⧗ Paint the walls`).
    static let blockedMark = BlockedMarker.mark

    /// `[▶]` for a task being worked on, else `checkbox(_:)`: the same three columns.
    static func checkbox(for task: Task) -> String { TaskCheckbox.text(for: task) }
}
