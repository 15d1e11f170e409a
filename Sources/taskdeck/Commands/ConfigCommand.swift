import TaskConfig
import TaskDomain
import TaskScenes  // the key maps: `config` shows the [keys] remaps the scenes read
import TaskTheme
import TaskWording

/// `taskdeck config [--default]`: the settings in effect, each with where it came from,
/// or a full commented config file to start from.
///
/// The effective settings are printed as dotted keys (`sync.command = "..."`), which the
/// config format reads too, so a line can be copied into the file as it is.
enum ConfigCommand {
    static let command = Command(
        name: "config",
        summary: "the settings in effect and their sources (--default: a file to edit)",
        usage: "config [--default]",
        examples: ["taskdeck config",
                   "mkdir -p ~/.config/taskdeck && taskdeck config --default > ~/.config/taskdeck/config",
                   "taskdeck --config /dev/null config"],
        options: [.flag("--default", "print a config file with every setting, its default and what it does")],
        readsConfig: false,
        run: run)

    static func run(_ invocation: Invocation) throws {
        guard invocation.arguments.positionals.isEmpty else { throw CLIError.usage("config takes no arguments") }
        if invocation.arguments.has("--default") {
            invocation.context.out(DefaultConfigFile.text(themeElements: Theme.elements.map(\.name)))
            return
        }
        let file = try ConfigLoading.load(invocation.arguments, context: invocation.context)
        var loaded = invocation
        loaded.configured = file.settings
        let keys = try ConfigLoading.keys(of: file)
        let theme = try ConfigLoading.theme(of: file, context: invocation.context)
        _ = try ConfigLoading.views(of: file, clock: invocation.context.clock)
        _ = try ConfigLoading.contexts(of: file, clock: invocation.context.clock)
        invocation.context.out(try text(file: file, settings: loaded.settings, keyChanges: keys.changes, theme: theme))
    }

    /// - Parameters:
    ///   - keyChanges: the bindings that differ from the defaults, after the settings.
    ///   - theme: the theme in effect: its name, then every element's style and where it came from.
    static func text(file: ConfigFile, settings: SettingsResolver, keyChanges: [KeyChange] = [],
                     theme: ThemeConfiguration.Resolved? = nil) throws -> String {
        let store = try settings.store()
        let rows: [(String, ConfigValue, SettingSource)] = [
            (store.value.setting.key, .string(store.value.setting.path), store.source),
            lockTimeoutRow(try settings.lockTimeout()),
            ("sync.command", .string(settings.syncCommand().value), settings.syncCommand().source),
            ("editor.command", .string(settings.editorCommand().value), settings.editorCommand().source),
            settings.listView().map { ("list.tab", .string($0.value), $0.source) }
                ?? ("list.tab", .string(ListTabName.name(of: settings.listTab().value)), settings.listTab().source),
            ("list.sort", .string(settings.listSort().value.name), settings.listSort().source),
            ("list.columns", .list(settings.listColumns().value.map { .string($0.name) }), settings.listColumns().source),
            ("list.date-style", .string(settings.dateStyle().value.rawValue), settings.dateStyle().source),
        ]
        var lines = rows.map { key, value, source in ("\(key) = \(value.written)", "# \(source)") }
        if let list = file.settings.vdirList {
            lines.insert(("store.vdir-list = \(ConfigValue.string(list.value).written)", "# \(list.source)"), at: 1)
        }
        let mouse = settings.mouseEnabled()
        lines.append(("mouse.enabled = \(ConfigValue.boolean(mouse.value).written)", "# \(mouse.source)"))
        lines += planLines(file.settings)
        for view in file.settings.views {
            if let filter = view.filter {
                lines.append(("\(ConfigDocument.name(of: ["views", view.name, "filter"])) = \(ConfigValue.string(filter.value).written)",
                              "# \(filter.source)"))
            }
            if let sort = view.sort {
                lines.append(("\(ConfigDocument.name(of: ["views", view.name, "sort"])) = \(ConfigValue.string(sort.value.name).written)",
                              "# \(sort.source)"))
            }
            if let columns = view.columns {
                lines.append(("\(ConfigDocument.name(of: ["views", view.name, "columns"])) = "
                              + ConfigValue.list(columns.value.map { .string($0.name) }).written, "# \(columns.source)"))
            }
        }
        for context in file.settings.contexts {
            let entries: [(String, ConfigValue, SettingSource)?] = [
                context.filter.map { ("filter", .string($0.value), $0.source) },
                context.project.map { ("project", .string($0.value), $0.source) },
                context.tags.map { ("tags", .list($0.value.map(ConfigValue.string)), $0.source) },
            ]
            for case let (key, value, source)? in entries {
                lines.append(("\(ConfigDocument.name(of: ["contexts", context.name, key])) = \(value.written)", "# \(source)"))
            }
        }
        if let preset = file.settings.keys.preset {
            lines.append(("keys.preset = \(ConfigValue.string(preset.value).written)", "# \(preset.source)"))
        }
        lines += keyChanges.map { change in
            let keys = ConfigValue.list(change.keys.map(ConfigValue.string)).written
            return ("\(ConfigDocument.name(of: ["keys", change.scene, change.action])) = \(keys)", "# \(change.source)")
        }
        var text = "# " + fileLine(file) + "\n" + aligned(lines)
        if let theme {
            // The theme's own block: twenty styles would push the settings' comments far right.
            let nameSource = file.settings.theme.name?.source ?? .defaultValue
            var themeLines = [("theme.name = \(ConfigValue.string(theme.name).written)", "# \(nameSource)")]
            themeLines += theme.elementTexts.map { element in
                ("theme.colors.\(element.name) = \(ConfigValue.string(element.style).written)",
                 "# " + (element.line.map { SettingSource.configFile(line: $0).description } ?? "theme \(theme.name)"))
            }
            text += "\n" + aligned(themeLines)
        }
        return text
    }

