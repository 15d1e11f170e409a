import TaskDomain

/// What the Task Editor view asks of its interactor.
protocol TaskEditorBusinessLogic: AnyObject {
    func loadForm(request: TaskEditor.LoadForm.Request)
    func editField(request: TaskEditor.EditField.Request)
    func cyclePriority(request: TaskEditor.CyclePriority.Request)
    func moveFocus(request: TaskEditor.MoveFocus.Request)
    func save(request: TaskEditor.Save.Request)
    func cancel(request: TaskEditor.Cancel.Request)
    func answerQuestion(request: TaskEditor.AnswerQuestion.Request)
}

/// What the Task Editor keeps: the task it edits (set by the router that opens it, before
/// it appears) and what its save did (read by the router that closes it).
protocol TaskEditorDataStore: AnyObject {
    /// The task to edit; nil opens an empty form that adds a new task.
    var task: Task? { get set }
    /// For a new task: the task it becomes a subtask of (`A` on the list).
    var parent: Task? { get set }
    /// For a new task: the project and tags the form opens with (the list's context, view or
    /// filter); a `+project` typed in the title still wins over an untouched Project field.
    var defaults: WriteDefaults { get set }
    /// The task the last successful save added or edited, and the change it made.
    var savedTask: TaskEditor.SavedTask? { get }
}

/// What the interactor hands its presenter.
protocol TaskEditorPresentationLogic: AnyObject {
    func presentForm(response: TaskEditor.ShowForm.Response)
    func presentSaved(response: TaskEditor.Save.Response)
    func presentSaveFailure(response: TaskEditor.Save.Failure)
    func presentCancel(response: TaskEditor.Cancel.Response)
    func presentQuestion(response: TaskEditor.AskQuestion.Response)
    func presentStatus(response: TaskEditor.Status.Response)
}

/// What the presenter hands the view.
protocol TaskEditorDisplayLogic: AnyObject {
    func displayForm(viewModel: TaskEditor.ShowForm.ViewModel)
    func displaySaved(viewModel: TaskEditor.Save.ViewModel)
    func displayCancel(viewModel: TaskEditor.Cancel.ViewModel)
    func displayQuestion(viewModel: TaskEditor.AskQuestion.ViewModel)
    func displayStatus(viewModel: TaskEditor.Status.ViewModel)
}

/// Where the Task Editor can go.
protocol TaskEditorRoutingLogic: AnyObject {
    /// After a save: tells the scene beneath which task to select, then closes the form.
    func routeBackAfterSave()
    /// Closes the form without saving.
    func routeBack()
    /// Shows the question the interactor decided to ask (discard the changes?); the answer
    /// goes back to the view.
    func routeToQuestion(_ question: ConfirmQuestion)
    /// Ctrl-C with nothing to lose: quits taskdeck.
    func routeToQuit()
    func routeToHelp()
}

/// The router's access to the scene's data store.
protocol TaskEditorDataPassing: AnyObject {
    var dataStore: TaskEditorDataStore? { get }
}

/// The Task Editor view as its router sees it: the keys Help explains and where the answer
/// to a question goes back to.
typealias TaskEditorRouteSource = QuestionAnswering
