import TaskDomain

/// A column of a task table (the app's list and the CLI's `list`), by the name a config
/// file gives it in `[list] columns`. The checkbox (and the CLI's ID) always come first:
/// they are how a row is acted on, not something to choose.
///
/// A custom field the config file declares (`[fields.estimate]`) is a column too, by its
/// name: its value as stored (a duration in short words, `1h30m`), at most
/// `TaskColumns.maximumField` wide.
public enum ListColumn: Hashable, Sendable {
    case priority, title, project, tags, due
    /// The plan's columns: hidden until (`wait Fri`), scheduled (`sched today`), the urgency
    /// number, and the running time of an active task (`▶ 25m`).
    case wait, scheduled, urgency, active
    /// A declared custom field's value.
    case field(FieldDeclaration)

    /// taskdeck's own columns, in the order help lists them.
    public static let builtIn: [ListColumn] = [.priority, .title, .project, .tags, .due, .wait, .scheduled, .urgency, .active]

    /// The columns and order taskdeck shows unless the config file says otherwise.
    public static let defaults: [ListColumn] = [.priority, .title, .project, .tags, .due]

    /// The name a config file and `--columns` give it (`due`, `estimate`).
    public var name: String {
        switch self {
        case .priority: "priority"
        case .title: "title"
        case .project: "project"
        case .tags: "tags"
        case .due: "due"
        case .wait: "wait"
        case .scheduled: "scheduled"
        case .urgency: "urgency"
        case .active: "active"
        case .field(let declaration): declaration.name
        }
    }

    /// The column called `name` (any case): one of taskdeck's, else a declared field's (a
    /// field with the name of one of taskdeck's columns is that column).
    public init?(name: String, fields: [FieldDeclaration]) {
        let lowered = name.lowercased()
        if let column = ListColumn.builtIn.first(where: { $0.name == lowered }) {
            self = column
        } else if let declaration = fields.first(where: { $0.name.lowercased() == lowered }) {
            self = .field(declaration)
        } else {
            return nil
        }
    }

    /// Every column's name with these declared fields, for help and errors.
    public static func names(fields: [FieldDeclaration]) -> [String] {
        builtIn.map(\.name) + fields.map(\.name).filter { name in !builtIn.contains { $0.name == name.lowercased() } }
    }

    /// A field column's cell: the value as stored, a duration in short words (`PT1H30M` is
    /// `1h30m`); empty without one.
    public static func fieldText(of task: Task, _ declaration: FieldDeclaration) -> String {
        guard let value = task.fields[declaration.name] else { return "" }
        guard declaration.kind == .duration, let seconds = FieldValue.seconds(of: value) else { return value }
        return FieldWording.shortDuration(seconds)
    }
}

/// How the due column (and, for done tasks, when they were done) is worded, by the name
/// a config file gives in `[list] date-style`.
public enum DateStyle: String, CaseIterable, Hashable, Sendable {
    /// `today 17:30`, `tomorrow`, `Fri`, `in 9d`, `2d overdue`, `done yesterday`.
    case relative
    /// `2026-12-24`, `2026-12-24 09:30`, `done 2026-11-29`: the date itself, sortable by eye.
    case iso

    public static let `default` = DateStyle.relative
}
