import TaskWording

/// The words of what tasks wait for, on the list.
extension TaskListPresenter {
    func presentDependsPrompt(response: TaskList.DependsPrompt.Response) {
        viewController?.displayDependsPrompt(viewModel: .init(label: "waits for: ",
                                                              text: response.text))
    }

    func line(for status: TaskList.DependsStatus) -> StatusLine {
        switch status {
        case .noSuchTask(let text, 0): .init(text: "No task has the title or ID '\(ChangeStatus.shortened(text))'", isError: true)
        case .noSuchTask(let text, let matches):
            .init(text: "\(matches) tasks match '\(ChangeStatus.shortened(text))': type more of the title (Tab completes)", isError: true)
        case .set(let change, let blockers):
            .init(text: ChangeStatus.describe(change) + (blockers.isEmpty ? ": it waits for nothing"
                : ": waits for " + DependencyWording.titles(blockers.map { ChangeStatus.shortened($0) })) + keys.undoTail,
                  isError: false)
        case .madeReady(let outcome, let titles):
            .init(text: ChangeStatus.line(for: outcome, keys: keys).text + " · "
                  + (DependencyWording.readyNow(titles.map { ChangeStatus.shortened($0) }) ?? ""), isError: false)
        }
    }
}
