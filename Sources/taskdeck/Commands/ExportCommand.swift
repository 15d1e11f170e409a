import Foundation
import TaskDomain
import TaskInterchange
import TaskStorage

/// `taskdeck export [--format json|todotxt|taskwarrior|ics] [--output FILE [--force]] [filters]`:
/// the tasks on standard output (or in FILE), every task unless a filter says otherwise, in
/// the file's order unless `--sort`. todo.txt to a file named `todo.txt` makes todo.sh's
/// pair: the open tasks there and the completed ones in `done.txt` beside it.
enum ExportCommand {
    /// Export's own status flag: `list` shows pending tasks by default, export shows all.
    private static let pending: [(flag: String, filter: TaskFilter, help: String)] = [
        ("--pending", .pending, "pending tasks only"),
    ]

    static let command = Command(
        name: "export",
        summary: "print tasks as json, todo.txt, Taskwarrior or ics (all, or filtered)",
        usage: "export [--format \(InterchangeFormats.names.joined(separator: "|"))] [--output FILE [--force]] "
            + "[--pending | --done | --overdue | --today | --week] [--project P] [--tag T] [--search S] [--sort KEY]",
        examples: [
            "taskdeck export --format todotxt > todo.txt",
            "taskdeck export --format todotxt --output ~/todo/todo.txt   (and done.txt beside it)",
            "taskdeck export --format taskwarrior --project work | task import",
            "taskdeck export > backup.json",
        ],
        options: [
            .value("--format", "FORMAT  \(InterchangeFormats.names.joined(separator: ", ")) (default json)"),
            .value("--output", "FILE  write FILE instead of standard output (todo.txt: done.txt beside it too)"),
            .flag("--force", "with --output: write over files that are there"),
        ] + QueryOptions.specs(extra: pending, sortHelp: "due, priority, created, title or urgency (default: the file's order)"),
        run: run)

    static func run(_ invocation: Invocation) throws {
        let arguments = invocation.arguments
        guard arguments.positionals.isEmpty else {
            throw CLIError.usage("export takes no arguments (it writes to standard output: export > FILE, or --output FILE)")
        }
        let format = try InterchangeCLI.format(named: arguments.value("--format") ?? "json")
        var (query, sorted) = try QueryOptions.query(from: arguments, defaultFilter: .all,
                                                     fields: invocation.configured.fields, extra: pending)
        query.coefficients = invocation.settings.plan().urgency
        let output = try arguments.value("--output")
        if output == nil, arguments.has("--force") { throw CLIError.usage("--force goes with --output FILE") }
        let store = try invocation.store(writable: false)
        let service = TaskService(repository: store.repository, clock: invocation.context.clock)
        let clock = invocation.context.clock
        let tasks: [Task]
        if sorted {
            tasks = try service.tasks(matching: query)
        } else {
            let all = try service.allTasks()
            let links = TaskLinks(all)
            tasks = all.filter { query.matches($0, clock: clock, links: links) }
        }
        let context = InterchangeContext(clock: clock, source: "export")
        guard let output else {
            let document = try format.encode(tasks, context: context)
            invocation.context.out(InterchangeCLI.printable(document.text, format: format, context: invocation.context))
            if let note = ImportReportText.omissions(document.omitted, format: format.name) {
                invocation.context.err("taskdeck: \(note)\n")
            }
            return
        }
        let folder = (output as NSString).deletingLastPathComponent
        let files = try format.encodeFiles(tasks, named: (output as NSString).lastPathComponent, context: context)
        let writer = ExportFileWriter(protecting: [store.protectedArea])
        let paths = files.map { folder.isEmpty ? $0.name : (folder as NSString).appendingPathComponent($0.name) }
        // Checked for all first, so a pair is not left half written.
        if !arguments.has("--force"), let there = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) {
            throw CLIError.runtime("\(there) is there already; nothing was written (--force writes over it)")
        }
        for (file, path) in zip(files, paths) {
            try write(file.document.text, to: path, overwrite: arguments.has("--force"), writer: writer)
        }
        for (file, path) in zip(files, paths) {
            let count = format.name == "todotxt" ? file.document.text.split(separator: "\n").count : tasks.count
            invocation.print("Exported \(count) \(count == 1 ? "task" : "tasks") to \(path)")
            if let note = ImportReportText.omissions(file.document.omitted, format: format.name) {
                invocation.context.err("taskdeck: \(note)\n")
            }
        }
    }

    private static func write(_ text: String, to path: String, overwrite: Bool, writer: ExportFileWriter) throws {
        do throws(ExportFileWriter.Failure) {
            try writer.write(Array(text.utf8), to: path, overwrite: overwrite)
        } catch {
            switch error {
            case .exists: throw CLIError.runtime("\(path) is there already; nothing was written (--force writes over it)")
            case .storeFile: throw CLIError.runtime("\(path) is one of the task store's own files; nothing was written")
            case .notARegularFile: throw CLIError.runtime("\(path) is not a regular file; nothing was written")
            case .failed(let reason): throw CLIError.runtime("cannot write \(path): \(reason)")
            }
        }
    }
}
