/// What the Help view asks of its interactor.
protocol HelpBusinessLogic: AnyObject {
    func showKeys(request: Help.ShowKeys.Request)
}

/// What the opening scene's router hands Help: whose keys, and the keys themselves (read
/// from that scene's key map through `TerminalViewController.keyHelp`).
protocol HelpDataStore: AnyObject {
    var sceneTitle: String { get set }
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
