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
        options: QueryOptions.specs(sortHelp: "due (default, or [list] sort in the config file), priority, created or title") + [.flag("--json", "print a JSON array (every field, full IDs)")],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let arguments = invocation.arguments
        guard arguments.positionals.isEmpty else {
            throw CLIError.usage("list takes no arguments (did you mean --search \(arguments.positionals[0])?)")
        }
        let (query, _) = try QueryOptions.query(from: arguments, defaultFilter: .pending,
                                                defaultSort: invocation.settings.listSort().value)
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
