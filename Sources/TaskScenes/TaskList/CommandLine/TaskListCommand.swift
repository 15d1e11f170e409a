import TaskDomain

/// What a line typed after `:` in the list asks for: the long form of every key (`:toggle`),
/// and what needs an argument (`:sort priority`, `:tab done`, `:export todotxt ~/t.txt`).
enum TaskListCommand: Equatable {
    /// An action of the list's key map, by its config name (`toggle`, `page-down`, `help`).
    case action(TaskListAction)
    case sort(TaskSort)
    case filter(TaskFilter)
    /// `:view NAME`: a saved view's tab, by its name as the config file gives it.
    case view(String)
    /// `:export FORMAT [PATH]`; `:export!` overwrites an existing file.
    case export(format: String, path: String?, overwrite: Bool)
    /// `:context NAME` / `:context none` (nil): the context applied to everything shown.
    case context(String?)
}

/// Why a command line could not be read, with the 1-based column of the word at fault.
enum TaskListCommandError: Error, Equatable {
    case empty
    case unknownCommand(word: String, column: Int)
    /// `word` is not one of `expected` for `command`.
    case unknownArgument(command: String, word: String, column: Int, expected: [String])
    case missingArgument(command: String, expected: [String])
    case extraArgument(command: String, word: String, column: Int)
    /// A file name that is only quotes or blanks (`:export json ""`).
    case emptyPath(command: String, column: Int)
    /// `!` after a command that never overwrites anything.
    case bangNotAllowed(command: String, column: Int)
}

/// The names a command line is read with: the commands and, for each command that takes
/// one, the words its argument may be. The tab names are the presenter's, so the command
/// line says `:tab done` where the tabs say Done.
struct TaskListCommandWords: Equatable {
    /// Each action's config name (and `q` for quit).
    var actions: [String: TaskListAction]
    var sorts: [String: TaskSort]
    var tabs: [String: TaskFilter]
    var formats: [String]
    /// The saved views' names.
    var views: [String] = []
    /// The config file's contexts' names (`:context NAME`; `none` is always a choice).
    var contexts: [String] = []

    /// The commands with an argument, before the actions in completion.
    static let argumentCommands = ["sort", "filter", "tab", "view", "export", "context"]

    var commandNames: [String] {
        (TaskListCommandWords.argumentCommands + actions.keys).sorted()
    }

    /// The words the argument of `command` may be, sorted (empty: it takes none).
    func argumentWords(of command: String) -> [String] {
        switch command {
        case "sort": sorts.keys.sorted()
        case "filter", "tab": tabs.keys.sorted()
        case "export", "export!": formats
        case "view": views
        case "context": contexts + [TaskContext.noneName]
        default: []
        }
    }
}

/// Reads a command line: pure, so its tables are tested whole.
enum TaskListCommandParser {
    /// A word of the line and the column it starts at (1-based, in characters).
    struct Word: Equatable {
        var text: String
        var column: Int
    }

