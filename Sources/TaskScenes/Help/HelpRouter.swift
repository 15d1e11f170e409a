/// Closes Help, back to the scene it explained.
final class HelpRouter: HelpRoutingLogic, HelpDataPassing {
    weak var viewController: HelpDisplayLogic?
    weak var navigator: SceneNavigating?
    weak var dataStore: HelpDataStore?

    init(navigator: SceneNavigating?) {
        self.navigator = navigator
    }

    // MARK: - Routing

    func routeToPreviousScene() {
        navigator?.pop()
    }
}
