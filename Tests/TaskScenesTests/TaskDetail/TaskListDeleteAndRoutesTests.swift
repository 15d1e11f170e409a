import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

// The Task List's part of the Detail / Confirm / Help work: the DeleteTask use case, the
// data store's selectTask / announce, and the routes to Detail, Confirm and Help. The spies
// are prefixed so they cannot clash with the list's own test spies.

@Suite struct TaskListDeleteTaskTests {
    let milk = Fixtures.task("Buy milk", due: Due(day: Fixtures.day(2026, 3, 12)))
    let mom = Fixtures.task("Call mom", due: Due(day: Fixtures.day(2026, 3, 13)))

    private func scene() -> (TaskListInteractor, TaskListPresentationLogicSpy, DetailWorkerSpy, FailingTaskRepository) {
        let (worker, repository) = DetailWorkerSpy.over([milk, mom])
        let presenter = TaskListPresentationLogicSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: worker)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return (interactor, presenter, worker, repository)
    }

    @Test func deleteGoesThroughTheWorkerSaysSoAndUndoBringsItBack() throws {
        let (interactor, presenter, _, repository) = scene()
        interactor.deleteTask(request: .init(ids: [milk.id]))
        #expect(try repository.loadAll().map(\.title) == ["Call mom"])
        #expect(presenter.presentTasksResponses.last?.window.map(\.title) == ["Call mom"])
        guard case .done(let change) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected a done status, got \(presenter.presentStatusResponses)")
            return
        }
        #expect(change.description == "Deleted 'Buy milk'")
        interactor.undo(request: .init())
        #expect(presenter.presentTasksResponses.last?.window.map(\.title) == ["Buy milk", "Call mom"])
        #expect(presenter.presentTasksResponses.last?.selectedIndex == 0)
    }

    @Test func deletingAnUnknownTaskChangesNothing() {
        let (interactor, presenter, worker, _) = scene()
        interactor.deleteTask(request: .init(ids: [TaskID()]))
        #expect(presenter.presentStatusResponses == [.init(kind: .noTaskSelected)])
        #expect(!worker.calls.contains("delete"))
    }

    @Test func aFailedDeleteSaysWhy() {
        let (interactor, presenter, _, repository) = scene()
        repository.failNextWrite = Fixtures.TestError()
        interactor.deleteTask(request: .init(ids: [mom.id]))
        #expect(presenter.presentStatusResponses == [.init(kind: .failure(action: "delete 'Call mom'", reason: "disk full"))])
    }

    @Test func selectTaskMovesTheSelectionForTheNextFetch() {
        let (interactor, presenter, _, _) = scene()
        interactor.selectTask(id: mom.id)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.presentTasksResponses.last?.selectedIndex == 1)
        #expect(interactor.selectedTask == mom)
        interactor.selectTask(id: TaskID())  // not shown (e.g. filtered out): the selection stays
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(interactor.selectedTask == mom)
    }

    @Test func anAnnouncedChangeIsSaidOnceWhenTheListShowsAgain() {
        let (interactor, presenter, _, _) = scene()
        let change = TaskChange(action: .deleted, entries: [.init(id: milk.id, before: milk, after: nil)])
        interactor.announce(change)
        #expect(presenter.presentStatusResponses.isEmpty)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.presentStatusResponses == [.init(kind: .done(change))])
    }
}

@Suite struct TaskListViewControllerDetailKeysTests {
    @Test func enterDeleteAndHelpKeysRouteAndAConfirmedDeleteIsARequest() {
        let interactor = TaskListBusinessLogicSpy()
        let router = TaskListRouterSpy()
        let viewController = TaskListViewController(interactor: interactor, router: router)
        for event in [DetailInput.key(.enter), DetailInput.char("D"), DetailInput.key(.delete), DetailInput.char("?")] {
            viewController.handle(event)
        }
        #expect(router.routes == [.taskDetail, .deleteTask, .deleteTask, .help])
        let id = TaskID()
        viewController.deleteTasksConfirmed(ids: [id])
        #expect(interactor.deleteTaskRequests == [.init(ids: [id])])
    }
}

@Suite struct TaskListRouterDetailRoutesTests {
    let milk = Fixtures.task("Buy milk")
    let mom = Fixtures.task("Call mom")

    private func router(selected: Task?) -> (TaskListRouter, NavigatorSpy, DetailListDataStoreSpy,
                                             TaskListDisplayLogicSpy, TaskListViewController) {
        let navigator = NavigatorSpy()
        let (worker, _) = DetailWorkerSpy.over([milk, mom])
        let router = TaskListRouter(navigator: navigator, worker: worker)
        let store = DetailListDataStoreSpy()
        store.selectedTask = selected
        store.visibleTaskIDs = [milk.id, mom.id]
        let display = TaskListDisplayLogicSpy()
        let source = TaskListViewController(interactor: TaskListBusinessLogicSpy(), router: nil)
        router.dataStore = store
        router.viewController = display
        router.source = source
        return (router, navigator, store, display, source)
    }

    @Test func detailGetsTheListsOrderAndTheSelectedTask() throws {
        let (router, navigator, store, _, _) = router(selected: mom)
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

    @Test func withoutASelectionDetailAndDeleteSaySo() {
        let (router, navigator, _, display, _) = router(selected: nil)
        router.routeToTaskDetail()
        router.routeToDeleteTask()
        #expect(navigator.calls.isEmpty)
        #expect(display.displayStatusViewModels == [.init(text: "No task selected", isError: false),
                                             .init(text: "No task selected", isError: false)])
    }

    @Test func deleteAsksWithTheTitleAndAYesGoesBackToTheView() throws {
        let interactor = TaskListBusinessLogicSpy()
        let (router, navigator, store, _, _) = router(selected: milk)
        let source = TaskListViewController(interactor: interactor, router: nil)
        router.source = source
        router.routeToDeleteTask()
        withExtendedLifetime(store) {}
        #expect(navigator.calls == [.present("Confirm")])
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.layout(size: Size(width: 80, height: 24))
        #expect(confirm.viewModel?.lines == ["Delete 'Buy milk'?"])
        #expect(confirm.viewModel?.isDestructive == true)
        confirm.handle(DetailInput.key(.enter))
        #expect(navigator.calls == [.present("Confirm"), .dismiss])
        #expect(interactor.deleteTaskRequests == [.init(ids: [milk.id])])
        withExtendedLifetime(source) {}
    }

    @Test func withMarksDeleteAsksForAllOfThemAndDeletesThemTogether() throws {
        let interactor = TaskListBusinessLogicSpy()
        let (router, navigator, store, _, _) = router(selected: milk)
        store.markedIDs = [mom.id, milk.id]
        let source = TaskListViewController(interactor: interactor, router: nil)
        router.source = source
        router.routeToDeleteTask()
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.layout(size: Size(width: 80, height: 24))
        #expect(confirm.viewModel?.lines == ["Delete the 2 marked tasks?"])
        confirm.handle(DetailInput.char("y"))
        #expect(interactor.deleteTaskRequests == [.init(ids: [mom.id, milk.id])])
        withExtendedLifetime(source) {}
    }

    @Test func helpIsPushedWithTheListsKeys() throws {
        let (router, navigator, _, _, source) = router(selected: nil)
        router.routeToHelp()
        let help = try #require(navigator.pushed.first as? HelpViewController)
        let store = try #require(help.router?.dataStore)
        #expect(store.sceneTitle == "Task List")
        #expect(store.sections == source.keyHelp)
    }
}
