/// What the Help view asks of its interactor.
protocol HelpBusinessLogic: AnyObject {
    func showKeys(request: Help.ShowKeys.Request)
}

/// What the opening scene's router hands Help (`HelpOpening.passDataToHelp`): whose keys,
/// and the keys themselves (read from that scene's key map through
/// `TerminalViewController.keyHelp`).
protocol HelpDataStore: AnyObject {
    var topic: Help.Topic? { get set }
    var sections: [KeyHelpSection] { get set }
}

/// What the interactor hands its presenter.
protocol HelpPresentationLogic: AnyObject {
    func presentKeys(response: Help.ShowKeys.Response)
}

/// What the presenter hands the view.
protocol HelpDisplayLogic: AnyObject {
    func displayKeys(viewModel: Help.ShowKeys.ViewModel)
}

/// Where Help goes: back to the scene it explains.
protocol HelpRoutingLogic: AnyObject {
    func routeToPreviousScene()
}

/// Help's data store as the opening router reaches it: through Help's router, as with
/// every destination scene, so the data is passed by a router and not by a configurator.
protocol HelpDataPassing: AnyObject {
    var dataStore: HelpDataStore? { get }
}
