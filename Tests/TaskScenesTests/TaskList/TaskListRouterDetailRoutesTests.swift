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
        let (worker, _) = DetailWorkerSpy.over([milk, mom])
        let router = TaskListRouter(navigator: navigator, worker: worker)
        let store = DetailListDataStoreSpy()
        store.selectedTask = selected
        store.visibleTaskIDs = [milk.id, mom.id]
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
        #expect(destination.taskIDs == [milk.id, mom.id])
        #expect(destination.currentTaskID == mom.id)
        // Going back reaches this list's data store.
        detail.router?.routeToTaskList()
        #expect(store.selectedIDs == [mom.id])
    }

    @Test func deleteAsksWithTheTitleAndAYesGoesBackToTheView() throws {
        let interactor = TaskListBusinessLogicSpy()
        let (router, navigator, store, _) = router(selected: milk)
        let source = TaskListViewController(interactor: interactor, router: nil)
        router.viewController = source
        router.routeToDeleteTask()
        withExtendedLifetime(store) {}
        #expect(navigator.calls == [.present("Confirm")])
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.layout(size: Size(width: 80, height: 24))
        #expect(confirm.viewModel?.lines == ["Delete 'Buy milk'?"])
        #expect(confirm.viewModel?.isDestructive == true)
        confirm.handle(TestInput.key(.enter))
        #expect(navigator.calls == [.present("Confirm"), .dismiss])
        #expect(interactor.deleteTaskRequests == [.init(ids: [milk.id], subtasks: .keep)])  // none were asked about
        withExtendedLifetime(source) {}
    }

    @Test func withMarksDeleteAsksForAllOfThemAndDeletesThemTogether() throws {
        let interactor = TaskListBusinessLogicSpy()
        let (router, navigator, store, _) = router(selected: milk)
        store.markedIDs = [mom.id, milk.id]
        let source = TaskListViewController(interactor: interactor, router: nil)
        router.viewController = source
        router.routeToDeleteTask()
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.layout(size: Size(width: 80, height: 24))
        #expect(confirm.viewModel?.lines == ["Delete the 2 marked tasks?"])
        confirm.handle(TestInput.char("y"))
        #expect(interactor.deleteTaskRequests == [.init(ids: [mom.id, milk.id], subtasks: .keep)])
        withExtendedLifetime(source) {}
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
