/// What the Confirm view asks of its interactor.
protocol ConfirmBusinessLogic: AnyObject {
    func showQuestion(request: Confirm.ShowQuestion.Request)
    func answer(request: Confirm.Answer.Request)
}

/// What Confirm's router reads: the answer, once there is one. (The question comes in
/// with the scene, `ConfirmConfigurator.make(question:...)`, and nothing reads it back.)
protocol ConfirmDataStore: AnyObject {
    var answer: ConfirmAnswer? { get }
}

/// What the interactor hands its presenter.
protocol ConfirmPresentationLogic: AnyObject {
    func presentQuestion(response: Confirm.ShowQuestion.Response)
    func presentAnswer(response: Confirm.Answer.Response)
}

/// What the presenter hands the view.
protocol ConfirmDisplayLogic: AnyObject {
    func displayQuestion(viewModel: Confirm.ShowQuestion.ViewModel)
    func displayAnswer(viewModel: Confirm.Answer.ViewModel)
}

/// Where Confirm goes: back to the scene that asked, with the answer.
protocol ConfirmRoutingLogic: AnyObject {
    func routeToPresentingScene()
}

/// The router's access to the data store.
protocol ConfirmDataPassing: AnyObject {
    var dataStore: ConfirmDataStore? { get }
}
