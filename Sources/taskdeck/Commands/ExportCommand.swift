import TaskDomain
import TaskInterchange

/// `taskdeck export [--format json|todotxt|taskwarrior|ics] [filters]`: the tasks on standard
/// output, every task unless a filter says otherwise, in the file's order unless `--sort`.
enum ExportCommand {
    /// Export's own status flag: `list` shows pending tasks by default, export shows all.
    private static let pending: [(flag: String, filter: TaskFilter, help: String)] = [
        ("--pending", .pending, "pending tasks only"),
    ]

    static let command = Command(
        name: "export",
        summary: "print tasks as json, todo.txt, Taskwarrior or ics (all, or filtered)",
        usage: "export [--format \(InterchangeFormats.names.joined(separator: "|"))] [--pending | --done | --overdue | "
            + "--today | --week] [--project P] [--tag T] [--search S] [--sort KEY]",
        examples: [
            "taskdeck export --format todotxt > todo.txt",
            "taskdeck export --format taskwarrior --project work | task import",
            "taskdeck export > backup.json",
        ],
        options: [.value("--format", "FORMAT  \(InterchangeFormats.names.joined(separator: ", ")) (default json)")]
            + QueryOptions.specs(extra: pending, sortHelp: "due, priority, created or title (default: the file's order)"),
        run: run)

    static func run(_ invocation: Invocation) throws {
        let arguments = invocation.arguments
        guard arguments.positionals.isEmpty else {
            throw CLIError.usage("export takes no arguments (it writes to standard output: export > FILE)")
        }
        let format = try InterchangeCLI.format(named: arguments.value("--format") ?? "json")
        let (query, sorted) = try QueryOptions.query(from: arguments, defaultFilter: .all, extra: pending)
        let service = try invocation.service(writable: false)
        let clock = invocation.context.clock
        let tasks = sorted ? try service.tasks(matching: query)
            : try service.allTasks().filter { query.matches($0, clock: clock) }
        let document = try format.encode(tasks, context: InterchangeContext(clock: clock, source: "export"))
        invocation.context.out(InterchangeCLI.printable(document.text, format: format, context: invocation.context))
        if let note = ImportReportText.omissions(document.omitted, format: format.name) {
            invocation.context.err("taskdeck: \(note)\n")
        }
    }
}
