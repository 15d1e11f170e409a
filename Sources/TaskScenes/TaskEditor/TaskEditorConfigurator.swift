import TaskDomain

/// Wires the Task Editor's VIP cycle with init injection and weak back references.
enum TaskEditorConfigurator {
    /// An editor over `worker`. It adds a task unless the opening router sets the task to
    /// edit in `viewController.router?.dataStore` before pushing it; when it closes after
    /// a save, `returnDataStore` learns which task was saved.
    static func make(worker: TaskWorking, navigator: SceneNavigating?,
                     returnDataStore: TaskReturnDataStore?, keys: SceneKeyMaps = .defaults, theme: Theme = .dark) -> TaskEditorViewController {
        let presenter = TaskEditorPresenter(clock: worker.clock, theme: theme)
        let interactor = TaskEditorInteractor(presenter: presenter, worker: worker)
        let router = TaskEditorRouter(navigator: navigator, returnDataStore: returnDataStore, keys: keys, theme: theme)
        let viewController = TaskEditorViewController(interactor: interactor, router: router, keyMap: keys.editor, theme: theme)
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
