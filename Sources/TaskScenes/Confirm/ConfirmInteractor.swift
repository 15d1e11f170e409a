/// Confirm's business logic: remember the question, and the first answer only.
final class ConfirmInteractor: ConfirmBusinessLogic, ConfirmDataStore {
    private let presenter: ConfirmPresentationLogic

    private let question: ConfirmQuestion
    private(set) var answer: ConfirmAnswer?

    init(presenter: ConfirmPresentationLogic, question: ConfirmQuestion) {
        self.presenter = presenter
        self.question = question
    }

    // MARK: - Business logic

    func showQuestion(request: Confirm.ShowQuestion.Request) {
        presenter.presentQuestion(response: .init(question: question, screen: request.screen))
    }

    /// A question is answered once: a second key (typed ahead) is ignored, and so is the
    /// alternative's key where the question has none.
    func answer(request: Confirm.Answer.Request) {
        guard answer == nil, request.answer != .alternative || question.offersAlternative else { return }
        answer = request.answer
        presenter.presentAnswer(response: .init(answer: request.answer))
    }
}
