import TaskDomain
import TaskWording

/// The filter options `list` and `export` share (`--all`, `--project P`, `--sort KEY`, ...),
/// read into a `TaskQuery` by one rule.
enum QueryOptions {
    /// The mutually exclusive status filters, with the flag each one is given by.
    static let statusFilters: [(flag: String, filter: TaskFilter, help: String)] = [
        ("--all", .all, "pending and completed tasks"),
        ("--done", .completed, "completed tasks only"),
        ("--overdue", .overdue, "pending tasks past due"),
        ("--today", .dueToday, "pending tasks overdue, due today or scheduled for today"),
        ("--week", .dueThisWeek, "pending tasks due in the coming 7 days"),
    ]

    /// The status flags (plus `extra`, such as export's `--pending`) and the other filters.
    static func specs(extra: [(flag: String, filter: TaskFilter, help: String)] = [],
                      sortHelp: String = "due (default), priority, created, title or urgency") -> [OptionSpec] {
        (extra + statusFilters).map { .flag($0.flag, $0.help) } + [
            .value("--project", names: .project, "P  only this project and its sub-projects"),
            .value("--tag", names: .tag, "T  only tasks with this tag"),
            .value("--search", "S  only tasks whose text contains S (ignoring case and accents)"),
            .value("--sort", "KEY  " + sortHelp),
        ]
    }

    /// The query the arguments ask for; `defaultFilter` when no status flag is given, and
    /// `defaultSort` (`list`: the config file's `[list] sort`) when `--sort` is not.
    /// Also says whether `--sort` was given (export keeps storage order otherwise).
    /// A declared custom field (`fields`) is a sort too (`--sort estimate`).
    static func query(from arguments: ParsedArguments, defaultFilter: TaskFilter, defaultSort: TaskSort = .due,
                      fields: [FieldDeclaration],
                      extra: [(flag: String, filter: TaskFilter, help: String)] = []) throws -> (TaskQuery, sorted: Bool) {
        let chosen = (extra + statusFilters).filter { arguments.has($0.flag) }
        guard chosen.count <= 1 else {
            throw CLIError.usage(chosen.map(\.flag).joined(separator: " and ") + " cannot be used together")
        }
        var query = TaskQuery(filter: chosen.first?.filter ?? defaultFilter, project: arguments.value("--project"),
                              tag: arguments.value("--tag"), search: arguments.value("--search") ?? "", sort: defaultSort)
        guard let sort = arguments.value("--sort") else { return (query, false) }
        guard let key = TaskSort(name: sort, fields: fields) else {
            throw CLIError.usage("unknown sort '\(sort)': use due, priority, created, title or urgency, "
                                 + "or a custom field's name (" + FieldWording.declaredNames(fields) + ")")
        }
        query.sort = key
        return (query, true)
    }
}
