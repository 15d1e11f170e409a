import TaskDomain
import TerminalCore
@testable import TaskScenes

/// Records what Task Detail's interactor presents, each kind in its own array.
final class TaskDetailPresentationLogicSpy: TaskDetailPresentationLogic {
    private(set) var presentTaskResponses: [TaskDetail.ShowTask.Response] = []
    private(set) var presentOpenTaskResponses: [TaskDetail.OpenTask.Response] = []
    private(set) var presentQuestionResponses: [TaskDetail.AskQuestion.Response] = []
    private(set) var presentDeleteTaskResponses: [TaskDetail.DeleteTask.Response] = []
    private(set) var presentStatusResponses: [TaskDetail.Status.Response] = []
    private(set) var presentShowTaskFailureResponses: [TaskDetail.ShowTask.FailureResponse] = []
    private(set) var presentWaitPromptResponses: [TaskDetail.WaitPrompt.Response] = []

    func presentWaitPrompt(response: TaskDetail.WaitPrompt.Response) { presentWaitPromptResponses.append(response) }
    private(set) var presentAnnotatePromptResponses: [TaskDetail.AnnotatePrompt.Response] = []
    func presentAnnotatePrompt(response: TaskDetail.AnnotatePrompt.Response) { presentAnnotatePromptResponses.append(response) }

    func presentTask(response: TaskDetail.ShowTask.Response) { presentTaskResponses.append(response) }
    func presentOpenTask(response: TaskDetail.OpenTask.Response) { presentOpenTaskResponses.append(response) }
    func presentQuestion(response: TaskDetail.AskQuestion.Response) { presentQuestionResponses.append(response) }
    func presentDeleteTask(response: TaskDetail.DeleteTask.Response) { presentDeleteTaskResponses.append(response) }
    func presentStatus(response: TaskDetail.Status.Response) { presentStatusResponses.append(response) }
    func presentShowTaskFailure(response: TaskDetail.ShowTask.FailureResponse) {
        presentShowTaskFailureResponses.append(response)
    }
}

/// Records what Task Detail's presenter displays, each kind in its own array.
final class TaskDetailDisplayLogicSpy: TaskDetailDisplayLogic {
    private(set) var displayTaskViewModels: [TaskDetail.ShowTask.ViewModel] = []
    private(set) var displayOpenTaskViewModels: [TaskDetail.OpenTask.ViewModel] = []
    private(set) var displayQuestionViewModels: [TaskDetail.AskQuestion.ViewModel] = []
    private(set) var displayDeleteTaskViewModels: [TaskDetail.DeleteTask.ViewModel] = []
    private(set) var displayStatusViewModels: [TaskDetail.Status.ViewModel] = []
    private(set) var displayWaitPromptViewModels: [TaskDetail.WaitPrompt.ViewModel] = []

    func displayWaitPrompt(viewModel: TaskDetail.WaitPrompt.ViewModel) { displayWaitPromptViewModels.append(viewModel) }
    private(set) var displayAnnotatePromptViewModels: [TaskDetail.AnnotatePrompt.ViewModel] = []
    func displayAnnotatePrompt(viewModel: TaskDetail.AnnotatePrompt.ViewModel) { displayAnnotatePromptViewModels.append(viewModel) }

    func displayTask(viewModel: TaskDetail.ShowTask.ViewModel) { displayTaskViewModels.append(viewModel) }
    func displayOpenTask(viewModel: TaskDetail.OpenTask.ViewModel) { displayOpenTaskViewModels.append(viewModel) }
    func displayQuestion(viewModel: TaskDetail.AskQuestion.ViewModel) { displayQuestionViewModels.append(viewModel) }
    func displayDeleteTask(viewModel: TaskDetail.DeleteTask.ViewModel) { displayDeleteTaskViewModels.append(viewModel) }
    func displayStatus(viewModel: TaskDetail.Status.ViewModel) { displayStatusViewModels.append(viewModel) }
}

/// Stands in for Task Detail's interactor: records each request, in order, as a typed log.
final class TaskDetailBusinessLogicSpy: TaskDetailBusinessLogic {
    enum Request: Equatable {
        case showTask(TaskDetail.ShowTask.Request)
        case moveToTask(TaskDetail.MoveToTask.Request)
        case openTask(TaskDetail.OpenTask.Request)
        case toggleTask
        case skipOccurrence
        case deleteTask
        case answerQuestion(TaskDetail.AnswerQuestion.Request)
        case undo
        case redo
        case refreshTask(TaskDetail.RefreshTask.Request)
        case passTime
        case editNotes
        case startStop
        case openWaitPrompt
        case previewWait(TaskDetail.WaitPrompt.PreviewRequest)
        case changeWait(TaskDetail.ChangeWait.Request)
        case openAnnotatePrompt
        case annotate(TaskDetail.Annotate.Request)
    }

