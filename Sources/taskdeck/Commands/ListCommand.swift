import Foundation
import TaskDomain
import TaskWording

/// `taskdeck list [VIEW] [FILTER...] [--all|--done|--overdue|--today|--week] [--project P]
/// [--tag T] [--search S] [--sort due|priority|created|title|urgency] [--flat] [--json]`. Reads
/// without taking the lock.
///
/// FILTER is the filter language of the app's `/`; VIEW a saved view's name (a first word
/// that names a view is the view, so a word that is also a view's name is searched for in
/// quotes: `list '"work"'`). A view or a filter keeps pending tasks unless it says
/// `status:` (or a status option is given), as a view's tab in the app does.
///
/// The active context (`taskdeck context`) applies on top of everything else, and a last
/// line on a terminal says it does.
///
/// Subtasks are listed under their parents, indented, with the parents a filter hides as
/// context (muted); `--flat` lists only the matching tasks in
/// the sort order, and `--json` is always flat (each task carries its `parent`).
enum ListCommand {
    static let command = Command(
        name: "list",
        summary: "list tasks (pending ones, or what a FILTER or saved VIEW keeps)",
        usage: "list [VIEW] [FILTER...] [--all | --done | --overdue | --today | --week] [--project P] [--tag T] "
            + "[--search S] [--sort due|priority|created|title|urgency|FIELD] [--columns C,...] [--flat] [--json]",
        examples: [
            "taskdeck list '+work !high due:<fri'",
            "taskdeck list +home -#later or is:overdue",
            "taskdeck list work --sort title",
            "taskdeck list --project home --sort priority",
            "taskdeck list --all --search milk --json",
            "taskdeck list --sort urgency --columns urgency,title,due,active",
            "taskdeck list --sort estimate --columns priority,title,estimate,due",
        ],
        options: QueryOptions.specs(sortHelp: "due (default, or [list] sort in the config file), priority, created, title, "
                                    + "urgency or a [fields.NAME] field") + [
            .value("--columns", "C,...  these columns (some of \(ListColumn.builtIn.map(\.name).joined(separator: ", ")) "
                   + "or [fields.NAME] fields), not [list] columns"),
            .flag("--flat", "no tree: subtasks are not indented under their parents"),
            .flag("--json", "print a JSON array (every field, full IDs, each subtask's parent)"),
        ],
        takesFilterWords: true,
        run: run)

    static func run(_ invocation: Invocation) throws {
        let arguments = invocation.arguments
        var words = arguments.positionals
        let view = words.first.flatMap { name in invocation.views.first { $0.name == name } }
        if view != nil { words.removeFirst() }
        let typed: FilterExpression
        do {
            typed = try FilterParser(clock: invocation.context.clock, fields: invocation.configured.fields).parse(words.joined(separator: " "))
        } catch {
            throw CLIError.usage(FilterErrorText.sentence(error))
        }
        let expression = (view?.filter ?? .everything).and(typed)
        var (query, _) = try QueryOptions.query(from: arguments, defaultFilter: expression.standaloneTab,
                                                defaultSort: view?.sort ?? invocation.settings.listSort().value,
                                                fields: invocation.configured.fields)
        query.expression = expression
        query.coefficients = invocation.settings.plan().urgency
        let active = invocation.activeContext()
        query.context = active.context?.filter ?? .everything
        let service = try invocation.service(writable: false)
        let all = try service.allTasks()
        let tasks = query.apply(to: all, clock: invocation.context.clock)
        if arguments.has("--json") {
            invocation.context.out(try TaskJSONFormatter.format(tasks))
        } else {
            let table = TaskTableFormatter(now: LocalNow(clock: invocation.context.clock),
                                           calendar: invocation.context.clock.calendar,
                                           colorMode: invocation.context.colorMode, theme: invocation.theme,
                                           maxWidth: invocation.context.terminalWidth,
                                           columns: try arguments.value("--columns").map { try columns($0, fields: invocation.configured.fields) }
                                               ?? invocation.settings.listColumns(ofView: view?.name),
                                           dateStyle: invocation.settings.dateStyle().value,
                                           urgency: Urgency(coefficients: query.coefficients,
                                                            now: LocalNow(clock: invocation.context.clock),
                                                            links: TaskLinks(all)))
            // The table's pieces go out as bytes where standard output takes them.
            let context = invocation.context
            let write: ([UInt8]) -> Void = context.outBytes ?? { context.out(String(decoding: $0, as: UTF8.self)) }
            if arguments.has("--flat") || !all.contains(where: { $0.parent != nil }) {
                table.formatBytes(tasks, into: write)
            } else {
                let hierarchy = TaskHierarchy(all)
                let rows = TaskTreeRows(matching: tasks.map(\.id), hierarchy: hierarchy).rows
                table.formatBytes(rows.compactMap { hierarchy.task($0.id) }, outline: rows.map { row in
                    TaskTableFormatter.Outline(depth: row.depth, isContext: row.isContext,
                                               progress: hierarchy.progress(of: row.id))
                }, into: write)
            }
        }
        sayContext(active, query: query, all: all, invocation: invocation)
    }

    /// On a terminal, while a context is active, a last line says so and how many tasks it
    /// hides from this listing, so nobody wonders where they went (a pipe gets the rows only).
    static func sayContext(_ active: ContextResolution, query: TaskQuery, all: [Task],
                           invocation: Invocation) {
        guard let context = active.context, invocation.context.stdoutIsTerminal, !invocation.arguments.has("--json") else { return }
        var without = query
        without.context = .everything
        without.limit = nil
        var within = query
        within.limit = nil
        let clock = invocation.context.clock
        let hidden = without.apply(to: all, clock: clock).count - within.apply(to: all, clock: clock).count
        invocation.print(ContextWording.activeNote(context, origin: active.origin, hiddenCount: max(0, hidden)))
    }

    /// `--columns priority,title,urgency`: known names, none twice, the title among them (as
    /// `[list] columns` in the config file).
    /// A declared custom field (`fields`) is a column by its name.
    static func columns(_ text: String, fields: [FieldDeclaration]) throws -> [ListColumn] {
        let names = ListColumn.names(fields: fields).joined(separator: ", ")
        var columns: [ListColumn] = []
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !word.isEmpty {
            guard let column = ListColumn(name: word, fields: fields) else {
                throw CLIError.usage("--columns: '\(word)' is not a column; use some of \(names)")
            }
            guard !columns.contains(column) else { throw CLIError.usage("--columns names '\(word)' twice") }
            columns.append(column)
        }
        guard columns.contains(.title) else {
            throw CLIError.usage("--columns must include title: a row without its title says nothing")
        }
        return columns
    }
}
