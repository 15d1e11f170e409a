import TaskDomain

/// The words of the command line: its vocabulary and what it says.
extension TaskListPresenter {
    func presentCommandLine(response: TaskList.CommandLine.Response) {
        viewController?.displayCommandLine(viewModel: .init(text: response.text))
    }

    func presentCommandAction(response: TaskList.CommandLine.ActionResponse) {
        viewController?.displayCommandAction(viewModel: response)
    }

    /// The command line's words: every list action by its config name (`:q` too), the
    /// orders as the header names them, the tabs as they are titled, lower case, and the
    /// saved views as the config file names them; `:sort` takes a declared field's name too.
    static func commandWords(formats: [String], views: [String], contexts: [String] = [],
                             fields: [FieldDeclaration] = []) -> TaskListCommandWords {
        // `:start` and `:stop` go one way only; the key (`start-stop`) toggles.
        var actions: [String: TaskListAction] = ["q": .browse(.quit), "start": .plan(.start), "stop": .plan(.stop)]
        for binding in TaskListKeyMap.list.bindings where binding.action != .commandLine(.commandLine) {
            actions[binding.action.configName] = binding.action
        }
        return TaskListCommandWords(
            actions: actions,
            sorts: Dictionary(TaskSort.all(fields: fields).map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first }),
            tabs: Dictionary(uniqueKeysWithValues: TaskList.filterTabs.map { (tabName($0).lowercased(), $0) }),
            formats: formats,
            views: views,
            contexts: contexts)
    }

    func line(for status: TaskList.CommandLineStatus) -> StatusLine {
        switch status {
        case .commandError(let error): .init(text: commandErrorText(error), isError: true)
        case .exported(let result): exportedLine(result)
        case .exportUnavailable: .init(text: "Export is not set up here", isError: true)
        case .commandList(let commands, let count):
            .init(text: "Commands: " + commands.map { ":" + $0 }.joined(separator: " ")
                  + ", and \(count) actions (:toggle :undo :q …)",
                  isError: false)
        }
    }

    /// Each error names the word at fault and its column, and what would have been read.
    private func commandErrorText(_ error: TaskListCommandError) -> String {
        switch error {
        case .empty: return ""
        case .unknownArgument("view", _, _, []), .missingArgument("view", []):
            return "No saved views yet: a [views.NAME] section in the config file makes one (taskdeck help views)"
        case .unknownCommand(let word, let column):
            return "Unknown command \"\(word)\" at column \(column); Tab completes names, :help lists them"
        case .unknownArgument(let command, let word, let column, let expected):
            return ":\(command) cannot use \"\(word)\" at column \(column); it takes \(choices(expected))"
        case .missingArgument(let command, let expected):
            return ":\(command) needs \(choices(expected))"
        case .extraArgument(let command, let word, let column):
            return "\"\(word)\" at column \(column) is one word too many for :\(command)"
        case .emptyPath(let command, let column):
            return ":\(command) needs a file name at column \(column), not an empty one"
        case .bangNotAllowed(let command, let column):
            return ":\(command) takes no ! (column \(column)); only :export! overwrites"
        }
    }

    /// "priority, due, created or title"
    private func choices(_ words: [String]) -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "nothing" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// "; left out the parent of 3 tasks and the repeat rule of 1 task" ("" when nothing was).
    private func lossNote(_ leftOut: [OmittedField: Int]) -> String {
        let parts = OmittedField.allCases.compactMap { loss -> String? in
            guard let count = leftOut[loss], count > 0 else { return nil }
            let tasks = count == 1 ? "1 task" : "\(count) tasks"
            switch loss {
            case .notes: return "the notes of \(tasks)"
            case .dueTime: return "the due time of \(tasks)"
            case .parent: return "the parent of \(tasks)"
            case .repeatRule: return "the repeat rule of \(tasks)"
            case .keptForOthers: return "the fields of \(tasks) kept for other programs"
            case .timeSpent: return "the time spent on \(tasks)"
            case .scheduled: return "the scheduled date of \(tasks)"
            case .until: return "the until date of \(tasks)"
            case .waitTime: return "the wait time of \(tasks)"
            case .depends: return "what \(tasks) wait for"
            case .annotations: return count == 1 ? "1 annotation" : "\(count) annotations"
            case .fields: return "the custom fields of \(tasks)"
            }
        }
        return parts.isEmpty ? "" : "; the format left out " + parts.joined(separator: " and ")
    }

    private func exportedLine(_ result: TaskExportResult) -> StatusLine {
        switch result {
        case .written(let path, let count, let leftOut):
            .init(text: "Exported \(count) \(count == 1 ? "task" : "tasks") to \(path)" + lossNote(leftOut), isError: false)
        case .exists(let path): .init(text: "\(path) exists: nothing written (:export! overwrites it)", isError: true)
        case .failed(let path, let reason): .init(text: "Could not export to \(path): \(reason)", isError: true)
        case .refused(let path, .storeFile):
            .init(text: "Nothing written: \(path) is where your tasks are kept; export elsewhere", isError: true)
        case .refused(let path, .notARegularFile):
            .init(text: "Nothing written: \(path) is not a regular file", isError: true)
        }
    }
}
