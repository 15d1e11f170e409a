import TaskDomain
import TaskTestSupport
@testable import TaskScenes

final class AgendaPresentationLogicSpy: AgendaPresentationLogic {
    private(set) var presentAgendaResponses: [Agenda.ShowAgenda.Response] = []
    private(set) var presentShowAgendaFailureResponses: [Agenda.ShowAgenda.FailureResponse] = []
    private(set) var presentOpenTaskResponses: [Agenda.OpenTask.Response] = []
    private(set) var presentStatusResponses: [Agenda.Status.Response] = []

    func presentAgenda(response: Agenda.ShowAgenda.Response) { presentAgendaResponses.append(response) }
    func presentShowAgendaFailure(response: Agenda.ShowAgenda.FailureResponse) {
        presentShowAgendaFailureResponses.append(response)
    }
    func presentOpenTask(response: Agenda.OpenTask.Response) { presentOpenTaskResponses.append(response) }
    func presentStatus(response: Agenda.Status.Response) { presentStatusResponses.append(response) }
    private(set) var presentQuestionResponses: [Agenda.AskQuestion.Response] = []
    func presentQuestion(response: Agenda.AskQuestion.Response) { presentQuestionResponses.append(response) }

    /// The last agenda presented.
    var last: Agenda.ShowAgenda.Response? { presentAgendaResponses.last }
}

final class AgendaDisplayLogicSpy: AgendaDisplayLogic {
    private(set) var displayAgendaViewModels: [Agenda.ShowAgenda.ViewModel] = []
    private(set) var displayOpenTaskViewModels: [Agenda.OpenTask.ViewModel] = []
    private(set) var displayStatusViewModels: [Agenda.Status.ViewModel] = []

    func displayAgenda(viewModel: Agenda.ShowAgenda.ViewModel) { displayAgendaViewModels.append(viewModel) }
    func displayOpenTask(viewModel: Agenda.OpenTask.ViewModel) { displayOpenTaskViewModels.append(viewModel) }
    func displayStatus(viewModel: Agenda.Status.ViewModel) { displayStatusViewModels.append(viewModel) }
    private(set) var displayQuestionViewModels: [Agenda.AskQuestion.ViewModel] = []
    func displayQuestion(viewModel: Agenda.AskQuestion.ViewModel) { displayQuestionViewModels.append(viewModel) }
}

/// Records every request the view sends, in one typed log.
final class AgendaBusinessLogicSpy: AgendaBusinessLogic {
    enum Request: Equatable {
        case show(Agenda.ShowAgenda.Request)
        case move(Agenda.MoveSelection.Request)
        case changeDay(Agenda.ChangeDay.Request)
        case open(Agenda.OpenTask.Request)
        case complete
        case answer(ConfirmAnswer)
        case startStop
        case moveDate(Agenda.MoveDate.Request)
        case undo, redo
        case refresh(Agenda.RefreshAgenda.Request)
        case checkDay
    }
    private(set) var requests: [Request] = []

    func showAgenda(request: Agenda.ShowAgenda.Request) { requests.append(.show(request)) }
    func moveSelection(request: Agenda.MoveSelection.Request) { requests.append(.move(request)) }
    func changeDay(request: Agenda.ChangeDay.Request) { requests.append(.changeDay(request)) }
    func openTask(request: Agenda.OpenTask.Request) { requests.append(.open(request)) }
    func completeTask(request: Agenda.CompleteTask.Request) { requests.append(.complete) }
    func answerQuestion(request: Agenda.AnswerQuestion.Request) { requests.append(.answer(request.answer)) }
    func startStop(request: Agenda.StartStop.Request) { requests.append(.startStop) }
    func moveDate(request: Agenda.MoveDate.Request) { requests.append(.moveDate(request)) }
    func undo(request: Agenda.Undo.Request) { requests.append(.undo) }
    func redo(request: Agenda.Redo.Request) { requests.append(.redo) }
    func refreshAgenda(request: Agenda.RefreshAgenda.Request) { requests.append(.refresh(request)) }
    func checkDay(request: Agenda.CheckDay.Request) { requests.append(.checkDay) }
}

final class AgendaRouterSpy: AgendaRoutingLogic, AgendaDataPassing {
    enum Route: Equatable { case taskList, taskDetail, question(ConfirmQuestion), help }
    private(set) var routes: [Route] = []
    var dataStore: AgendaDataStore?

    func routeToTaskList() { routes.append(.taskList) }
    func routeToTaskDetail() { routes.append(.taskDetail) }
    func routeToQuestion(_ question: ConfirmQuestion) { routes.append(.question(question)) }
    func routeToHelp() { routes.append(.help) }
}

/// Tasks around `Fixtures.Samples.clock` (Sunday 2026-11-29, noon UTC) for the agenda's tests.
enum AgendaFixtures {
    static let today = CalendarDay(year: 2026, month: 11, day: 29)!

    static func day(_ offset: Int) -> CalendarDay { today.adding(days: offset) }

    static func task(_ title: String, due: Due? = nil, scheduled: Due? = nil, wait: Due? = nil,
                     status: TaskStatus = .pending, priority: Priority = .none, project: String? = nil) throws -> Task {
        try Task(title: title, status: status, created: Fixtures.Samples.now.addingTimeInterval(-86_400), due: due,
                 priority: priority, project: project, wait: wait, scheduled: scheduled)
    }
}
