import TaskDomain
@testable import TaskScenes

final class ProjectsAndTagsPresentationLogicSpy: ProjectsAndTagsPresentationLogic {
    private(set) var presentGroupsResponses: [ProjectsAndTags.FetchGroups.Response] = []
    private(set) var presentChooseGroupResponses: [ProjectsAndTags.ChooseGroup.Response] = []
    private(set) var presentFetchGroupsFailureResponses: [ProjectsAndTags.Failure.Response] = []

    func presentGroups(response: ProjectsAndTags.FetchGroups.Response) { presentGroupsResponses.append(response) }
    func presentChooseGroup(response: ProjectsAndTags.ChooseGroup.Response) {
        presentChooseGroupResponses.append(response)
    }
    func presentFetchGroupsFailure(response: ProjectsAndTags.Failure.Response) {
        presentFetchGroupsFailureResponses.append(response)
    }
}

final class ProjectsAndTagsDisplayLogicSpy: ProjectsAndTagsDisplayLogic {
    private(set) var displayGroupsViewModels: [ProjectsAndTags.FetchGroups.ViewModel] = []
    private(set) var displayChooseGroupViewModels: [ProjectsAndTags.ChooseGroup.ViewModel] = []
    private(set) var displayStatusViewModels: [ProjectsAndTags.Status.ViewModel] = []

    func displayGroups(viewModel: ProjectsAndTags.FetchGroups.ViewModel) { displayGroupsViewModels.append(viewModel) }
    func displayChooseGroup(viewModel: ProjectsAndTags.ChooseGroup.ViewModel) {
        displayChooseGroupViewModels.append(viewModel)
    }
    func displayStatus(viewModel: ProjectsAndTags.Status.ViewModel) {
        displayStatusViewModels.append(viewModel)
    }
}

final class ProjectsAndTagsBusinessLogicSpy: ProjectsAndTagsBusinessLogic {
    private(set) var fetchGroupsRequests: [ProjectsAndTags.FetchGroups.Request] = []
    private(set) var moveSelectionRequests: [ProjectsAndTags.MoveSelection.Request] = []
    private(set) var switchListRequests: [ProjectsAndTags.SwitchList.Request] = []
    private(set) var chooseGroupRequests: [ProjectsAndTags.ChooseGroup.Request] = []

    func fetchGroups(request: ProjectsAndTags.FetchGroups.Request) { fetchGroupsRequests.append(request) }
    func moveSelection(request: ProjectsAndTags.MoveSelection.Request) { moveSelectionRequests.append(request) }
    private(set) var selectGroupRequests: [ProjectsAndTags.SelectGroup.Request] = []
    func selectGroup(request: ProjectsAndTags.SelectGroup.Request) { selectGroupRequests.append(request) }
    func switchList(request: ProjectsAndTags.SwitchList.Request) { switchListRequests.append(request) }
    func chooseGroup(request: ProjectsAndTags.ChooseGroup.Request) { chooseGroupRequests.append(request) }
}

final class ProjectsAndTagsRouterSpy: ProjectsAndTagsRoutingLogic, ProjectsAndTagsDataPassing {
    enum Route: Equatable { case taskList, help }
    private(set) var routes: [Route] = []
    var dataStore: ProjectsAndTagsDataStore?

    func routeToTaskList() { routes.append(.taskList) }
    func routeToHelp() { routes.append(.help) }
}

/// A Task List data store that records what other scenes hand back to it.
final class ProjectsAndTagsListDataStoreSpy: TaskListDataStore, TaskListNarrowingDataStore {
    struct Narrowing: Equatable {
        var project: String?
        var tag: String?
    }
    private(set) var narrowCalls: [Narrowing] = []
    private(set) var selectTaskCalls: [TaskID] = []
    private(set) var announceCalls: [TaskChange] = []

    var selectedTask: Task?
    var visibleOrder: TaskOrder = []
    var targetIDs: [TaskID] = []
    var query = TaskQuery()
    var newTaskDefaults = WriteDefaults.none
    var pendingCompletion: (ids: [TaskID], openSubtasks: Int)?
    func subtaskCount(of ids: [TaskID]) -> Int { 0 }

    func narrow(project: String?, tag: String?) { narrowCalls.append(.init(project: project, tag: tag)) }
    func selectTask(id: TaskID) { selectTaskCalls.append(id) }
    func announce(_ change: TaskChange) { announceCalls.append(change) }
}
