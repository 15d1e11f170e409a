/// `taskdeck completions fish`: completions for fish, written from `CompletionTables`,
/// with descriptions (fish shows a candidate's text after a tab as its description, which
/// `taskdeck completions --values ids` gives: the task's title).
enum FishCompletion {
    static var script: String {
        var lines = [
            "# taskdeck completion for fish: taskdeck completions fish > ~/.config/fish/completions/taskdeck.fish",
            "",
            "# The tasks' values (KIND), on the file or vdir the command line names.",
            "function __taskdeck_values",
            "    set -l globals",
            "    set -l words (commandline -opc)",
            "    for i in (seq 2 (count $words))",
            "        if contains -- $words[$i] --file --vdir --config; and test $i -lt (count $words)",
            "            set -a globals $words[$i] $words[(math $i + 1)]",
            "        end",
            "    end",
            "    command taskdeck $globals completions --values $argv[1] 2>/dev/null",
            "end",
            "",
            "complete -c taskdeck -f",
        ]
        for option in CommandLineParser.globalOptions {
            lines.append(line(for: option, condition: nil))
        }
        for command in CommandTable.commands {
            lines.append("complete -c taskdeck -n '__fish_use_subcommand' -a \(command.name) -d \(quoted(command.summary))")
        }
        for command in CommandTable.commands {
            for option in command.options {
                lines.append(line(for: option, condition: "__fish_seen_subcommand_from \(command.name)"))
            }
        }
        let ids = CompletionTables.idCommandNames(joinedBy: " ")
        let filters = CompletionTables.filterCommandNames(joinedBy: " ")
        lines += [
            "complete -c taskdeck -n '__fish_seen_subcommand_from \(ids)' -a '(__taskdeck_values ids)'",
            "complete -c taskdeck -n '__fish_seen_subcommand_from \(filters)' -a '(__taskdeck_values views)'",
            "complete -c taskdeck -n '__fish_seen_subcommand_from \(filters)' -a '(__taskdeck_values projects | string replace -r \"^\" \"+\")'",
            "complete -c taskdeck -n '__fish_seen_subcommand_from \(filters)' -a '(__taskdeck_values tags | string replace -r \"^\" \"#\")'",
            "complete -c taskdeck -n '__fish_seen_subcommand_from help' -a '(__taskdeck_values topics)'",
            "complete -c taskdeck -n '__fish_seen_subcommand_from context' -a '(__taskdeck_values contexts)'",
            "complete -c taskdeck -n '__fish_seen_subcommand_from import' -F",
            "complete -c taskdeck -n '__fish_seen_subcommand_from completions' -a '\(CompletionTables.shells.joined(separator: " "))'",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    private static func line(for option: OptionSpec, condition: String?) -> String {
        var words = ["complete -c taskdeck"]
        if let condition { words.append("-n \(quoted(condition))") }
        words.append("-l \(option.name.dropFirst(2))")
        if let short = option.short { words.append("-s \(short.dropFirst())") }
        if let kind = CompletionTables.kind(ofValueOf: option) {
            switch kind {
            case .files: words.append("-r -F")
            case .fixed: words.append("-x -a \(quoted(CompletionTables.fixedValues(of: option.name).joined(separator: " ")))")
            default: words.append("-x -a '(__taskdeck_values \(kind.rawValue))'")
            }
        } else if option.takesValue {
            words.append("-x")
        }
        words.append("-d \(quoted(CompletionTables.summary(of: option)))")
        return words.joined(separator: " ")
    }

    /// A single-quoted fish word (`'` and `\` escaped).
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
