import Foundation
import TaskConfig
import TaskDomain
import TaskScenes
import TaskStorage
import TaskWording

/// One subcommand: its name, help, accepted options and what it does.
struct Command: Sendable {
    let name: String
    /// One line for the command list in `--help`.
    let summary: String
    /// The synopsis after `taskdeck`, e.g. `add TITLE [--due WHEN]...`.
    let usage: String
    /// Examples for `taskdeck help NAME`.
    var examples: [String] = []
    var options: [OptionSpec] = []
    /// Whether the config file is read before the command runs. Help and `keys` need no
    /// settings, and `config` reads it itself (its `--default` must work whatever the file
    /// holds), so a broken config file never stops them.
    var readsConfig = true
    /// Whether its positionals are filter words, so `-#tag` or `-word` (one dash, not an
    /// option it knows) is a word of the filter and not an unknown option.
    var takesFilterWords = false
    let run: @Sendable (Invocation) throws -> Void
}

/// A parsed command line together with the context to run it in, and the helpers every
/// command needs (opening the task file, resolving IDs, printing).
struct Invocation {
    let arguments: ParsedArguments
    let context: CLIContext
    /// What the config file set (nothing when there is none, or the command reads none).
    var configured = ConfigSettings()
    /// The key maps in effect: the defaults, remapped by the config file's `[keys]`.
    var keyMaps = SceneKeyMaps.defaults
    /// The styles in effect: the config file's `[theme]`, else the dark theme.
    var theme = Theme.dark
    /// The config file's saved views (`[views.NAME]`), their filters read.
    var views: [SavedView] = []
    /// The config file's contexts (`[contexts.NAME]`), their filters read.
    var contexts: [TaskContext] = []

    /// Each setting from the options, the environment, the config file or the default.
    var settings: SettingsResolver {
        SettingsResolver(arguments: arguments, environment: context.environment, configured: configured)
    }

    /// The use cases over the chosen store. Reading never locks; each write locks only while
    /// it commits, and a CLI write folds a long journal into the snapshot right away.
    /// Conflicts a write met are said on standard error. A writable service records each
    /// change in the store's shared undo history, as made by this subcommand.
    func service(writable: Bool) throws -> TaskService {
        let store = try self.store(writable: writable)
        store.journaled?.compactsAfterCommit = true
        let err = context.err
        let repository: any TaskRepository = writable ? try recording(store) : store.repository
        return TaskService(repository: repository, clock: context.clock) { report in
            for line in ConflictText.lines(for: report) { err("taskdeck: \(TerminalText.sanitized(line))\n") }
        }
    }

    /// The store `--vdir` / `--file` (or their variables) choose. A vdir is read at once, so
    /// files it cannot show (unparsable, a duplicate UID) are named on standard error.
    func store(writable: Bool) throws -> OpenedTaskStore {
        switch try settings.store().value {
        case .file(let url):
            return .file(try repository(url: url, writable: writable))
        case .vdir(let url):
            let vdir = VdirTaskRepository(url: url, mode: writable ? .readWrite : .readOnly)
            vdir.lockTimeout = try lockTimeout()
            let storage = VdirsyncerConfig.load(environment: context.environment)?.storage(at: vdir.realURL.path)
            vdir.isStorageRoot = storage?.isStorageRoot ?? false
            vdir.preferredList = configured.vdirList?.value ?? storage?.namedList
            _ = try vdir.loadAll()
            for problem in vdir.problems { context.err("taskdeck: warning: \(TerminalText.sanitized(problem.description))\n") }
            return .vdir(vdir)
        }
    }

    /// The task file's repository; a writer waits for another writer's lock up to
    /// `$TASKDECK_LOCK_TIMEOUT` seconds, else the config file's `lock-timeout`, else 5.
    func repository(url: URL, writable: Bool) throws -> FileTaskRepository {
        let repository = FileTaskRepository(url: url, mode: writable ? .readWrite : .readOnly)
        repository.lockTimeout = try lockTimeout()
        return repository
    }

    private func lockTimeout() throws -> Duration {
        .milliseconds(Int(try settings.lockTimeout().value * 1000))
    }

    /// Resolves every positional argument as a task ID prefix.
    func resolveIDs(_ service: TaskService) throws -> [TaskID] {
        guard !arguments.positionals.isEmpty else { throw CLIError.usage("give at least one task ID") }
        return try service.resolveIDs(arguments.positionals)
    }

    /// Prints user-facing text, made safe for a terminal.
    func print(_ line: String) {
        context.out(TerminalText.sanitized(line) + "\n")
    }

    /// Prints one line per touched task: "Completed 1a2b3c4d 'Buy milk'", and for a
    /// repeating task that moved on, where to: "…, next due Mon 2026-12-07". The completed
    /// copy a repeating task leaves behind is not listed (it is not what was asked for).
    func report(_ change: TaskChange, verb: String) {
        for entry in change.subjectEntries {
            guard let task = entry.after ?? entry.before else { continue }
            print("\(verb) \(task.id.shortForm) '\(task.title)'" + ChangeSummary.outcome(of: entry, in: change))
        }
    }

    /// `'Y' is ready now` for each task `change` made ready (its last blocker done or
    /// deleted), with its short ID so the next command can name it.
    func reportReady(after change: TaskChange, service: TaskService) throws {
        guard change.entries.contains(where: { $0.before.map { !$0.isCompleted } ?? false }) else { return }
        for task in try service.madeReady(by: change) {
            print("\(task.id.shortForm) " + (DependencyWording.readyNow([task.title]) ?? ""))
        }
    }
}
