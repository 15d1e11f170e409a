import TaskDomain
import TaskInterchange
import TaskWording

/// What a shell completes where, read from `CommandTable` so a new command or option is
/// completed without touching the scripts: the three scripts (`BashCompletion`,
/// `ZshCompletion`, `FishCompletion`) are written from these tables.
enum CompletionTables {
    /// What a word stands for, and so where its candidates come from.
    enum Kind: String, CaseIterable, Sendable {
        /// Task IDs (with their titles where the shell shows descriptions): pending tasks first.
        case ids
        case projects
        case tags
        case views
        /// The config's contexts and `context`'s own words (none, list, show).
        case contexts
        /// The manual's topics and the commands (`help`'s words).
        case topics
        /// `--sort`'s keys: the built-in ones and the fields the config declares.
        case sorts
        /// A file name: the shell's own completion.
        case files
        /// A fixed list (`--format`, `--priority`, `completions`).
        case fixed
    }

    /// The commands whose words are task IDs.
    static let idCommands: Set<String> = ["done", "undone", "skip", "edit", "rm", "start", "stop", "annotate", "denotate"]
    /// The commands whose words are a filter or a saved view.
    static let filterCommands: Set<String> = ["list", "export", "next"]
    /// The shells `taskdeck completions` writes a script for.
    static let shells = ["bash", "zsh", "fish"]

    /// What the value of `option` is.
    static func kind(ofValueOf option: OptionSpec) -> Kind? {
        guard option.takesValue else { return nil }
        switch option.nameKind {
        case .project: return .projects
        case .tag, .tagList: return .tags
        case nil: break
        }
        switch option.name {
        case "--file", "--vdir", "--config", "--output": return .files
        case "--parent", "--depends": return .ids
        case "--sort": return .sorts
        case "--format", "--priority": return .fixed
        default: return nil
        }
    }

    /// The fixed values of an option (empty for the others).
    static func fixedValues(of option: String) -> [String] {
        switch option {
        case "--format": InterchangeFormats.names
        case "--priority": ["none", "low", "medium", "high"]
        default: []
        }
    }

    /// What the positional words of `command` are.
    static func kind(ofWordsOf command: String) -> Kind? {
        if idCommands.contains(command) { return .ids }
        if filterCommands.contains(command) { return .views }
        switch command {
        case "help": return .topics
        case "context": return .contexts
        case "import": return .files
        case "completions": return .fixed
        default: return nil
        }
    }

    /// Every option that takes a value, over the global options and every command's.
    static var valueOptions: [OptionSpec] {
        var seen = Set<String>()
        return (CommandLineParser.globalOptions + CommandTable.commands.flatMap(\.options)).filter { option in
            option.takesValue && seen.insert(option.name).inserted
        }
    }

    /// One shell `case` arm per option whose value can be completed, each as `line` words it
    /// (`line(option name, its kind, its fixed values)`), in the order of `valueOptions`.
    static func valueCases(_ line: (String, Kind, [String]) -> String) -> String {
        valueOptions.compactMap { option in
            kind(ofValueOf: option).map { line(option.name, $0, fixedValues(of: option.name)) }
        }.joined()
    }

    /// The `case` arms of the bash and zsh functions, one per option that takes a value:
    /// `--due) _taskdeck_values dates; return ;;`, with each shell's own words for a file
    /// (`files`) and for fixed values (`fixed`, given them joined by spaces).
    static func shellCaseArms(files: String, fixed: (String) -> String) -> String {
        valueCases { name, kind, values in
            switch kind {
            case .files: "        \(name)) \(files); return ;;\n"
            case .fixed: "        \(name)) \(fixed(values.joined(separator: " "))); return ;;\n"
            default: "        \(name)) _taskdeck_values \(kind.rawValue); return ;;\n"
            }
        }
    }

    /// The loop the bash and the zsh function open with (the same syntax in both shells): it
    /// finds the command among the words before the cursor (`words[first ..< end]`) and
    /// keeps the options that name the store, which `completions --values` is given too.
    /// Indented for the function's body, with its newline.
    static func commandWordLoop(words: String, first: Int, end: String) -> String {
        let storeOptions = ["--file", "--vdir", "--config"].joined(separator: "|")
        let word = "${\(words)[i]}"
        return """
                for ((i = \(first); i < \(end); i++)); do
                    case \(word) in
                        \(storeOptions)) _taskdeck_globals+=("\(word)" "${\(words)[i+1]}"); ((i++)) ;;
                        -*) ;;
                        *) command=\(word); break ;;
                    esac
                done

            """
    }

    /// The commands that take task IDs, sorted and joined (`|` for a shell pattern).
    static func idCommandNames(joinedBy separator: String) -> String {
        idCommands.sorted().joined(separator: separator)
    }

    /// The commands that take a filter, sorted and joined (`|` for a shell pattern).
    static func filterCommandNames(joinedBy separator: String) -> String {
        filterCommands.sorted().joined(separator: separator)
    }

    /// An option's help without its placeholder (`--due`: "due date: tomorrow at 3pm, …").
    static func summary(of option: OptionSpec) -> String {
        HelpText.placeholderAndHelp(of: option).1
    }
}
