import TaskConfig
import TaskScenes
import TaskWording
import TerminalCore

/// The parts of the manual that are read from the code, so they cannot drift from it: the
/// keys from the key maps in effect, the settings from the config schema, the commands and
/// their options from the command table, the filter words from `FilterWords`.
enum ManualTables {
    /// Every scene's actions with their keys in config syntax and what they do, one table a
    /// scene, under the section a config file remaps them in.
    static func keys(_ maps: SceneKeyMaps) -> String {
        SceneKeyMaps.sceneNames.map { scene in
            let rows = zip(maps.namedStrokes(of: scene), maps.summaries(of: scene)).map { named, summary in
                let keys = named.strokes.map { "`\(KeySpec.name(of: $0))`" }.joined(separator: " ")
                return "| `\(named.name)` | \(keys.isEmpty ? "(none)" : keys) | \(summary) |\n"
            }
            return "`[keys.\(scene)]`\n\n| action | keys | what it does |\n| --- | --- | --- |\n" + rows.joined()
        }.joined(separator: "\n")
    }

    /// The keys every screen has (not remappable).
    static var globalKeys: String {
        let rows = GlobalKeys.map.helpSections.flatMap(\.entries).map { "| `\($0.keys)` | \($0.summary) |\n" }
        return "| keys | what they do |\n| --- | --- |\n" + rows.joined()
    }

    /// Every setting of the config schema, with the value `config --default` writes and
    /// the words it writes above it.
    static var settings: String {
        let rows = ConfigSchema.keys.map { key in
            let shown = key.commentedOut ? "(none: see below)" : "`\(key.shown.written)`"
            return "| `[\(key.section)] \(key.name)` | \(shown) | \(key.help.joined(separator: " ")) |\n"
        }
        return "| setting | default | what it does |\n| --- | --- | --- |\n" + rows.joined()
    }

    /// Each subcommand: its synopsis, what it does, its options.
    static var commands: String {
        let global = CommandLineParser.globalOptions.map(option).joined()
        let each = CommandTable.commands.map { command in
            var text = "## \(command.name)\n\n```\ntaskdeck \(command.usage)\n```\n\n\(command.summary).\n"
            if !command.options.isEmpty {
                text += "\n| option | what it does |\n| --- | --- |\n" + command.options.map(option).joined()
            }
            return text
        }
        return "Options every command takes, before or after it:\n\n| option | what it does |\n| --- | --- |\n"
            + global + "\n" + each.joined(separator: "\n")
    }

    /// The filter language's words, each with what it keeps.
    static var filterWords: String {
        let rows = FilterWords.entries.map { entry in
            "| \(entry.examples.map { "`\($0)`" }.joined(separator: ", ")) | \(entry.keeps) |\n"
        }
        return "| words | keep |\n| --- | --- |\n" + rows.joined()
    }

    /// The topics with their summaries.
    static var topics: String {
        let rows = ManualTopic.allCases.map { "| `\($0.name)` | \($0.summary) |\n" }
        return "| topic | what it covers |\n| --- | --- |\n" + rows.joined()
    }

    /// `| --due WHEN | what it does |`: a value option's help starts with its placeholder.
    private static func option(_ option: OptionSpec) -> String {
        var name = (option.short.map { "\($0), " } ?? "") + option.name
        var help = option.help
        if option.takesValue, let gap = help.range(of: "  ") {
            name += " " + help[..<gap.lowerBound]
            help = String(help[gap.upperBound...])
        }
        if option.repeatable { help += " (may be given more than once)" }
        return "| `\(name)` | \(help) |\n"
    }
}
