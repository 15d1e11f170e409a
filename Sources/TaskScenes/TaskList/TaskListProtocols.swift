import TaskDomain

/// What the Task List view asks of its interactor.
protocol TaskListBusinessLogic: AnyObject {
    func fetchTasks(request: TaskList.FetchTasks.Request)
    func moveSelection(request: TaskList.MoveSelection.Request)
    func toggleTask(request: TaskList.ToggleTask.Request)
    func changeFilter(request: TaskList.ChangeFilter.Request)
    func changeSort(request: TaskList.ChangeSort.Request)
    func search(request: TaskList.Search.Request)
    func undo(request: TaskList.Undo.Request)
    func redo(request: TaskList.Redo.Request)
}

/// What the Task List keeps for the scenes it routes to; the Task Editor tells it which
/// task it saved (`taskSavedInEditor`), which the list selects and announces when it shows.
protocol TaskListDataStore: TaskEditorReturnDataStore {
    /// The task under the cursor, if any.
    var selectedTask: Task? { get }
    /// The tasks in the order shown (for next / previous in the detail scene).
    var visibleTaskIDs: [TaskID] { get }
    /// The current filter, project, tag, search and order.
    var query: TaskQuery { get set }
}

/// What the interactor hands its presenter.
protocol TaskListPresentationLogic: AnyObject {
    func presentTasks(response: TaskList.FetchTasks.Response)
    func presentStatus(response: TaskList.Status.Response)
    /// Reading the tasks failed (the file became unreadable).
    func presentFetchTasksFailure(response: TaskList.Status.Response)
}

/// What the presenter hands the view.
protocol TaskListDisplayLogic: AnyObject {
    func displayTasks(viewModel: TaskList.FetchTasks.ViewModel)
    func displayStatus(viewModel: TaskList.Status.ViewModel)
}

/// Where the Task List can go.
protocol TaskListRoutingLogic: AnyObject {
    func routeToQuit()
    func routeToHelp()
    func routeToAddTask()
    func routeToEditTask()
    func routeToTaskDetail()
    func routeToDeleteTask()
    func routeToProjectsAndTags()
    func routeToStatistics()
}

/// The router's access to the scene's data store.
protocol TaskListDataPassing: AnyObject {
    var dataStore: TaskListDataStore? { get }
}
