import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The Task List's side of Projects & Tags: the narrowing handed back through its data
/// store, `c` to clear it, and the routes to Projects & Tags and Statistics.
@Suite struct TaskListNarrowingTests {
    let presenter = TaskListPresentationLogicSpy()

    func makeInteractor(query: TaskQuery = TaskQuery(filter: .pending, sort: .due)) throws -> TaskListInteractor {
        let interactor = try TaskListInteractor(presenter: presenter, worker: TaskWorkingSpy(), query: query)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return interactor
    }

    // MARK: - Interactor

    @Test func aNarrowingAppliesWhenTheListShowsAgainAndIsSaidOnce() throws {
        let interactor = try makeInteractor(query: TaskQuery(filter: .pending, tag: "old", sort: .due))
        let before = presenter.presentTasksResponses.count
        interactor.narrow(project: "work", tag: nil)
        #expect(presenter.presentTasksResponses.count == before)  // nothing until it shows
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.query == TaskQuery(filter: .pending, project: "work", tag: nil, sort: .due))
        #expect(response.window.map(\.title) == ["Write report"])
        #expect(presenter.presentStatusResponses == [.init(kind: .browse(.narrowed(project: "work", tag: nil)))])
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.presentStatusResponses.count == 1)
    }

    @Test func aTagNarrowingReplacesAProjectNarrowingAndKeepsSearchAndTab() throws {
        let interactor = try makeInteractor(query: TaskQuery(filter: .all, project: "work", search: "u", sort: .title))
        interactor.narrow(project: nil, tag: "shop")
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.query == TaskQuery(filter: .all, project: nil, tag: "shop", search: "u", sort: .title))
        #expect(response.window.map(\.title) == ["Buy milk"])
        #expect(interactor.query.tag == "shop")
    }

    @Test func clearingShowsEveryProjectAndTagAgainWithoutReadingStorage() throws {
        let worker = try TaskWorkingSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: worker,
                                            query: TaskQuery(filter: .pending, tag: "shop", sort: .due))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.presentTasksResponses.last?.matchingCount == 1)
        let reads = worker.allTasksCallCount
        interactor.browse.clearNarrowing(request: .init())
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.query == TaskQuery(filter: .pending, sort: .due))
        #expect(response.matchingCount == 3)
        #expect(response.selectedIndex == 2)  // Buy milk stays selected
        #expect(worker.allTasksCallCount == reads)
        // `c` says what it did.
        #expect(presenter.presentStatusResponses.map(\.kind) == [.browse(.narrowed(project: nil, tag: nil))])
    }

    @Test func clearingWithoutANarrowingSaysThereIsNone() throws {
        let interactor = try makeInteractor(query: TaskQuery(filter: .pending, search: "milk", sort: .due))
        let presented = presenter.presentTasksResponses.count
        interactor.browse.clearNarrowing(request: .init())
        #expect(presenter.presentStatusResponses == [.init(kind: .browse(.noNarrowing))])
        #expect(presenter.presentTasksResponses.count == presented)
        #expect(interactor.query.search == "milk")
    }

    // MARK: - Presenter

    @Test func theStatusSaysWhatTheListShowsAndHowToClearIt() {
        let display = TaskListDisplayLogicSpy()
        let listPresenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        listPresenter.viewController = display
        listPresenter.presentStatus(response: .init(kind: .browse(.narrowed(project: "home", tag: nil))))
        listPresenter.presentStatus(response: .init(kind: .browse(.narrowed(project: nil, tag: "shop"))))
        listPresenter.presentStatus(response: .init(kind: .browse(.narrowed(project: nil, tag: nil))))
        listPresenter.presentStatus(response: .init(kind: .browse(.noNarrowing)))
        #expect(display.displayStatusViewModels == [
            .init(text: "Showing project home — c shows all again", isError: false),
            .init(text: "Showing tag #shop — c shows all again", isError: false),
            .init(text: "Showing every project and tag", isError: false),
            .init(text: "No project or tag filter to clear", isError: false),
        ])
    }

    @Test func anEmptyNarrowedListSaysHowToClearIt() {
        let display = TaskListDisplayLogicSpy()
        let listPresenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        listPresenter.viewController = display
        func present(_ query: TaskQuery, searchFilter: String = "") {
            listPresenter.presentTasks(response: .init(
                storeName: "tasks.json", query: query, searchFilter: searchFilter, summary: TaskSummary(total: 3), matchingCount: 0,
                window: [], windowStart: 0, selectedIndex: nil, rowWidth: 80))
        }
        present(TaskQuery(tag: "zzz"))
        present(TaskQuery(project: "zzz"), searchFilter: "x")
        #expect(display.displayTasksViewModels.map(\.emptyState) == [
            ["Nothing matches.", "c clears the project / tag filter; f shows another tab."],
            ["Nothing matches.", "Esc clears the search; c clears the project / tag filter."],
        ])
        #expect(display.displayTasksViewModels.first?.header.note == "tag: #zzz  sort: due")
    }

    // MARK: - View controller and key map

    @Test func cAsksToClearTheNarrowing() {
        let interactor = TaskListBusinessLogicSpy()
        let viewController = TaskListViewController(interactor: interactor, router: TaskListRouterSpy())
        viewController.layout(size: Size(width: 80, height: 24))
        viewController.viewWillAppear()
        viewController.handle(.key(KeyEvent(.char("c"))))
        #expect(interactor.requestsAfterAppearing == [.clearNarrowing])
    }

    @Test func helpListsTheNewKey() {
        let view = TaskListKeyMap.list.helpSections.first { $0.title == "View" }
        #expect(view?.entries.contains(KeyHelpEntry(keys: "c", summary: "clear the project / tag filter")) == true)
    }

    // MARK: - Routes

    @Test func tPushesProjectsAndTagsStartingOnTheListsNarrowing() throws {
        let navigator = NavigatorSpy()
        let worker = try TaskWorkingSpy()
        let router = TaskListRouter(navigator: navigator, environment: .testing(worker))
        let list = try makeInteractor(query: TaskQuery(filter: .pending, tag: "shop", sort: .due))
        router.dataStore = list
        router.narrowingDataStore = list
        router.routeToProjectsAndTags()
        #expect(navigator.calls == [.push("Projects & Tags")])
        let scene = try #require(navigator.pushed.first as? ProjectsAndTagsViewController)
        let destination = try #require(scene.router?.dataStore)
        #expect(destination.currentNarrowing == .tag("shop"))
    }

    @Test func theListsDataPassesItsProjectFirst() throws {
        final class Destination: ProjectsAndTagsDataStore {
            var currentNarrowing: ProjectsAndTags.Narrowing?
            var choice: ProjectsAndTags.Narrowing?
        }
        let source = ProjectsAndTagsListDataStoreSpy()
        let destination = Destination()
        let router = try TaskListRouter(navigator: nil, environment: .testing(TaskWorkingSpy()))
        router.passDataToProjectsAndTags(source: source, destination: destination)
        #expect(destination.currentNarrowing == nil)
        source.query = TaskQuery(project: "home")
        router.passDataToProjectsAndTags(source: source, destination: destination)
        #expect(destination.currentNarrowing == .project("home"))
    }

    @Test func capitalSPushesStatistics() throws {
        let navigator = NavigatorSpy()
        let router = try TaskListRouter(navigator: navigator, environment: .testing(TaskWorkingSpy()))
        router.routeToStatistics()
        #expect(navigator.calls == [.push("Statistics")])
    }

    @Test func aChoiceTravelsFromProjectsAndTagsBackToTheListOverARealNavigator() throws {
        let navigator = Navigator(size: Size(width: 100, height: 30))
        let worker = try TaskWorkingSpy()
        let home = try #require(TaskListConfigurator.make(environment: .testing(worker), settings: .testing(),
                                                                         navigator: navigator) as? TaskListViewController)
        navigator.setRoot(home)
        for key in ["t", "l", "G"] { navigator.handle(.key(KeyEvent(.char(Character(key))))) }
        #expect(navigator.top is ProjectsAndTagsViewController)
        navigator.handle(.key(KeyEvent(.enter)))
        #expect(navigator.top === home)
        #expect(home.viewModel?.header.note == "tag: #shop  sort: due")
        #expect(home.viewModel?.rows.count == 1)
        #expect(home.status == .init(text: "Showing tag #shop — c shows all again", isError: false))
        navigator.handle(.key(KeyEvent(.char("c"))))
        #expect(home.viewModel?.header.note == "sort: due")
        #expect(home.viewModel?.rows.count == 3)
    }
}
