import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

@Suite struct AgendaRouterTests {
    typealias F = AgendaFixtures

    @Test func enterPushesTaskDetailWithTheAgendasTasksAndTheSelectedOne() throws {
        let a = try F.task("A", due: Due(day: F.day(0)))
        let b = try F.task("B", due: Due(day: F.day(1)), scheduled: Due(day: F.day(0)))
        let worker = try TaskWorkingSpy(tasks: [a, b])
        let navigator = NavigatorSpy()
        let scene = AgendaConfigurator.make(environment: .testing(worker), navigator: navigator)
        scene.viewController.layout(size: Size(width: 80, height: 24))
        scene.viewController.viewWillAppear()
        scene.viewController.handle(TestInput.char("j"))
        scene.viewController.handle(TestInput.key(.enter))

        let detail = try #require(navigator.pushed.last as? TaskDetailViewController)
        let store = try #require(detail.router?.dataStore)
        // B is on the agenda twice (scheduled today, due tomorrow): once in the detail's order.
        #expect(store.order == [a.id, b.id])
        #expect(store.currentTaskID == b.id)
    }

    @Test func passDataGivesTheDetailTheOrderAndTheSelection() throws {
        let a = try F.task("A", due: Due(day: F.day(0)))
        let worker = try TaskWorkingSpy(tasks: [a])
        let presenter = AgendaPresentationLogicSpy()
        let source = AgendaInteractor(presenter: presenter, worker: worker, severalActive: false, contexts: .testing())
        source.showAgenda(request: .init(width: 80, following: 7, sectionLimit: 10, reload: true))
        let destination = TaskDetailInteractor(presenter: TaskDetailPresentationLogicSpy(), worker: worker)
        AgendaRouter(navigator: nil, environment: .testing(worker)).passDataToTaskDetail(source: source, destination: destination)
        #expect(destination.order == [a.id])
        #expect(destination.currentTaskID == a.id)
    }

    /// The whole cycle: `x` on a parent with an open subtask asks in Confirm, and `y`
    /// completes both as one change.
    @Test func xOnAParentAsksInConfirmAndYesCompletesItWithItsSubtask() throws {
        let parent = try F.task("Trip", due: Due(day: F.day(0)))
        let child = try Task(title: "Book hotel", created: Fixtures.Samples.now, parent: parent.id)
        let worker = try TaskWorkingSpy(tasks: [parent, child])
        let navigator = NavigatorSpy()
        let scene = AgendaConfigurator.make(environment: .testing(worker), navigator: navigator)
        scene.viewController.layout(size: Size(width: 80, height: 24))
        scene.viewController.viewWillAppear()
        scene.viewController.handle(TestInput.char("x"))
        #expect(navigator.calls == [.present("Confirm")])
        #expect(worker.completeCalls.isEmpty)
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.handle(TestInput.char("y"))
        #expect(worker.completeCalls.map(\.0) == [[parent.id]])
        #expect(worker.completeCalls.map(\.withSubtasks) == [true])
        #expect(try worker.allTasks().allSatisfy(\.isCompleted))
    }

    @Test func backPopsAndHelpPushesHelpAboutTheAgendaWithItsKeys() throws {
        let worker = try TaskWorkingSpy(tasks: [])
        let navigator = NavigatorSpy()
        let scene = AgendaConfigurator.make(environment: .testing(worker), navigator: navigator)
        scene.viewController.handle(TestInput.char("?"))
        let help = try #require(navigator.pushed.last)
        #expect(help.sceneName == "Help")
        scene.viewController.handle(TestInput.char("q"))
        #expect(navigator.popCount == 1)
    }

    @Test func theListOpensTheAgendaWithC() throws {
        let worker = try TaskWorkingSpy(tasks: [])
        let navigator = NavigatorSpy()
        let router = TaskListRouter(navigator: navigator, environment: .testing(worker))
        router.routeToAgenda()
        #expect(navigator.pushed.last?.sceneName == "Agenda")
        #expect(TaskListKeyMap.list.action(for: KeyEvent(.char("C"))) == .browse(.agenda))
    }
}
