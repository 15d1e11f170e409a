import TaskDomain

/// Moves from the Task List to other scenes and passes them data through data stores.
final class TaskListRouter: TaskListRoutingLogic, TaskListDataPassing, HelpOpening {
    /// The view: the source of Help's keys and the receiver of a confirmed delete.
    weak var viewController: TaskListRouteSource?
    weak var navigator: SceneNavigating?
    weak var dataStore: TaskListDataStore?
    /// Where Projects & Tags hands its choice back (the interactor, like `dataStore`).
    weak var narrowingDataStore: TaskListNarrowingDataStore?
    /// The shared worker the scenes opened from here change tasks through.
    let worker: TaskWorking
    /// The key maps in effect, handed on to the scenes this router opens.
    let keys: SceneKeyMaps
    /// The theme in effect, handed on like the key maps.
    let theme: Theme
    /// The editor port, handed on to the detail.
    let notesEditor: NotesEditing?

    init(navigator: SceneNavigating?, worker: TaskWorking, keys: SceneKeyMaps = .defaults, theme: Theme = .dark,
         notesEditor: NotesEditing? = nil) {
        self.navigator = navigator
        self.notesEditor = notesEditor
        self.keys = keys
        self.theme = theme
        self.worker = worker
    }

    // MARK: - Routing

    func routeToQuit() {
        navigator?.quit()
    }

    func routeToHelp() {
        guard let viewController else { return }
        routeToHelp(about: .taskList, keys: viewController.keyHelp)
    }

    /// Pushes an empty Task Editor; after a save the list selects the new task.
    func routeToAddTask() {
        navigator?.push(TaskEditorConfigurator.make(worker: worker, navigator: navigator, returnDataStore: dataStore, keys: keys, theme: theme))
    }

    /// Pushes an empty Task Editor for a subtask of the selected task.
    func routeToAddSubtask() {
        guard let source = dataStore else { return }
        let editor = TaskEditorConfigurator.make(worker: worker, navigator: navigator, returnDataStore: source, keys: keys, theme: theme)
        editor.router?.dataStore?.parent = source.selectedTask
        navigator?.push(editor)
    }

    /// Asks whether completing the tasks completes their open subtasks too; "only the
    /// parent" completes just them, cancel nothing.
    func routeToCompleteQuestion() {
        guard let (ids, open) = dataStore?.pendingCompletion, !ids.isEmpty else { return }
        let title = ids.count == 1 ? dataStore?.selectedTask.flatMap { $0.id == ids[0] ? $0.title : nil } : nil
        let question = ConfirmQuestion.completeParent(titled: title, count: ids.count, openSubtasks: open)
        let confirm = ConfirmConfigurator.make(question: question, navigator: navigator, keys: keys, theme: theme) { [weak self] answer in
            guard answer != .no else { return }
            self?.viewController?.completeTasksConfirmed(ids: ids, withSubtasks: answer == .yes)
        }
        navigator?.present(confirm)
    }

    /// Pushes the Task Editor filled from the selected task (the interactor checked there is one).
    func routeToEditTask() {
        guard let source = dataStore else { return }
        let editor = TaskEditorConfigurator.make(worker: worker, navigator: navigator, returnDataStore: source, keys: keys, theme: theme)
        if let destination = editor.router?.dataStore {
            passDataToTaskEditor(source: source, destination: destination)
        }
        navigator?.push(editor)
    }

    func routeToTaskDetail() {
        guard let source = dataStore else { return }
        let detail = TaskDetailConfigurator.make(worker: worker, navigator: navigator, listDataStore: source, keys: keys,
                                                 theme: theme, notesEditor: notesEditor)
        passDataToTaskDetail(source: source, destination: detail.dataStore)
        navigator?.push(detail.viewController)
    }

    /// Asks before deleting the targets: the marked tasks, else the selected one; with
    /// subtasks, whether they go too or stay (moved up a level).
    func routeToDeleteTask() {
        let ids = dataStore?.targetIDs ?? []
        guard !ids.isEmpty else { return }
        // Marked tasks may be hidden by the filter: name the task only when it is the one shown.
        var title: String?
        if ids.count == 1, let task = dataStore?.selectedTask, task.id == ids[0] { title = task.title }
        let subtasks = dataStore?.subtaskCount(of: ids) ?? 0
        let question: ConfirmQuestion = subtasks > 0 ? .deleteParent(titled: title, count: ids.count, subtasks: subtasks)
            : title.map { .deleteTask(titled: $0) } ?? .deleteTasks(count: ids.count)
        let confirm = ConfirmConfigurator.make(question: question, navigator: navigator, keys: keys, theme: theme) { [weak self] answer in
            guard answer != .no else { return }
            // Subtasks are deleted only when the question named them: one that appeared from
            // outside while it was asked is kept, moved up a level.
            self?.viewController?.deleteTasksConfirmed(ids: ids, subtasks: answer == .yes && subtasks > 0 ? .delete : .keep)
        }
        navigator?.present(confirm)
    }

    /// Pushes Projects & Tags on the list's narrowing; Enter there narrows the list.
    func routeToProjectsAndTags() {
        let scene = ProjectsAndTagsConfigurator.make(worker: worker, navigator: navigator,
                                                     listDataStore: narrowingDataStore, keys: keys, theme: theme)
        if let source = dataStore { passDataToProjectsAndTags(source: source, destination: scene.dataStore) }
        navigator?.push(scene.viewController)
    }

    func routeToStatistics() {
        navigator?.push(StatisticsConfigurator.make(worker: worker, navigator: navigator, keys: keys, theme: theme))
    }

    // MARK: - Passing data

    /// Detail gets the list's order (for next / previous) and the selected task.
    func passDataToTaskDetail(source: TaskListDataStore, destination: TaskDetailDataStore) {
        destination.taskIDs = source.visibleTaskIDs
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