    /// The line's words, split at blanks.
    static func words(of line: String) -> [Word] {
        var words: [Word] = []
        var current = "", start = 0
        for (offset, character) in line.enumerated() {
            if character.isWhitespace {
                if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
        return words
    }

    static func parse(_ line: String, words vocabulary: TaskListCommandWords) -> Result<TaskListCommand, TaskListCommandError> {
        let words = words(of: line)
        guard let first = words.first else { return .failure(.empty) }
        let bang = first.text.hasSuffix("!") && first.text.count > 1
        let name = bang ? String(first.text.dropLast()) : first.text
        let arguments = Array(words.dropFirst())
        if bang, name != "export", vocabulary.commandNames.contains(name) {
            return .failure(.bangNotAllowed(command: name, column: first.column + name.count))
        }
        switch name {
        case "sort":
            return argument(of: name, arguments, in: vocabulary.sorts).map(TaskListCommand.sort)
        case "filter", "tab":
            return argument(of: name, arguments, in: vocabulary.tabs).map(TaskListCommand.filter)
        case "view":
            // A view's name may have spaces: the rest of the line is the name.
            guard let first = arguments.first else { return .failure(.missingArgument(command: name, expected: vocabulary.views)) }
            let typed = arguments.map(\.text).joined(separator: " ")
            guard let view = vocabulary.views.first(where: { $0.lowercased() == typed.lowercased() }) else {
                return .failure(.unknownArgument(command: name, word: typed, column: first.column, expected: vocabulary.views))
            }
            return .success(.view(view))
        case "context":
            let expected = vocabulary.argumentWords(of: name)
            guard let word = arguments.first else { return .failure(.missingArgument(command: name, expected: expected)) }
            if arguments.count > 1 {
                return .failure(.extraArgument(command: name, word: arguments[1].text, column: arguments[1].column))
            }
            if word.text.lowercased() == TaskContext.noneName { return .success(.context(nil)) }
            guard let context = vocabulary.contexts.first(where: { $0 == word.text })
                ?? vocabulary.contexts.first(where: { $0.lowercased() == word.text.lowercased() }) else {
                return .failure(.unknownArgument(command: name, word: word.text, column: word.column, expected: expected))
            }
            return .success(.context(context))
        case "export":
            guard let format = arguments.first else {
                return .failure(.missingArgument(command: name, expected: vocabulary.formats))
            }
            guard vocabulary.formats.contains(format.text.lowercased()) else {
                return .failure(.unknownArgument(command: name, word: format.text, column: format.column,
                                                 expected: vocabulary.formats))
            }
            // The path is the rest of the line, so it may have spaces; quotes around it go.
            var path: String?
            if arguments.count > 1 {
                var rest = Substring(line.dropFirst(arguments[1].column - 1))
                while rest.last?.isWhitespace == true { rest = rest.dropLast() }
                let unquoted = rest.count >= 2 && rest.first == rest.last && (rest.first == "\"" || rest.first == "'")
                    ? String(rest.dropFirst().dropLast()) : String(rest)
                guard !unquoted.allSatisfy(\.isWhitespace) else {
                    return .failure(.emptyPath(command: name, column: arguments[1].column))
                }
                path = unquoted
            }
            return .success(.export(format: format.text.lowercased(), path: path, overwrite: bang))
        default:
            guard let action = vocabulary.actions[name] else {
                return .failure(.unknownCommand(word: first.text, column: first.column))
            }
            if let extra = arguments.first {
                return .failure(.extraArgument(command: name, word: extra.text, column: extra.column))
            }
            return .success(.action(action))
        }
    }

    /// The one argument of `command`, read from `choices` (any case).
    private static func argument<Value>(of command: String, _ arguments: [Word], in choices: [String: Value])
        -> Result<Value, TaskListCommandError> {
        let expected = choices.keys.sorted()
        guard let word = arguments.first else { return .failure(.missingArgument(command: command, expected: expected)) }
        guard let value = choices[word.text.lowercased()] else {
            return .failure(.unknownArgument(command: command, word: word.text, column: word.column, expected: expected))
        }
        if arguments.count > 1 {
            return .failure(.extraArgument(command: command, word: arguments[1].text, column: arguments[1].column))
        }
        return .success(value)
    }

    // MARK: - Completion

    /// What Tab does with `line`: completes the command name while it is the only word,
    /// else the argument being typed, from the words that argument may be.
    static func offer(for line: String, words vocabulary: TaskListCommandWords) -> TabCompletionCycle.Offer {
        let words = words(of: line)
        let endsInBlank = line.last?.isWhitespace ?? false
        if words.count <= 1, !endsInBlank {
            return offer(typed: words.first?.text ?? "", before: "", among: vocabulary.commandNames)
        }
        guard let command = words.first, words.count <= (endsInBlank ? 1 : 2) else {
            return .init(sharedText: nil, options: [])
        }
        let typed = endsInBlank ? "" : words.last?.text ?? ""
        let before = String(line.dropLast(typed.count))
        return offer(typed: typed, before: before, among: vocabulary.argumentWords(of: command.text))
    }

    private static func offer(typed: String, before: String, among names: [String]) -> TabCompletionCycle.Offer {
        let lowered = typed.lowercased()
        let candidates = names.filter { $0.hasPrefix(lowered) && $0 != lowered }
        let shared = NameCompletion.sharedExtension(of: lowered, candidates: candidates)
        return .init(sharedText: shared.map { before + $0 }, options: candidates.map { before + $0 })
    }
}
