import TaskDomain
import TaskWording
import TerminalCore

/// The colours and marks every scene uses for the same meaning, in one place; the CLI's
/// `list` paints with the same styles, so a project or an overdue date looks the same in
/// both. With `NO_COLOR` the renderer drops the colours; the marks and attributes still
/// carry the meaning.
public enum Theme {
    static let title = Style.plain.bold
    public static let muted = Style.plain.dim
    public static let project = Style.fg(.magenta)
    public static let tag = Style.fg(.cyan)
    static let activeTab = Style.plain.bold.reverse
    static let inactiveTab = Style.plain.dim
    static let error = Style.fg(.red).bold
    static let info = Style.fg(.green)
    static let hintKey = Style.plain.bold
    static let hintLabel = Style.plain.dim
    static let selection = Style.Attributes.reverse
    static let marked = Style.fg(.yellow).bold
    /// A form with changes not yet saved ("modified" in the editor's header).
    static let unsaved = Style.fg(.yellow)

    /// `!!!`, `!! `, `!  ` or blanks: `Priority.mark` aligned in a column.
    static func priorityMark(_ priority: Priority) -> String {
        TextWidth.pad(priority.mark, toWidth: 3)
    }

    public static func priorityStyle(_ priority: Priority) -> Style {
        switch priority {
        case .none: .plain
        case .low: .fg(.blue)
        case .medium: .fg(.yellow)
        case .high: Style.fg(.red).bold
        }
    }

    public static func dueStyle(_ urgency: RelativeDue.Urgency) -> Style {
        switch urgency {
        case .overdue: Style.fg(.red).bold
        case .today: Style.fg(.yellow).bold
        case .soon: .fg(.cyan)
        case .later: .plain
        }
    }

    /// `[x]` for a completed task, `[ ]` for a pending one.
    static func checkbox(_ completed: Bool) -> String { completed ? "[x]" : "[ ]" }
}
