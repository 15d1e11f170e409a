import TaskDomain
import TerminalCore
@testable import TaskScenes

final class TaskDetailPresentationSpy: TaskDetailPresentationLogic {
    private(set) var taskResponses: [TaskDetail.ShowTask.Response] = []
    private(set) var deleteResponses: [TaskDetail.DeleteTask.Response] = []
    private(set) var statusResponses: [TaskDetail.Status.Response] = []
    private(set) var failureResponses: [TaskDetail.ShowTask.FailureResponse] = []

    private(set) var openResponses: [TaskDetail.OpenTask.Response] = []

    func presentTask(response: TaskDetail.ShowTask.Response) { taskResponses.append(response) }
    func presentOpenTask(response: TaskDetail.OpenTask.Response) { openResponses.append(response) }
    func presentDeleteTask(response: TaskDetail.DeleteTask.Response) { deleteResponses.append(response) }
    func presentStatus(response: TaskDetail.Status.Response) { statusResponses.append(response) }
    func presentShowTaskFailure(response: TaskDetail.ShowTask.FailureResponse) { failureResponses.append(response) }
}

final class TaskDetailDisplaySpy: TaskDetailDisplayLogic {
    private(set) var taskViewModels: [TaskDetail.ShowTask.ViewModel] = []
    private(set) var deleteViewModels: [TaskDetail.DeleteTask.ViewModel] = []
    private(set) var statusViewModels: [TaskDetail.Status.ViewModel] = []

    private(set) var openViewModels: [TaskDetail.OpenTask.ViewModel] = []

    func displayTask(viewModel: TaskDetail.ShowTask.ViewModel) { taskViewModels.append(viewModel) }
    func displayOpenTask(viewModel: TaskDetail.OpenTask.ViewModel) { openViewModels.append(viewModel) }
    func displayDeleteTask(viewModel: TaskDetail.DeleteTask.ViewModel) { deleteViewModels.append(viewModel) }
    func displayStatus(viewModel: TaskDetail.Status.ViewModel) { statusViewModels.append(viewModel) }
}

final class TaskDetailBusinessSpy: TaskDetailBusinessLogic {
    private(set) var showRequests: [TaskDetail.ShowTask.Request] = []
    private(set) var moveRequests: [TaskDetail.MoveToTask.Request] = []
    private(set) var toggleRequests: [TaskDetail.ToggleTask.Request] = []
    private(set) var deleteRequests: [TaskDetail.DeleteTask.Request] = []
    private(set) var undoRequests: [TaskDetail.Undo.Request] = []
    private(set) var redoRequests: [TaskDetail.Redo.Request] = []

    func showTask(request: TaskDetail.ShowTask.Request) { showRequests.append(request) }
    func moveToTask(request: TaskDetail.MoveToTask.Request) { moveRequests.append(request) }
    func toggleTask(request: TaskDetail.ToggleTask.Request) { toggleRequests.append(request) }
    private(set) var skipRequests: [TaskDetail.SkipOccurrence.Request] = []
    func skipOccurrence(request: TaskDetail.SkipOccurrence.Request) { skipRequests.append(request) }
    private(set) var openRequests: [TaskDetail.OpenTask.Request] = []
    func openTask(request: TaskDetail.OpenTask.Request) { openRequests.append(request) }
    func deleteTask(request: TaskDetail.DeleteTask.Request) { deleteRequests.append(request) }
    func undo(request: TaskDetail.Undo.Request) { undoRequests.append(request) }
    func redo(request: TaskDetail.Redo.Request) { redoRequests.append(request) }
    private(set) var refreshRequests: [TaskDetail.RefreshTask.Request] = []
    func refreshTask(request: TaskDetail.RefreshTask.Request) { refreshRequests.append(request) }
    private(set) var completeRequests: [TaskDetail.CompleteTask.Request] = []
    func completeTask(request: TaskDetail.CompleteTask.Request) { completeRequests.append(request) }
    private(set) var editNotesRequests: [TaskDetail.EditNotes.Request] = []
    func editNotes(request: TaskDetail.EditNotes.Request) { editNotesRequests.append(request) }
}

final class TaskDetailRouterSpy: TaskDetailRoutingLogic, TaskDetailDataPassing {
    enum Route: Equatable { case taskList, editTask, deleteTask, help, completeQuestion }
    private(set) var routes: [Route] = []
    var dataStore: TaskDetailDataStore?

    func routeToTaskList() { routes.append(.taskList) }
    func routeToEditTask() { routes.append(.editTask) }
    func routeToDeleteTask() { routes.append(.deleteTask) }
    func routeToHelp() { routes.append(.help) }
    func routeToCompleteQuestion() { routes.append(.completeQuestion) }
}

/// A data store with chosen contents, for router tests.
final class TaskDetailDataStoreStub: TaskDetailDataStore {
    var taskIDs: [TaskID] = []
    var currentTaskID: TaskID?
    var currentTask: Task?
    var deletion: TaskChange?
    var subtaskCounts = (all: 0, open: 0)
    private(set) var announced: [TaskChange] = []

    func selectTask(id: TaskID) { currentTaskID = id }
    func announce(_ change: TaskChange) { announced.append(change) }
}

/// The list's data store as the detail router sees it.
final class DetailListDataStoreSpy: TaskListDataStore {
    var selectedTask: Task?
    var visibleTaskIDs: [TaskID] = []
    var query = TaskQuery(filter: .pending, sort: .due)
    var markedIDs: [TaskID] = []
    var targetIDs: [TaskID] { markedIDs.isEmpty ? selectedTask.map { [$0.id] } ?? [] : markedIDs }
    private(set) var selectedIDs: [TaskID] = []
    private(set) var announced: [TaskChange] = []
    var pendingCompletion: (ids: [TaskID], openSubtasks: Int)?
    /// What `subtaskCount(of:)` answers.
    var subtasks = 0
    func subtaskCount(of ids: [TaskID]) -> Int { subtasks }

    func selectTask(id: TaskID) { selectedIDs.append(id) }
    func announce(_ change: TaskChange) { announced.append(change) }
}

/// A view that is the router's route source: records confirmed deletes.
final class TaskDetailRouteSourceSpy: TaskDetailRouteSource {
    let sceneName = "Task Detail"
    var keyHelp: [KeyHelpSection] { TaskDetailKeyMap.map.helpSections }
    var needsDisplay = false
    private(set) var confirmedDeletes: [TaskID] = []
    private(set) var confirmedDeleteDisposals: [SubtaskDisposal] = []
    private(set) var confirmedCompletions: [Bool] = []

    func handle(_ event: InputEvent) {}
    func render(into canvas: inout Canvas, area: Rect) {}
    func deleteTaskConfirmed(id: TaskID, subtasks: SubtaskDisposal) {
        confirmedDeletes.append(id)
        confirmedDeleteDisposals.append(subtasks)
    }
    func completeTaskConfirmed(withSubtasks: Bool) { confirmedCompletions.append(withSubtasks) }
}
