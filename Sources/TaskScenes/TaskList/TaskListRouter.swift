import TaskDomain

/// Moves from the Task List to other scenes and passes them data through data stores.
final class TaskListRouter: TaskListRoutingLogic, TaskListDataPassing {
    weak var viewController: TaskListDisplayLogic?
    weak var navigator: SceneNavigating?
    weak var dataStore: TaskListDataStore?
    /// The shared worker, handed to the scenes the list opens (nil: they say "coming soon").
    let worker: TaskWorking?

    init(navigator: SceneNavigating?, worker: TaskWorking? = nil) {
        self.navigator = navigator
        self.worker = worker
    }

    // MARK: - Routing

    func routeToQuit() {
        navigator?.quit()
    }

    func routeToHelp() { comingSoon("Help") }
    /// Pushes an empty Task Editor; after a save the list selects the new task.
    func routeToAddTask() {
        guard let worker else { return comingSoon("Adding a task here (use `taskdeck add` meanwhile)") }
        navigator?.push(TaskEditorConfigurator.make(worker: worker, navigator: navigator, returnDataStore: dataStore))
    }

    /// Pushes the Task Editor filled from the selected task.
    func routeToEditTask() {
        guard let worker else { return comingSoon("Editing") }
        guard let source = dataStore, source.selectedTask != nil else {
            viewController?.displayStatus(viewModel: .init(text: "No task selected", isError: false))
            return
        }
        let editor = TaskEditorConfigurator.make(worker: worker, navigator: navigator, returnDataStore: source)
        if let destination = editor.router?.dataStore {
            passDataToTaskEditor(source: source, destination: destination)
        }
        navigator?.push(editor)
    }
    func routeToTaskDetail() { comingSoon("Task detail") }
    func routeToDeleteTask() { comingSoon("Deleting") }
    func routeToProjectsAndTags() { comingSoon("Projects & Tags") }
    func routeToStatistics() { comingSoon("Statistics") }

    // MARK: - Data passing

    func passDataToTaskEditor(source: TaskListDataStore, destination: TaskEditorDataStore) {
        destination.task = source.selectedTask
    }

    /// A key whose scene is not built yet says so instead of doing nothing.
    private func comingSoon(_ feature: String) {
        viewController?.displayStatus(viewModel: .init(text: "\(feature): coming soon", isError: false))
    }
}
