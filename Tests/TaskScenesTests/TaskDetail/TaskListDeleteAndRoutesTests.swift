import Testing
import TaskDomain
import TaskStorage
import TerminalCore
@testable import TaskScenes

// The Task List's part of the Detail / Confirm / Help work: the DeleteTask use case, the
// data store's selectTask / announce, and the routes to Detail, Confirm and Help. The spies
// are prefixed so they cannot clash with the list's own test spies.

final class DetailListPresentationSpy: TaskListPresentationLogic {
    private(set) var tasksResponses: [TaskList.FetchTasks.Response] = []
    private(set) var statusResponses: [TaskList.Status.Response] = []
    private(set) var failureResponses: [TaskList.Status.Response] = []

    func presentTasks(response: TaskList.FetchTasks.Response) { tasksResponses.append(response) }
    func presentStatus(response: TaskList.Status.Response) { statusResponses.append(response) }
    func presentFetchTasksFailure(response: TaskList.Status.Response) { failureResponses.append(response) }
}

final class DetailListDisplaySpy: TaskListDisplayLogic {
    private(set) var statusViewModels: [TaskList.Status.ViewModel] = []
    func displayTasks(viewModel: TaskList.FetchTasks.ViewModel) {}
    func displayStatus(viewModel: TaskList.Status.ViewModel) { statusViewModels.append(viewModel) }
}

final class DetailListBusinessSpy: TaskListBusinessLogic {
    private(set) var deleteRequests: [TaskList.DeleteTask.Request] = []
    private(set) var otherRequests: [String] = []

    func fetchTasks(request: TaskList.FetchTasks.Request) { otherRequests.append("fetch") }
    func moveSelection(request: TaskList.MoveSelection.Request) { otherRequests.append("move") }
    func toggleTask(request: TaskList.ToggleTask.Request) { otherRequests.append("toggle") }
    func changeFilter(request: TaskList.ChangeFilter.Request) { otherRequests.append("filter") }
    func changeSort(request: TaskList.ChangeSort.Request) { otherRequests.append("sort") }
    func search(request: TaskList.Search.Request) { otherRequests.append("search") }
    func deleteTask(request: TaskList.DeleteTask.Request) { deleteRequests.append(request) }
    func undo(request: TaskList.Undo.Request) { otherRequests.append("undo") }
    func redo(request: TaskList.Redo.Request) { otherRequests.append("redo") }
}

final class DetailListRouterSpy: TaskListRoutingLogic, TaskListDataPassing {
    private(set) var routes: [String] = []
    var dataStore: TaskListDataStore?

    func routeToQuit() { routes.append("quit") }
    func routeToHelp() { routes.append("help") }
    func routeToAddTask() { routes.append("add") }
    func routeToEditTask() { routes.append("edit") }
    func routeToTaskDetail() { routes.append("detail") }
    func routeToDeleteTask() { routes.append("delete") }
    func routeToProjectsAndTags() { routes.append("projects") }
    func routeToStatistics() { routes.append("statistics") }
}

@Suite struct TaskListDeleteTaskTests {
    let milk = DetailFixtures.task("Buy milk", due: Due(day: DetailFixtures.day(2026, 3, 12)))
    let mom = DetailFixtures.task("Call mom", due: Due(day: DetailFixtures.day(2026, 3, 13)))

