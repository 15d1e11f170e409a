import TaskDomain

/// Wires Task Detail's VIP cycle with init injection and weak back references.
enum TaskDetailConfigurator {
    /// A Task Detail scene and its data store, which the opening router fills (the list's
    /// order and the task to show) before pushing the view controller. `listDataStore`
    /// gets the shown task back when the scene closes.
    static func make(environment: SceneEnvironment, navigator: SceneNavigating?, listDataStore: TaskListDataStore?)
        -> (viewController: TerminalViewController, dataStore: TaskDetailDataStore) {
        let presenter = TaskDetailPresenter(clock: environment.clock, theme: environment.theme,
                                            keys: SentenceKeys(environment.keys.detail), fields: environment.fields)
        let interactor = TaskDetailInteractor(presenter: presenter, worker: environment.worker,
                                              notesEditor: environment.notesEditor, plan: environment.plan)
        let router = TaskDetailRouter(navigator: navigator, environment: environment)
        let viewController = TaskDetailViewController(interactor: interactor, router: router, keyMap: environment.keys.detail,
                                                      theme: environment.theme)
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        router.listDataStore = listDataStore
        return (viewController, interactor)
    }
}
