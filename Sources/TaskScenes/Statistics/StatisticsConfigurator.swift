import TaskDomain

/// Wires Statistics' VIP cycle with init injection and weak back references.
enum StatisticsConfigurator {
    /// A Statistics scene, ready to push.
    static func make(environment: SceneEnvironment, navigator: SceneNavigating?) -> TerminalViewController {
        let presenter = StatisticsPresenter(theme: environment.theme)
        let interactor = StatisticsInteractor(presenter: presenter, worker: environment.worker, contexts: environment.contexts)
        let router = StatisticsRouter(navigator: navigator, environment: environment)
        let viewController = StatisticsViewController(interactor: interactor, router: router, keyMap: environment.keys.statistics,
                                                      theme: environment.theme)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
