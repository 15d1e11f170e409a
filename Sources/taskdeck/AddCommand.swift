import TaskDomain

/// `taskdeck add TITLE [--due WHEN] [--priority P] [--project NAME] [--tag TAG]... [--notes TEXT]`.
enum AddCommand {
    static let command = Command(
        name: "add",
        summary: "add a task (the words of TITLE are joined)",
        usage: "add TITLE [--due WHEN] [--priority none|low|medium|high] [--project NAME] [--tag TAG]... [--notes TEXT]",
        examples: [
            "taskdeck add \"Buy milk\" --due tomorrow --tag shop",
            "taskdeck add Water the roses --project home.garden --priority high --due \"sat 09:00\"",
        ],
        options: TaskFieldOptions.shared,
        run: run)

    static func run(_ invocation: Invocation) throws {
        let arguments = invocation.arguments
        guard !arguments.positionals.isEmpty else { throw CLIError.usage("add needs a TITLE") }
        let service = try invocation.service(writable: true)
        let fields = TaskFieldOptions(arguments: arguments, service: service)
        let draft = TaskDraft(
            title: arguments.positionals.joined(separator: " "),
            notes: arguments.value("--notes") ?? "",
            due: try fields.due(),
            priority: try fields.priority() ?? .none,
            project: arguments.value("--project"),
            tags: arguments.values("--tag"))
        invocation.report(try service.add(draft), verb: "Added")
    }
}
