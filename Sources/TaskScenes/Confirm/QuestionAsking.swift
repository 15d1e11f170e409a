/// A view that gets back the answer to a question its scene asked in Confirm; the view
/// hands it to the interactor, which decides what the answer does.
protocol QuestionAnswering: TerminalViewController {
    /// The person answered the question the router showed.
    func questionAnswered(_ answer: ConfirmAnswer)
}

/// A router whose scene asks questions (`D`, `x` on a parent with open subtasks): the
/// interactor decides which question; the router only shows it and brings the answer back.
protocol QuestionAsking: AnyObject {
    var navigator: SceneNavigating? { get }
    var environment: SceneEnvironment { get }
    /// Where the answer goes: the scene's view.
    var answerReceiver: QuestionAnswering? { get }
}

extension QuestionAsking {
    /// Presents Confirm with `question`; the answer, whatever it is, goes back to the view.
    func routeToQuestion(_ question: ConfirmQuestion) {
        let confirm = ConfirmConfigurator.make(question: question, environment: environment, navigator: navigator) { [weak self] answer in
            self?.answerReceiver?.questionAnswered(answer)
        }
        navigator?.present(confirm)
    }
}

/// The models of a question the interactor decided to ask and of its answer, the same in
/// every scene that asks (each scene names them `AskQuestion` and `AnswerQuestion`).
enum SceneQuestion {
    /// The interactor asks: the router shows `question` in Confirm.
    enum Ask {
        struct Response: Equatable {
            var question: ConfirmQuestion
        }
        typealias ViewModel = Response
    }

    /// The answer to the question asked last.
    enum Answer {
        struct Request: Equatable {
            var answer: ConfirmAnswer
        }
    }
}
