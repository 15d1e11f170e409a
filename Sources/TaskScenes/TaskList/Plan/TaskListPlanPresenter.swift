import TaskDomain
import TaskWording

/// The words of start / stop, the wait field and tasks back from waiting.
extension TaskListPresenter {
    func presentWaitPrompt(response: TaskList.WaitPrompt.Response) {
        viewController?.displayWaitPrompt(viewModel: .init(label: "wait until: ", text: response.text,
                                                           preview: WaitWording.preview(response.preview)))
    }

    func line(for status: TaskList.PlanStatus) -> StatusLine {
        switch status {
        case .alreadyRunning(let title?, _): .init(text: "'\(ChangeStatus.shortened(title))' is already running", isError: false)
        case .alreadyRunning(nil, let count): .init(text: "The \(count) tasks are already running", isError: false)
        case .notRunning(let title?, _): .init(text: "'\(ChangeStatus.shortened(title))' is not running", isError: false)
        case .notRunning(nil, _): .init(text: "None of them is running", isError: false)
        case .waitChanged(let change, let until, let pastDue): WaitWording.changed(change, until: until, pastDue: pastDue, keys: keys)
        case .invalidWait(let text): .init(text: "Not a date: '\(text)'", isError: true)
        case .backFromWaiting(_, let title?):
            .init(text: "'\(ChangeStatus.shortened(title))' is back from waiting", isError: false)
        case .backFromWaiting(let count, nil): .init(text: "\(count) tasks are back from waiting", isError: false)
        }
    }
}
