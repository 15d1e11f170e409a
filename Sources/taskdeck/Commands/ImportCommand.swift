import Foundation
import TaskDomain
import TaskInterchange
import TaskStorage
import TaskWording

/// `taskdeck import FILE|- [--format F] [--dry-run]`: adds the tasks of a file, and updates
/// the ones already stored (matched by ID), as one change; nothing is deleted.
///
/// The whole input is read and checked before anything is written: every bad record is
/// named (where, which field, why) and nothing is written, unless `--skip-bad` asks for the
/// good ones. What the records hold that taskdeck does not read is said, field by field.
enum ImportCommand {
    static let command = Command(
        name: "import",
        summary: "add or update tasks from a json, todo.txt, Taskwarrior or ics file",
        usage: "import FILE|- [--format \(InterchangeFormats.names.joined(separator: "|"))] [--dry-run] [--skip-bad]",
        examples: [
            "taskdeck import ~/todo/todo.txt            (a done.txt file beside it is read too)",
            "task export | taskdeck import - --format taskwarrior",
            "taskdeck import backup.json --dry-run",
            "taskdeck import ~/other/tasks.json         (another taskdeck's file, with its journal)",
        ],
        options: [
            .value("--format", "FORMAT  \(InterchangeFormats.names.joined(separator: ", ")) (default: told by the content)"),
            .flag("--dry-run", "say what would be added, changed and skipped, and write nothing"),
            .flag("--skip-bad", "import the good records when some cannot be imported (each is named)"),
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
        let companions = try inputs.companions(of: format)
        for passed in companions.passed {
            invocation.context.err("taskdeck: \(ImportReportText.passedCompanion(passed, besides: inputs.main.source))\n")
        }
        let sources = [inputs.main.source] + companions.read.map(\.source)
        for input in [inputs.main] + companions.read {
            let context = InterchangeContext(clock: invocation.context.clock, source: input.source)
            document = try document.appending(try TaskFileImport.document(of: input, format: format, context: context))
        }
        document.removeControlCharacters()
        let dryRun = arguments.has("--dry-run"), skipBad = arguments.has("--skip-bad")
        let service = try invocation.service(writable: !dryRun)
        let ids = Set(document.tasks.map(\.task.id))
        // The input's text is not held past here (40 MB for a million lines): only its name.
        let source = inputs.main.source
        let context = InterchangeContext(clock: invocation.context.clock, source: source)
        var plan = ImportPlan(importing: document, stored: try service.repository.tasks(withIDs: ids), context: context)
        var madeByOthers: Set<TaskID> = []
        func refuseBadRecords() throws {
            guard !plan.bad.isEmpty, !skipBad, !dryRun else { return }
            throw CLIError.runtime(InterchangeError.badRecords(source: source, plan.bad).description)
        }
        try refuseBadRecords()
        if dryRun {
            ImportReportText.lines(plan).forEach(invocation.print)
        } else {
            // Planned again from what the store holds once this import has it to itself, so
            // an import of the same file beside this one is matched, not counted twice; what
            // another writer made meanwhile anyway is not counted as this one's. The first
            // plan goes first: a million tasks' entries are not held twice while it is made.
            plan = ImportPlan(importing: ImportDocument(), stored: [:], context: context)
            let report = try service.repository.commit(ids: ids) { stored in
                plan = ImportPlan(importing: document, stored: stored, context: context)
                // The plan holds what is written; the records go before the store writes
                // (a million records' origins and texts, ~160 MB).
                document = ImportDocument()
                try refuseBadRecords()  // a record that merges into no valid task with what is stored now
                return plan.change
            }
            for line in ConflictText.lines(for: report) { invocation.context.err("taskdeck: \(TerminalText.sanitized(line))\n") }
            madeByOthers = Set(report.madeByOthers)
        }
        invocation.print(ImportReportText.summary(plan, sources: sources, dryRun: dryRun, madeByOthers: madeByOthers))
        ImportReportText.details(plan, format: format.name).forEach(invocation.print)
        if !plan.bad.isEmpty {
            ImportReportText.badRecords(plan.bad).forEach(invocation.print)
            if dryRun, !skipBad { invocation.print("  without --skip-bad, import refuses these and imports nothing") }
        }
    }
}

/// The text an import reads: the file (or standard input) and its companions (`done.txt`).
///
/// A companion is read only when it is a regular file beside the named one: a symbolic
/// link (`done.txt -> /etc/passwd`) or anything else is not followed, and the summary names
/// every file that was read and every companion that was not, so nothing comes in unseen.
struct ImportInputs {
    struct Input {
        let text: InterchangeText
        /// The path it was read from (nil for standard input).
        var path: String?
        /// The name used to tell the format (nil for standard input).
        let fileName: String?
        /// The name in messages.
        let source: String
    }

    /// A companion beside the file that was not read, and why.
    struct Passed: Equatable {
        let path: String
        /// What it is instead of a regular file (a symbolic link, a folder).
        let kind: TaskStorageError.FileKind
    }

    let main: Input
    private let path: String?

    init(path: String, context: CLIContext) throws {
        if path == "-" {
            main = Input(text: try InterchangeText(data: try context.readInput(), source: "standard input"),
                         fileName: nil, source: "standard input")
            self.path = nil
        } else {
            main = try Self.read(path)
            self.path = path
        }
    }

    /// The companion files of `format` that are regular files beside the file, and those
    /// that are there but are not (never read).
    func companions(of format: any InterchangeFormat) throws -> (read: [Input], passed: [Passed]) {
        guard let path else { return ([], []) }
        // Named as the file was (`todo/done.txt` beside `todo/todo.txt`).
        let folder = (path as NSString).deletingLastPathComponent
        var read: [Input] = [], passed: [Passed] = []
        for name in format.companionFiles(of: (path as NSString).lastPathComponent) {
            let companion = (folder as NSString).appendingPathComponent(name)
            switch NamedFileReader.kind(ofEntry: companion) {
            case nil: continue
            case .failure(.notAFile(let kind, _))?: passed.append(Passed(path: companion, kind: kind))
            case .success?, .failure?: read.append(try Self.read(companion))
            }
        }
        return (read, passed)
    }

    /// The file's text; anything but a regular file is refused, saying what it is.
    private static func read(_ source: String) throws -> Input {
        let bytes: [UInt8]
        do throws(NamedFileReader.Failure) {
            bytes = try NamedFileReader.read(source)
        } catch {
            switch error {
            case .missing: throw CLIError.runtime("cannot import \(source): no such file")
            case .notAFile(let kind, let isStream):
                let remedy = isStream ? "; to import what a program writes, pipe it in: PROGRAM | taskdeck import -" : ""
                throw CLIError.runtime("cannot import \(source): it is \(StorageErrorText.text(kind)), not a file\(remedy)")
            case .unreadable(let reason): throw CLIError.runtime("cannot read \(source): \(reason)")
            }
        }
        return Input(text: try InterchangeText(data: Data(bytes), source: source), path: source,
                     fileName: (source as NSString).lastPathComponent, source: source)
    }
}
