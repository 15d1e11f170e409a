/// Wires Confirm's VIP cycle with init injection and weak back references.
enum ConfirmConfigurator {
    /// A Confirm modal asking `question`; present it with `navigator.present(_:)`.
    ///
    /// `completion` belongs to the presenting router: it is called exactly once, with the
    /// answer, after the modal has been dismissed (so it may navigate further).
    static func make(question: ConfirmQuestion, environment: SceneEnvironment, navigator: SceneNavigating?,
                     completion: @escaping (ConfirmAnswer) -> Void) -> TerminalViewController {
        let presenter = ConfirmPresenter()
        let interactor = ConfirmInteractor(presenter: presenter, question: question)
        let router = ConfirmRouter(navigator: navigator, completion: completion)
        let viewController = ConfirmViewController(interactor: interactor, router: router, keyMap: environment.keys.confirm,
                                               theme: environment.theme)
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
