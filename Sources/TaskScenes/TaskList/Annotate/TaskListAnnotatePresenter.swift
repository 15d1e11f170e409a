import TaskDomain

/// The words of the annotation field.
extension TaskListPresenter {
    func presentAnnotatePrompt(response: TaskList.AnnotatePrompt.Response) {
        let label = response.count == 1 ? "annotate: " : "annotate \(response.count) tasks: "
        viewController?.displayAnnotatePrompt(viewModel: .init(label: label))
    }
}
