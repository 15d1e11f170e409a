import TaskDomain
import TaskWording

/// `taskdeck add TITLE [--due WHEN] [--wait WHEN] [--scheduled WHEN] [--until WHEN] [--repeat RULE] [--priority P] [--project NAME] [--tag TAG]... [--notes TEXT]
/// [--parent ID] [--depends ID,ID] [--literal]`.
///
/// The title is read as the app's editor reads it (quick add, `QuickAddParser`): a date
/// phrase wherever it stands, `+project`, `#tag`, `!priority`, `due:fri`, each taken out of
/// the title. An option given wins over the matching token, tags from both are kept, a
/// `\word` stays literal, and `--literal` reads nothing. A `name:value` word it cannot
/// read (`wait:fri`, `due:someday`) is refused, so nothing is saved as typed by mistake.
enum AddCommand {
    static let command = Command(
        name: "add",
        summary: "add a task (the words of TITLE are joined and read as quick add)",
        usage: "add TITLE [--due WHEN] [--wait WHEN] [--scheduled WHEN] [--until WHEN] [--repeat RULE] [--priority none|low|medium|high] [--project NAME] "
            + "[--tag TAG]... [--notes TEXT] [--parent ID] [--depends ID,ID] [--literal]",
        examples: [
            "taskdeck add Call dad tomorrow at 3pm +family '#phone' '!high'",
            "taskdeck add Submit taxes by Jan 31",
            "taskdeck add Pay bill due:fri project:home",
            "taskdeck add Renew passport due:2027-03-01 wait:2027-01-15",
            "taskdeck add Write report --scheduled mon --due fri",
            "taskdeck add \"Buy milk\" --due tomorrow --tag shop",
            "taskdeck add Pay rent --repeat 'every month on the 1st'",
            "taskdeck add Water the plants after 3 days",
            "taskdeck add --literal Review +1 votes on fri",
            "taskdeck add \"Book the hotel\" --parent 1a2b",
            "taskdeck add Paint the walls --depends 1a2b,9f8e",
            "taskdeck add Hang the pictures depends:1a2b",
        ],
        options: TaskFieldOptions.shared + [
            .flag("--literal", "keep TITLE as typed: no due date, +project, #tag or !priority read from it"),
        ],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let arguments = invocation.arguments
        guard !arguments.positionals.isEmpty else { throw CLIError.usage("add needs a TITLE") }
        let service = try invocation.service(writable: true)
        let fields = TaskFieldOptions(arguments: arguments, service: service)
        // Validated before reading: quick add respaces, which would hide a line break.
        let typed = try TaskValidation.title(arguments.positionals.joined(separator: " "))
        let due = try fields.due(), priority = try fields.priority(), project = arguments.value("--project")
        let repeating = try fields.recurrence()
        let wait = try fields.date("--wait"), scheduled = try fields.date("--scheduled"), until = try fields.date("--until")
        var read = arguments.has("--literal") ? QuickAddParser.Result(title: typed)
            : QuickAddParser(dates: service.dates, fields: invocation.configured.fields).parse(typed)
        if let problem = read.problems.first { throw problem }
        let startingDue = try service.dates.startingDue(due ?? read.dueReading,
                                                        repeating: repeating ?? read.recurrence.map { RepeatReading(rule: $0) })
        let draft = TaskDraft(
            title: read.title,
            notes: arguments.value("--notes") ?? "",
            due: startingDue?.due,
            priority: priority ?? read.priority ?? .none,
            project: project ?? read.project,
            tags: arguments.values("--tag") + read.tags,
            parent: try fields.parent(),
            recurrence: repeating?.rule ?? read.recurrence,
            wait: wait?.due ?? read.wait, scheduled: scheduled?.due ?? read.scheduled, until: until?.due ?? read.until,
            depends: (try fields.depends() ?? []).union(try service.resolveIDs(read.dependsTexts)))
        var withFields = draft
        let set = try CustomFieldOptions.values(arguments, declarations: invocation.configured.fields, dates: service.dates)
        // `--set` wins over the title's `estimate:3` for the same field.
        var values = read.fields
        for (name, value) in set { values[name] = value }
        withFields.fields = CustomFields(values)
        for name in set.keys { read.fields[name] = nil }
        // The active context's project and tags, where the title and options name none.
        let active = invocation.activeContext().context
        let given = withFields
        if let active { withFields = active.defaults.applied(to: withFields) }
        let change = try service.add(withFields)
        invocation.report(change, verb: "Added")
        // Last, after what the title gave: what the context gave, and whether it hides the task.
        defer {
            if let active, let added = change.entries.first?.after {
                sayContext(active, given: given, added: added, invocation: invocation, service: service)
            }
        }
        if let added = change.entries.first?.after, let note = TaskFieldOptions.waitNote(added) { invocation.print(note) }
        if let added = change.entries.first?.after, added.parent != nil, project == nil, read.project == nil,
           let taken = added.project {
            invocation.print("Project +\(taken) from its parent (a subtask takes its parent's; --project sets another)")
        }
        // Say what the title gave that the options did not override, and what a date reading chose.
        if due != nil || repeating?.minuteOfDay != nil { read.dueReading = nil } else { read.dueReading = startingDue }
        if priority != nil { read.priority = nil }
        if project != nil { read.project = nil }
        if repeating != nil { read.recurrence = nil }
        if wait != nil { read.waitReading = nil }
        if scheduled != nil { read.scheduledReading = nil }
        if until != nil { read.untilReading = nil }
        let parts = read.readParts { DateReadingWording.read($0, dueText: TaskFieldOptions.dueText) }
        if !parts.isEmpty {
            invocation.print("Read from the title: " + parts.joined(separator: " · ") + " (--literal keeps the words)")
        }
        if due != nil || repeating?.minuteOfDay != nil, let note = TaskFieldOptions.dueNote(startingDue) {
            invocation.print(note)
        }
        if !read.leftAsText.isEmpty { invocation.print(DateReadingWording.leftAsText(read.leftAsText, sentence: true)) }
    }

    /// What the context gave the task (`From the context 'work': +work #office`), and that
    /// it hides the task when its filter does not keep it (`+work or #office` gives no
    /// default, so `add Call` in it adds a task it does not show).
    private static func sayContext(_ context: TaskContext, given: TaskDraft, added: Task, invocation: Invocation,
                                   service: TaskService) {
        let typedTags = Set(given.tags.compactMap { try? TaskValidation.tag($0) })
        let gave = WriteDefaults(project: given.project == nil ? context.defaults.project : nil,
                                 tags: context.defaults.tags.filter { !typedTags.contains($0) })
        if !gave.isEmpty {
            invocation.print("From the context '\(context.name)': " + ContextWording.defaults(gave))
        }
        let tasks = (try? service.allTasks()) ?? [added]
        guard !context.filter.matches(added, at: LocalNow(clock: invocation.context.clock), links: TaskLinks(tasks)) else { return }
        invocation.print("'\(added.title)' is " + ContextWording.hidden(by: .context(name: context.name), tabName: \.rawValue)
                         + " (\(context.filter.source)); taskdeck context none shows every task")
    }
}
