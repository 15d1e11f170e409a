import Foundation
import TaskDomain
import TaskInterchange

/// `taskdeck import FILE|- [--format F] [--dry-run]`: adds the tasks of a file, and updates
/// the ones already stored (matched by ID), as one change; nothing is deleted.
///
/// The whole input is read and checked before anything is written: a bad line or field
/// is an error naming it, and the task file is left as it was.
enum ImportCommand {
    static let command = Command(
        name: "import",
        summary: "add or update tasks from a json, todo.txt, Taskwarrior or ics file",
        usage: "import FILE|- [--format \(InterchangeFormats.names.joined(separator: "|"))] [--dry-run]",
        examples: [
            "taskdeck import ~/todo/todo.txt            (done.txt beside it is read too)",
            "task export | taskdeck import - --format taskwarrior",
            "taskdeck import backup.json --dry-run",
        ],
        options: [
            .value("--format", "FORMAT  \(InterchangeFormats.names.joined(separator: ", ")) (default: told by the content)"),
            .flag("--dry-run", "say what would be added, changed and skipped, and write nothing"),
        ],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let arguments = invocation.arguments
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw CLIError.usage(arguments.positionals.isEmpty ? "import needs a FILE (or - for standard input)"
                                 : "import takes one FILE, not \(arguments.positionals.count)")
        }
        let named = try arguments.value("--format").map(InterchangeCLI.format(named:))
        let inputs = try ImportInputs(path: path, context: invocation.context)
        let format = try named ?? InterchangeFormats.detect(inputs.main.text, fileName: inputs.main.fileName,
                                                             source: inputs.main.source)
        var document = ImportDocument()
        for input in [inputs.main] + (try inputs.companions(of: format)) {
            let context = InterchangeContext(clock: invocation.context.clock, source: input.source)
            document = try document.appending(try format.decode(input.text, context: context))
        }
        let dryRun = arguments.has("--dry-run")
        let service = try invocation.service(writable: !dryRun)
        let stored = try service.repository.tasks(withIDs: Set(document.tasks.map(\.task.id)))
        let plan = try ImportPlan(importing: document, stored: stored,
                                  context: InterchangeContext(clock: invocation.context.clock, source: inputs.main.source))
        if dryRun {
            ImportReportText.lines(plan).forEach(invocation.print)
        } else {
            try service.commit(plan.change)
        }
        invocation.print(ImportReportText.summary(plan, source: inputs.main.source, dryRun: dryRun))
    }
}

/// The text an import reads: the file (or standard input) and its companions (`done.txt`).
struct ImportInputs {
    struct Input {
        let text: InterchangeText
        /// The name used to tell the format (nil for standard input).
        let fileName: String?
        /// The name in messages.
        let source: String
    }

    let main: Input
    private let url: URL?

    init(path: String, context: CLIContext) throws {
        if path == "-" {
            main = Input(text: try InterchangeText(data: try context.readInput(), source: "standard input"),
                         fileName: nil, source: "standard input")
            url = nil
        } else {
            let url = URL(fileURLWithPath: path)
            main = try Self.read(url, source: path)
            self.url = url
        }
    }

    /// The companion files of `format` that exist beside the file.
    func companions(of format: any InterchangeFormat) throws -> [Input] {
        guard let url else { return [] }
        let folder = url.deletingLastPathComponent()
        return try format.companionFiles(of: url.lastPathComponent).compactMap { name in
            let companion = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: companion.path) else { return nil }
            return try Self.read(companion, source: companion.path)
        }
    }

    private static func read(_ url: URL, source: String) throws -> Input {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw CLIError.runtime("cannot import \(source): no such file")
        }
        guard !isFolder.boolValue else { throw CLIError.runtime("cannot import \(source): it is a folder") }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CLIError.runtime("cannot read \(source): \((error as NSError).localizedDescription)")
        }
        return Input(text: try InterchangeText(data: data, source: source), fileName: url.lastPathComponent, source: source)
    }
}
