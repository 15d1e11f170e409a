import TaskDomain

/// Moves from Task Detail to other scenes and back to the list, passing data through
/// data stores.
final class TaskDetailRouter: SceneRouter, TaskDetailRoutingLogic, TaskDetailDataPassing, HelpOpening, QuestionAsking {
    /// The view: the source of Help's keys and the receiver of an answer.
    weak var viewController: TaskDetailRouteSource?
    weak var dataStore: TaskDetailDataStore?
    /// The list's data store, which gets the shown task (and a delete) back.
    weak var listDataStore: TaskListDataStore?

    /// Confirm's answer goes back to the view.
    var answerReceiver: QuestionAnswering? { viewController }

    // MARK: - Routing

    func routeToTaskList() {
        if let source = dataStore, let destination = listDataStore {
            passDataToTaskList(source: source, destination: destination)
        }
        navigator?.pop()
    }

    /// Pushes the Task Editor filled from the shown task; after a save the detail shows
    /// the edited task and says what changed. The interactor checked that the task exists.
    func routeToEditTask() {
        guard let source = dataStore else { return }
        routeToTaskEditor(returningTo: source) { passDataToTaskEditor(source: source, destination: $0) }
    }

    func routeToHelp() {
        routeToHelp(about: .taskDetail, from: viewController)
    }

    // MARK: - Passing data

    /// The editor gets the shown task.
    func passDataToTaskEditor(source: TaskDetailDataStore, destination: TaskEditorDataStore) {
        destination.task = source.currentTask
    }

    /// The list selects the task shown here and says what was deleted here, if anything.
    func passDataToTaskList(source: TaskDetailDataStore, destination: TaskListDataStore) {
        if let id = source.currentTaskID { destination.selectTask(id: id) }
        if let deletion = source.deletion { destination.announce(deletion) }
    }
}
