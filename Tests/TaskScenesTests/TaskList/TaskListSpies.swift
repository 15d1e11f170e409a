import TaskDomain
import TerminalCore
@testable import TaskScenes

final class TaskListPresentationLogicSpy: TaskListPresentationLogic {
    private(set) var presentTasksResponses: [TaskList.FetchTasks.Response] = []
    private(set) var presentStatusResponses: [TaskList.Status.Response] = []
    private(set) var presentFetchTasksFailureResponses: [TaskList.FetchTasks.FailureResponse] = []

    func presentTasks(response: TaskList.FetchTasks.Response) { presentTasksResponses.append(response) }
    func presentStatus(response: TaskList.Status.Response) { presentStatusResponses.append(response) }
    private(set) var presentTagsPromptResponses: [TaskList.TagsPrompt.Response] = []
    func presentTagsPrompt(response: TaskList.TagsPrompt.Response) { presentTagsPromptResponses.append(response) }
    private(set) var presentOpenTaskResponses: [TaskList.OpenTask.Response] = []
    func presentOpenTask(response: TaskList.OpenTask.Response) { presentOpenTaskResponses.append(response) }
    private(set) var presentParentPromptResponses: [TaskList.ParentPrompt.Response] = []
    func presentParentPrompt(response: TaskList.ParentPrompt.Response) { presentParentPromptResponses.append(response) }
    func presentFetchTasksFailure(response: TaskList.FetchTasks.FailureResponse) {
        presentFetchTasksFailureResponses.append(response)
    }
    private(set) var presentSearchProblemResponses: [TaskList.Search.Response] = []
    func presentSearchProblem(response: TaskList.Search.Response) { presentSearchProblemResponses.append(response) }
    private(set) var presentCommandLineResponses: [TaskList.CommandLine.Response] = []
    private(set) var presentCommandActionResponses: [TaskList.CommandLine.ActionResponse] = []
    func presentCommandLine(response: TaskList.CommandLine.Response) { presentCommandLineResponses.append(response) }
    func presentCommandAction(response: TaskList.CommandLine.ActionResponse) { presentCommandActionResponses.append(response) }
}

final class TaskListDisplayLogicSpy: TaskListDisplayLogic {
    private(set) var displayTasksViewModels: [TaskList.FetchTasks.ViewModel] = []
    private(set) var displayStatusViewModels: [TaskList.Status.ViewModel] = []

    func displayTasks(viewModel: TaskList.FetchTasks.ViewModel) { displayTasksViewModels.append(viewModel) }
    func displayStatus(viewModel: TaskList.Status.ViewModel) { displayStatusViewModels.append(viewModel) }
    private(set) var displayTagsPromptViewModels: [TaskList.TagsPrompt.ViewModel] = []
    func displayTagsPrompt(viewModel: TaskList.TagsPrompt.ViewModel) { displayTagsPromptViewModels.append(viewModel) }
    private(set) var displayOpenTaskViewModels: [TaskList.OpenTask.ViewModel] = []
    func displayOpenTask(viewModel: TaskList.OpenTask.ViewModel) { displayOpenTaskViewModels.append(viewModel) }
    private(set) var displayParentPromptViewModels: [TaskList.ParentPrompt.ViewModel] = []
    func displayParentPrompt(viewModel: TaskList.ParentPrompt.ViewModel) { displayParentPromptViewModels.append(viewModel) }
    private(set) var displaySearchProblemViewModels: [TaskList.Search.ViewModel] = []
    func displaySearchProblem(viewModel: TaskList.Search.ViewModel) { displaySearchProblemViewModels.append(viewModel) }
    private(set) var displayCommandLineViewModels: [TaskList.CommandLine.ViewModel] = []
    private(set) var displayCommandActionViewModels: [TaskList.CommandLine.ActionViewModel] = []
    func displayCommandLine(viewModel: TaskList.CommandLine.ViewModel) { displayCommandLineViewModels.append(viewModel) }
    func displayCommandAction(viewModel: TaskList.CommandLine.ActionViewModel) { displayCommandActionViewModels.append(viewModel) }
}

final class TaskListBusinessLogicSpy: TaskListBusinessLogic {
    private(set) var fetchTasksRequests: [TaskList.FetchTasks.Request] = []
    private(set) var moveSelectionRequests: [TaskList.MoveSelection.Request] = []
    private(set) var toggleTaskRequests: [TaskList.ToggleTask.Request] = []
    private(set) var changeFilterRequests: [TaskList.ChangeFilter.Request] = []
    private(set) var changeSortRequests: [TaskList.ChangeSort.Request] = []
    private(set) var searchRequests: [TaskList.Search.Request] = []
    private(set) var undoRequests: [TaskList.Undo.Request] = []
    private(set) var redoRequests: [TaskList.Redo.Request] = []
    private(set) var markTasksRequests: [TaskList.MarkTasks.Request] = []
    private(set) var changePriorityRequests: [TaskList.ChangePriority.Request] = []
    private(set) var changeTagsRequests: [TaskList.ChangeTags.Request] = []
    private(set) var deleteTaskRequests: [TaskList.DeleteTask.Request] = []
    private(set) var clearNarrowingRequests: [TaskList.ClearNarrowing.Request] = []

