import Testing
import TaskDomain
import TerminalCore
@testable import TaskScenes

@Suite struct ProjectsAndTagsRouterTests {
    let navigator = NavigatorSpy()
    let list = ProjectsAndTagsListDataStoreSpy()

    final class DataStore: ProjectsAndTagsDataStore {
        var currentNarrowing: ProjectsAndTags.Narrowing?
        var choice: ProjectsAndTags.Narrowing?
    }

    /// Held by the suite: the router holds its data stores weakly.
    let dataStore = DataStore()

    func makeRouter(choice: ProjectsAndTags.Narrowing?) throws -> ProjectsAndTagsRouter {
        let router = ProjectsAndTagsRouter(navigator: navigator, environment: .testing(try TaskWorkingSpy()))
        dataStore.choice = choice
        router.dataStore = dataStore
        router.listDataStore = list
        return router
    }

    @Test func aChosenProjectNarrowsTheListAndGoesBack() throws {
        let router = try makeRouter(choice: .project("home"))
        router.routeToTaskList()
        #expect(list.narrowCalls == [.init(project: "home", tag: nil)])
        #expect(navigator.calls == [.pop])
    }

    @Test func aChosenTagNarrowsTheListAndGoesBack() throws {
        let router = try makeRouter(choice: .tag("shop"))
        router.routeToTaskList()
        #expect(list.narrowCalls == [.init(project: nil, tag: "shop")])
        #expect(navigator.calls == [.pop])
    }

    @Test func goingBackWithoutAChoiceChangesNothing() throws {
        let router = try makeRouter(choice: nil)
        router.routeToTaskList()
        #expect(list.narrowCalls.isEmpty)
        #expect(navigator.calls == [.pop])
    }

    @Test func helpShowsThisScenesKeys() throws {
        let worker = try TaskWorkingSpy(tasks: ProjectsAndTagsFixtures.tasks)
        let scene = ProjectsAndTagsConfigurator.make(environment: .testing(worker), navigator: navigator, listDataStore: list)
        scene.viewController.handle(.key(KeyEvent(.char("?"))))
        #expect(navigator.calls == [.push("Help")])
        let help = try #require(navigator.pushed.first as? HelpViewController)
        help.viewWillAppear()
        #expect(help.viewModel?.title == "Help · Projects & Tags")
    }

    @Test func theConfiguratorWiresTheWholeCycle() throws {
        let worker = try TaskWorkingSpy(tasks: ProjectsAndTagsFixtures.tasks)
        let scene = ProjectsAndTagsConfigurator.make(environment: .testing(worker), navigator: navigator, listDataStore: list)
        scene.dataStore.currentNarrowing = .project("home")
        let viewController = try #require(scene.viewController as? ProjectsAndTagsViewController)
        viewController.layout(size: Size(width: 80, height: 24))
        viewController.viewWillAppear()
        #expect(viewController.viewModel?.projects.rows.first?.isCurrent == true)
        viewController.handle(.key(KeyEvent(.char("l"))))
        viewController.handle(.key(KeyEvent(.char("G"))))
        viewController.handle(.key(KeyEvent(.enter)))
        #expect(scene.dataStore.choice == .tag("shop"))
        #expect(list.narrowCalls == [.init(project: nil, tag: "shop")])
        #expect(navigator.calls == [.pop])
    }
}
