import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

private let question = ConfirmQuestion.deleteTask(titled: "Buy milk")

@Suite struct ConfirmInteractorTests {
    @Test func showQuestionHandsThePresenterTheQuestionAndTheScreen() {
        let presenter = ConfirmPresentationLogicSpy()
        let interactor = ConfirmInteractor(presenter: presenter, question: question)
        interactor.showQuestion(request: .init(screen: Size(width: 100, height: 30)))
        #expect(presenter.questionResponses == [.init(question: question, screen: Size(width: 100, height: 30))])
    }

    @Test func theFirstAnswerCountsAndLaterKeysAreIgnored() {
        let presenter = ConfirmPresentationLogicSpy()
        let interactor = ConfirmInteractor(presenter: presenter, question: question)
        interactor.answer(request: .init(answer: .no))
        interactor.answer(request: .init(answer: .yes))
        #expect(presenter.answerResponses == [.init(answer: .no)])
        #expect(interactor.answer == .no)
    }
}

@Suite struct ConfirmPresenterTests {
    @Test func aShortQuestionGetsTheMinimumBoxWithTheChoices() {
        let display = ConfirmDisplayLogicSpy()
        let presenter = ConfirmPresenter()
        presenter.viewController = display
        presenter.presentQuestion(response: .init(question: question, screen: Size(width: 100, height: 30)))
        #expect(display.questionViewModels == [.init(
            title: "Delete task",
            lines: ["Delete 'Buy milk'?"],
            choiceRows: [[.init(key: "y/Enter", label: "delete", isYes: true, column: 3),
                          .init(key: "n/Esc", label: "keep", isYes: false, column: 20)]],
            boxSize: Size(width: 33, height: 6),
            isDestructive: true)])
    }

    /// Every question a scene can ask, as the person reads it: title, question, choices.
    @Test(arguments: [
        (ConfirmQuestion.deleteTasks(count: 1), "Delete tasks", "Delete the marked task?", "delete", "keep", 33),
        (.deleteTasks(count: 3), "Delete tasks", "Delete the 3 marked tasks?", "delete", "keep", 33),
        (.discardChanges(toTaskTitled: nil, quitting: false), "Discard changes", "Discard this new task?",
         "discard", "keep editing", 42),
        (.discardChanges(toTaskTitled: "Buy milk", quitting: false), "Discard changes",
         "Discard your changes to 'Buy milk'?", "discard", "keep editing", 42),
        (.discardChanges(toTaskTitled: nil, quitting: true), "Discard changes", "Discard this new task and quit?",
         "discard and quit", "keep editing", 51),
        (.discardChanges(toTaskTitled: "Buy milk", quitting: true), "Discard changes",
         "Discard your changes to 'Buy milk' and quit?", "discard and quit", "keep editing", 51),
    ])
    func everyQuestionIsWordedByThePresenter(question: ConfirmQuestion, title: String, message: String,
                                             yes: String, no: String, width: Int) {
        let display = ConfirmDisplayLogicSpy()
        let presenter = ConfirmPresenter()
        presenter.viewController = display
        presenter.presentQuestion(response: .init(question: question, screen: Size(width: 100, height: 30)))
        // The choices row is centred: 3 columns in, the second after the first and a gap of 3.
        let noColumn = 3 + TextWidth.width(of: "y/Enter " + yes) + 3
        #expect(display.questionViewModels == [.init(
            title: title,
            lines: [message],
            choiceRows: [[.init(key: "y/Enter", label: yes, isYes: true, column: 3),
                          .init(key: "n/Esc", label: no, isYes: false, column: noColumn)]],
            boxSize: Size(width: width, height: 6),
            isDestructive: true)])
    }

    /// At 40 columns the discard question's choices do not fit one row: one row each,
    /// inside the border.
    @Test func choicesThatDoNotFitGoOnePerRow() throws {
        let display = ConfirmDisplayLogicSpy()
        let presenter = ConfirmPresenter()
        presenter.viewController = display
        let discard = ConfirmQuestion.discardChanges(toTaskTitled: "A very long task title that goes on and on",
                                                     quitting: false)
        presenter.presentQuestion(response: .init(question: discard, screen: Size(width: 40, height: 12)))
        let viewModel = try #require(display.questionViewModels.first)
        #expect(viewModel.choiceRows == [[.init(key: "y/Enter", label: "discard", isYes: true, column: 10)],
                                         [.init(key: "n/Esc", label: "keep editing", isYes: false, column: 9)]])
        #expect(viewModel.boxSize.width <= 36)
        #expect(viewModel.boxSize.height == viewModel.lines.count + 6)
    }

    @Test func aLongQuestionWrapsByDisplayWidthInsideTheWidestBox() throws {
        let display = ConfirmDisplayLogicSpy()
        let presenter = ConfirmPresenter()
        presenter.viewController = display
        let long = ConfirmQuestion.deleteTask(titled: String(repeating: "漢字 ", count: 20))
        presenter.presentQuestion(response: .init(question: long, screen: Size(width: 100, height: 30)))
        let viewModel = try #require(display.questionViewModels.first)
        #expect(viewModel.boxSize.width == 60)
        #expect(viewModel.lines.allSatisfy { TextWidth.width(of: $0) <= 56 })
        #expect(viewModel.lines.first == "Delete '" + String(repeating: "漢字 ", count: 8) + "漢字")
        #expect(viewModel.boxSize.height == viewModel.lines.count + 5)
    }

    @Test func aNarrowScreenGetsANarrowerBox() {
        let display = ConfirmDisplayLogicSpy()
        let presenter = ConfirmPresenter()
        presenter.viewController = display
        presenter.presentQuestion(response: .init(question: question, screen: Size(width: 24, height: 14)))
        #expect(display.questionViewModels.first?.boxSize.width == 20)
        #expect(display.questionViewModels.first?.lines == ["Delete 'Buy", "milk'?"])
        // A short screen gives up the margins above and below for the question…
        presenter.presentQuestion(response: .init(question: question, screen: Size(width: 24, height: 10)))
        #expect(display.questionViewModels.last?.lines == ["Delete 'Buy", "milk'?"])
        // …and a shorter one keeps the choices visible and cuts the question.
        presenter.presentQuestion(response: .init(question: question, screen: Size(width: 24, height: 7)))
        #expect(display.questionViewModels.last?.lines == ["Delete 'Buy …"])
    }

    @Test func theAnswerIsPassedOn() {
        let display = ConfirmDisplayLogicSpy()
        let presenter = ConfirmPresenter()
        presenter.viewController = display
        presenter.presentAnswer(response: .init(answer: .yes))
        #expect(display.answerViewModels == [.init(answer: .yes)])
    }
}

