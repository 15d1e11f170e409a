import TaskDomain

/// What the view asks of the command line.
protocol TaskListCommandLineLogic: AnyObject {
    func completeCommand(request: TaskList.CommandLine.CompleteRequest)
    func runCommand(request: TaskList.CommandLine.RunRequest)
}

/// The `:` command line, read by `TaskListCommandParser` over the words the configurator
/// gives (`TaskListPresenter.commandWords`: the tab names are the presenter's). It owns the
/// run of Tabs and the exporter port.
final class TaskListCommandLineInteractor: TaskListCommandLineLogic {
    private let state: TaskListState
    /// The names the command line is read with.
    private let words: TaskListCommandWords
    /// Writes `:export` files; nil: the command says none is set up.
    private let exporter: TaskListExporting?
    private var cycle = TabCompletionCycle()
    /// `:context NAME` is the context field's Enter.
    private let context: TaskListContextLogic

    init(state: TaskListState, words: TaskListCommandWords, exporter: TaskListExporting?, context: TaskListContextLogic) {
        self.context = context
        self.state = state
        self.words = words
        self.exporter = exporter
    }

    func completeCommand(request: TaskList.CommandLine.CompleteRequest) {
        let words = words
        // Tab on an empty line lists what there is instead of completing the first name.
        guard !request.text.allSatisfy(\.isWhitespace) else {
            cycle.reset()
            state.say(.commandLine(.commandList(commands: TaskListCommandWords.argumentCommands.sorted(),
                                                actionCount: words.actions.count)))
            return
        }
        guard let text = cycle.next(after: request.text, offer: { TaskListCommandParser.offer(for: $0, words: words) })
        else { return }
        state.presenter.presentCommandLine(response: .init(text: text))
    }

    func runCommand(request: TaskList.CommandLine.RunRequest) {
        cycle.reset()
        switch TaskListCommandParser.parse(request.text, words: words) {
        case .failure(.empty): return
        case .failure(let error): state.say(.commandLine(.commandError(error)))
        case .success(.action(let action)): state.presenter.presentCommandAction(response: .init(action: action))
        case .success(.sort(let sort)): state.changeQuery { $0.sort = sort }
        case .success(.filter(let filter)): state.show(tab: .filter(filter))
        case .success(.view(let name)):
            guard let view = state.views.first(where: { $0.name == name }) else { return }
            state.show(tab: .view(view))
        case .success(.context(let name)):
            context.switchContext(request: .init(name: name ?? TaskContext.noneName))
        case .success(.export(let format, let path, let overwrite)):
            guard let exporter else {
                state.say(.commandLine(.exportUnavailable))
                return
            }
            // What the tab and the filter match, folded subtasks too; not the parents shown
            // only as their context.
            let tasks = state.live.matchingIDs.compactMap { state.live.task($0) }
            state.say(.commandLine(.exported(exporter.export(tasks, format: format, to: path, overwrite: overwrite))))
        }
    }
}
