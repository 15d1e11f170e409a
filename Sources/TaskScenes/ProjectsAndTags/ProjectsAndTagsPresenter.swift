import TaskDomain

/// Formats the two lists: projects indented by depth under their parents, tags with `#`,
/// pending / total counts, the current narrowing marked, and the empty states.
final class ProjectsAndTagsPresenter: ProjectsAndTagsPresentationLogic {
    weak var viewController: ProjectsAndTagsDisplayLogic?

    /// Columns of indentation per project level.
    static let indent = 2

    // MARK: - Presentation logic

    func presentGroups(response: ProjectsAndTags.FetchGroups.Response) {
        let current = response.currentNarrowing
        let projects = ProjectsAndTags.List(
            title: "Projects",
            countsTitle: "pending / total",
            rows: response.projects.map { group in
                let leaf = group.name.split(separator: ".").last.map(String.init) ?? group.name
                return row(label: String(repeating: " ", count: group.depth * ProjectsAndTagsPresenter.indent) + leaf,
                           group: group, isCurrent: ProjectsAndTagsPresenter.same(current, .project(group.name)))
            },
            selectedIndex: response.selectedProject,
            isActive: response.activeList == .projects,
            emptyState: ["No projects yet.", "Give a task one: +home in a title,", "or the editor's Project field."])
        let tags = ProjectsAndTags.List(
            title: "Tags",
            countsTitle: "pending / total",
            rows: response.tags.map { row(label: "#" + $0.name, group: $0, isCurrent: ProjectsAndTagsPresenter.same(current, .tag($0.name))) },
            selectedIndex: response.selectedTag,
            isActive: response.activeList == .tags,
            emptyState: ["No tags yet.", "Give a task some: #shop in a title,", "or # on the task list."])
        viewController?.displayGroups(viewModel: .init(projects: projects, tags: tags,
                                                       activeList: response.activeList,
                                                       current: currentText(current)))
    }

    func presentChooseGroup(response: ProjectsAndTags.ChooseGroup.Response) {
        let message: String? = switch (response.choice, response.activeList) {
        case (.some, _): nil
        case (nil, .projects): "No project to show"
        case (nil, .tags): "No tag to show"
        }
        viewController?.displayChooseGroup(viewModel: .init(choice: response.choice, message: message))
    }

    func presentFetchGroupsFailure(response: ProjectsAndTags.Failure.Response) {
        viewController?.displayFetchGroupsFailure(viewModel: .init(text: "Could not read the tasks: \(response.reason)"))
    }

    // MARK: - Helpers

    /// Narrowings are matched ignoring case, as `TaskQuery` matches projects.
    private static func same(_ lhs: ProjectsAndTags.Narrowing?, _ rhs: ProjectsAndTags.Narrowing) -> Bool {
        switch (lhs, rhs) {
        case (.project(let a)?, .project(let b)), (.tag(let a)?, .tag(let b)): a.lowercased() == b.lowercased()
        default: false
        }
    }

    private func row(label: String, group: TaskGroupCount, isCurrent: Bool) -> ProjectsAndTags.Row {
        .init(label: label, counts: "\(group.pending) / \(group.total)", isCurrent: isCurrent,
              isDone: group.pending == 0)
    }

    private func currentText(_ narrowing: ProjectsAndTags.Narrowing?) -> String {
        switch narrowing {
        case .project(let name)?: "list shows: project \(name)"
        case .tag(let name)?: "list shows: tag #\(name)"
        case nil: "list shows: all"
        }
    }
}
