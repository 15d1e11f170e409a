import TaskDomain

/// Leaves the Agenda: back to the Task List, into Task Detail on the selected task, or to Help.
final class AgendaRouter: AgendaRoutingLogic, AgendaDataPassing, HelpOpening {
    /// The view, as the source of Help's keys.
    weak var viewController: AgendaRouteSource?
    weak var navigator: SceneNavigating?
    weak var dataStore: AgendaDataStore?
    /// The scenes' environment, handed on to the scenes this router opens.
    let environment: SceneEnvironment

    init(navigator: SceneNavigating?, environment: SceneEnvironment) {
        self.navigator = navigator
        self.environment = environment
    }

    // MARK: - Routing

    func routeToTaskList() {
        navigator?.pop()
    }

    /// Pushes Task Detail; back from it the agenda reads the tasks again (`viewWillAppear`),
    /// so a change made there shows here.
    func routeToTaskDetail() {
        guard let source = dataStore else { return }
        let detail = TaskDetailConfigurator.make(environment: environment, navigator: navigator, listDataStore: nil)
        passDataToTaskDetail(source: source, destination: detail.dataStore)
        navigator?.push(detail.viewController)
    }

    /// Shows the question the interactor decided to ask; the answer goes back to the view.
    func routeToQuestion(_ question: ConfirmQuestion) {
        let confirm = ConfirmConfigurator.make(question: question, environment: environment, navigator: navigator) { [weak self] answer in
            self?.viewController?.questionAnswered(answer)
        }
        navigator?.present(confirm)
    }

    func routeToHelp() {
        guard let viewController else { return }
        routeToHelp(about: .agenda, keys: viewController.keyHelp)
    }

    // MARK: - Passing data

    /// Detail gets the agenda's tasks in order (for next / previous) and the selected one.
    func passDataToTaskDetail(source: AgendaDataStore, destination: TaskDetailDataStore) {
        destination.taskIDs = source.visibleTaskIDs
        destination.currentTaskID = source.selectedTaskID
    }
}
