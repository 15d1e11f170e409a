/// `taskdeck completions zsh`: a completion function for zsh, written from
/// `CompletionTables`, with descriptions: each command's summary, each option's help, each
/// task ID's title. Candidates that depend on the tasks come from `taskdeck completions
/// --values KIND`, on the file or vdir the command line names.
enum ZshCompletion {
    static var script: String {
        let commands = CommandTable.commands.map { "'\(described($0.name, $0.summary))'" }.joined(separator: "\n        ")
        let globals = CommandLineParser.globalOptions.map { "'\(described($0.name, CompletionTables.summary(of: $0)))'" }
            .joined(separator: " ")
        let valueCases = CompletionTables.shellCaseArms(files: "_files", fixed: { "compadd -- \($0)" })
        var optionCases = ""
        for command in CommandTable.commands where !command.options.isEmpty {
            let options = command.options.map { "'\(described($0.name, CompletionTables.summary(of: $0)))'" }
            optionCases += "        \(command.name)) options=(\(options.joined(separator: " "))) ;;\n"
        }
        let ids = CompletionTables.idCommandNames(joinedBy: "|")
        let filters = CompletionTables.filterCommandNames(joinedBy: "|")
        let shells = CompletionTables.shells.joined(separator: " ")
        return """
            #compdef taskdeck
            # taskdeck completion for zsh: taskdeck completions zsh > ~/.zfunc/_taskdeck, with
            # fpath+=(~/.zfunc) before compinit in ~/.zshrc (or `source <(taskdeck completions zsh)`
            # after compinit).

            # The tasks' values (KIND) as "value:description" pairs, described when they have one.
            _taskdeck_values() {
                local -a values
                values=(${(f)"$(command taskdeck $_taskdeck_globals completions --values $1 2>/dev/null)"})
                values=(${values//:/\\\\:})
                values=(${values/$'\\t'/:})
                _describe -t $1 $1 values ${@:2}
            }

            _taskdeck() {
                local i command="" prev=${words[CURRENT-1]} cur=${words[CURRENT]}
                local -a options
                _taskdeck_globals=()
            \(CompletionTables.commandWordLoop(words: "words", first: 2, end: "CURRENT"))    case $prev in
            \(valueCases)    esac
                if [[ -z $command ]]; then
                    local -a commands
                    commands=(
                    \(commands)
                    )
                    if [[ $cur == -* ]]; then
                        options=(\(globals))
                        _describe -t options option options
                    else
                        _describe -t commands command commands
                    fi
                    return
                fi
                if [[ $cur == -* ]]; then
                    case $command in
            \(optionCases)        esac
                    options+=(\(globals))
                    _describe -t options option options
                    return
                fi
                case $command in
                    \(ids)) _taskdeck_values ids ;;
                    \(filters))
                        if [[ $cur == +* ]]; then _taskdeck_values projects -P +
                        elif [[ $cur == \\#* ]]; then _taskdeck_values tags -P '#'
                        else _taskdeck_values views; fi ;;
                    help) _taskdeck_values topics ;;
                    context) _taskdeck_values contexts ;;
                    import) _files ;;
                    completions) compadd -- \(shells) ;;
                esac
            }

            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _taskdeck "$@"
            else
                compdef _taskdeck taskdeck
            fi

            """
    }

    /// `name:description` for `_describe`, quoted for a single-quoted zsh word.
    private static func described(_ name: String, _ description: String) -> String {
        (name.replacingOccurrences(of: ":", with: "\\:") + ":" + description).replacingOccurrences(of: "'", with: "'\\''")
    }
}
