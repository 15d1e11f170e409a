import TaskDomain
import TerminalCore
@testable import TaskScenes

/// Records what the Task List's interactors present, each kind in its own array.
final class TaskListPresentationLogicSpy: TaskListPresentationLogic {
    private(set) var presentTasksResponses: [TaskList.FetchTasks.Response] = []
    private(set) var presentStatusResponses: [TaskList.Status.Response] = []
    private(set) var presentOpenTaskResponses: [TaskList.OpenTask.Response] = []
    private(set) var presentQuestionResponses: [TaskList.AskQuestion.Response] = []
    private(set) var presentTagsPromptResponses: [TaskList.TagsPrompt.Response] = []
    private(set) var presentParentPromptResponses: [TaskList.ParentPrompt.Response] = []
    private(set) var presentDependsPromptResponses: [TaskList.DependsPrompt.Response] = []
    private(set) var presentSearchProblemResponses: [TaskList.Search.Response] = []
    private(set) var presentCommandLineResponses: [TaskList.CommandLine.Response] = []
    private(set) var presentCommandActionResponses: [TaskList.CommandLine.ActionResponse] = []
    private(set) var presentFetchTasksFailureResponses: [TaskList.FetchTasks.FailureResponse] = []
    private(set) var presentWaitPromptResponses: [TaskList.WaitPrompt.Response] = []

    func presentWaitPrompt(response: TaskList.WaitPrompt.Response) { presentWaitPromptResponses.append(response) }
    private(set) var presentAnnotatePromptResponses: [TaskList.AnnotatePrompt.Response] = []
    func presentAnnotatePrompt(response: TaskList.AnnotatePrompt.Response) { presentAnnotatePromptResponses.append(response) }
    private(set) var presentContextPromptResponses: [TaskList.ContextPrompt.Response] = []
    func presentContextPrompt(response: TaskList.ContextPrompt.Response) { presentContextPromptResponses.append(response) }

    func presentTasks(response: TaskList.FetchTasks.Response) {
        presentTasksResponses.append(response)
        selectedIndexPresentedLast = response.selectedIndex
    }
    private(set) var presentSelectionResponses: [TaskList.MoveSelection.Response] = []
    func presentSelection(response: TaskList.MoveSelection.Response) {
        presentSelectionResponses.append(response)
        selectedIndexPresentedLast = response.selectedIndex
    }
    /// The selection the last response of either kind (the window, or the selection alone) said.
    private(set) var selectedIndexPresentedLast: Int?
    func presentStatus(response: TaskList.Status.Response) { presentStatusResponses.append(response) }
    func presentOpenTask(response: TaskList.OpenTask.Response) { presentOpenTaskResponses.append(response) }
    func presentQuestion(response: TaskList.AskQuestion.Response) { presentQuestionResponses.append(response) }
    func presentTagsPrompt(response: TaskList.TagsPrompt.Response) { presentTagsPromptResponses.append(response) }
    func presentParentPrompt(response: TaskList.ParentPrompt.Response) { presentParentPromptResponses.append(response) }
    func presentDependsPrompt(response: TaskList.DependsPrompt.Response) { presentDependsPromptResponses.append(response) }
    func presentSearchProblem(response: TaskList.Search.Response) { presentSearchProblemResponses.append(response) }
    func presentCommandLine(response: TaskList.CommandLine.Response) { presentCommandLineResponses.append(response) }
    func presentCommandAction(response: TaskList.CommandLine.ActionResponse) { presentCommandActionResponses.append(response) }
    func presentFetchTasksFailure(response: TaskList.FetchTasks.FailureResponse) {
        presentFetchTasksFailureResponses.append(response)
    }
}

/// Records what the presenter displays, each kind in its own array.
final class TaskListDisplayLogicSpy: TaskListDisplayLogic {
    private(set) var displayTasksViewModels: [TaskList.FetchTasks.ViewModel] = []
    private(set) var displayStatusViewModels: [TaskList.Status.ViewModel] = []
    private(set) var displayOpenTaskViewModels: [TaskList.OpenTask.ViewModel] = []
    private(set) var displayQuestionViewModels: [TaskList.AskQuestion.ViewModel] = []
    private(set) var displayTagsPromptViewModels: [TaskList.TagsPrompt.ViewModel] = []
    private(set) var displayParentPromptViewModels: [TaskList.ParentPrompt.ViewModel] = []
    private(set) var displayDependsPromptViewModels: [TaskList.DependsPrompt.ViewModel] = []
    private(set) var displaySearchProblemViewModels: [TaskList.Search.ViewModel] = []
    private(set) var displayCommandLineViewModels: [TaskList.CommandLine.ViewModel] = []
    private(set) var displayCommandActionViewModels: [TaskList.CommandLine.ActionViewModel] = []
    private(set) var displayWaitPromptViewModels: [TaskList.WaitPrompt.ViewModel] = []

