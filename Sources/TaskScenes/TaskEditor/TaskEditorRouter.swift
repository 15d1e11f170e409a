/// Moves from the Task Editor back to the scene that opened it, passing what was saved.
final class TaskEditorRouter: SceneRouter, TaskEditorRoutingLogic, TaskEditorDataPassing, HelpOpening, QuestionAsking {
    /// The view: the source of Help's keys and the receiver of an answer.
    weak var viewController: TaskEditorRouteSource?
    weak var dataStore: TaskEditorDataStore?
    /// The data store of the scene beneath (the list or the detail), told what was saved.
    weak var returnDataStore: TaskReturnDataStore?

    init(navigator: SceneNavigating?, returnDataStore: TaskReturnDataStore?, environment: SceneEnvironment) {
        self.returnDataStore = returnDataStore
        super.init(navigator: navigator, environment: environment)
    }

    /// Confirm's answer goes back to the view.
    var answerReceiver: QuestionAnswering? { viewController }

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
