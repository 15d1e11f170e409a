/// The words of the list's tree.
extension TaskListPresenter {
    func presentParentPrompt(response: TaskList.ParentPrompt.Response) {
        viewController?.displayParentPrompt(viewModel: .init(label: "move under (title or ID; empty: top level): ",
                                                             text: response.text))
    }

    func line(for status: TaskList.TreeStatus) -> StatusLine {
        switch status {
        case .nothingToIndentUnder: .init(text: "No task above at this level to indent under", isError: false)
        case .alreadyTopLevel(let title): .init(text: "'\(ChangeStatus.shortened(title))' is already a top-level task", isError: false)
        case .noSuchParent(let text, 0): .init(text: "No task has the title or ID '\(ChangeStatus.shortened(text))'", isError: true)
        case .noSuchParent(let text, let matches):
            .init(text: "\(matches) tasks match '\(ChangeStatus.shortened(text))': type more of the title (Tab completes)", isError: true)
        case .nothingToFold: .init(text: "No subtasks to collapse", isError: false)
        case .moved(let change, let parent):
            .init(text: ChangeStatus.describe(change) + (parent.map { " under '\(ChangeStatus.shortened($0))'" } ?? " to the top level")
                  + keys.undoTail, isError: false)
        }
    }
}