    func displayWaitPrompt(viewModel: TaskList.WaitPrompt.ViewModel) { displayWaitPromptViewModels.append(viewModel) }
    private(set) var displayAnnotatePromptViewModels: [TaskList.AnnotatePrompt.ViewModel] = []
    func displayAnnotatePrompt(viewModel: TaskList.AnnotatePrompt.ViewModel) { displayAnnotatePromptViewModels.append(viewModel) }
    private(set) var displayContextPromptViewModels: [TaskList.ContextPrompt.ViewModel] = []
    func displayContextPrompt(viewModel: TaskList.ContextPrompt.ViewModel) { displayContextPromptViewModels.append(viewModel) }

    func displayTasks(viewModel: TaskList.FetchTasks.ViewModel) { displayTasksViewModels.append(viewModel) }
    private(set) var displaySelectionViewModels: [TaskList.MoveSelection.ViewModel] = []
    func displaySelection(viewModel: TaskList.MoveSelection.ViewModel) { displaySelectionViewModels.append(viewModel) }
    func displayStatus(viewModel: TaskList.Status.ViewModel) { displayStatusViewModels.append(viewModel) }
    func displayOpenTask(viewModel: TaskList.OpenTask.ViewModel) { displayOpenTaskViewModels.append(viewModel) }
    func displayQuestion(viewModel: TaskList.AskQuestion.ViewModel) { displayQuestionViewModels.append(viewModel) }
    func displayTagsPrompt(viewModel: TaskList.TagsPrompt.ViewModel) { displayTagsPromptViewModels.append(viewModel) }
    func displayParentPrompt(viewModel: TaskList.ParentPrompt.ViewModel) { displayParentPromptViewModels.append(viewModel) }
    func displayDependsPrompt(viewModel: TaskList.DependsPrompt.ViewModel) { displayDependsPromptViewModels.append(viewModel) }
    func displaySearchProblem(viewModel: TaskList.Search.ViewModel) { displaySearchProblemViewModels.append(viewModel) }
    func displayCommandLine(viewModel: TaskList.CommandLine.ViewModel) { displayCommandLineViewModels.append(viewModel) }
    func displayCommandAction(viewModel: TaskList.CommandLine.ActionViewModel) { displayCommandActionViewModels.append(viewModel) }
}

