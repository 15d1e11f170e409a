import Testing
import TaskDomain
import TerminalCore
@testable import TaskScenes

@Suite struct TaskDetailViewControllerTests {
    private func scene() -> (TaskDetailViewController, TaskDetailBusinessLogicSpy, TaskDetailRouterSpy) {
        let interactor = TaskDetailBusinessLogicSpy()
        let router = TaskDetailRouterSpy()
        let viewController = TaskDetailViewController(interactor: interactor, router: router)
        viewController.layout(size: Size(width: 40, height: 10))
        return (viewController, interactor, router)
    }

    private func viewModel(id: TaskID?, lines count: Int) -> TaskDetail.ShowTask.ViewModel {
        .init(id: id, title: "Task abc", position: "2/3",
              lines: (1...count).map { TaskDetail.Line([.init(text: "line \($0)", style: .plain)]) })
    }

    @Test func appearingAsksForTheTaskWrappedToTheBodyWidth() {
        let (viewController, interactor, _) = scene()
        viewController.viewWillAppear()
        #expect(interactor.requests == [.showTask(.init(width: 38))])
    }

    @Test func keysBecomeRequests() {
        let (viewController, interactor, _) = scene()
        for event in [TestInput.char("j"), TestInput.key(.down), TestInput.char("k"), TestInput.key(.up)] {
            viewController.handle(event)
        }
        viewController.handle(TestInput.char("x"))
        viewController.handle(TestInput.char(" "))  // pages, as in every scene: it never changes a task
        viewController.handle(TestInput.char("u"))
        viewController.handle(TestInput.ctrl("r"))
        #expect(interactor.requests == [
            .moveToTask(.init(forward: true)), .moveToTask(.init(forward: true)), .moveToTask(.init(forward: false)),
            .moveToTask(.init(forward: false)), .toggleTask, .undo, .redo,
        ])
    }

    @Test func keysThatLeaveTheSceneGoToTheRouter() {
        let (viewController, _, router) = scene()
        for event in [TestInput.char("?"), TestInput.key(.escape), TestInput.char("q")] {
            viewController.handle(event)
        }
        #expect(router.routes == [.help, .taskList, .taskList])
    }

    /// Edit needs the task to exist: the interactor is asked, and the route is taken when
    /// the presenter says there is one. Delete is the interactor's to decide: it asks the
    /// question (the router shows it) and the answer comes back as a request.
    @Test func editAndDeleteAskTheInteractorAndItsQuestionIsRouted() {
        let (viewController, interactor, router) = scene()
        for event in [TestInput.char("e"), TestInput.char("D"), TestInput.key(.delete)] {
            viewController.handle(event)
        }
        #expect(interactor.requests == [.openTask(.init(destination: .editor)), .deleteTask, .deleteTask])
        #expect(router.routes.isEmpty)
        viewController.displayOpenTask(viewModel: .init(destination: .editor))
        viewController.displayQuestion(viewModel: .init(question: .deleteTask(titled: "A")))
        #expect(router.routes == [.editTask, .question(.deleteTask(titled: "A"))])
        viewController.questionAnswered(.yes)
        #expect(interactor.requests.last == .answerQuestion(.init(answer: .yes)))
    }

    @Test func aDeletionGoesBackToTheList() {
        let (viewController, _, router) = scene()
        viewController.displayDeleteTask(viewModel: .init())
        #expect(router.routes == [.taskList])
    }

    @Test func theNotesScrollAndANewTaskStartsAtTheTop() {
        let (viewController, _, _) = scene()  // 6 body rows
        let first = TaskID()
        viewController.displayTask(viewModel: viewModel(id: first, lines: 10))
        viewController.handle(TestInput.char(" "))
        #expect(viewController.scroll.offset == 4)
        viewController.handle(TestInput.ctrl("y"))
        #expect(viewController.scroll.offset == 3)
        viewController.handle(TestInput.char("g"))
        viewController.handle(TestInput.ctrl("e"))
        #expect(viewController.scroll.offset == 1)
        viewController.displayTask(viewModel: viewModel(id: first, lines: 10))  // a refresh keeps the place
        #expect(viewController.scroll.offset == 1)
        viewController.displayTask(viewModel: viewModel(id: TaskID(), lines: 10))
        #expect(viewController.scroll.offset == 0)
    }

    @Test func drawsHeaderFieldsStatusAndHintsAndTheStatusFadesOnTheNextKey() {
        let (viewController, _, _) = scene()
        viewController.displayTask(viewModel: viewModel(id: TaskID(), lines: 8))
        viewController.displayStatus(viewModel: .init(text: "Completed 'x' — u to undo", isError: false))
        #expect(TestInput.screen(of: viewController, size: Size(width: 40, height: 10)) == [
            " Task abc                           2/3 ",
            "────────────────────────────────────────",
            " line 1                                 ",
            " line 2                                 ",
            " line 3                                 ",
            " line 4                                 ",
            " line 5                                 ",
            " line 6                                 ",
            "Completed 'x' — u to undo               ",
            "? help  j next  k prev  e edit  x done  ",  // help first when the hints do not all fit
        ])
        viewController.handle(TestInput.char("G"))
        let screen = TestInput.screen(of: viewController, size: Size(width: 40, height: 10))
        #expect(screen[2] == " line 3                                 ")
        #expect(screen[8] == "                                  3–8/8 ")
    }
}