    func fetchTasks(request: TaskList.FetchTasks.Request) { fetchTasksRequests.append(request) }
    func moveSelection(request: TaskList.MoveSelection.Request) { moveSelectionRequests.append(request) }
    func toggleTask(request: TaskList.ToggleTask.Request) { toggleTaskRequests.append(request) }
    private(set) var skipOccurrenceRequests: [TaskList.SkipOccurrence.Request] = []
    func skipOccurrence(request: TaskList.SkipOccurrence.Request) { skipOccurrenceRequests.append(request) }
    private(set) var selectTaskRequests: [TaskList.SelectTask.Request] = []
    func selectTask(request: TaskList.SelectTask.Request) { selectTaskRequests.append(request) }
    private(set) var chooseFilterRequests: [TaskList.ChooseFilter.Request] = []
    func chooseFilter(request: TaskList.ChooseFilter.Request) { chooseFilterRequests.append(request) }
    private(set) var openTaskRequests: [TaskList.OpenTask.Request] = []
    func openTask(request: TaskList.OpenTask.Request) { openTaskRequests.append(request) }
    func changeFilter(request: TaskList.ChangeFilter.Request) { changeFilterRequests.append(request) }
    func changeSort(request: TaskList.ChangeSort.Request) { changeSortRequests.append(request) }
    func search(request: TaskList.Search.Request) { searchRequests.append(request) }
    private(set) var beginSearchRequests: [TaskList.BeginSearch.Request] = []
    func beginSearch(request: TaskList.BeginSearch.Request) { beginSearchRequests.append(request) }
    func undo(request: TaskList.Undo.Request) { undoRequests.append(request) }
    func redo(request: TaskList.Redo.Request) { redoRequests.append(request) }
    func markTasks(request: TaskList.MarkTasks.Request) { markTasksRequests.append(request) }
    func changePriority(request: TaskList.ChangePriority.Request) { changePriorityRequests.append(request) }
    func changeTags(request: TaskList.ChangeTags.Request) { changeTagsRequests.append(request) }
    private(set) var openTagsPromptCount = 0
    private(set) var completeTagRequests: [TaskList.TagsPrompt.CompleteRequest] = []
    func openTagsPrompt(request: TaskList.TagsPrompt.OpenRequest) { openTagsPromptCount += 1 }
    func completeTag(request: TaskList.TagsPrompt.CompleteRequest) { completeTagRequests.append(request) }
    func deleteTask(request: TaskList.DeleteTask.Request) { deleteTaskRequests.append(request) }
    func clearNarrowing(request: TaskList.ClearNarrowing.Request) { clearNarrowingRequests.append(request) }
    private(set) var refreshTasksRequests: [TaskList.RefreshTasks.Request] = []
    private(set) var storageUnreadableCount = 0
    func refreshTasks(request: TaskList.RefreshTasks.Request) { refreshTasksRequests.append(request) }
    func storageUnreadable(request: TaskList.StorageUnreadable.Request) { storageUnreadableCount += 1 }
    private(set) var startSyncRequests: [TaskList.StartSync.Request] = []
    private(set) var finishSyncRequests: [TaskList.FinishSync.Request] = []
    func startSync(request: TaskList.StartSync.Request) { startSyncRequests.append(request) }
    func finishSync(request: TaskList.FinishSync.Request) { finishSyncRequests.append(request) }
    private(set) var completeTasksRequests: [TaskList.CompleteTasks.Request] = []
    private(set) var changeLevelRequests: [TaskList.ChangeLevel.Request] = []
    private(set) var foldRequests: [TaskList.Fold.Request] = []
    private(set) var openParentPromptCount = 0
    private(set) var completeParentRequests: [TaskList.ParentPrompt.CompleteRequest] = []
    private(set) var moveToParentRequests: [TaskList.ParentPrompt.MoveRequest] = []
    func completeTasks(request: TaskList.CompleteTasks.Request) { completeTasksRequests.append(request) }
    func changeLevel(request: TaskList.ChangeLevel.Request) { changeLevelRequests.append(request) }
    func fold(request: TaskList.Fold.Request) { foldRequests.append(request) }
    func openParentPrompt(request: TaskList.ParentPrompt.OpenRequest) { openParentPromptCount += 1 }
    func completeParent(request: TaskList.ParentPrompt.CompleteRequest) { completeParentRequests.append(request) }
    func moveToParent(request: TaskList.ParentPrompt.MoveRequest) { moveToParentRequests.append(request) }
    private(set) var editNotesRequests: [TaskList.EditNotes.Request] = []
    private(set) var findMatchRequests: [TaskList.FindMatch.Request] = []
    private(set) var completeCommandRequests: [TaskList.CommandLine.CompleteRequest] = []
    private(set) var runCommandRequests: [TaskList.CommandLine.RunRequest] = []
    func editNotes(request: TaskList.EditNotes.Request) { editNotesRequests.append(request) }
    func findMatch(request: TaskList.FindMatch.Request) { findMatchRequests.append(request) }
    func completeCommand(request: TaskList.CommandLine.CompleteRequest) { completeCommandRequests.append(request) }
    func runCommand(request: TaskList.CommandLine.RunRequest) { runCommandRequests.append(request) }
}

final class TaskListRouterSpy: TaskListRoutingLogic, TaskListDataPassing {
    enum Route: Equatable {
        case quit, help, addTask, editTask, taskDetail, deleteTask, projectsAndTags, statistics, addSubtask, completeQuestion
    }
    private(set) var routes: [Route] = []
    var dataStore: TaskListDataStore?

    func routeToQuit() { routes.append(.quit) }
    func routeToHelp() { routes.append(.help) }
    func routeToAddTask() { routes.append(.addTask) }
    func routeToEditTask() { routes.append(.editTask) }
    func routeToTaskDetail() { routes.append(.taskDetail) }
    func routeToDeleteTask() { routes.append(.deleteTask) }
    func routeToProjectsAndTags() { routes.append(.projectsAndTags) }
    func routeToStatistics() { routes.append(.statistics) }
    func routeToAddSubtask() { routes.append(.addSubtask) }
    func routeToCompleteQuestion() { routes.append(.completeQuestion) }
}
