/// A router whose scene opens Help (`?`, or F1 in the editor).
///
/// Help gets its data the way every destination scene does: the opening router makes the
/// scene, reaches Help's data store through Help's router, passes the data (which scene,
/// and its keys) and then navigates. The configurator only wires.
protocol HelpOpening: AnyObject {
    var navigator: SceneNavigating? { get }
    /// The scenes' environment, handed on to Help.
    var environment: SceneEnvironment { get }
}

extension HelpOpening {
    /// Pushes Help about `topic` with the keys of `view` (nothing while the view is gone).
    func routeToHelp(about topic: Help.Topic, from view: TerminalViewController?) {
        guard let view else { return }
        routeToHelp(about: topic, keys: view.keyHelp)
    }

    /// Pushes Help about `topic`, listing `keys` (the scene's `keyHelp`, read from the key
    /// map it dispatches from) before the keys that work everywhere.
    func routeToHelp(about topic: Help.Topic, keys: [KeyHelpSection]) {
        let help = HelpConfigurator.make(environment: environment, navigator: navigator)
        if let destination = help.router?.dataStore {
            passDataToHelp(topic: topic, keys: keys, destination: destination)
        }
        navigator?.push(help)
    }

    func passDataToHelp(topic: Help.Topic, keys: [KeyHelpSection], destination: HelpDataStore) {
        destination.topic = topic
        destination.sections = keys
    }
}
