import TaskDomain

/// Reading the task-field options that `add` and `edit` share (`--due`, `--priority`, ...).
struct TaskFieldOptions {
    let arguments: ParsedArguments
    let service: TaskService

    /// `--due WHEN`, parsed relative to today; `nil` when absent.
    func due() throws -> Due? {
        try arguments.value("--due").map { phrase throws in try service.duePhraseParser.parse(phrase) }
    }

    /// `--repeat RULE` (`every 2 weeks`, `after 3 days`); `nil` when absent.
    func recurrence() throws -> Recurrence? {
        try arguments.value("--repeat").map { phrase throws in
            try RecurrencePhraseParser(duePhraseParser: service.duePhraseParser).parse(phrase)
        }
    }

    /// `--priority P`; `nil` when absent.
    func priority() throws -> Priority? {
        try arguments.value("--priority").map { text throws in try Priority(parsing: text) }
    }

    /// `--parent ID` (a unique prefix); `nil` when absent.
    func parent() throws -> TaskID? {
        try arguments.value("--parent").map { text throws in try service.resolveID(text) }
    }

    /// The option specs both commands accept, with the same help.
    static let shared: [OptionSpec] = [
        .value("--due", "WHEN  due date: today, tomorrow, fri, +3d, 2026-12-24 17:30, ..."),
        .value("--repeat", "RULE  repeat: every day, every 2 weeks, every mon,thu, every month on the 1st, "
            + "every last day, after 3 days, ... until 2027-06-01, ... 5 times"),
        .value("--priority", "P  none, low, medium or high"),
        .value("--project", names: .project, "NAME  project; '.' nests, as in home.garden"),
        .value("--tag", repeatable: true, names: .tagList, "TAG  add a tag (repeatable; a,b adds two)"),
        .value("--notes", allowsEmpty: true, "TEXT  notes (may span lines)"),
        .value("--parent", "ID  make it a subtask of this task (an ID or a unique prefix)"),
    ]
}
