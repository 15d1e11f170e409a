import TaskDomain
import TaskWording

/// Reading the task-field options that `add` and `edit` share (`--due`, `--priority`, ...).
struct TaskFieldOptions {
    let arguments: ParsedArguments
    let service: TaskService

    /// `--due WHEN`, read relative to now by the date reader every date goes through; `nil` when absent.
    func due() throws -> DateReading? {
        try date("--due")
    }

    /// A date option (`--due`, `--wait`, `--scheduled`, `--until`), read by the same date reader; nil when absent.
    func date(_ option: String) throws -> DateReading? {
        try arguments.value(option).map { phrase throws in try service.dates.read(phrase) }
    }

    /// `--depends ID,ID` (unique prefixes, comma-separated or repeated); nil when absent.
    func depends(_ option: String = "--depends") throws -> Set<TaskID>? {
        let texts = arguments.values(option).flatMap { $0.split(separator: ",").map(String.init) }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard arguments.has(option) else { return nil }
        return Set(try service.resolveIDs(texts))
    }

    /// `Note: hidden until Fri 2026-12-04, after its due date Thu 2026-12-03` for a task that
    /// waits past its due date (allowed: it may be a reminder to check it was done); nil otherwise.
    static func waitNote(_ task: Task) -> String? {
        guard task.waitsPastDue, let wait = task.wait, let due = task.due else { return nil }
        return "Note: '\(task.title)' is hidden until \(dueText(wait)), after its due date \(dueText(due))"
    }

    /// `--repeat RULE` (`every 2 weeks`, `after 3 days`, `every weekday 9:30`); `nil` when absent.
    func recurrence() throws -> RepeatReading? {
        try arguments.value("--repeat").map { phrase throws in try RecurrencePhraseParser(dates: service.dates).read(phrase) }
    }

    /// `--priority P`; `nil` when absent.
    func priority() throws -> Priority? {
        try arguments.value("--priority").map { text throws in try Priority(parsing: text) }
    }

    /// `--parent ID` (a unique prefix); `nil` when absent.
    func parent() throws -> TaskID? {
        try arguments.value("--parent").map { text throws in try service.resolveID(text) }
    }

    /// `Due Thu 2026-03-12 09:00 ← '9am' (09:00 has passed today: the next one)` when the
    /// reading of a date made a choice the person should hear about; nil otherwise.
    static func dueNote(_ reading: DateReading?) -> String? {
        guard let reading, !reading.notes.isEmpty else { return nil }
        return "Due " + DateReadingWording.read(reading, dueText: dueText)
    }

    /// `Thu 2026-03-12 09:00`: the weekday lets a person check the reading at a glance.
    static func dueText(_ due: Due) -> String {
        Weekday.shortName(due.day.weekday) + " " + due.description
    }

    /// The option specs both commands accept, with the same help.
    static let shared: [OptionSpec] = [
        .value("--due", "WHEN  due date: tomorrow at 3pm, fri, next tuesday 9:30, dec 20, in 2 hours, "
            + "the 15th, end of month, 2026-12-24 17:30, ..."),
        .value("--wait", "WHEN  hide it until then (same phrases as --due): not in pending, next or counts before"),
        .value("--scheduled", "WHEN  the day (and time) you plan to start it"),
        .value("--until", "WHEN  the last day it is worth doing (the next view leaves it out after)"),
        .value("--repeat", "RULE  repeat: every day, every 2 weeks, every mon,thu, every weekday 9:30, "
            + "every month on the 1st, every last day, after 3 days, ... until 2027-06-01, ... 5 times"),
        .value("--priority", "P  none, low, medium or high"),
        .value("--project", names: .project, "NAME  project; '.' nests, as in home.garden"),
        .value("--tag", repeatable: true, names: .tagList, "TAG  add a tag (repeatable; a,b adds two)"),
        .value("--notes", allowsEmpty: true, "TEXT  notes (may span lines)"),
        .value("--parent", "ID  make it a subtask of this task (an ID or a unique prefix)"),
        .value("--depends", repeatable: true, "ID,ID  it waits for these tasks (blocked until they are done; IDs or unique prefixes)"),
        CustomFieldOptions.option,
    ]
}
