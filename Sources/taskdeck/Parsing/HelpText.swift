import TaskDomain

/// The help texts, built from `CommandTable` so they never drift from what is parsed.
enum HelpText {
    /// The overview (`command == nil`) or one command's help.
    static func text(for command: Command?) -> String {
        guard let command else { return overview }
        var text = "usage: taskdeck [--file PATH | --vdir PATH] [--config PATH] \(command.usage)\n\n\(command.summary)\n"
        if !command.options.isEmpty {
            text += "\noptions:\n" + optionLines(command.options)
        }
        if !command.examples.isEmpty {
            text += "\nexamples:\n" + command.examples.map { "  \($0)\n" }.joined()
        }
        return text
    }

    private static var overview: String {
        let width = CommandTable.commands.map(\.name.count).max() ?? 0
        var text = """
            taskdeck \(CLI.version): a keyboard-driven task manager for the terminal

            usage: taskdeck [--file PATH | --vdir PATH] [--config PATH] COMMAND [ARGUMENTS]
                   taskdeck --help | -h     taskdeck --version     taskdeck help COMMAND

            commands:

            """
        for command in CommandTable.commands {
            text += "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\nglobal options:\n" + optionLines(CommandLineParser.globalOptions)
        text += """

            IDs are any unique prefix (4+ characters) of a task's ID; `list` shows 8.
            \(wrapped("Due dates: \(DateReader.acceptedForms).", width: 88, indent: "  "))
            \(wrapped("Repeats (--repeat, or at the end of a title): \(RecurrencePhraseParser.acceptedForms).",
                      width: 88, indent: "  "))
            export and import speak json, todotxt, taskwarrior and ics (taskdeck help import-export).
            The task file: --file, else $TASKDECK_FILE, else the config file's [store] file, else
            $XDG_DATA_HOME/taskdeck/tasks.json, else ~/.local/share/taskdeck/tasks.json. Or a vdir,
            one .ics file per task (CalDAV through vdirsyncer): --vdir, $TASKDECK_VDIR, [store] vdir.
            Many taskdecks may use one file at once: a change waits for another writer's lock
            up to $TASKDECK_LOCK_TIMEOUT seconds (5), and what others change shows up in the app.
            Settings: --config PATH, else $TASKDECK_CONFIG, else $XDG_CONFIG_HOME/taskdeck/config,
            else ~/.config/taskdeck/config. An option beats a variable, which beats the file.
            taskdeck config shows what applies and why; config --default prints a file to edit.
            $TASKDECK_NOW (2026-12-01T09:30) runs taskdeck as if it were then, for tests and previews.

            """
        return text
    }

    /// `text` broken at spaces into lines of at most `width` characters, later lines
    /// indented (a long list of date phrases stays readable in an 80-column terminal).
    static func wrapped(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let prefix = lines.isEmpty ? "" : indent
            if !line.isEmpty, prefix.count + line.count + 1 + word.count > width {
                lines.append(prefix + line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        if !line.isEmpty { lines.append((lines.isEmpty ? "" : indent) + line) }
        return lines.joined(separator: "\n")
    }

    /// A value option's help starts with its placeholder: "P  what it does" -> ("P", "what it
    /// does"); a flag has none ("", its help).
    static func placeholderAndHelp(of option: OptionSpec) -> (String, String) {
        guard option.takesValue, let gap = option.help.range(of: "  ") else { return ("", option.help) }
        return (String(option.help[..<gap.lowerBound]), String(option.help[gap.upperBound...]))
    }

    private static func optionLines(_ options: [OptionSpec]) -> String {
        let rows = options.map { option -> (String, String) in
            let (placeholder, help) = placeholderAndHelp(of: option)
            let name = (option.short.map { "\($0), " } ?? "") + option.name
            return (placeholder.isEmpty ? name : name + " " + placeholder, help)
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { name, help in
            "  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + help + "\n"
        }.joined()
    }
}
