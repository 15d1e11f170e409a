/// Leaves Statistics: back to the Task List, or to Help.
/// It passes no data: Statistics reads what it shows itself and hands nothing back.
final class StatisticsRouter: SceneRouter, StatisticsRoutingLogic, HelpOpening {
    /// The view, as the source of Help's keys.
    weak var viewController: TerminalViewController?

    // MARK: - Routing

    func routeToTaskList() {
        navigator?.pop()
    }

    func routeToHelp() {
        routeToHelp(about: .statistics, from: viewController)
    }
}
