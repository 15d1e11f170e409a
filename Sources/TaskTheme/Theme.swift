import TaskDomain
import TaskWording
import TerminalCore

/// The style of every meaning the scenes show, in one value: the composition root builds
/// it from the config file (`ThemeConfiguration`) and hands it down beside the key maps,
/// so no scene reads a global and the CLI's `list` paints with the same styles.
///
/// Its own target (below the scenes, beside TaskWording) so that the CLI's formatters paint
/// with it without importing the scenes.
///
/// The renderer degrades its colours to what the terminal shows (truecolor, 256, 16, or
/// none with `NO_COLOR`); the marks (`[x]`, `!!!`, `*`) and attributes still carry the
/// meaning without colour.
public struct Theme: Equatable, Sendable {
    public var title: Style
    public var muted: Style
    public var project: Style
    public var tag: Style
    public var activeTab: Style
    public var inactiveTab: Style
    public var error: Style
    public var info: Style
    public var hintKey: Style
    public var hintLabel: Style
    /// Laid over the selected row: its attributes are added, its colours replace the row's.
    public var selection: Style
    public var marked: Style
    /// A form with changes not yet saved ("modified" in the editor's header).
    public var unsaved: Style
    /// Worth a second look but not wrong: a due date typed in the editor that is already past.
    public var warning: Style
    public var priorityLow: Style
    public var priorityMedium: Style
    public var priorityHigh: Style
    public var overdue: Style
    public var dueToday: Style
    public var dueSoon: Style
    /// A completed task's row.
    public var completed: Style
    /// The mark of a task being worked on (`[▶]`, `taskdeck start`).
    public var active: Style

    public func priorityStyle(_ priority: Priority) -> Style {
        switch priority {
        case .none: .plain
        case .low: priorityLow
        case .medium: priorityMedium
        case .high: priorityHigh
        }
    }

    public func dueStyle(_ urgency: RelativeDue.Urgency) -> Style {
        switch urgency {
        case .overdue: overdue
        case .today: dueToday
        case .soon: dueSoon
        case .later: .plain
        }
    }

    /// `style` under the selection: the selection's attributes added, its colours (if any) on top.
    public func selected(_ style: Style) -> Style {
        var result = style.adding(selection.attributes)
        if selection.foreground != .default { result.foreground = selection.foreground }
        if selection.background != .default { result.background = selection.background }
        return result
    }
}
