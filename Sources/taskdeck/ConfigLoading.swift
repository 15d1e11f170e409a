import TaskConfig
import TaskDomain
import TaskScenes
import TaskWording

/// Reads the config file a command line chooses and says what in it was not understood.
enum ConfigLoading {
    /// The second line of every config error: how to reach the tasks while the file is
    /// wrong. `/dev/null` reads as an empty file, so the defaults apply.
    static let bypassHint = "Fix the file, or start without it: taskdeck --config /dev/null (or TASKDECK_CONFIG=/dev/null)."

    /// The file `--config`, `$TASKDECK_CONFIG` or the XDG folder names, read and checked.
    /// Each warning (an unknown key or section) goes to standard error, once per run.
    static func load(_ arguments: ParsedArguments, context: CLIContext) throws(ConfigError) -> ConfigFile {
        let location = ConfigFileLocation.resolve(option: arguments.value("--config"), environment: context.environment)
        let file = try ConfigFile.load(location, home: ConfigFileLocation.homeFolder(environment: context.environment))
        for warning in file.warnings { warn(warning, context: context) }
        return file
    }

    /// One warning of the config file on standard error, its user text made safe to print.
    static func warn(_ warning: ConfigWarning, context: CLIContext) {
        context.err("taskdeck: warning: \(TerminalText.sanitized(warning.description))\n")
    }
}

extension ConfigLoading {
    /// The key maps `file`'s `[keys]` sections make, and what differs from the defaults.
    /// Checked when the file loads, for every command, so a conflict is said at once and
    /// not when the app is already full screen.
    static func keys(of file: ConfigFile) throws(ConfigError) -> (maps: SceneKeyMaps, changes: [KeyChange]) {
        let keys = file.settings.keys
        guard !keys.isEmpty else { return (.defaults, []) }
        let remaps = keys.bindings.map { KeyRemap(scene: $0.scene, action: $0.action, keys: $0.keys, line: $0.line) }
        let preset = keys.preset.map { (name: $0.value, line: line(of: $0.source)) }
        do {
            return try KeyConfiguration.resolve(preset: preset, remaps: remaps)
        } catch {
            throw ConfigError(file: file.location.path, line: error.line, .keys(error.reason))
        }
    }

    fileprivate static func line(of source: SettingSource) -> Int {
        if case .configFile(let line) = source { return line }
        return 0
    }
}

extension ConfigLoading {
    /// The theme `file`'s `[theme]` sections make over the shipped ones. An unknown element
    /// is a warning on standard error; a style that cannot be read is an error naming its line.
    static func theme(of file: ConfigFile, context: CLIContext) throws(ConfigError) -> ThemeConfiguration.Resolved {
        let settings = file.settings.theme
        let name = settings.name.map { (value: $0.value, line: line(of: $0.source)) }
        let colors = settings.colors.map { ThemeConfiguration.ColorLine(element: $0.element, style: $0.style, line: $0.line) }
        do {
            let resolved = try ThemeConfiguration.resolve(name: name, colors: colors)
            for warning in resolved.warnings {
                warn(ConfigWarning(file: file.location.path, line: warning.line, .theme(warning.reason)), context: context)
            }
            return resolved
        } catch {
            throw ConfigError(file: file.location.path, line: error.line, .theme(error.reason))
        }
    }

    /// The saved views of `file`'s `[views.NAME]` sections, their filters read against the
    /// clock's today. Read when the file loads, for every command, so a filter that does not
    /// read is an error naming the file, the line and the word.
    static func views(of file: ConfigFile, clock: any Clock) throws(ConfigError) -> [SavedView] {
        let parser = FilterParser(clock: clock, fields: file.settings.fields)
        var views: [SavedView] = []
        for view in file.settings.views {
            guard let filter = view.filter else { continue }  // refused when the file was read
            let expression = try read(filter, at: ["views", view.name, "filter"], with: parser, in: file)
            views.append(SavedView(name: view.name, filter: expression, sort: view.sort?.value))
        }
        return views
    }

    /// A section's filter, read; one that does not read is an error naming the file, the
    /// line, the key (`views.work.filter`) and the word.
    private static func read(_ filter: Sourced<String>, at key: [String], with parser: FilterParser,
                             in file: ConfigFile) throws(ConfigError) -> FilterExpression {
        do {
            return try parser.parse(filter.value)
        } catch {
            throw ConfigError(file: file.location.path, line: line(of: filter.source), .filter(key: ConfigDocument.name(of: key), error))
        }
    }
}

extension ConfigLoading {
    /// The contexts of `file`'s `[contexts.NAME]` sections, their filters read against the
    /// clock's today, each with its explicit write defaults or else its filter's. A filter
    /// that does not read is an error naming the file, the line and the word, for every
    /// command, as a saved view's is.
    static func contexts(of file: ConfigFile, clock: any Clock) throws(ConfigError) -> [TaskContext] {
        let parser = FilterParser(clock: clock, fields: file.settings.fields)
        var contexts: [TaskContext] = []
        for setting in file.settings.contexts {
            guard let filter = setting.filter else { continue }  // refused when the file was read
            let expression = try read(filter, at: ["contexts", setting.name, "filter"], with: parser, in: file)
            let derived = expression.writeDefaults
            let explicit = setting.project != nil || setting.tags != nil
            let defaults = explicit ? WriteDefaults(project: setting.project?.value ?? derived.project,
                                                    tags: setting.tags?.value ?? derived.tags) : derived
            contexts.append(TaskContext(name: setting.name, filter: expression, defaults: defaults))
        }
        return contexts
    }
}
