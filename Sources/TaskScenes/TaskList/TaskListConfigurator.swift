import TaskDomain

/// Wires the Task List's VIP cycle with init injection and weak back references.
public enum TaskListConfigurator {
    /// The home scene over `worker`; its router navigates with `navigator`.
    /// `sync` starts the sync command on `$` (nil: the key says no sync is set up).
    /// `keys` are the key maps in effect (a config file's remaps), handed on to every scene opened.
    public static func make(worker: TaskWorking, navigator: SceneNavigating,
                            query: TaskQuery = TaskQuery(filter: .pending, sort: .due),
                            sync: SyncRunning? = nil, keys: SceneKeyMaps = .defaults) -> TerminalViewController {
        let presenter = TaskListPresenter(clock: worker.clock)
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: query, sync: sync)
        let router = TaskListRouter(navigator: navigator, worker: worker, keys: keys)
        let viewController = TaskListViewController(interactor: interactor, router: router, keyMap: keys.list)
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        router.narrowingDataStore = interactor
        return viewController
    }
}
