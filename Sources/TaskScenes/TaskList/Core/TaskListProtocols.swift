import TaskDomain

/// What the Task List view asks of its interactor: the list itself (appearing, opening
/// the selected task, answering a question) and one child interactor per concern, each
/// with its own requests (`TaskListChangesLogic`, `TaskListTreeLogic`, …, declared in the
/// concern's folder beside its implementation).
protocol TaskListBusinessLogic: AnyObject {
    var browse: TaskListBrowseLogic { get }
    var search: TaskListSearchLogic { get }
    var marks: TaskListMarksLogic { get }
    var changes: TaskListChangesLogic { get }
    var tags: TaskListTagsLogic { get }
    var tree: TaskListTreeLogic { get }
    var depends: TaskListDependsLogic { get }
    var commandLine: TaskListCommandLineLogic { get }
    var storage: TaskListStorageNewsLogic { get }
    var plan: TaskListPlanLogic { get }
    var annotate: TaskListAnnotateLogic { get }
    var context: TaskListContextLogic { get }

    /// The list appears: read storage and show the window of `viewport`.
    func fetchTasks(request: TaskList.FetchTasks.Request)
    /// Enter, `e`, `A`: opens the destination when there is a task to act on.
    func openTask(request: TaskList.OpenTask.Request)
    /// The answer to the question asked last (Confirm): the interactor does what it means.
    func answerQuestion(request: TaskList.AnswerQuestion.Request)
}

/// What the Task List keeps for the scenes it routes to; the scenes it opens tell it, when
/// they close, which task to select and what they changed (`TaskReturnDataStore`).
protocol TaskListDataStore: TaskReturnDataStore {
    /// The task under the cursor, if any.
    var selectedTask: Task? { get }
    /// The tasks in the order shown, read when asked (for next / previous in the detail scene).
    var visibleOrder: TaskOrder { get }
    /// The current filter, project, tag, search and order.
    var query: TaskQuery { get }
    /// What a task added from here gets: the project and tags the context, the view or tab,
    /// the `/` filter and the project / tag chosen certainly require.
    var newTaskDefaults: WriteDefaults { get }
}

/// What Projects & Tags hands back to the list: the project or tag to narrow it to.
protocol TaskListNarrowingDataStore: AnyObject {
    /// Shows only `project` (and its sub-projects) or only `tag` from the next time the
    /// list shows, replacing any earlier project or tag, and says so once.
    func narrow(project: String?, tag: String?)
}

/// What the interactors hand their presenter.
protocol TaskListPresentationLogic: AnyObject {
    func presentTasks(response: TaskList.FetchTasks.Response)
    /// Only the selection moved, within the window presented last (`MoveSelection`).
    func presentSelection(response: TaskList.MoveSelection.Response)
    func presentStatus(response: TaskList.Status.Response)
    func presentOpenTask(response: TaskList.OpenTask.Response)
    func presentQuestion(response: TaskList.AskQuestion.Response)
    func presentTagsPrompt(response: TaskList.TagsPrompt.Response)
    func presentParentPrompt(response: TaskList.ParentPrompt.Response)
    func presentDependsPrompt(response: TaskList.DependsPrompt.Response)
    /// The `/` text does not read as a filter (or reads again: no problem).
    func presentSearchProblem(response: TaskList.Search.Response)
    func presentCommandLine(response: TaskList.CommandLine.Response)
    func presentCommandAction(response: TaskList.CommandLine.ActionResponse)
    /// The wait field opens, or what its text means changed.
    func presentWaitPrompt(response: TaskList.WaitPrompt.Response)
    /// The annotation field opens (`i`).
    func presentAnnotatePrompt(response: TaskList.AnnotatePrompt.Response)
    /// The context field opens (`@`), or Tab completed a name in it.
    func presentContextPrompt(response: TaskList.ContextPrompt.Response)
    /// Reading the tasks failed (the file became unreadable).
    func presentFetchTasksFailure(response: TaskList.FetchTasks.FailureResponse)
}

/// What the presenter hands the view.
protocol TaskListDisplayLogic: AnyObject {
    func displayTasks(viewModel: TaskList.FetchTasks.ViewModel)
    /// Only the selection and the position counter changed (`MoveSelection`).
    func displaySelection(viewModel: TaskList.MoveSelection.ViewModel)
    func displayStatus(viewModel: TaskList.Status.ViewModel)
    /// There is a task to act on: the view asks its router to go there.
    func displayOpenTask(viewModel: TaskList.OpenTask.ViewModel)
    /// The view asks its router to put the question.
    func displayQuestion(viewModel: TaskList.AskQuestion.ViewModel)
    func displayTagsPrompt(viewModel: TaskList.TagsPrompt.ViewModel)
    func displayParentPrompt(viewModel: TaskList.ParentPrompt.ViewModel)
    func displayDependsPrompt(viewModel: TaskList.DependsPrompt.ViewModel)
    func displaySearchProblem(viewModel: TaskList.Search.ViewModel)
    /// Puts a completed text in the command line.
    func displayCommandLine(viewModel: TaskList.CommandLine.ViewModel)
    /// The command line named a key's action: the view performs it.
    func displayCommandAction(viewModel: TaskList.CommandLine.ActionViewModel)
    func displayWaitPrompt(viewModel: TaskList.WaitPrompt.ViewModel)
    func displayAnnotatePrompt(viewModel: TaskList.AnnotatePrompt.ViewModel)
    func displayContextPrompt(viewModel: TaskList.ContextPrompt.ViewModel)
}

/// Where the Task List can go. Routes build and show scenes and pass data; what to ask and
/// what an answer does are the interactor's (`AskQuestion`, `AnswerQuestion`).
protocol TaskListRoutingLogic: AnyObject {
    func routeToQuit()
    func routeToHelp()
    func routeToAddTask()
    /// The editor for a new subtask of the selected task.
    func routeToAddSubtask()
    func routeToEditTask()
    func routeToTaskDetail()
    /// Shows `question` in Confirm; the answer goes back to the view (`TaskListRouteSource`).
    func routeToQuestion(_ question: ConfirmQuestion)
    func routeToProjectsAndTags()
    func routeToStatistics()
    func routeToAgenda()
}

/// The router's access to the scene's data store.
protocol TaskListDataPassing: AnyObject {
    var dataStore: TaskListDataStore? { get }
}

/// The Task List view as its router sees it when it opens Help or Confirm: the keys to
/// explain (`TerminalViewController`) and where an answer goes back to.
typealias TaskListRouteSource = QuestionAnswering
