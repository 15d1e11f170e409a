import TaskDomain

/// Moves from Task Detail to other scenes and back to the list, passing data through
/// data stores.
final class TaskDetailRouter: TaskDetailRoutingLogic, TaskDetailDataPassing, HelpOpening {
    /// The view: the source of Help's keys and the receiver of a confirmed delete.
    weak var viewController: TaskDetailRouteSource?
    weak var navigator: SceneNavigating?
    weak var dataStore: TaskDetailDataStore?
    /// The list's data store, which gets the shown task (and a delete) back.
    weak var listDataStore: TaskListDataStore?
    /// The shared worker, for the editor opened from here.
    let worker: TaskWorking

    /// The key maps in effect, handed on to the scenes this router opens.
    let keys: SceneKeyMaps
    /// The theme in effect, handed on like the key maps.
    let theme: Theme

    init(navigator: SceneNavigating?, worker: TaskWorking, keys: SceneKeyMaps = .defaults, theme: Theme = .dark) {
        self.navigator = navigator
        self.keys = keys
        self.theme = theme
        self.worker = worker
    }

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
        let editor = TaskEditorConfigurator.make(worker: worker, navigator: navigator, returnDataStore: source, keys: keys, theme: theme)
        if let destination = editor.router?.dataStore {
            passDataToTaskEditor(source: source, destination: destination)
        }
        navigator?.push(editor)
    }

    func routeToDeleteTask() {
        guard let task = dataStore?.currentTask else { return }
        let id = task.id
        let subtasks = dataStore?.subtaskCounts.all ?? 0
        let question: ConfirmQuestion = subtasks > 0 ? .deleteParent(titled: task.title, count: 1, subtasks: subtasks)
            : .deleteTask(titled: task.title)
        let confirm = ConfirmConfigurator.make(question: question, navigator: navigator, keys: keys, theme: theme) { [weak self] answer in
            guard answer != .no else { return }
            self?.viewController?.deleteTaskConfirmed(id: id, subtasks: answer == .yes && subtasks > 0 ? .delete : .keep)
        }
        navigator?.present(confirm)
    }

    func routeToCompleteQuestion() {
        guard let task = dataStore?.currentTask, let open = dataStore?.subtaskCounts.open, open > 0 else { return }
        let question = ConfirmQuestion.completeParent(titled: task.title, count: 1, openSubtasks: open)
        let confirm = ConfirmConfigurator.make(question: question, navigator: navigator, keys: keys, theme: theme) { [weak self] answer in
            guard answer != .no else { return }
            self?.viewController?.completeTaskConfirmed(withSubtasks: answer == .yes)
        }
        navigator?.present(confirm)
    }

    func routeToHelp() {
        guard let viewController else { return }
        routeToHelp(about: .taskDetail, keys: viewController.keyHelp)
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
