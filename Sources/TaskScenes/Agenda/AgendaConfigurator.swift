import TaskDomain

/// Wires the Agenda's VIP cycle with init injection and weak back references.
enum AgendaConfigurator {
    /// An Agenda scene and its data store, ready to push.
    static func make(environment: SceneEnvironment, navigator: SceneNavigating?)
        -> (viewController: TerminalViewController, dataStore: AgendaDataStore) {
        let keyMap = environment.keys.agenda
        let presenter = AgendaPresenter(theme: environment.theme, keyWords: .init(
            undo: firstKey(of: .undo, in: keyMap), redo: firstKey(of: .redo, in: keyMap)))
        let interactor = AgendaInteractor(presenter: presenter, worker: environment.worker,
                                          severalActive: environment.plan.severalActive, contexts: environment.contexts)
        let router = AgendaRouter(navigator: navigator, environment: environment)
        let viewController = AgendaViewController(interactor: interactor, router: router, keyMap: keyMap,
                                                  theme: environment.theme)
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (viewController, interactor)
    }

    /// The first key of `action` as people read it ("u", "Ctrl-R"); empty when it has none.
    static func firstKey(of action: AgendaAction, in keyMap: KeyMap<AgendaAction>) -> String {
        keyMap.bindings.first { $0.action == action }?.keys.first?.displayName ?? ""
    }
}
