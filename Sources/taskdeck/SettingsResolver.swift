import Foundation
import TaskConfig
import TaskDomain
import TaskStorage
import TaskWording

/// Each setting a command runs with, from the highest layer that gives it: a command-line
/// option, else an environment variable, else the config file, else the default, with
/// where it came from (`taskdeck config` shows it).
///
/// One method per setting, asked only by the commands that use it, so a bad
/// `TASKDECK_LOCK_TIMEOUT` does not stop `taskdeck sync`, which takes no lock.
struct SettingsResolver {
    let arguments: ParsedArguments
    let environment: [String: String]
    /// The config file's layer (empty when there is no file or the command reads none).
    let configured: ConfigSettings

    /// An environment variable; empty counts as unset (`VAR= taskdeck` turns it off).
    private func variable(_ name: String) -> String? {
        environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `$name` read by `parse`, nil when unset; a value `parse` refuses is a usage error
    /// saying what it `mustBe`.
    private func environmentValue<Value>(_ name: String, _ parse: (String) -> Value?, mustBe expected: String) throws -> Sourced<Value>? {
        guard let text = variable(name) else { return nil }
        guard let value = parse(text) else { throw CLIError.usage("\(name) must be \(expected), not '\(text)'") }
        return Sourced(value, from: .environment(name))
    }

    /// The store: `--vdir` / `--file`, else `$TASKDECK_VDIR` / `$TASKDECK_FILE`, else the
    /// config file's `vdir` / `file`, else the default task file. Two at the same level are
    /// refused rather than guessed between; the higher level wins whole (`--file` beats
    /// `TASKDECK_VDIR`).
    func store() throws -> Sourced<TaskStoreChoice> {
        let file = arguments.value("--file"), vdir = arguments.value("--vdir")
        if file != nil, vdir != nil { throw CLIError.usage("give --file or --vdir, not both") }
        if let vdir { return Sourced(.vdir(location(vdir)), from: .option("--vdir")) }
        if let file { return Sourced(.file(location(file)), from: .option("--file")) }
        let fileVariable = variable("TASKDECK_FILE"), vdirVariable = variable("TASKDECK_VDIR")
        if fileVariable != nil, vdirVariable != nil {
            throw CLIError.usage("both TASKDECK_FILE and TASKDECK_VDIR are set; unset one, or say --file or --vdir")
        }
        if let vdirVariable { return Sourced(.vdir(location(vdirVariable)), from: .environment("TASKDECK_VDIR")) }
        if let fileVariable { return Sourced(.file(location(fileVariable)), from: .environment("TASKDECK_FILE")) }
        if let vdir = configured.storeVdir { return Sourced(.vdir(URL(fileURLWithPath: vdir.value)), from: vdir.source) }
        if let file = configured.storeFile { return Sourced(.file(URL(fileURLWithPath: file.value)), from: file.source) }
        return Sourced(.file(TaskFileLocation.resolve(explicitPath: nil, environment: environment)), from: .defaultValue)
    }

    /// A path given as an option or a variable; `~` and `~/…` are the home folder. A shell
    /// expands them before taskdeck sees them, but programs that start taskdeck without one
    /// do not: vdirsyncer passes its conflict command's arguments as written.
    private func location(_ path: String) -> URL {
        guard path == "~" || path.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty else {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: home + path.dropFirst())
    }

    /// Seconds a writer waits for another's lock: `$TASKDECK_LOCK_TIMEOUT`, else the file's
    /// `lock-timeout`, else 5.
    func lockTimeout() throws -> Sourced<Double> {
        let range = ConfigDefaults.lockTimeoutRange
        if let seconds = try environmentValue("TASKDECK_LOCK_TIMEOUT", { Double($0).flatMap { range.contains($0) ? $0 : nil } },
                                              mustBe: "a number of seconds from \(Int(range.lowerBound)) to \(Int(range.upperBound))") {
            return seconds
        }
        return configured.lockTimeout ?? Sourced(ConfigDefaults.lockTimeoutSeconds, from: .defaultValue)
    }

    /// The sync command: `sync --command`, else `$TASKDECK_SYNC_COMMAND`, else the file's
    /// `[sync] command`, else `vdirsyncer sync`.
    func syncCommand() -> Sourced<String> {
        if let option = arguments.value("--command") { return Sourced(option, from: .option("--command")) }
        if let command = variable("TASKDECK_SYNC_COMMAND") { return Sourced(command, from: .environment("TASKDECK_SYNC_COMMAND")) }
        return configured.syncCommand ?? Sourced(ConfigDefaults.syncCommand, from: .defaultValue)
    }

    /// Seconds the sync command may run: `$TASKDECK_SYNC_TIMEOUT`, else the file's
    /// `[sync] timeout`, else 120.
    func syncTimeout() throws -> Sourced<Int> {
        let range = ConfigDefaults.syncTimeoutRange
        if let seconds = try environmentValue("TASKDECK_SYNC_TIMEOUT", { Int($0).flatMap { range.contains($0) ? $0 : nil } },
                                              mustBe: "a whole number of seconds from \(range.lowerBound) to \(range.upperBound)") {
            return seconds
        }
        return configured.syncTimeout ?? Sourced(ConfigDefaults.syncTimeoutSeconds, from: .defaultValue)
    }

    /// The editor `E` opens notes in: the config file's, else `$VISUAL`, else `$EDITOR`,
    /// else `vi` (as git and mutt choose; the file wins because it is taskdeck's own word).
    func editorCommand() -> Sourced<String> {
        if let configured = configured.editorCommand { return configured }
        if let visual = variable("VISUAL") { return Sourced(visual, from: .environment("VISUAL")) }
        if let editor = variable("EDITOR") { return Sourced(editor, from: .environment("EDITOR")) }
        return Sourced(ConfigDefaults.editorCommand, from: .defaultValue)
    }

    /// The tab the app opens on (no option or variable sets it).
    func listTab() -> Sourced<TaskFilter> {
        configured.listTab ?? Sourced(ConfigDefaults.listTab, from: .defaultValue)
    }

    /// The saved view the app opens on, when `[list] tab` names one (it wins over `listTab()`).
    func listView() -> Sourced<String>? {
        configured.listView
    }

    /// The app's first order, and `list`'s when `--sort` is not given (`list` applies its
    /// own option over this).
    func listSort() -> Sourced<TaskSort> {
        configured.listSort ?? Sourced(ConfigDefaults.listSort, from: .defaultValue)
    }

    /// The columns of the app's rows and `list`'s table.
    func listColumns() -> Sourced<[ListColumn]> {
        configured.listColumns ?? Sourced(ConfigDefaults.listColumns, from: .defaultValue)
    }

    /// The columns of `view`'s rows (`[views.NAME] columns`), else the list's.
    func listColumns(ofView view: String?) -> [ListColumn] {
        view.flatMap { name in configured.views.first { $0.name == name }?.columns?.value } ?? listColumns().value
    }

    /// The saved views that give their own columns, by name.
    func viewColumns() -> [String: [ListColumn]] {
        Dictionary(configured.views.compactMap { view in view.columns.map { (view.name, $0.value) } },
                   uniquingKeysWith: { first, _ in first })
    }

    func dateStyle() -> Sourced<DateStyle> {
        configured.dateStyle ?? Sourced(ConfigDefaults.dateStyle, from: .defaultValue)
    }

    /// The plan: the config file's `[urgency]`, `[start]` and `[next]` over the defaults
    /// (`next --limit` applies its own option over this).
    func plan() -> PlanSettings {
        configured.plan
    }

    /// Whether the app asks for mouse reports.
    func mouseEnabled() -> Sourced<Bool> {
        configured.mouseEnabled ?? Sourced(ConfigDefaults.mouseEnabled, from: .defaultValue)
    }
}
