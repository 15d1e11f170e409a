import TaskDomain

/// `taskdeck edit ID [--title T] [--due WHEN|--no-due] [--wait WHEN|--no-wait] [--scheduled WHEN|--no-scheduled]
/// [--until WHEN|--no-until] [--repeat RULE|--no-repeat] [--priority P]
/// [--project P|--no-project] [--tag T]... [--untag T]... [--notes TEXT] [--parent ID|--no-parent]
/// [--depends ID,ID|--no-depends] [--add-depends ID,ID] [--remove-depends ID,ID]`.
enum EditCommand {
    static let command = Command(
        name: "edit",
        summary: "change fields of a task",
        usage: "edit ID [--title T] [--due WHEN|--no-due] [--wait WHEN|--no-wait] [--scheduled WHEN|--no-scheduled] "
            + "[--until WHEN|--no-until] [--repeat RULE|--no-repeat] [--priority P] "
            + "[--project P|--no-project] [--tag T]... [--untag T]... [--notes TEXT] [--parent ID|--no-parent] "
            + "[--depends ID,ID|--no-depends] [--add-depends ID,ID] [--remove-depends ID,ID]",
        examples: [
            "taskdeck edit 1a2b --due fri --priority high",
            "taskdeck edit 1a2b --untag shop --tag errands --no-due",
            "taskdeck edit 1a2b --parent 9f8e",
            "taskdeck edit 1a2b --wait 'next monday'",
            "taskdeck edit 1a2b --no-wait --scheduled tomorrow",
            "taskdeck edit 1a2b --repeat 'every 2 weeks on mon,thu'",
            "taskdeck edit 1a2b --depends 9f8e,3c4d",
            "taskdeck edit 1a2b --add-depends 5e6f",
        ],
        options: [.value("--title", "T  new title")] + TaskFieldOptions.shared + [
            .flag("--no-due", "remove the due date"),
            .flag("--no-wait", "show it again now (remove the wait date)"),
            .flag("--no-scheduled", "remove the scheduled date"),
            .flag("--no-until", "remove the until date"),
            .flag("--no-repeat", "stop repeating (the task keeps its due date)"),
            .flag("--no-project", "remove the project"),
            .flag("--no-parent", "make it a top-level task again"),
            .flag("--no-depends", "wait for no task (it is ready when nothing else holds it)"),
            .value("--add-depends", repeatable: true, "ID,ID  wait for these tasks too"),
            .value("--remove-depends", repeatable: true, "ID,ID  wait no longer for these tasks"),
            .value("--untag", repeatable: true, names: .tagList, "TAG  remove a tag (repeatable; a,b removes two)"),
        ],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let arguments = invocation.arguments
        guard arguments.positionals.count == 1 else { throw CLIError.usage("edit takes exactly one task ID") }
        if arguments.has("--due") && arguments.has("--no-due") {
            throw CLIError.usage("--due and --no-due cannot be used together")
        }
        for name in ["wait", "scheduled", "until"] where arguments.has("--" + name) && arguments.has("--no-" + name) {
            throw CLIError.usage("--\(name) and --no-\(name) cannot be used together")
        }
        if arguments.has("--repeat") && arguments.has("--no-repeat") {
            throw CLIError.usage("--repeat and --no-repeat cannot be used together")
        }
        if arguments.has("--project") && arguments.has("--no-project") {
            throw CLIError.usage("--project and --no-project cannot be used together")
        }
        if arguments.has("--parent") && arguments.has("--no-parent") {
            throw CLIError.usage("--parent and --no-parent cannot be used together")
        }
        if arguments.has("--depends") && (arguments.has("--no-depends") || arguments.has("--add-depends")
                                          || arguments.has("--remove-depends")) {
            throw CLIError.usage("--depends replaces what it waits for: use it without --no-depends, --add-depends or --remove-depends")
        }
        if arguments.has("--no-depends") && (arguments.has("--add-depends") || arguments.has("--remove-depends")) {
            throw CLIError.usage("--no-depends cannot be used with --add-depends or --remove-depends")
        }
        let service = try invocation.service(writable: true)
        let fields = TaskFieldOptions(arguments: arguments, service: service)
        var edit = TaskEdit(addTags: arguments.values("--tag"), removeTags: arguments.values("--untag"))
        if let title = arguments.value("--title") { edit.title = .set(title) }
        if let notes = arguments.value("--notes") { edit.notes = .set(notes) }
        let due = try fields.due(), repeating = try fields.recurrence()
        if let due { edit.due = .set(due.due) }
        if arguments.has("--no-due") { edit.due = .set(nil) }
        if let wait = try fields.date("--wait") { edit.wait = .set(wait.due) }
        if arguments.has("--no-wait") { edit.wait = .set(nil) }
        if let scheduled = try fields.date("--scheduled") { edit.scheduled = .set(scheduled.due) }
        if arguments.has("--no-scheduled") { edit.scheduled = .set(nil) }
        if let until = try fields.date("--until") { edit.until = .set(until.due) }
        if arguments.has("--no-until") { edit.until = .set(nil) }
        if let repeating { edit.recurrence = .set(repeating.rule) }
        if arguments.has("--no-repeat") { edit.recurrence = .set(nil) }
        if let priority = try fields.priority() { edit.priority = .set(priority) }
        if let project = arguments.value("--project") { edit.project = .set(project) }
        if arguments.has("--no-project") { edit.project = .set(nil) }
        if let parent = try fields.parent() { edit.parent = .set(parent) }
        if arguments.has("--no-parent") { edit.parent = .set(nil) }
        if let depends = try fields.depends() { edit.depends = .set(depends) }
        if arguments.has("--no-depends") { edit.depends = .set([]) }
        if arguments.has("--add-depends") || arguments.has("--remove-depends") {
            edit.depends = .change(add: try fields.depends("--add-depends") ?? [],
                                   remove: try fields.depends("--remove-depends") ?? [])
        }
        edit.fields = try CustomFieldOptions.values(arguments, declarations: invocation.configured.fields, dates: service.dates)
        guard !edit.isEmpty else { throw CLIError.usage("edit needs at least one change, such as --title, --due or --repeat") }
        let ids = try invocation.resolveIDs(service)
        var startingDue = due
        if let repeating, repeating.minuteOfDay != nil, let id = ids.first {
            // The rule's time goes onto the due day typed, or else the task's own day.
            let own = try service.task(id).due.map { DateReading(due: Due(day: $0.day), words: $0.day.description) }
            startingDue = try service.dates.startingDue(due ?? own, repeating: repeating)
            edit.due = .set(startingDue?.due)
        }
        let change = try service.edit(ids, edit)
        if change.isEmpty, let id = ids.first {
            let task = try service.task(id)
            let absent = arguments.values("--untag").filter { !task.tags.contains($0) }
            if !absent.isEmpty {
                invocation.print("\(id.shortForm) '\(task.title)' has no tag \(absent.map { "#" + $0 }.joined(separator: ", ")); "
                                 + "nothing changed")
            } else {
                invocation.print("\(id.shortForm) '\(task.title)' already had those values; nothing changed")
            }
        }
        invocation.report(change, verb: "Edited")
        for entry in change.entries {
            if let task = entry.after, let note = TaskFieldOptions.waitNote(task) { invocation.print(note) }
        }
        if let note = TaskFieldOptions.dueNote(startingDue) { invocation.print(note) }
    }
}
