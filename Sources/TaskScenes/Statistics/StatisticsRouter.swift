/// Leaves Statistics: back to the Task List, or to Help.
/// It passes no data: Statistics reads what it shows itself and hands nothing back.
final class StatisticsRouter: StatisticsRoutingLogic, HelpOpening {
    /// The view, as the source of Help's keys.
    weak var viewController: TerminalViewController?
    weak var navigator: SceneNavigating?

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

    func routeToHelp() {
        guard let viewController else { return }
        routeToHelp(about: .statistics, keys: viewController.keyHelp)
    }
}
