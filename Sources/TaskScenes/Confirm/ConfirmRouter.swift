/// Closes Confirm and hands the answer to the completion the presenting router gave it.
final class ConfirmRouter: ConfirmRoutingLogic, ConfirmDataPassing {
    weak var navigator: SceneNavigating?
    weak var dataStore: ConfirmDataStore?
    /// Owned by the presenting scene's router; called once, after the box is closed, so it
    /// may navigate further (pop the detail scene after a delete).
    private var completion: ((ConfirmAnswer) -> Void)?

    init(navigator: SceneNavigating?, completion: @escaping (ConfirmAnswer) -> Void) {
        self.navigator = navigator
        self.completion = completion
    }

    // MARK: - Routing

    func routeToPresentingScene() {
        guard let answer = dataStore?.answer, let completion else { return }
        self.completion = nil
        navigator?.dismiss()
        completion(answer)
    }
}
