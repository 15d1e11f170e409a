/// Wires Help's VIP cycle with init injection and weak back references.
enum HelpConfigurator {
    /// An empty Help scene and its data store; the opening router fills the data store
    /// (`passDataToHelp(source:destination:)`) and pushes the view controller.
    static func make(navigator: SceneNavigating?) -> (viewController: TerminalViewController, dataStore: HelpDataStore) {
        let presenter = HelpPresenter()
        let interactor = HelpInteractor(presenter: presenter)
        let router = HelpRouter(navigator: navigator)
        let viewController = HelpViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return (viewController, interactor)
    }

    /// Help for `scene`: its title and key sections, passed through the data store. Push
    /// the result with `navigator.push(_:)`.
    static func make(for scene: TerminalViewController, navigator: SceneNavigating?) -> TerminalViewController {
        let help = make(navigator: navigator)
        passDataToHelp(source: scene, destination: help.dataStore)
        return help.viewController
    }

    /// Hands Help the keys of `source` (read from its key map) and its name.
    static func passDataToHelp(source: TerminalViewController, destination: HelpDataStore) {
        destination.sceneTitle = source.title
        destination.sections = source.keyHelp
    }
}
