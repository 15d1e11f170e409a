import TaskDomain

/// Leaves Projects & Tags: back to the Task List, handing it the chosen project or tag
/// through its data store, or to Help.
final class ProjectsAndTagsRouter: SceneRouter, ProjectsAndTagsRoutingLogic, ProjectsAndTagsDataPassing, HelpOpening {
    /// The view, as the source of Help's keys.
    weak var viewController: TerminalViewController?
    weak var dataStore: ProjectsAndTagsDataStore?
    /// The list's data store, which gets the choice.
    weak var listDataStore: TaskListNarrowingDataStore?

    // MARK: - Routing

    func routeToTaskList() {
        if let source = dataStore, let destination = listDataStore {
            passDataToTaskList(source: source, destination: destination)
        }
        navigator?.pop()
    }

    func routeToHelp() {
        routeToHelp(about: .projectsAndTags, from: viewController)
    }

    // MARK: - Passing data

    /// A choice replaces the list's project and tag narrowing; no choice changes nothing.
    func passDataToTaskList(source: ProjectsAndTagsDataStore, destination: TaskListNarrowingDataStore) {
        switch source.choice {
        case .project(let name)?: destination.narrow(project: name, tag: nil)
        case .tag(let name)?: destination.narrow(project: nil, tag: name)
        case nil: break
        }
    }
}
