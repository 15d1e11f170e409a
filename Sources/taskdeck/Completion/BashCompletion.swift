/// `taskdeck completions bash`: a completion function for bash, written from
/// `CompletionTables`. Task IDs, projects, tags and views come from the tasks at the time
/// of the Tab (`taskdeck completions --values KIND`), on the same file or vdir as the command
/// line names (`--file`, `--vdir`, `--config` are passed on).
///
/// `#tag` is not offered as a filter word: an interactive bash reads a word that starts
/// with `#` as a comment; `--tag` completes tags.
enum BashCompletion {
    static var script: String {
        let commands = CommandTable.commands.map(\.name).joined(separator: " ")
        let globals = CommandLineParser.globalOptions.map(\.name).joined(separator: " ")
        let valueCases = CompletionTables.shellCaseArms(files: "COMPREPLY=($(compgen -f -- \"$cur\"))",
                                                        fixed: { "COMPREPLY=($(compgen -W \"\($0)\" -- \"$cur\"))" })
        var optionCases = ""
        for command in CommandTable.commands where !command.options.isEmpty {
            optionCases += "        \(command.name)) options=\"\(command.options.map(\.name).joined(separator: " "))\" ;;\n"
        }
        let ids = CompletionTables.idCommandNames(joinedBy: "|")
        let filters = CompletionTables.filterCommandNames(joinedBy: "|")
        let shells = CompletionTables.shells.joined(separator: " ")
        return """
            # taskdeck completion for bash: `source <(taskdeck completions bash)` in ~/.bashrc, or
            # taskdeck completions bash > ~/.local/share/bash-completion/completions/taskdeck
            # Filtered here, not by compgen -W, which would expand $(...) in a tag or project name.
            _taskdeck_values() {
                local line prefix=${2-} word=${cur#"${2-}"}
                COMPREPLY=()
                while IFS= read -r line; do
                    line=${line%%$'\\t'*}
                    [[ $line == "$word"* ]] && COMPREPLY+=("$prefix$line")
                done < <(command taskdeck "${_taskdeck_globals[@]}" completions --values "$1" 2>/dev/null)
            }

            _taskdeck() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                local i command="" options=""
                _taskdeck_globals=()
            \(CompletionTables.commandWordLoop(words: "COMP_WORDS", first: 1, end: "COMP_CWORD"))    case $prev in
            \(valueCases)    esac
                if [[ -z $command ]]; then
                    COMPREPLY=($(compgen -W "\(commands) \(globals)" -- "$cur"))
                    return
                fi
                if [[ $cur == -* ]]; then
                    case $command in
            \(optionCases)        esac
                    COMPREPLY=($(compgen -W "$options \(globals)" -- "$cur"))
                    return
                fi
                case $command in
                    \(ids)) _taskdeck_values ids ;;
                    \(filters))
                        if [[ $cur == +* ]]; then _taskdeck_values projects +; else _taskdeck_values views; fi ;;
                    help) _taskdeck_values topics ;;
                    context) _taskdeck_values contexts ;;
                    import) COMPREPLY=($(compgen -f -- "$cur")) ;;
                    completions) COMPREPLY=($(compgen -W "\(shells)" -- "$cur")) ;;
                esac
            }

            complete -F _taskdeck taskdeck

            """
    }
}
