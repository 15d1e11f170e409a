import TaskDomain

/// Wires Statistics' VIP cycle with init injection and weak back references.
enum StatisticsConfigurator {
    /// A Statistics scene over `worker`, ready to push.
    static func make(worker: TaskWorking, navigator: SceneNavigating?, keys: SceneKeyMaps = .defaults, theme: Theme = .dark) -> TerminalViewController {
        let presenter = StatisticsPresenter(theme: theme)
        let interactor = StatisticsInteractor(presenter: presenter, worker: worker)
        let router = StatisticsRouter(navigator: navigator, keys: keys, theme: theme)
        let viewController = StatisticsViewController(interactor: interactor, router: router, keyMap: keys.statistics, theme: theme)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