/// Stands in for the root interactor and every concern's (it is each child): records each
/// request in the order the view sends them, as a typed log.
final class TaskListBusinessLogicSpy: TaskListBusinessLogic, TaskListBrowseLogic, TaskListSearchLogic, TaskListMarksLogic,
    TaskListChangesLogic, TaskListTagsLogic, TaskListTreeLogic, TaskListCommandLineLogic, TaskListStorageNewsLogic,
    TaskListPlanLogic, TaskListDependsLogic, TaskListAnnotateLogic, TaskListContextLogic {
    /// One request the view sent.
    enum Request: Equatable {
        case fetchTasks(TaskList.FetchTasks.Request)
        case openTask(TaskList.OpenTask.Request)
        case answerQuestion(TaskList.AnswerQuestion.Request)
        case moveSelection(TaskList.MoveSelection.Request)
        case selectTask(TaskList.SelectTask.Request)
        case chooseFilter(TaskList.ChooseFilter.Request)
        case changeFilter(TaskList.ChangeFilter.Request)
        case changeSort
        case clearNarrowing
        case changeViewport(TaskList.ChangeViewport.Request)
        case beginSearch
        case search(TaskList.Search.Request)
        case findMatch(TaskList.FindMatch.Request)
        case markTasks(TaskList.MarkTasks.Request)
        case toggleTask(TaskList.ToggleTask.Request)
        case skipOccurrence
        case changePriority(TaskList.ChangePriority.Request)
        case deleteTask
        case undo
        case redo
        case editNotes
        case openTagsPrompt
        case completeTag(TaskList.TagsPrompt.CompleteRequest)
        case changeTags(TaskList.ChangeTags.Request)
        case changeLevel(TaskList.ChangeLevel.Request)
        case fold(TaskList.Fold.Request)
        case openParentPrompt
        case completeParent(TaskList.ParentPrompt.CompleteRequest)
        case moveToParent(TaskList.ParentPrompt.MoveRequest)
        case completeCommand(TaskList.CommandLine.CompleteRequest)
        case runCommand(TaskList.CommandLine.RunRequest)
        case refreshTasks(TaskList.RefreshTasks.Request)
        case storageUnreadable
        case historyNotRecorded
        case startSync
        case finishSync(TaskList.FinishSync.Request)
        case startStop(TaskList.StartStop.Request)
        case openWaitPrompt
        case previewWait(TaskList.WaitPrompt.PreviewRequest)
        case changeWait(TaskList.ChangeWait.Request)
        case openAnnotatePrompt
        case annotate(TaskList.Annotate.Request)
        case openContextPrompt
        case completeContext(TaskList.ContextPrompt.CompleteRequest)
        case switchContext(TaskList.SwitchContext.Request)
        case passTime
        case openDependsPrompt
        case completeDepends(TaskList.DependsPrompt.CompleteRequest)
        case setDepends(TaskList.DependsPrompt.ApplyRequest)
    }

    private(set) var requests: [Request] = []

    /// The requests after the view's first fetch (its appearing): what the keys sent.
    var requestsAfterAppearing: [Request] {
        Array(requests.drop { if case .fetchTasks = $0 { true } else { false } })
    }

    var browse: TaskListBrowseLogic { self }
    var search: TaskListSearchLogic { self }
    var marks: TaskListMarksLogic { self }
    var changes: TaskListChangesLogic { self }
    var tags: TaskListTagsLogic { self }
    var tree: TaskListTreeLogic { self }
    var commandLine: TaskListCommandLineLogic { self }
    var storage: TaskListStorageNewsLogic { self }
    var plan: TaskListPlanLogic { self }
    var depends: TaskListDependsLogic { self }
    func openDependsPrompt(request: TaskList.DependsPrompt.OpenRequest) { requests.append(.openDependsPrompt) }
    func completeDepends(request: TaskList.DependsPrompt.CompleteRequest) { requests.append(.completeDepends(request)) }
    func setDepends(request: TaskList.DependsPrompt.ApplyRequest) { requests.append(.setDepends(request)) }
    var annotate: TaskListAnnotateLogic { self }
    var context: TaskListContextLogic { self }

    func fetchTasks(request: TaskList.FetchTasks.Request) { requests.append(.fetchTasks(request)) }
    func openTask(request: TaskList.OpenTask.Request) { requests.append(.openTask(request)) }
    func answerQuestion(request: TaskList.AnswerQuestion.Request) { requests.append(.answerQuestion(request)) }
    func moveSelection(request: TaskList.MoveSelection.Request) { requests.append(.moveSelection(request)) }
    func selectTask(request: TaskList.SelectTask.Request) { requests.append(.selectTask(request)) }
    func chooseFilter(request: TaskList.ChooseFilter.Request) { requests.append(.chooseFilter(request)) }
    func changeFilter(request: TaskList.ChangeFilter.Request) { requests.append(.changeFilter(request)) }
    func changeSort(request: TaskList.ChangeSort.Request) { requests.append(.changeSort) }
    func clearNarrowing(request: TaskList.ClearNarrowing.Request) { requests.append(.clearNarrowing) }
    func changeViewport(request: TaskList.ChangeViewport.Request) { requests.append(.changeViewport(request)) }
    func beginSearch(request: TaskList.BeginSearch.Request) { requests.append(.beginSearch) }
    func search(request: TaskList.Search.Request) { requests.append(.search(request)) }
    func findMatch(request: TaskList.FindMatch.Request) { requests.append(.findMatch(request)) }
    func markTasks(request: TaskList.MarkTasks.Request) { requests.append(.markTasks(request)) }
    func toggleTask(request: TaskList.ToggleTask.Request) { requests.append(.toggleTask(request)) }
    func skipOccurrence(request: TaskList.SkipOccurrence.Request) { requests.append(.skipOccurrence) }
    func changePriority(request: TaskList.ChangePriority.Request) { requests.append(.changePriority(request)) }
    func deleteTask(request: TaskList.DeleteTask.Request) { requests.append(.deleteTask) }
    func undo(request: TaskList.Undo.Request) { requests.append(.undo) }
    func redo(request: TaskList.Redo.Request) { requests.append(.redo) }
    func editNotes(request: TaskList.EditNotes.Request) { requests.append(.editNotes) }
    func openTagsPrompt(request: TaskList.TagsPrompt.OpenRequest) { requests.append(.openTagsPrompt) }
    func completeTag(request: TaskList.TagsPrompt.CompleteRequest) { requests.append(.completeTag(request)) }
    func changeTags(request: TaskList.ChangeTags.Request) { requests.append(.changeTags(request)) }
    func changeLevel(request: TaskList.ChangeLevel.Request) { requests.append(.changeLevel(request)) }
    func fold(request: TaskList.Fold.Request) { requests.append(.fold(request)) }
    func openParentPrompt(request: TaskList.ParentPrompt.OpenRequest) { requests.append(.openParentPrompt) }
    func completeParent(request: TaskList.ParentPrompt.CompleteRequest) { requests.append(.completeParent(request)) }
    func moveToParent(request: TaskList.ParentPrompt.MoveRequest) { requests.append(.moveToParent(request)) }
    func completeCommand(request: TaskList.CommandLine.CompleteRequest) { requests.append(.completeCommand(request)) }
    func runCommand(request: TaskList.CommandLine.RunRequest) { requests.append(.runCommand(request)) }
    func refreshTasks(request: TaskList.RefreshTasks.Request) { requests.append(.refreshTasks(request)) }
    func storageUnreadable(request: TaskList.StorageUnreadable.Request) { requests.append(.storageUnreadable) }
    func historyNotRecorded(request: TaskList.HistoryNotRecorded.Request) { requests.append(.historyNotRecorded) }
    func startSync(request: TaskList.StartSync.Request) { requests.append(.startSync) }
    func finishSync(request: TaskList.FinishSync.Request) { requests.append(.finishSync(request)) }
    func startStop(request: TaskList.StartStop.Request) { requests.append(.startStop(request)) }
    func openWaitPrompt(request: TaskList.WaitPrompt.OpenRequest) { requests.append(.openWaitPrompt) }
    func previewWait(request: TaskList.WaitPrompt.PreviewRequest) { requests.append(.previewWait(request)) }
    func changeWait(request: TaskList.ChangeWait.Request) { requests.append(.changeWait(request)) }
    func openAnnotatePrompt(request: TaskList.AnnotatePrompt.OpenRequest) { requests.append(.openAnnotatePrompt) }
    func annotate(request: TaskList.Annotate.Request) { requests.append(.annotate(request)) }
    func openContextPrompt(request: TaskList.ContextPrompt.OpenRequest) { requests.append(.openContextPrompt) }
    func completeContext(request: TaskList.ContextPrompt.CompleteRequest) { requests.append(.completeContext(request)) }
    func switchContext(request: TaskList.SwitchContext.Request) { requests.append(.switchContext(request)) }
    func passTime(request: TaskList.PassTime.Request) { requests.append(.passTime) }
}

/// Records the routes asked for, in order.
final class TaskListRouterSpy: TaskListRoutingLogic, TaskListDataPassing {
    enum Route: Equatable {
        case quit, help, addTask, editTask, taskDetail, projectsAndTags, statistics, agenda, addSubtask
        case question(ConfirmQuestion)
    }
    private(set) var routes: [Route] = []
    var dataStore: TaskListDataStore?

    func routeToQuit() { routes.append(.quit) }
    func routeToHelp() { routes.append(.help) }
    func routeToAddTask() { routes.append(.addTask) }
    func routeToEditTask() { routes.append(.editTask) }
    func routeToTaskDetail() { routes.append(.taskDetail) }
    func routeToQuestion(_ question: ConfirmQuestion) { routes.append(.question(question)) }
    func routeToProjectsAndTags() { routes.append(.projectsAndTags) }
    func routeToStatistics() { routes.append(.statistics) }
    func routeToAgenda() { routes.append(.agenda) }
    func routeToAddSubtask() { routes.append(.addSubtask) }
}
