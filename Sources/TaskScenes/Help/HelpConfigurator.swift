/// Wires Help's VIP cycle with init injection and weak back references.
enum HelpConfigurator {
    /// An empty Help scene. The opening router fills its data store, reached through
    /// `viewController.router?.dataStore`, then pushes it (`HelpOpening.routeToHelp(about:keys:)`).
    static func make(environment: SceneEnvironment, navigator: SceneNavigating?) -> HelpViewController {
        let presenter = HelpPresenter()
        let interactor = HelpInteractor(presenter: presenter)
        let router = HelpRouter(navigator: navigator)
        let viewController = HelpViewController(interactor: interactor, router: router, keyMap: environment.keys.help,
                                            theme: environment.theme)
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
