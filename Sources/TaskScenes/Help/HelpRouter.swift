/// Closes Help, back to the scene it explained.
/// It passes no data back: what Help shows comes in through its data store when it is made
/// (`HelpConfigurator.passDataToHelp`).
final class HelpRouter: HelpRoutingLogic {
    weak var viewController: HelpDisplayLogic?
    weak var navigator: SceneNavigating?

    init(navigator: SceneNavigating?) {
        self.navigator = navigator
    }

    // MARK: - Routing

    func routeToPreviousScene() {
        navigator?.pop()
    }
}
