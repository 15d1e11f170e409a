import TaskDomain

/// `taskdeck list [--all|--done|--overdue|--today|--week] [--project P] [--tag T] [--search S]
/// [--sort due|priority|created|title] [--json]`. Reads without taking the lock.
enum ListCommand {
    static let command = Command(
        name: "list",
        summary: "list tasks (pending ones, unless told otherwise)",
        usage: "list [--all | --done | --overdue | --today | --week] [--project P] [--tag T] [--search S] "
            + "[--sort due|priority|created|title] [--json]",
        examples: [
            "taskdeck list --project home --sort priority",
            "taskdeck list --all --search milk --json",
        ],
        options: filterOptions.map { .flag($0.flag, $0.help) } + [
            .value("--project", names: .project, "P  only this project and its sub-projects"),
            .value("--tag", names: .tag, "T  only tasks with this tag"),
            .value("--search", "S  only tasks whose text contains S (ignoring case and accents)"),
            .value("--sort", "KEY  due (default), priority, created or title"),
            .flag("--json", "print a JSON array (every field, full IDs)"),
        ],
        run: run)

    /// The mutually exclusive status filters; none given means pending.
    private static let filterOptions: [(flag: String, filter: TaskFilter, help: String)] = [
        ("--all", .all, "pending and completed tasks"),
        ("--done", .completed, "completed tasks only"),
        ("--overdue", .overdue, "pending tasks past due"),
        ("--today", .dueToday, "pending tasks due today"),
        ("--week", .dueThisWeek, "pending tasks due in the coming 7 days"),
    ]

    static func run(_ invocation: Invocation) throws {
        let arguments = invocation.arguments
        guard arguments.positionals.isEmpty else {
            throw CLIError.usage("list takes no arguments (did you mean --search \(arguments.positionals[0])?)")
        }
        let chosen = filterOptions.filter { arguments.has($0.flag) }
        guard chosen.count <= 1 else {
            throw CLIError.usage(chosen.map(\.flag).joined(separator: " and ") + " cannot be used together")
        }
        var query = TaskQuery(filter: chosen.first?.filter ?? .pending, project: arguments.value("--project"),
                              tag: arguments.value("--tag"), search: arguments.value("--search") ?? "")
        if let sort = arguments.value("--sort") {
            guard let key = TaskSort(rawValue: sort) else {
                throw CLIError.usage("unknown sort '\(sort)': use due, priority, created or title")
            }
            query.sort = key
        }
        let service = try invocation.service(writable: false)
        let tasks = try service.tasks(matching: query)
        if arguments.has("--json") {
            invocation.context.out(try TaskJSONFormatter.format(tasks))
        } else {
            let table = TaskTableFormatter(now: LocalNow(clock: invocation.context.clock),
                                           calendar: invocation.context.clock.calendar,
                                           usesColor: invocation.context.usesColor,
                                           maxWidth: invocation.context.terminalWidth)
            invocation.context.out(table.format(tasks))
        }
    }
}
