import TaskDomain

/// Wires Projects & Tags' VIP cycle with init injection and weak back references.
enum ProjectsAndTagsConfigurator {
    /// A Projects & Tags scene over `worker` and its data store, which the opening router
    /// fills (the list's current narrowing) before pushing the view controller.
    /// `listDataStore` gets the chosen project or tag when the scene closes.
    static func make(worker: TaskWorking, navigator: SceneNavigating?, listDataStore: TaskListNarrowingDataStore?,
                     keys: SceneKeyMaps = .defaults, theme: Theme = .dark)
        -> (viewController: TerminalViewController, dataStore: ProjectsAndTagsDataStore) {
        let presenter = ProjectsAndTagsPresenter()
        let interactor = ProjectsAndTagsInteractor(presenter: presenter, worker: worker)
        let router = ProjectsAndTagsRouter(navigator: navigator, keys: keys, theme: theme)
        let viewController = ProjectsAndTagsViewController(interactor: interactor, router: router, keyMap: keys.projectsAndTags, theme: theme)
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        router.listDataStore = listDataStore
        return (viewController, interactor)
    }
}
