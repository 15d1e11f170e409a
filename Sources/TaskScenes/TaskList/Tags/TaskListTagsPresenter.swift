/// The words of the `#` field.
extension TaskListPresenter {
    func presentTagsPrompt(response: TaskList.TagsPrompt.Response) {
        viewController?.displayTagsPrompt(viewModel: .init(label: "tags (work -home): ", text: response.text))
    }

    func line(for status: TaskList.TagsStatus) -> StatusLine {
        switch status {
        case .noTagsGiven: .init(text: "Type tags to add (work) or remove (-work)", isError: false)
        }
    }
}
