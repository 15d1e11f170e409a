/// Moves from the Task Editor back to the scene that opened it, passing what was saved.
final class TaskEditorRouter: SceneRouter, TaskEditorRoutingLogic, TaskEditorDataPassing, HelpOpening {
    /// The view, as the source of Help's keys.
    weak var viewController: TerminalViewController?
    weak var dataStore: TaskEditorDataStore?
    /// The data store of the scene beneath (the list or the detail), told what was saved.
    weak var returnDataStore: TaskReturnDataStore?

    init(navigator: SceneNavigating?, returnDataStore: TaskReturnDataStore?, environment: SceneEnvironment) {
        self.returnDataStore = returnDataStore
        super.init(navigator: navigator, environment: environment)
    }

    // MARK: - Routing

    func routeBackAfterSave() {
        if let dataStore, let returnDataStore {
            passDataToReturnScene(source: dataStore, destination: returnDataStore)
        }
        navigator?.pop()
    }

    func routeBack() {
        navigator?.pop()
    }

    /// Asks "Discard your changes?" over the form; yes closes the form (or quits
    /// taskdeck, `thenQuit`), no keeps editing with everything typed.
    func routeToDiscardConfirmation(thenQuit: Bool) {
        let question = ConfirmQuestion.discardChanges(toTaskTitled: dataStore?.task?.title, quitting: thenQuit)
        let confirm = ConfirmConfigurator.make(question: question, environment: environment, navigator: navigator) { [weak self] answer in
            guard answer == .yes else { return }
            if thenQuit { self?.routeToQuit() } else { self?.routeBack() }
        }
        navigator?.present(confirm)
    }

    func routeToQuit() {
        navigator?.quit()
    }

    func routeToHelp() {
        routeToHelp(about: .taskEditor, from: viewController)
    }

    // MARK: - Data passing

    /// The scene beneath selects the saved task and says what was saved.
    func passDataToReturnScene(source: TaskEditorDataStore, destination: TaskReturnDataStore) {
        guard let saved = source.savedTask else { return }
        destination.selectTask(id: saved.id)
        if let change = saved.change { destination.announce(change) }
    }
}
