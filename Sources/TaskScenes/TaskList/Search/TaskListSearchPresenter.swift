import TaskWording

/// The words of the search.
extension TaskListPresenter {
    func presentSearchProblem(response: TaskList.Search.Response) {
        let problem = response.problem.map { StatusLine(text: "✗ " + FilterErrorText.sentence($0), isError: true) }
        viewController?.displaySearchProblem(viewModel: .init(problem: problem))
    }

    func line(for status: TaskList.SearchStatus) -> StatusLine {
        switch status {
        case .noSearch: .init(text: noSearchText, isError: false)
        case .noMatch(let search): .init(text: "No task here matches \"\(search)\"", isError: false)
        case .searchWrapped(let forward):
            .init(text: forward ? "search hit BOTTOM, continuing at TOP" : "search hit TOP, continuing at BOTTOM", isError: false)
        }
    }

    /// "No search yet: / searches, then n and N find the next and previous match", in the
    /// keys of the user's map.
    private var noSearchText: String {
        guard let search = keys.search else { return "No search yet" }
        let finding = [keys.nextMatch, keys.previousMatch].compactMap { $0 }
        guard finding.count == 2 else { return "No search yet: \(search) searches" }
        return "No search yet: \(search) searches, then \(finding[0]) and \(finding[1]) find the next and previous match"
    }
}
