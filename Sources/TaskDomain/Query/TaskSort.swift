/// The order of a query's result; ties are broken as `TaskSortKey` says (the same in the
/// app and the CLI).
///
/// Besides taskdeck's own fields, a custom field the config file declares
/// (`[fields.estimate] type = "number"`) is a sort: by its type's value (a number, a
/// duration, a date), or for text by the allowed values' declared order (`S`, `M`, `L`),
/// then by the text; tasks without the field come last.
public enum TaskSort: Hashable, Sendable {
    /// Earliest due first; tasks without a due date last.
    case due
    /// High priority first.
    case priority
    /// Oldest first.
    case created
    /// Alphabetical, ignoring case and accents.
    case title
    /// Active tasks first, then the highest urgency (`Urgency`) first.
    case urgency
    /// A declared custom field, by its type (`TaskSortKey` says how); without it last.
    case field(FieldDeclaration)

    /// taskdeck's own sorts, in the order the app's `s` steps through them.
    public static let builtIn: [TaskSort] = [.due, .priority, .created, .title, .urgency]

    /// Every sort there is with these declared fields: the built-in ones, then the fields in
    /// the config file's order.
    public static func all(fields: [FieldDeclaration]) -> [TaskSort] {
        builtIn + fields.filter { TaskSort(builtInName: $0.name.lowercased()) == nil }.map(TaskSort.field)
    }

    /// The name a person types (`due`, `estimate`).
    public var name: String {
        switch self {
        case .due: "due"
        case .priority: "priority"
        case .created: "created"
        case .title: "title"
        case .urgency: "urgency"
        case .field(let declaration): declaration.name
        }
    }

    /// The sort called `name` (any case): a built-in one, else a declared field. A field that
    /// has a built-in sort's name is reached by that sort (as a filter word it is too).
    public init?(name: String, fields: [FieldDeclaration]) {
        let lowered = name.lowercased()
        if let builtIn = TaskSort(builtInName: lowered) {
            self = builtIn
        } else if let declaration = fields.first(where: { $0.name.lowercased() == lowered }) {
            self = .field(declaration)
        } else {
            return nil
        }
    }

    private init?(builtInName name: String) {
        guard let sort = TaskSort.builtIn.first(where: { $0.name == name }) else { return nil }
        self = sort
    }
}
