import TerminalCore

/// `:` opens the command line (Help's "View" group).
enum TaskListCommandLineAction: KeyActionNaming {
    case commandLine

    static let bindings: [KeyBinding<TaskListCommandLineAction>] = [
        KeyBinding([.char(":")], .commandLine, group: "View", "command line: an action by name (:sort priority, :help lists them)"),
    ]

    var configName: String { "command-line" }

    /// Help's table of the command line (the key actions by name are the list's own help).
    static let commands = KeyHelpSection(title: "Commands (after :)", entries: [
        KeyHelpEntry(keys: ":sort ORDER", summary: "order the list: priority, due, created, title"),
        KeyHelpEntry(keys: ":tab :filter NAME", summary: "show a tab: all, pending, today, week, overdue, done"),
        KeyHelpEntry(keys: ":view NAME", summary: "show a saved view"),
        KeyHelpEntry(keys: ":export FMT [PATH]", summary: "write the list to a file (~/taskdeck-export.EXT); ! overwrites"),
        KeyHelpEntry(keys: ":sync :help :q", summary: "sync, this help, quit"),
        KeyHelpEntry(keys: ":ACTION", summary: "any key's action by its config name: :toggle, :undo, :edit-notes"),
    ])
}

/// What a key does while the command line (`:`) is open.
enum TaskListCommandFieldAction: Hashable, Sendable {
    case run, cancel, complete, olderLine, newerLine

    static let keys = KeyMap<TaskListCommandFieldAction>([
        KeyBinding([.key(.enter)], .run, group: "Command line", "run the command"),
        KeyBinding([.key(.escape)], .cancel, group: "Command line", "cancel"),
        KeyBinding([.key(.tab)], .complete, group: "Command line", "complete the command or its argument (again: the next one)"),
        KeyBinding([.key(.up)], .olderLine, group: "Command line", "the previous command line of this session"),
        KeyBinding([.key(.down)], .newerLine, group: "Command line", "the next command line of this session"),
    ])
}

extension TaskListViewController {
    func perform(_ action: TaskListCommandLineAction) {
        switch action {
        case .commandLine:
            commandHistory.startLine()
            prompt = Prompt(kind: .command, label: viewModel?.commandLabel ?? "", field: TextField())
            needsDisplay = true
        }
    }

    func perform(_ action: TaskListCommandFieldAction, line: String) {
        switch action {
        case .run:
            prompt = nil
            commandHistory.record(line)
            interactor.commandLine.runCommand(request: .init(text: line))
        case .cancel:
            prompt = nil
        case .complete:
            interactor.commandLine.completeCommand(request: .init(text: line))
        case .olderLine:
            if let line = commandHistory.older() { prompt?.field = TextField(text: line) }
        case .newerLine:
            if let line = commandHistory.newer() { prompt?.field = TextField(text: line) }
        }
    }

    func displayCommandLine(viewModel: TaskList.CommandLine.ViewModel) {
        guard prompt?.kind == .command else { return }
        prompt?.field = TextField(text: viewModel.text)
        needsDisplay = true
    }

    func displayCommandAction(viewModel: TaskList.CommandLine.ActionViewModel) {
        perform(viewModel.action)
    }
}
