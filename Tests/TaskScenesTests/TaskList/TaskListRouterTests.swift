import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

@Suite struct TaskListRouterTests {
    @Test func quitAsksTheNavigatorToQuit() throws {
        let navigator = NavigatorSpy()
        let router = try TaskListRouter(navigator: navigator, environment: .testing(TaskWorkingSpy()))
        router.routeToQuit()
        #expect(navigator.quitCount == 1)
    }

    @Test func theConfiguratorWiresTheCycle() throws {
        let navigator = NavigatorSpy()
        let worker = try TaskWorkingSpy()
        let scene = TaskListConfigurator.make(environment: .testing(worker), settings: .testing(), navigator: navigator)
        let viewController = try #require(scene as? TaskListViewController)
        viewController.layout(size: .init(width: 80, height: 24))
        viewController.viewWillAppear()
        #expect(viewController.viewModel?.rows.count == 3)
        let dataStore = try #require(viewController.router?.dataStore)
        #expect(try dataStore.selectedTask?.id == Fixtures.Samples.call.id)
        viewController.handle(.key(.init(.char("q"))))
        #expect(navigator.quitCount == 1)
    }
}
