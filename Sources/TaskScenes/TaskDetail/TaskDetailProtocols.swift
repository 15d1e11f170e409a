import TaskDomain

/// What the Task Detail view asks of its interactor.
protocol TaskDetailBusinessLogic: AnyObject {
    func showTask(request: TaskDetail.ShowTask.Request)
    func moveToTask(request: TaskDetail.MoveToTask.Request)
    func openTask(request: TaskDetail.OpenTask.Request)
    func toggleTask(request: TaskDetail.ToggleTask.Request)
    func skipOccurrence(request: TaskDetail.SkipOccurrence.Request)
    func deleteTask(request: TaskDetail.DeleteTask.Request)
    /// The answer to the question asked last: the interactor does what it means.
    func answerQuestion(request: TaskDetail.AnswerQuestion.Request)
    func undo(request: TaskDetail.Undo.Request)
    func redo(request: TaskDetail.Redo.Request)
    func refreshTask(request: TaskDetail.RefreshTask.Request)
    func passTime(request: TaskDetail.PassTime.Request)
    func editNotes(request: TaskDetail.EditNotes.Request)
    func startStop(request: TaskDetail.StartStop.Request)
    func openWaitPrompt(request: TaskDetail.WaitPrompt.OpenRequest)
    func previewWait(request: TaskDetail.WaitPrompt.PreviewRequest)
    func changeWait(request: TaskDetail.ChangeWait.Request)
    func openAnnotatePrompt(request: TaskDetail.AnnotatePrompt.OpenRequest)
    func annotate(request: TaskDetail.Annotate.Request)
}

/// What Task Detail keeps, filled by the Task List's router and read by its own.
protocol TaskDetailDataStore: TaskReturnDataStore {
    /// The order of the list the detail was opened from, for next / previous.
    var order: TaskOrder { get set }
    /// The task shown (it may have been deleted meanwhile).
    var currentTaskID: TaskID? { get set }
    /// The shown task as last read, if it still exists.
    var currentTask: Task? { get }
    /// The delete made from this scene, for the list's status line.
    var deletion: TaskChange? { get }
}

/// What the interactor hands its presenter.
protocol TaskDetailPresentationLogic: AnyObject {
    func presentTask(response: TaskDetail.ShowTask.Response)
    func presentOpenTask(response: TaskDetail.OpenTask.Response)
    func presentQuestion(response: TaskDetail.AskQuestion.Response)
    func presentDeleteTask(response: TaskDetail.DeleteTask.Response)
    func presentStatus(response: TaskDetail.Status.Response)
    /// Reading the tasks failed (the file became unreadable).
    func presentShowTaskFailure(response: TaskDetail.ShowTask.FailureResponse)
    func presentWaitPrompt(response: TaskDetail.WaitPrompt.Response)
    func presentAnnotatePrompt(response: TaskDetail.AnnotatePrompt.Response)
}

/// What the presenter hands the view.
protocol TaskDetailDisplayLogic: AnyObject {
    func displayTask(viewModel: TaskDetail.ShowTask.ViewModel)
    /// The shown task exists: the view asks its router to go there.
    func displayOpenTask(viewModel: TaskDetail.OpenTask.ViewModel)
    /// The view asks its router to put the question.
    func displayQuestion(viewModel: TaskDetail.AskQuestion.ViewModel)
    func displayDeleteTask(viewModel: TaskDetail.DeleteTask.ViewModel)
    func displayStatus(viewModel: TaskDetail.Status.ViewModel)
    /// Opens the wait field, or shows what its text means.
    func displayWaitPrompt(viewModel: TaskDetail.WaitPrompt.ViewModel)
    /// Opens the annotation field.
    func displayAnnotatePrompt(viewModel: TaskDetail.AnnotatePrompt.ViewModel)
}

/// Where Task Detail can go. What to ask and what an answer does are the interactor's.
protocol TaskDetailRoutingLogic: AnyObject {
    /// Back to the list, with the shown task selected there.
    func routeToTaskList()
    func routeToEditTask()
    /// Shows `question` in Confirm; the answer goes back to the view (`TaskDetailRouteSource`).
    func routeToQuestion(_ question: ConfirmQuestion)
    func routeToHelp()
}

/// The router's access to the scene's data store.
protocol TaskDetailDataPassing: AnyObject {
    var dataStore: TaskDetailDataStore? { get }
}

/// The Task Detail view as its router sees it when it opens Help or Confirm: the keys to
/// explain (`TerminalViewController`) and where an answer goes back to.
typealias TaskDetailRouteSource = QuestionAnswering
