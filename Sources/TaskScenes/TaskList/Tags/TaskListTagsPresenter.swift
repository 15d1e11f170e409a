/// The words of the `#` field.
extension TaskListPresenter {
    func presentTagsPrompt(response: TaskList.TagsPrompt.Response) {
        // The tags there now, before the example: "tags (now #home #phone; work -home): ".
        let now = response.current.isEmpty ? "" : "now " + response.current.map { "#" + $0 }.joined(separator: " ") + "; "
        viewController?.displayTagsPrompt(viewModel: .init(label: "tags (\(now)work -home): ", text: response.text))
    }

    func line(for status: TaskList.TagsStatus) -> StatusLine {
        switch status {
        case .noTagsGiven: .init(text: "Type tags to add (work) or remove (-work)", isError: false)
        }
    }
}
