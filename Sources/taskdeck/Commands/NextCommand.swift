import TaskDomain
import TaskWording

/// `taskdeck next [VIEW] [FILTER...] [--limit N] [--json]`: what to work on now (among a
/// saved view's tasks, or a filter's).
///
/// Ready tasks only (not waiting, not expired, not scheduled later unless due within a
/// week: `TaskFilter.ready`), flat (a subtask is ranked on its own, its parent's title shown
/// after it), highest urgency first, the top N (`[next] limit`, else 25). The urgency is
/// the config file's `[urgency]`, so `next` and the app rank alike. The active context
/// applies, as in `list`.
enum NextCommand {
    static let command = Command(
        name: "next",
        summary: "the ready tasks, most urgent first (top N: [next] limit, or --limit)",
        usage: "next [VIEW] [FILTER...] [--limit N] [--json]",
        examples: ["taskdeck next", "taskdeck next +work --limit 5", "taskdeck next --json"],
        options: [
            .value("--limit", "N  at most N tasks (default: [next] limit in the config file, else 25)"),
            .flag("--json", "print a JSON array (every field, full IDs, each task's urgency)"),
        ],
        takesFilterWords: true,
        run: run)

    static func run(_ invocation: Invocation) throws {
        let arguments = invocation.arguments
        let plan = invocation.settings.plan()
        let limit = try self.limit(arguments.value("--limit")) ?? plan.nextLimit
        let clock = invocation.context.clock
        // A first word that names a saved view is the view, as in `list`.
        var words = arguments.positionals
        let view = words.first.flatMap { name in invocation.views.first { $0.name == name } }
        if view != nil { words.removeFirst() }
        let typed: FilterExpression
        do {
            typed = try FilterParser(clock: clock, fields: invocation.configured.fields).parse(words.joined(separator: " "))
        } catch {
            throw CLIError.usage(FilterErrorText.sentence(error))
        }
        let expression = (view?.filter ?? .everything).and(typed)
        var query = TaskQuery(filter: .ready, expression: expression, sort: .urgency, coefficients: plan.urgency,
                              isFlat: true, limit: limit)
        let active = invocation.activeContext()
        query.context = active.context?.filter ?? .everything
        let service = try invocation.service(writable: false)
        let all = try service.allTasks()
        let now = LocalNow(clock: clock)
        let tasks = query.apply(to: all, now: now)
        defer { ListCommand.sayContext(active, query: query, all: all, invocation: invocation) }
        let urgency = Urgency(coefficients: plan.urgency, now: now, links: TaskLinks(all))
        if arguments.has("--json") {
            invocation.context.out(try TaskJSONFormatter.format(tasks, urgency: urgency))
            return
        }
        let titles = Dictionary(all.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        var columns = invocation.settings.listColumns().value
        if !columns.contains(.urgency) { columns.insert(.urgency, at: 0) }
        let table = TaskTableFormatter(now: now, calendar: clock.calendar, colorMode: invocation.context.colorMode,
                                       theme: invocation.theme, maxWidth: invocation.context.terminalWidth,
                                       columns: columns, dateStyle: invocation.settings.dateStyle().value,
                                       urgency: urgency)
        invocation.context.out(tasks.isEmpty ? "Nothing is ready.\n"
                               : table.format(tasks, parents: tasks.map { $0.parent.flatMap { titles[$0] } }))
    }

    /// `--limit N`: a whole number from 1 up.
    static func limit(_ text: String?) throws -> Int? {
        guard let text else { return nil }
        guard let limit = Int(text), limit >= 1 else {
            throw CLIError.usage("--limit takes a number of tasks (1 or more), not '\(text)'")
        }
        return limit
    }
}
