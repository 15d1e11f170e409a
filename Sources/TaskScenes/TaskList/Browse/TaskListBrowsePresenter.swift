/// The words of browsing.
extension TaskListPresenter {
    func line(for status: TaskList.BrowseStatus) -> StatusLine {
        switch status {
        case .narrowed(let project, let tag): .init(text: narrowedText(project: project, tag: tag), isError: false)
        case .noNarrowing: .init(text: "No project or tag filter to clear", isError: false)
        }
    }

    /// "Showing project home — c shows all again"
    private func narrowedText(project: String?, tag: String?) -> String {
        let parts = [project.map { "project \($0)" }, tag.map { "tag #\($0)" }].compactMap { $0 }
        guard !parts.isEmpty else { return "Showing every project and tag" }
        return "Showing \(parts.joined(separator: ", ")) — c shows all again"
    }
}
