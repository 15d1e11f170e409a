import TaskDomain

/// What the view (and the command line) asks of contexts.
protocol TaskListContextLogic: AnyObject {
    func openContextPrompt(request: TaskList.ContextPrompt.OpenRequest)
    func completeContext(request: TaskList.ContextPrompt.CompleteRequest)
    func switchContext(request: TaskList.SwitchContext.Request)
}

/// Switches the context applied to every tab (`ContextChoice`, shared with the other
/// scenes and saved for the next runs through its port); owns the field's Tab cycle.
final class TaskListContextInteractor: TaskListContextLogic {
    private let state: TaskListState
    private var cycle = TabCompletionCycle()

    init(state: TaskListState) {
        self.state = state
    }

    private var names: [String] { state.contexts.contexts.map(\.name) }

    func openContextPrompt(request: TaskList.ContextPrompt.OpenRequest) {
        cycle.reset()
        guard !names.isEmpty else {
            state.say(.context(.noneDefined))
            return
        }
        state.presenter.presentContextPrompt(response: .init(names: names, active: state.contexts.active?.name, text: ""))
    }

    func completeContext(request: TaskList.ContextPrompt.CompleteRequest) {
        let choices = names + [TaskContext.noneName]
        guard let text = cycle.next(after: request.text, offer: { typed in
            let lowered = typed.trimmingCharacters(in: .whitespaces).lowercased()
            let candidates = choices.filter { $0.lowercased().hasPrefix(lowered) && $0.lowercased() != lowered }
            return .init(sharedText: NameCompletion.sharedExtension(of: typed, candidates: candidates), options: candidates)
        }) else { return }
        state.presenter.presentContextPrompt(response: .init(names: names, active: state.contexts.active?.name, text: text))
    }

    /// Applies the context named (`none`: none) to every tab and the counts, keeping the
    /// selected task where it is still shown; the choice is saved for the next runs.
    func switchContext(request: TaskList.SwitchContext.Request) {
        cycle.reset()
        let typed = request.name.trimmingCharacters(in: .whitespaces)
        let context: TaskContext?
        if typed.lowercased() == TaskContext.noneName {
            context = nil
        } else if let found = state.contexts.context(named: typed) {
            context = found
        } else {
            state.say(names.isEmpty ? .context(.noneDefined) : .context(.unknown(typed: typed, known: names)))
            return
        }
        var saveError: Error?
        do { try state.contexts.activate(context) } catch { saveError = error }
        state.changeQuery { $0.context = state.contexts.filter }
        if let saveError {
            state.say(.context(.notSaved(name: context?.name, SceneError(saveError))))
        } else {
            state.say(.context(.switched(name: context?.name, filter: context?.filter.source ?? "", shown: state.live.matchingCount)))
        }
    }
}
