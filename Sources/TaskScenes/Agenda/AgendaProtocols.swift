import TaskDomain

/// What the Agenda view asks of its interactor.
protocol AgendaBusinessLogic: AnyObject {
    func showAgenda(request: Agenda.ShowAgenda.Request)
    func moveSelection(request: Agenda.MoveSelection.Request)
    func changeDay(request: Agenda.ChangeDay.Request)
    func openTask(request: Agenda.OpenTask.Request)
    func completeTask(request: Agenda.CompleteTask.Request)
    /// The answer to the question asked last: the interactor does what it means.
    func answerQuestion(request: Agenda.AnswerQuestion.Request)
    func startStop(request: Agenda.StartStop.Request)
    func moveDate(request: Agenda.MoveDate.Request)
    func undo(request: Agenda.Undo.Request)
    func redo(request: Agenda.Redo.Request)
    func refreshAgenda(request: Agenda.RefreshAgenda.Request)
    func checkDay(request: Agenda.CheckDay.Request)
}

/// What the Agenda keeps for the scenes it opens.
protocol AgendaDataStore: AnyObject {
    /// The tasks shown, in order, each once (Task Detail's next / previous).
    var visibleOrder: TaskOrder { get }
    /// The selected task, if any.
    var selectedTaskID: TaskID? { get }
}

/// What the interactor hands its presenter.
protocol AgendaPresentationLogic: AnyObject {
    func presentAgenda(response: Agenda.ShowAgenda.Response)
    func presentShowAgendaFailure(response: Agenda.ShowAgenda.FailureResponse)
    func presentOpenTask(response: Agenda.OpenTask.Response)
    func presentQuestion(response: Agenda.AskQuestion.Response)
    func presentStatus(response: Agenda.Status.Response)
}

/// What the presenter hands the view.
protocol AgendaDisplayLogic: AnyObject {
    func displayAgenda(viewModel: Agenda.ShowAgenda.ViewModel)
    /// A task is selected: the view asks its router to go there.
    func displayOpenTask(viewModel: Agenda.OpenTask.ViewModel)
    /// The interactor asks a question: the view asks its router to show it.
    func displayQuestion(viewModel: Agenda.AskQuestion.ViewModel)
    func displayStatus(viewModel: Agenda.Status.ViewModel)
}

/// Where the Agenda can go.
protocol AgendaRoutingLogic: AnyObject {
    /// Back to the list.
    func routeToTaskList()
    /// Task Detail on the selected task, with the agenda's tasks as its next / previous.
    func routeToTaskDetail()
    /// Shows `question` in Confirm; the answer goes back to the view (`AgendaRouteSource`).
    func routeToQuestion(_ question: ConfirmQuestion)
    func routeToHelp()
}

/// The view as its router sees it: where the answer to a question goes.
typealias AgendaRouteSource = QuestionAnswering

/// The router's access to the scene's data store.
protocol AgendaDataPassing: AnyObject {
    var dataStore: AgendaDataStore? { get }
}
