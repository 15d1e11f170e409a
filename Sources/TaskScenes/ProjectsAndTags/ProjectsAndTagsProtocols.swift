import TaskDomain

/// What the Projects & Tags view asks of its interactor.
protocol ProjectsAndTagsBusinessLogic: AnyObject {
    func fetchGroups(request: ProjectsAndTags.FetchGroups.Request)
    func moveSelection(request: ProjectsAndTags.MoveSelection.Request)
    func switchList(request: ProjectsAndTags.SwitchList.Request)
    func selectGroup(request: ProjectsAndTags.SelectGroup.Request)
    func chooseGroup(request: ProjectsAndTags.ChooseGroup.Request)
}

/// What Projects & Tags keeps: the list's narrowing when it opened (filled by the Task
/// List's router) and the choice made here (read by its own router on the way back).
protocol ProjectsAndTagsDataStore: AnyObject {
    var currentNarrowing: ProjectsAndTags.Narrowing? { get set }
    /// The project or tag chosen with Enter; nil when leaving without a choice.
    var choice: ProjectsAndTags.Narrowing? { get }
}

/// What the interactor hands its presenter.
protocol ProjectsAndTagsPresentationLogic: AnyObject {
    func presentGroups(response: ProjectsAndTags.FetchGroups.Response)
    func presentChooseGroup(response: ProjectsAndTags.ChooseGroup.Response)
    func presentFetchGroupsFailure(response: ProjectsAndTags.Failure.Response)
}

/// What the presenter hands the view.
protocol ProjectsAndTagsDisplayLogic: AnyObject {
    func displayGroups(viewModel: ProjectsAndTags.FetchGroups.ViewModel)
    func displayChooseGroup(viewModel: ProjectsAndTags.ChooseGroup.ViewModel)
    /// Nothing to choose, or the tasks could not be read.
    func displayStatus(viewModel: ProjectsAndTags.Status.ViewModel)
}

/// Where Projects & Tags can go.
protocol ProjectsAndTagsRoutingLogic: AnyObject {
    /// Back to the Task List, narrowed to the choice if one was made.
    func routeToTaskList()
    func routeToHelp()
}

/// The router's access to the scene's data store.
protocol ProjectsAndTagsDataPassing: AnyObject {
    var dataStore: ProjectsAndTagsDataStore? { get }
}
