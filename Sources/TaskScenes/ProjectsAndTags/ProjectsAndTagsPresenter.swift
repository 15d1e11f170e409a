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
            rows: response.projects.enumerated().map { index, group in
                let leaf = group.name.split(separator: ".").last.map(String.init) ?? group.name
                return row(label: String(repeating: " ", count: group.depth * ProjectsAndTagsPresenter.indent) + leaf,
                           group: group, isCurrent: index == response.currentProject)
            },
            selectedIndex: response.selectedProject,
            isActive: response.activeList == .projects,
            emptyState: ["No projects yet.", "Give a task one: +home in a title,", "or the editor's Project field."])
        let tags = ProjectsAndTags.List(
            title: "Tags",
            countsTitle: "pending / total",
            rows: response.tags.enumerated().map { index, group in
                row(label: "#" + group.name, group: group, isCurrent: index == response.currentTag)
            },
            selectedIndex: response.selectedTag,
            isActive: response.activeList == .tags,
            emptyState: ["No tags yet.", "Give a task some: #shop in a title,", "or # on the task list."])
        viewController?.displayGroups(viewModel: .init(title: "Projects & Tags", projects: projects, tags: tags,
                                                       activeList: response.activeList,
                                                       // The context first, as the list's header has it.
                                                       current: (response.context.map { "context: \($0)  " } ?? "")
                                                           + currentText(current)))
    }

    func presentChooseGroup(response: ProjectsAndTags.ChooseGroup.Response) {
        switch (response.choice, response.activeList) {
        case (let choice?, _): viewController?.displayChooseGroup(viewModel: .init(choice: choice))
        case (nil, .projects): viewController?.displayStatus(viewModel: .init(text: "No project to show", isError: false))
        case (nil, .tags): viewController?.displayStatus(viewModel: .init(text: "No tag to show", isError: false))
        }
    }

    func presentFetchGroupsFailure(response: ProjectsAndTags.Failure.Response) {
        viewController?.displayStatus(viewModel: ChangeStatus.failed(.readTasks, response.error))
    }

    // MARK: - Helpers

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
