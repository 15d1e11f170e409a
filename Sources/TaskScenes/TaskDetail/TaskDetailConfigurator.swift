import TaskDomain

/// Wires Task Detail's VIP cycle with init injection and weak back references.
enum TaskDetailConfigurator {
    /// A Task Detail scene over `worker` and its data store, which the opening router
    /// fills (the list's order and the task to show) before pushing the view controller.
    /// `listDataStore` gets the shown task back when the scene closes; `notesEditor` opens
    /// notes in the person's editor.
    static func make(worker: TaskWorking, navigator: SceneNavigating?, listDataStore: TaskListDataStore?,
                     keys: SceneKeyMaps = .defaults, theme: Theme = .dark, notesEditor: NotesEditing? = nil)
        -> (viewController: TerminalViewController, dataStore: TaskDetailDataStore) {
        let presenter = TaskDetailPresenter(clock: worker.clock, theme: theme)
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker, notesEditor: notesEditor)
        let router = TaskDetailRouter(navigator: navigator, worker: worker, keys: keys, theme: theme)
        let viewController = TaskDetailViewController(interactor: interactor, router: router, keyMap: keys.detail, theme: theme)
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        router.listDataStore = listDataStore
        return (viewController, interactor)
    }
}