    private(set) var requests: [Request] = []

    func showTask(request: TaskDetail.ShowTask.Request) { requests.append(.showTask(request)) }
    func moveToTask(request: TaskDetail.MoveToTask.Request) { requests.append(.moveToTask(request)) }
    func openTask(request: TaskDetail.OpenTask.Request) { requests.append(.openTask(request)) }
    func toggleTask(request: TaskDetail.ToggleTask.Request) { requests.append(.toggleTask) }
    func skipOccurrence(request: TaskDetail.SkipOccurrence.Request) { requests.append(.skipOccurrence) }
    func deleteTask(request: TaskDetail.DeleteTask.Request) { requests.append(.deleteTask) }
    func answerQuestion(request: TaskDetail.AnswerQuestion.Request) { requests.append(.answerQuestion(request)) }
    func undo(request: TaskDetail.Undo.Request) { requests.append(.undo) }
    func redo(request: TaskDetail.Redo.Request) { requests.append(.redo) }
    func refreshTask(request: TaskDetail.RefreshTask.Request) { requests.append(.refreshTask(request)) }
    func passTime(request: TaskDetail.PassTime.Request) { requests.append(.passTime) }
    func editNotes(request: TaskDetail.EditNotes.Request) { requests.append(.editNotes) }
    func startStop(request: TaskDetail.StartStop.Request) { requests.append(.startStop) }
    func openWaitPrompt(request: TaskDetail.WaitPrompt.OpenRequest) { requests.append(.openWaitPrompt) }
    func previewWait(request: TaskDetail.WaitPrompt.PreviewRequest) { requests.append(.previewWait(request)) }
    func changeWait(request: TaskDetail.ChangeWait.Request) { requests.append(.changeWait(request)) }
    func openAnnotatePrompt(request: TaskDetail.AnnotatePrompt.OpenRequest) { requests.append(.openAnnotatePrompt) }
    func annotate(request: TaskDetail.Annotate.Request) { requests.append(.annotate(request)) }
}

/// Records the routes asked for, in order.
final class TaskDetailRouterSpy: TaskDetailRoutingLogic, TaskDetailDataPassing {
    enum Route: Equatable {
        case taskList, editTask, help
        case question(ConfirmQuestion)
    }
    private(set) var routes: [Route] = []
    var dataStore: TaskDetailDataStore?

    func routeToTaskList() { routes.append(.taskList) }
    func routeToEditTask() { routes.append(.editTask) }
    func routeToQuestion(_ question: ConfirmQuestion) { routes.append(.question(question)) }
    func routeToHelp() { routes.append(.help) }
}

/// A data store with chosen contents, for router tests.
final class TaskDetailDataStoreStub: TaskDetailDataStore {
    var order: TaskOrder = []
    var currentTaskID: TaskID?
    var currentTask: Task?
    var deletion: TaskChange?
    private(set) var announced: [TaskChange] = []

    func selectTask(id: TaskID) { currentTaskID = id }
    func announce(_ change: TaskChange) { announced.append(change) }
}

/// The list's data store as the detail router sees it.
final class DetailListDataStoreSpy: TaskListDataStore {
    var selectedTask: Task?
    var visibleOrder: TaskOrder = []
    var query = TaskQuery(filter: .pending, sort: .due)
    var newTaskDefaults = WriteDefaults.none
    private(set) var selectedIDs: [TaskID] = []
    private(set) var announced: [TaskChange] = []

    func selectTask(id: TaskID) { selectedIDs.append(id) }
    func announce(_ change: TaskChange) { announced.append(change) }
}

/// A view that is the router's route source: records the answers handed back.
final class TaskDetailRouteSourceSpy: TaskDetailRouteSource {
    let sceneName = "Task Detail"
    var keyHelp: [KeyHelpSection] { TaskDetailKeyMap.map.helpSections }
    var needsDisplay = false
    private(set) var answers: [ConfirmAnswer] = []

    func handle(_ event: InputEvent) {}
    func render(into canvas: inout Canvas, area: Rect) {}
    func questionAnswered(_ answer: ConfirmAnswer) { answers.append(answer) }
}