    /// The plan's settings the file gives (`[urgency]`, its tag and project bonuses, `[start]`,
    /// `[next]`); what it leaves out is the default `config --default` shows.
    private static func planLines(_ settings: ConfigSettings) -> [(String, String)] {
        var lines: [(String, String)] = []
        for coefficient in PlanConfig.coefficients {
            guard let value = settings.urgency[coefficient.name] else { continue }
            lines.append(("urgency.\(coefficient.name) = \(PlanConfig.number(value.value).written)", "# \(value.source)"))
        }
        for (section, bonuses) in [("tag", settings.urgencyTags), ("project", settings.urgencyProjects)] {
            lines += bonuses.map { bonus in
                ("\(ConfigDocument.name(of: ["urgency", section, bonus.name])) = \(PlanConfig.number(bonus.points.value).written)",
                 "# \(bonus.points.source)")
            }
        }
        if let several = settings.severalActive {
            lines.append(("start.several-active = \(ConfigValue.boolean(several.value).written)", "# \(several.source)"))
        }
        if let limit = settings.nextLimit {
            lines.append(("next.limit = \(limit.value)", "# \(limit.source)"))
        }
        return lines
    }

    /// `setting  # source` lines with the sources in one column.
    private static func aligned(_ lines: [(String, String)]) -> String {
        let width = lines.map(\.0.count).max() ?? 0
        return lines.map { setting, source in
            setting.padding(toLength: width + 2, withPad: " ", startingAt: 0) + source + "\n"
        }.joined()
    }

    private static func lockTimeoutRow(_ timeout: Sourced<Double>) -> (String, ConfigValue, SettingSource) {
        let seconds = timeout.value
        let value: ConfigValue = seconds == seconds.rounded() ? .integer(Int(seconds)) : .decimal(seconds)
        return ("store.lock-timeout", value, timeout.source)
    }

    /// Which file was read and who chose it: "config file: PATH (--config)".
    private static func fileLine(_ file: ConfigFile) -> String {
        let chooser = file.location.source == .defaultValue ? "default location" : file.location.source.description
        return "config file: \(file.location.path) (\(chooser))" + (file.exists ? "" : ", not found: the defaults apply")
    }
}
