/// Leaves Statistics: back to the Task List, or to Help.
/// It passes no data: Statistics reads what it shows itself and hands nothing back.
final class StatisticsRouter: StatisticsRoutingLogic, HelpOpening {
    /// The view, as the source of Help's keys.
    weak var viewController: TerminalViewController?
    weak var navigator: SceneNavigating?

    init(navigator: SceneNavigating?) {
        self.navigator = navigator
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