@Suite struct ConfirmViewControllerTests {
    @Test(arguments: [
        (TestInput.char("y"), ConfirmAnswer.yes), (TestInput.char("Y"), .yes), (TestInput.key(.enter), .yes),
        (TestInput.char("n"), .no), (TestInput.char("N"), .no), (TestInput.key(.escape), .no),
        (TestInput.char("q"), .no),
    ])
    func keysAnswer(event: InputEvent, answer: ConfirmAnswer) {
        let interactor = ConfirmBusinessLogicSpy()
        let viewController = ConfirmViewController(interactor: interactor, router: nil)
        viewController.handle(event)
        #expect(interactor.answerRequests == [.init(answer: answer)])
    }

    @Test func otherKeysAndPastesDoNothing() {
        let interactor = ConfirmBusinessLogicSpy()
        let viewController = ConfirmViewController(interactor: interactor, router: nil)
        for event in [TestInput.char("x"), TestInput.char("D"), .paste("y"), TestInput.ctrl("y")] {
            viewController.handle(event)
        }
        #expect(interactor.answerRequests.isEmpty)
    }

    @Test func layoutAsksForTheQuestionAtTheScreenSizeOncePerSize() {
        let interactor = ConfirmBusinessLogicSpy()
        let viewController = ConfirmViewController(interactor: interactor, router: nil)
        viewController.layout(size: Size(width: 100, height: 30))
        viewController.layout(size: Size(width: 100, height: 30))
        viewController.layout(size: Size(width: 60, height: 20))
        #expect(interactor.showRequests == [.init(screen: Size(width: 100, height: 30)),
                                            .init(screen: Size(width: 60, height: 20))])
    }

    @Test func anAnswerRoutesBackToThePresentingScene() {
        let router = ConfirmRouterSpy()
        let viewController = ConfirmViewController(interactor: ConfirmBusinessLogicSpy(), router: router)
        viewController.displayAnswer(viewModel: .init(answer: .yes))
        #expect(router.routeCalls == 1)
    }

    @Test func drawsACentredBoxOverTheSceneBeneathWithControlCharactersShownAsPlaceholders() {
        let viewController = ConfirmViewController(interactor: ConfirmBusinessLogicSpy(), router: nil)
        viewController.displayQuestion(viewModel: .init(
            title: "Delete task", lines: ["Delete 'a\u{1B}[2Jb'?"],
            choiceRows: [[.init(key: "y/Enter", label: "delete", isYes: true, column: 3),
                          .init(key: "n/Esc", label: "keep", isYes: false, column: 20)]],
            boxSize: Size(width: 33, height: 6), isDestructive: true))
        var canvas = Canvas(size: Size(width: 41, height: 8))
        canvas.fill(with: "·")
        viewController.render(into: &canvas, area: canvas.bounds)
        let rows = (0..<8).map { canvas.text(ofRow: $0) }
        #expect(rows == [
            "·········································",
            "····╭ Delete task ──────────────────╮····",
            "····│                               │····",
            "····│ Delete 'a␛[2Jb'?              │····",
            "····│                               │····",
            "····│  y/Enter delete   n/Esc keep  │····",
            "····╰───────────────────────────────╯····",
            "·········································",
        ])
        #expect(canvas.cell(at: Point(x: 0, y: 0))?.style.attributes.contains(.dim) == true)
    }
}

