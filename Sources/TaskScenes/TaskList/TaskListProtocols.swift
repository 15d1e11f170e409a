import TaskDomain

/// What the Task List view asks of its interactor.
protocol TaskListBusinessLogic: AnyObject {
    func fetchTasks(request: TaskList.FetchTasks.Request)
    func moveSelection(request: TaskList.MoveSelection.Request)
    func openTask(request: TaskList.OpenTask.Request)
    func toggleTask(request: TaskList.ToggleTask.Request)
    func skipOccurrence(request: TaskList.SkipOccurrence.Request)
    func selectTask(request: TaskList.SelectTask.Request)
    func chooseFilter(request: TaskList.ChooseFilter.Request)
    func changeFilter(request: TaskList.ChangeFilter.Request)
    func changeSort(request: TaskList.ChangeSort.Request)
    func beginSearch(request: TaskList.BeginSearch.Request)
    func search(request: TaskList.Search.Request)
    func deleteTask(request: TaskList.DeleteTask.Request)
    func undo(request: TaskList.Undo.Request)
    func redo(request: TaskList.Redo.Request)
    func markTasks(request: TaskList.MarkTasks.Request)
    func changePriority(request: TaskList.ChangePriority.Request)
    func changeTags(request: TaskList.ChangeTags.Request)
    func openTagsPrompt(request: TaskList.TagsPrompt.OpenRequest)
    func completeTag(request: TaskList.TagsPrompt.CompleteRequest)
    func clearNarrowing(request: TaskList.ClearNarrowing.Request)
    func refreshTasks(request: TaskList.RefreshTasks.Request)
    func storageUnreadable(request: TaskList.StorageUnreadable.Request)
    func startSync(request: TaskList.StartSync.Request)
    func finishSync(request: TaskList.FinishSync.Request)
    func completeTasks(request: TaskList.CompleteTasks.Request)
    func changeLevel(request: TaskList.ChangeLevel.Request)
    func fold(request: TaskList.Fold.Request)
    func openParentPrompt(request: TaskList.ParentPrompt.OpenRequest)
    func completeParent(request: TaskList.ParentPrompt.CompleteRequest)
    func moveToParent(request: TaskList.ParentPrompt.MoveRequest)
    func editNotes(request: TaskList.EditNotes.Request)
    func findMatch(request: TaskList.FindMatch.Request)
    func completeCommand(request: TaskList.CommandLine.CompleteRequest)
    func runCommand(request: TaskList.CommandLine.RunRequest)
}

/// What the Task List keeps for the scenes it routes to; the scenes it opens tell it, when
/// they close, which task to select and what they changed (`TaskReturnDataStore`).
protocol TaskListDataStore: TaskReturnDataStore {
    /// The task under the cursor, if any.
    var selectedTask: Task? { get }
    /// The tasks in the order shown (for next / previous in the detail scene).
    var visibleTaskIDs: [TaskID] { get }
    /// The tasks a bulk action applies to: the marked ones, else the selected one.
    var targetIDs: [TaskID] { get }
    /// The current filter, project, tag, search and order.
    var query: TaskQuery { get set }
    /// The completion the list asks about (`x` on tasks with open subtasks): the tasks to
    /// complete and how many of their subtasks are open.
    var pendingCompletion: (ids: [TaskID], openSubtasks: Int)? { get }
    /// How many subtasks (at any depth, not among `ids`) the tasks `ids` have.
    func subtaskCount(of ids: [TaskID]) -> Int
}

/// What Projects & Tags hands back to the list: the project or tag to narrow it to.
protocol TaskListNarrowingDataStore: AnyObject {
    /// Shows only `project` (and its sub-projects) or only `tag` from the next time the
    /// list shows, replacing any earlier project or tag, and says so once.
    func narrow(project: String?, tag: String?)
}

/// What the interactor hands its presenter.
protocol TaskListPresentationLogic: AnyObject {
    func presentTasks(response: TaskList.FetchTasks.Response)
    func presentStatus(response: TaskList.Status.Response)
    func presentTagsPrompt(response: TaskList.TagsPrompt.Response)
    func presentParentPrompt(response: TaskList.ParentPrompt.Response)
    func presentOpenTask(response: TaskList.OpenTask.Response)
    /// The `/` text does not read as a filter (or reads again: no problem).
    func presentSearchProblem(response: TaskList.Search.Response)
    func presentCommandLine(response: TaskList.CommandLine.Response)
    func presentCommandAction(response: TaskList.CommandLine.ActionResponse)
    /// Reading the tasks failed (the file became unreadable).
    func presentFetchTasksFailure(response: TaskList.FetchTasks.FailureResponse)
}

/// What the presenter hands the view.
protocol TaskListDisplayLogic: AnyObject {
    func displayTasks(viewModel: TaskList.FetchTasks.ViewModel)
    func displayStatus(viewModel: TaskList.Status.ViewModel)
    func displayTagsPrompt(viewModel: TaskList.TagsPrompt.ViewModel)
    func displayParentPrompt(viewModel: TaskList.ParentPrompt.ViewModel)
    /// There is a task to act on: the view asks its router to go there.
    func displayOpenTask(viewModel: TaskList.OpenTask.ViewModel)
    func displaySearchProblem(viewModel: TaskList.Search.ViewModel)
    /// Puts a completed text in the command line.
    func displayCommandLine(viewModel: TaskList.CommandLine.ViewModel)
    /// The command line named a key's action: the view performs it.
    func displayCommandAction(viewModel: TaskList.CommandLine.ActionViewModel)
}

/// Where the Task List can go.
protocol TaskListRoutingLogic: AnyObject {
    func routeToQuit()
    func routeToHelp()
    func routeToAddTask()
    /// The editor for a new subtask of the selected task.
    func routeToAddSubtask()
    /// Asks whether to complete the open subtasks too (`pendingCompletion`).
    func routeToCompleteQuestion()
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

/// The Task List view as its router sees it when it opens Help or Confirm: the keys to
/// explain (`TerminalViewController`) and where a confirmed delete goes back to.
protocol TaskListRouteSource: TerminalViewController {
    /// The person said yes to deleting `ids` in the Confirm modal.
    func deleteTasksConfirmed(ids: [TaskID], subtasks: SubtaskDisposal)
    /// The person chose, in the Confirm modal, to complete `ids` with or without their open subtasks.
    func completeTasksConfirmed(ids: [TaskID], withSubtasks: Bool)
}