    private func scene() -> (TaskListInteractor, DetailListPresentationSpy, DetailWorkerSpy, InMemoryTaskRepository) {
        let (worker, repository) = DetailFixtures.worker([milk, mom])
        let presenter = DetailListPresentationSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: worker)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return (interactor, presenter, worker, repository)
    }

    @Test func deleteGoesThroughTheWorkerSaysSoAndUndoBringsItBack() throws {
        let (interactor, presenter, _, repository) = scene()
        interactor.deleteTask(request: .init(id: milk.id))
        #expect(try repository.loadAll().map(\.title) == ["Call mom"])
        #expect(presenter.tasksResponses.last?.window.map(\.title) == ["Call mom"])
        guard case .done(let change) = presenter.statusResponses.last?.kind else {
            Issue.record("expected a done status, got \(presenter.statusResponses)")
            return
        }
        #expect(change.description == "Deleted 'Buy milk'")
        interactor.undo(request: .init())
        #expect(presenter.tasksResponses.last?.window.map(\.title) == ["Buy milk", "Call mom"])
        #expect(presenter.tasksResponses.last?.selectedIndex == 0)
    }

    @Test func deletingAnUnknownTaskChangesNothing() {
        let (interactor, presenter, worker, _) = scene()
        interactor.deleteTask(request: .init(id: TaskID()))
        #expect(presenter.statusResponses == [.init(kind: .noTaskSelected)])
        #expect(!worker.calls.contains("delete"))
    }

    @Test func aFailedDeleteSaysWhy() {
        let (interactor, presenter, _, repository) = scene()
        repository.failNextWrite = DetailFixtures.TestError()
        interactor.deleteTask(request: .init(id: mom.id))
        #expect(presenter.statusResponses == [.init(kind: .failure(action: "delete 'Call mom'", reason: "disk full"))])
    }

    @Test func selectTaskMovesTheSelectionForTheNextFetch() {
        let (interactor, presenter, _, _) = scene()
        interactor.selectTask(id: mom.id)
        interactor.selectTask(id: TaskID())  // not shown: ignored
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.tasksResponses.last?.selectedIndex == 1)
        #expect(interactor.selectedTask == mom)
    }

    @Test func anAnnouncedChangeIsSaidOnceWhenTheListShowsAgain() {
        let (interactor, presenter, _, _) = scene()
        let change = TaskChange(action: .deleted, entries: [.init(id: milk.id, before: milk, after: nil)])
        interactor.announce(change)
        #expect(presenter.statusResponses.isEmpty)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.statusResponses == [.init(kind: .done(change))])
    }
}

@Suite struct TaskListViewControllerDetailKeysTests {
    @Test func enterDeleteAndHelpKeysRouteAndAConfirmedDeleteIsARequest() {
        let interactor = DetailListBusinessSpy()
        let router = DetailListRouterSpy()
        let viewController = TaskListViewController(interactor: interactor, router: router)
        for event in [DetailInput.key(.enter), DetailInput.char("D"), DetailInput.key(.delete), DetailInput.char("?")] {
            viewController.handle(event)
        }
        #expect(router.routes == ["detail", "delete", "delete", "help"])
        let id = TaskID()
        viewController.deleteTaskConfirmed(id: id)
        #expect(interactor.deleteRequests == [.init(id: id)])
    }
}

@Suite struct TaskListRouterDetailRoutesTests {
    let milk = DetailFixtures.task("Buy milk")
    let mom = DetailFixtures.task("Call mom")

    private func router(selected: Task?) -> (TaskListRouter, DetailNavigatorSpy, DetailListDataStoreSpy,
                                             DetailListDisplaySpy, TaskListViewController) {
        let navigator = DetailNavigatorSpy()
        let (worker, _) = DetailFixtures.worker([milk, mom])
        let router = TaskListRouter(navigator: navigator, worker: worker)
        let store = DetailListDataStoreSpy()
        store.selectedTask = selected
        store.visibleTaskIDs = [milk.id, mom.id]
        let display = DetailListDisplaySpy()
        let source = TaskListViewController(interactor: DetailListBusinessSpy(), router: nil)
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
        #expect(display.statusViewModels == [.init(text: "No task selected", isError: false),
                                             .init(text: "No task selected", isError: false)])
    }

    @Test func deleteAsksWithTheTitleAndAYesGoesBackToTheView() throws {
        let interactor = DetailListBusinessSpy()
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
        #expect(interactor.deleteRequests == [.init(id: milk.id)])
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
