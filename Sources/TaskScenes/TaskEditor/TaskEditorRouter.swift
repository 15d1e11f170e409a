/// Moves from the Task Editor back to the scene that opened it, passing what was saved.
final class TaskEditorRouter: TaskEditorRoutingLogic, TaskEditorDataPassing {
    weak var viewController: TaskEditorDisplayLogic?
    weak var navigator: SceneNavigating?
    weak var dataStore: TaskEditorDataStore?
    /// The data store of the scene beneath (the list or the detail), told what was saved.
    weak var returnDataStore: TaskReturnDataStore?

    /// The stand-in confirmation's prompt.
    static let discardPrompt = "Discard changes? Esc again discards; any other key keeps editing"

    init(navigator: SceneNavigating?, returnDataStore: TaskReturnDataStore?) {
        self.navigator = navigator
        self.returnDataStore = returnDataStore
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

    /// STAND-IN until the Confirm modal is merged: arms a second Esc in the form (the view
    /// shows the prompt; Esc then calls `routeBack()`, any other key disarms it). To swap:
    /// present the Confirm scene here with "Discard changes?" and call `routeBack()` after
    /// dismissing it on yes; then delete `displayDiscardPrompt` and the view's prompt state.
    func routeToDiscardConfirmation() {
        viewController?.displayDiscardPrompt(viewModel: .init(text: TaskEditorRouter.discardPrompt, isError: false))
    }

    /// STAND-IN until the Help scene is merged.
    func routeToHelp() {
        viewController?.displayStatus(viewModel: .init(text: "Help: coming soon", isError: false))
    }

    // MARK: - Data passing

    /// The scene beneath selects the saved task and says what was saved.
    func passDataToReturnScene(source: TaskEditorDataStore, destination: TaskReturnDataStore) {
        guard let saved = source.savedTask else { return }
        destination.selectTask(id: saved.id)
        if let change = saved.change { destination.announce(change) }
    }
}
