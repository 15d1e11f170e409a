import TaskDomain

/// Wires the Task Editor's VIP cycle with init injection and weak back references.
enum TaskEditorConfigurator {
    /// An editor. It adds a task unless the opening router sets the task to edit in
    /// `viewController.router?.dataStore` before pushing it; when it closes after a save,
    /// `returnDataStore` learns which task was saved.
    static func make(environment: SceneEnvironment, navigator: SceneNavigating?,
                     returnDataStore: TaskReturnDataStore?) -> TaskEditorViewController {
        let presenter = TaskEditorPresenter(clock: environment.clock, theme: environment.theme)
        let interactor = TaskEditorInteractor(presenter: presenter, worker: environment.worker,
                                              customFields: environment.fields)
        let router = TaskEditorRouter(navigator: navigator, returnDataStore: returnDataStore, environment: environment)
        let viewController = TaskEditorViewController(interactor: interactor, router: router, keyMap: environment.keys.editor,
                                                      theme: environment.theme)
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