@Suite struct ConfirmRouterTests {
    @Test func closesTheModalThenHandsTheAnswerToTheCompletionOnce() {
        let navigator = NavigatorSpy()
        var answers: [ConfirmAnswer] = []
        var callsWhenAnswered: [NavigatorSpy.Call] = []
        let router = ConfirmRouter(navigator: navigator) { answer in
            answers.append(answer)
            callsWhenAnswered = navigator.calls
        }
        let store = ConfirmDataStoreStub(answer: .yes)
        router.dataStore = store
        router.routeToPresentingScene()
        router.routeToPresentingScene()
        #expect(answers == [.yes])
        #expect(callsWhenAnswered == [.dismiss])
        #expect(navigator.calls == [.dismiss])
    }

    @Test func withoutAnAnswerNothingHappens() {
        let navigator = NavigatorSpy()
        var answers: [ConfirmAnswer] = []
        let router = ConfirmRouter(navigator: navigator) { answers.append($0) }
        let store = ConfirmDataStoreStub(answer: nil)
        router.dataStore = store
        router.routeToPresentingScene()
        #expect(answers.isEmpty)
        #expect(navigator.calls.isEmpty)
    }

    @Test func theWholeCycleOverARealNavigator() throws {
        let navigator = Navigator(size: Size(width: 80, height: 24))
        let base = HelpConfigurator.make(environment: .testing(try TaskWorkingSpy()), navigator: navigator)
        navigator.setRoot(base)
        var answers: [ConfirmAnswer] = []
        navigator.present(ConfirmConfigurator.make(question: question, environment: .testing(try TaskWorkingSpy()), navigator: navigator) { answers.append($0) })
        #expect(navigator.modals.count == 1)
        navigator.handle(TestInput.char("x"))
        #expect(navigator.modals.count == 1)
        navigator.handle(TestInput.key(.escape))
        #expect(navigator.modals.isEmpty)
        #expect(answers == [.no])
    }
}
