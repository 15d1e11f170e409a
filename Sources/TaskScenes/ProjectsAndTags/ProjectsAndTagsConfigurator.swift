import TaskDomain

/// Wires Projects & Tags' VIP cycle with init injection and weak back references.
enum ProjectsAndTagsConfigurator {
    /// A Projects & Tags scene and its data store, which the opening router fills (the
    /// list's current narrowing) before pushing the view controller. `listDataStore` gets
    /// the chosen project or tag when the scene closes.
    static func make(environment: SceneEnvironment, navigator: SceneNavigating?, listDataStore: TaskListNarrowingDataStore?)
        -> (viewController: TerminalViewController, dataStore: ProjectsAndTagsDataStore) {
        let presenter = ProjectsAndTagsPresenter()
        let interactor = ProjectsAndTagsInteractor(presenter: presenter, worker: environment.worker,
                                                   contexts: environment.contexts)
        let router = ProjectsAndTagsRouter(navigator: navigator, environment: environment)
        let viewController = ProjectsAndTagsViewController(interactor: interactor, router: router,
                                                           keyMap: environment.keys.projectsAndTags, theme: environment.theme)
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        router.listDataStore = listDataStore
        return (viewController, interactor)
    }
}
