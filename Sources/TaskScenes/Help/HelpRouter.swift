/// Closes Help, back to the scene it explained.
/// It passes no data back; what Help shows comes in through its data store, which the
/// opening router reaches as `dataStore` (`HelpOpening.routeToHelp(about:keys:)`).
final class HelpRouter: HelpRoutingLogic, HelpDataPassing {
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
