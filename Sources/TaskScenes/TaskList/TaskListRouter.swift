/// Moves from the Task List to other scenes and passes them data through data stores.
final class TaskListRouter: TaskListRoutingLogic, TaskListDataPassing {
    weak var viewController: TaskListDisplayLogic?
    weak var navigator: SceneNavigating?
    weak var dataStore: TaskListDataStore?

    init(navigator: SceneNavigating?) {
        self.navigator = navigator
    }

    // MARK: - Routing

    func routeToQuit() {
        navigator?.quit()
    }

    func routeToHelp() { comingSoon("Help") }
    func routeToAddTask() { comingSoon("Adding a task here (use `taskdeck add` meanwhile)") }
    func routeToEditTask() { comingSoon("Editing") }
    func routeToTaskDetail() { comingSoon("Task detail") }
    func routeToDeleteTask() { comingSoon("Deleting") }
    func routeToProjectsAndTags() { comingSoon("Projects & Tags") }
    func routeToStatistics() { comingSoon("Statistics") }

    /// A key whose scene is not built yet says so instead of doing nothing.
    private func comingSoon(_ feature: String) {
        viewController?.displayStatus(viewModel: .init(text: "\(feature): coming soon", isError: false))
    }
}
