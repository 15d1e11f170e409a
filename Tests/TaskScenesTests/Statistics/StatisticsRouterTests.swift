import Testing
import TaskDomain
import TerminalCore
@testable import TaskScenes

@Suite struct StatisticsRouterTests {
    let navigator = NavigatorSpy()

    @Test func backPopsToTheList() throws {
        StatisticsRouter(navigator: navigator, environment: .testing(try TaskWorkingSpy())).routeToTaskList()
        #expect(navigator.calls == [.pop])
    }

    @Test func helpShowsTheStatisticsKeys() throws {
        let scene = try StatisticsConfigurator.make(environment: .testing(TaskWorkingSpy()), navigator: navigator)
        scene.handle(.key(KeyEvent(.char("?"))))
        #expect(navigator.calls == [.push("Help")])
        let help = try #require(navigator.pushed.first as? HelpViewController)
        help.viewWillAppear()
        #expect(help.viewModel?.title == "Help · Statistics")
        #expect(help.viewModel?.lines.contains { $0.text == "back to the list" } == true)
    }

    @Test func theConfiguratorWiresTheWholeCycle() throws {
        let scene = try StatisticsConfigurator.make(environment: .testing(TaskWorkingSpy()), navigator: navigator)
        let viewController = try #require(scene as? StatisticsViewController)
        viewController.layout(size: Size(width: 100, height: 30))
        viewController.viewWillAppear()
        #expect(viewController.viewModel?.sections.count == 4)
        let rows = TestInput.screen(of: viewController, size: Size(width: 100, height: 30))
        #expect(rows[3].hasPrefix(" 4 total           3 pending         1 completed"))
        #expect(rows[20].hasPrefix(" Sun 29 " + String(repeating: "█", count: 63) + " 1"))
        viewController.handle(.key(KeyEvent(.char("q"))))
        #expect(navigator.calls == [.pop])
    }
}
