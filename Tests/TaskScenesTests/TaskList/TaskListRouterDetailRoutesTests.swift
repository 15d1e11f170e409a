import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The Task List's routes to Detail, Confirm and Help, and the data they pass.
@Suite struct TaskListRouterDetailRoutesTests {
    let milk: Task
    let mom: Task

    init() throws {
        milk = try Fixtures.task("Buy milk")
        mom = try Fixtures.task("Call mom")
    }

    private func router(selected: Task?) -> (TaskListRouter, NavigatorSpy, DetailListDataStoreSpy,
                                             TaskListViewController) {
        let navigator = NavigatorSpy()
        let (worker, _) = TaskWorkingSpy.over([milk, mom])
        let router = TaskListRouter(navigator: navigator, environment: .testing(worker))
        let store = DetailListDataStoreSpy()
        store.selectedTask = selected
        store.visibleOrder = [milk.id, mom.id]
        let source = TaskListViewController(interactor: TaskListBusinessLogicSpy(), router: nil)
        router.dataStore = store
        router.viewController = source
        return (router, navigator, store, source)
    }

    @Test func detailGetsTheListsOrderAndTheSelectedTask() throws {
        let (router, navigator, store, _) = router(selected: mom)
        router.routeToTaskDetail()
        #expect(navigator.calls == [.push("Task Detail")])
        let detail = try #require(navigator.pushed.first as? TaskDetailViewController)
        let destination = try #require(detail.router?.dataStore)
        #expect(destination.order == [milk.id, mom.id])
        #expect(destination.currentTaskID == mom.id)
        // Going back reaches this list's data store.
        detail.router?.routeToTaskList()
        #expect(store.selectedIDs == [mom.id])
    }

    /// The router shows the question the interactor decided on and brings the answer back
    /// (what it means is the interactor's; what Confirm says is Confirm's).
    @Test(arguments: [(TestInput.key(.enter), ConfirmAnswer.yes), (TestInput.char("n"), .no), (TestInput.key(.escape), .no)])
    func aQuestionIsShownInConfirmAndItsAnswerGoesBack(key: InputEvent, answer: ConfirmAnswer) throws {
        let interactor = TaskListBusinessLogicSpy()
        let (router, navigator, store, _) = router(selected: milk)
        let source = TaskListViewController(interactor: interactor, router: nil)
        router.viewController = source
        router.routeToQuestion(.deleteTask(titled: "Buy milk"))
        #expect(navigator.calls == [.present("Confirm")])
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.handle(key)
        #expect(navigator.calls == [.present("Confirm"), .dismiss])
        #expect(interactor.requests == [.answerQuestion(.init(answer: answer))])
        withExtendedLifetime((store, source)) {}
    }

    @Test func helpIsPushedWithTheListsKeys() throws {
        let (router, navigator, _, source) = router(selected: nil)
        router.routeToHelp()
        let help = try #require(navigator.pushed.first as? HelpViewController)
        let store = try #require(help.router?.dataStore)
        #expect(store.topic == .taskList)
        #expect(store.sections == source.keyHelp)
    }
}
