import TaskDomain

/// Moves from the Task List to other scenes and passes them data through data stores.
final class TaskListRouter: SceneRouter, TaskListRoutingLogic, TaskListDataPassing, HelpOpening, QuestionAsking {
    /// The view: the source of Help's keys and the receiver of an answer.
    weak var viewController: TaskListRouteSource?
    weak var dataStore: TaskListDataStore?
    /// Where Projects & Tags hands its choice back (the interactor, like `dataStore`).
    weak var narrowingDataStore: TaskListNarrowingDataStore?

    /// Confirm's answer goes back to the view.
    var answerReceiver: QuestionAnswering? { viewController }

    // MARK: - Routing

    func routeToQuit() {
        navigator?.quit()
    }

    func routeToHelp() {
        routeToHelp(about: .taskList, from: viewController)
    }

    /// Pushes an empty Task Editor; after a save the list selects the new task.
    func routeToAddTask() {
        routeToTaskEditor(returningTo: dataStore) { $0.defaults = dataStore?.newTaskDefaults ?? .none }
    }

    /// Pushes an empty Task Editor for a subtask of the selected task.
    func routeToAddSubtask() {
        guard let source = dataStore else { return }
        routeToTaskEditor(returningTo: source) { destination in
            destination.parent = source.selectedTask
            destination.defaults = source.newTaskDefaults
        }
    }

    /// Pushes the Task Editor filled from the selected task (the interactor checked there is one).
    func routeToEditTask() {
        guard let source = dataStore else { return }
        routeToTaskEditor(returningTo: source) { passDataToTaskEditor(source: source, destination: $0) }
    }

    func routeToTaskDetail() {
        guard let source = dataStore else { return }
        let detail = TaskDetailConfigurator.make(environment: environment, navigator: navigator, listDataStore: source)
        passDataToTaskDetail(source: source, destination: detail.dataStore)
        navigator?.push(detail.viewController)
    }

    /// Pushes Projects & Tags on the list's narrowing; Enter there narrows the list.
    func routeToProjectsAndTags() {
        let scene = ProjectsAndTagsConfigurator.make(environment: environment, navigator: navigator,
                                                     listDataStore: narrowingDataStore)
        if let source = dataStore { passDataToProjectsAndTags(source: source, destination: scene.dataStore) }
        navigator?.push(scene.viewController)
    }

    func routeToStatistics() {
        navigator?.push(StatisticsConfigurator.make(environment: environment, navigator: navigator))
    }

    /// Pushes the Agenda on today; it reads the tasks itself and hands nothing back.
    func routeToAgenda() {
        navigator?.push(AgendaConfigurator.make(environment: environment, navigator: navigator).viewController)
    }

    // MARK: - Passing data

    /// Detail gets the list's order (for next / previous) and the selected task.
    func passDataToTaskDetail(source: TaskListDataStore, destination: TaskDetailDataStore) {
        destination.order = source.visibleOrder
        destination.currentTaskID = source.selectedTask?.id
    }

    /// Projects & Tags starts on the project or tag the list is narrowed to.
    func passDataToProjectsAndTags(source: TaskListDataStore, destination: ProjectsAndTagsDataStore) {
        if let project = source.query.project {
            destination.currentNarrowing = .project(project)
        } else if let tag = source.query.tag {
            destination.currentNarrowing = .tag(tag)
        }
    }

    /// The editor gets the task to edit.
    func passDataToTaskEditor(source: TaskListDataStore, destination: TaskEditorDataStore) {
        destination.task = source.selectedTask
    }
}
