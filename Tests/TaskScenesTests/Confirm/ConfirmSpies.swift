import TerminalCore
@testable import TaskScenes

final class ConfirmPresentationLogicSpy: ConfirmPresentationLogic {
    private(set) var questionResponses: [Confirm.ShowQuestion.Response] = []
    private(set) var answerResponses: [Confirm.Answer.Response] = []

    func presentQuestion(response: Confirm.ShowQuestion.Response) { questionResponses.append(response) }
    func presentAnswer(response: Confirm.Answer.Response) { answerResponses.append(response) }
}

final class ConfirmDisplayLogicSpy: ConfirmDisplayLogic {
    private(set) var questionViewModels: [Confirm.ShowQuestion.ViewModel] = []
    private(set) var answerViewModels: [Confirm.Answer.ViewModel] = []

    func displayQuestion(viewModel: Confirm.ShowQuestion.ViewModel) { questionViewModels.append(viewModel) }
    func displayAnswer(viewModel: Confirm.Answer.ViewModel) { answerViewModels.append(viewModel) }
}

final class ConfirmBusinessLogicSpy: ConfirmBusinessLogic {
    private(set) var showRequests: [Confirm.ShowQuestion.Request] = []
    private(set) var answerRequests: [Confirm.Answer.Request] = []

    func showQuestion(request: Confirm.ShowQuestion.Request) { showRequests.append(request) }
    func answer(request: Confirm.Answer.Request) { answerRequests.append(request) }
}

final class ConfirmRouterSpy: ConfirmRoutingLogic, ConfirmDataPassing {
    private(set) var routeCalls = 0
    var dataStore: ConfirmDataStore?

    func routeToPresentingScene() { routeCalls += 1 }
}

/// A data store with a chosen answer, for router tests.
final class ConfirmDataStoreStub: ConfirmDataStore {
    var answer: ConfirmAnswer?
    init(answer: ConfirmAnswer?) { self.answer = answer }
}
