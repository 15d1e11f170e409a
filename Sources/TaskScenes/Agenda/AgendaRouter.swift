import TaskDomain

/// Leaves the Agenda: back to the Task List, into Task Detail on the selected task, or to Help.
final class AgendaRouter: SceneRouter, AgendaRoutingLogic, AgendaDataPassing, HelpOpening, QuestionAsking {
    /// The view, as the source of Help's keys.
    weak var viewController: AgendaRouteSource?
    weak var dataStore: AgendaDataStore?

    /// Confirm's answer goes back to the view.
    var answerReceiver: QuestionAnswering? { viewController }

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

    func routeToHelp() {
        routeToHelp(about: .agenda, from: viewController)
    }

    // MARK: - Passing data

    /// Detail gets the agenda's tasks in order (for next / previous) and the selected one.
    func passDataToTaskDetail(source: AgendaDataStore, destination: TaskDetailDataStore) {
        destination.order = source.visibleOrder
        destination.currentTaskID = source.selectedTaskID
    }
}
