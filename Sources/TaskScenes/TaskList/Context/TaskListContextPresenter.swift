import TaskDomain
import TaskWording

/// The words of contexts in the list: the field's label and what a switch or an add says.
extension TaskListPresenter {
    /// "context (home, work or none): " (the header says which is active); with more names
    /// than fit a narrow window beside a field, "context (Tab lists them): ".
    func presentContextPrompt(response: TaskList.ContextPrompt.Response) {
        let choices = (response.names + [TaskContext.noneName])
        let listed = choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
        let label = listed.count <= Self.listedContextsLimit ? "context (\(listed)): " : "context (Tab lists them): "
        viewController?.displayContextPrompt(viewModel: .init(label: label, text: response.text))
    }

    /// The longest list of names the context field's label shows, so a 40-column window keeps room to type.
    static let listedContextsLimit = 20

    func line(for status: TaskList.ContextStatus) -> StatusLine {
        switch status {
        case .switched(let name?, let filter, let shown):
            return .init(text: "Context: \(name) (\(filter)), \(shown) \(shown == 1 ? "task" : "tasks") here"
                         + " — :context none shows every task", isError: false)
        case .switched(nil, _, let shown):
            return .init(text: "No context: every task is shown (\(shown) here)", isError: false)
        case .notSaved(let name, let error):
            return .init(text: "Context \(name ?? "none") for this run only: could not keep it for the next: "
                         + ChangeStatus.cause(error), isError: true)
        case .unknown(let typed, let known):
            return .init(text: "No context '\(typed)': the config file defines " + known.joined(separator: ", ")
                         + " (or none)", isError: true)
        case .noneDefined:
            return .init(text: "No contexts yet: define one in the config file, such as [contexts.work] filter = \"+work\"",
                         isError: true)
        case .problem(let problem, let known):
            return .init(text: ContextWording.problem(problem, known: known).capitalizedFirst, isError: false, isWarning: true)
        case .addedHidden(let change, let hiding):
            return .init(text: ChangeStatus.describe(change) + " — "
                         + ContextWording.hidden(by: hiding, tabName: TaskListPresenter.tabName), isError: false, isWarning: true)
        }
    }
}

private extension String {
    /// The sentence with its first letter upper case (the CLI's warning starts lower case after `taskdeck: warning:`).
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
