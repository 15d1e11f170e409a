import TaskDomain

/// Wires Statistics' VIP cycle with init injection and weak back references.
enum StatisticsConfigurator {
    /// A Statistics scene over `worker`, ready to push.
    static func make(worker: TaskWorking, navigator: SceneNavigating?) -> TerminalViewController {
        let presenter = StatisticsPresenter()
        let interactor = StatisticsInteractor(presenter: presenter, worker: worker)
        let router = StatisticsRouter(navigator: navigator)
        let viewController = StatisticsViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
