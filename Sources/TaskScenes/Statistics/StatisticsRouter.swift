/// Leaves Statistics: back to the Task List, or to Help.
/// It passes no data: Statistics reads what it shows itself and hands nothing back.
final class StatisticsRouter: StatisticsRoutingLogic, HelpOpening {
    /// The view, as the source of Help's keys.
    weak var viewController: TerminalViewController?
    weak var navigator: SceneNavigating?

    /// The key maps in effect, handed on to the scenes this router opens.
    let keys: SceneKeyMaps
    /// The theme in effect, handed on like the key maps.
    let theme: Theme

    init(navigator: SceneNavigating?, keys: SceneKeyMaps = .defaults, theme: Theme = .dark) {
        self.navigator = navigator
        self.keys = keys
        self.theme = theme
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
