/// The text of `taskdeck config --default`: every setting with its default and what it
/// does, commented, to copy to `~/.config/taskdeck/config` and edit.
///
/// Built from `ConfigSchema.keys`, so a new setting appears here by being declared; a test
/// parses this text back and checks that it gives exactly the defaults.
public enum DefaultConfigFile {
    public static var text: String { text(themeElements: []) }

    /// - Parameter themeElements: the names `[theme.colors]` takes, which the scenes know;
    ///   listed in a comment when given.
    public static func text(themeElements: [String]) -> String {
        var lines = [
            "# taskdeck configuration: ~/.config/taskdeck/config (or $XDG_CONFIG_HOME/taskdeck/config,",
            "# $TASKDECK_CONFIG, --config PATH). Every setting below shows its default.",
            "#",
            "# The format is a small part of TOML: # starts a comment, [section] starts a section,",
            "# and each setting is key = value, where a value is a \"string\" (with \\\" \\\\ \\n \\t",
            "# \\uXXXX escapes) or a 'literal string' (no escapes), a number, true or false, or a",
            "# [list, of, values]. A key taskdeck does not know is a warning, not an error.",
            "#",
            "# A command-line option beats an environment variable, which beats this file, which",
            "# beats the default. taskdeck config shows what applies and where it came from;",
            "# taskdeck --config /dev/null ignores this file.",
        ]
        for section in ConfigSchema.sections {
            lines += ["", "[\(section)]"]
            for key in ConfigSchema.keys where key.section == section {
                lines += key.help.map { "# " + $0 }
                lines.append((key.commentedOut ? "# " : "") + "\(key.name) = \(key.shown.written)")
            }
            if section == PlanConfig.urgencySection { lines += PlanConfig.bonusLines }
        }
        lines += [
            "",
            "# One element's style over the theme: attributes (bold, dim, italic, underline,",
            "# reverse), a colour (red, bright-blue, 208 or color208, #af5fff) and on COLOUR for",
            "# the background. taskdeck help themes says what each element styles; taskdeck config",
            "# shows them all with the style in effect.",
        ]
        if !themeElements.isEmpty {
            lines += wrapped("Elements: " + themeElements.joined(separator: ", ") + ".", width: 88).map { "# " + $0 }
        }
        lines += [
            "# [theme.colors]",
            "# project = \"#af5fff\"",
            "# overdue = \"bold red\"",
            "",
            "# Keys: a preset (\"vim\", the defaults; \"emacs\"; \"arrows\") and any action of any",
            "# scene on other keys, for every scene ([keys]) or one ([keys.list]); taskdeck help",
            "# keys lists the actions. An empty list unbinds; \"g g\" is a two-key sequence.",
            "# [keys]",
            "# preset = \"vim\"",
            "# [keys.list]",
            "# toggle = [\"x\"]",
            "",
            "# Saved views: tabs after All … Done in the app, and taskdeck list NAME. The filter is",
            "# in the filter language (taskdeck help filters); without status: a view keeps pending",
            "# tasks. sort (due, priority, created or title) and columns (as [list] columns)",
            "# are optional.",
            "# [views.work]",
            "# filter = \"+work !>=medium\"",
            "# sort = \"priority\"",
            "# columns = [\"priority\", \"title\", \"due\"]",
            "",
            "# Contexts: a filter applied to every tab, view, the Agenda and taskdeck list while it is",
            "# active (taskdeck context work; taskdeck context none). New tasks get its +project and",
            "# #tags, or project and tags when given. taskdeck help views says more.",
            "# [contexts.work]",
            "# filter = \"+work or #office\"",
            "# project = \"work\"",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in lines of at most `width` characters, broken at spaces.
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return line.isEmpty ? lines : lines + [line]
    }
}
