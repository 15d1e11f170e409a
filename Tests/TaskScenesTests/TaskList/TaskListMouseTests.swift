import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// Clicks and the wheel in the Task List: the view controller reads them against where it
/// drew the rows and tabs and sends the interactor the same requests keys do; the
/// interactor selects, toggles one task, or changes the tab.
@Suite struct TaskListMouseTests {
    let interactor = TaskListBusinessLogicSpy()
    let router = TaskListRouterSpy()

    /// A list drawn at 80x24 with Buy milk and Call mom on rows 3 and 4 of the screen.
    func drawnList(origin: Point = .zero) throws -> TaskListViewController {
        let viewController = TaskListViewController(interactor: interactor, router: router)
        viewController.layout(size: Size(width: 80, height: 24))
        viewController.viewWillAppear()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = viewController
        try presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(tasks: Fixtures.Samples.all, clock: Fixtures.Samples.clock),
            matchingCount: 2, window: [Fixtures.Samples.milk, Fixtures.Samples.call], windowStart: 0, selectedIndex: 0, rowWidth: 80))
        var canvas = Canvas(size: Size(width: 80 + origin.x, height: 24 + origin.y))
        viewController.render(into: &canvas, area: Rect(origin: origin, size: Size(width: 80, height: 24)))
        return viewController
    }

    func press(_ x: Int, _ y: Int, _ button: MouseEvent.Button = .left, clicks: Int = 1) -> InputEvent {
        .mouse(MouseEvent(button: button, position: Point(x: x, y: y), clickCount: clicks))
    }

    @Test func aClickOnARowSelectsItsTask() throws {
        let viewController = try drawnList()
        viewController.handle(press(20, 4))
        #expect(try interactor.requestsAfterAppearing == [.selectTask(.init(id: Fixtures.Samples.call.id))])
    }

    @Test func aDoubleClickSelectsAndOpensTheTask() throws {
        let viewController = try drawnList()
        viewController.handle(press(20, 3, clicks: 2))
        #expect(try interactor.requestsAfterAppearing == [.selectTask(.init(id: Fixtures.Samples.milk.id)),
                                                           .openTask(.init(destination: .detail))])
    }

    @Test func aClickOnACheckboxTogglesThatTaskOnly() throws {
        let viewController = try drawnList()
        viewController.handle(press(0, 4))
        viewController.handle(press(2, 3))
        #expect(try interactor.requestsAfterAppearing == [.toggleTask(.init(id: Fixtures.Samples.call.id)),
                                                           .toggleTask(.init(id: Fixtures.Samples.milk.id))])
    }

    @Test func aClickOnATabChoosesItsFilter() throws {
        let viewController = try drawnList()
        // " All   Pending   Today ...": Today starts at column 16.
        viewController.handle(press(17, 1))
        viewController.handle(press(1, 1))
        #expect(interactor.requestsAfterAppearing == [.chooseFilter(.init(index: 2)), .chooseFilter(.init(index: 0))])
    }

    @Test func aNarrowTabRowStepsByItsArrows() throws {
        let (viewController, canvas) = drawnNarrowTaskList(interactor: interactor, router: router)
        #expect(canvas.text(ofRow: 1).hasPrefix("< Pending >"))
        viewController.handle(press(10, 1))
        viewController.handle(press(0, 1))
        viewController.handle(press(5, 1))
        #expect(interactor.requestsAfterAppearing == [.changeFilter(.init(forward: true)),
                                                      .changeFilter(.init(forward: false))])
    }

    @Test func theWheelMovesTheSelection() throws {
        let viewController = try drawnList()
        viewController.handle(press(5, 10, .wheelDown))
        viewController.handle(press(5, 10, .wheelUp))
        #expect(interactor.requestsAfterAppearing == [.moveSelection(.init(movement: .down)),
                                                      .moveSelection(.init(movement: .up))])
    }

    @Test func releasesOtherButtonsAndEmptyPlacesDoNothing() throws {
        let viewController = try drawnList()
        viewController.handle(.mouse(MouseEvent(button: .left, action: .release, position: Point(x: 20, y: 4))))
        viewController.handle(press(20, 4, .right))
        viewController.handle(press(20, 10))  // below the last row
        viewController.handle(press(20, 0))  // the title
        viewController.handle(press(20, 23))  // the hints
        #expect(interactor.requestsAfterAppearing.isEmpty)
    }

    @Test func clicksAreReadWhereTheSceneWasDrawn() throws {
        let viewController = try drawnList(origin: Point(x: 2, y: 1))
        viewController.handle(press(22, 5))
        #expect(try interactor.requestsAfterAppearing == [.selectTask(.init(id: Fixtures.Samples.call.id))])
    }

    @Test func anOpenPromptKeepsTheMouseOut() throws {
        let viewController = try drawnList()
        viewController.handle(TestInput.char("/"))
        viewController.handle(press(20, 4))
        #expect(interactor.requestsAfterAppearing == [.beginSearch])
    }
}

/// The interactor's side of a click.
@Suite struct TaskListMouseInteractorTests {
    let presenter = TaskListPresentationLogicSpy()

    func makeInteractor(_ worker: TaskWorkingSpy) -> TaskListInteractor {
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: TaskQuery(filter: .pending, sort: .due))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return interactor
    }

    @Test func selectingATaskByIDMovesTheSelectionToIt() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        interactor.browse.selectTask(request: .init(id: (try Fixtures.Samples.milk.id)))
        // Within the window: the selection alone is presented.
        #expect(presenter.presentSelectionResponses.last == .init(selectedIndex: 2, windowStart: 0, matchingCount: 3))
        #expect(interactor.selectedTask?.id == (try Fixtures.Samples.milk.id))
        let count = presenter.presentSelectionResponses.count
        interactor.browse.selectTask(request: .init(id: (try Fixtures.Samples.milk.id)))
        interactor.browse.selectTask(request: .init(id: TaskID()))
        #expect(presenter.presentSelectionResponses.count == count, "no change, nothing presented")
        #expect(presenter.presentTasksResponses.count == 1, "only the fetch presented the window")
    }

    @Test func togglingByIDTogglesThatTaskEvenWithMarks() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        interactor.marks.markTasks(request: .init(scope: .selected))
        let milk = try Fixtures.Samples.milk.id
        interactor.changes.toggleTask(request: .init(id: milk))
        #expect(worker.toggleCalls == [[milk]])
    }

    /// A click on the checkbox of a parent that is not selected selects it, so the question
    /// about its open subtasks names it ("'Trip' has 1 open subtask…").
    @Test func aCheckboxClickSelectsTheTaskItAsksAbout() throws {
        let trip = try Task(title: "Trip", created: Fixtures.Samples.clock.now)
        let hotel = try Task(title: "Book hotel", created: Fixtures.Samples.clock.now, parent: trip.id)
        let other = try Task(title: "Another", created: Fixtures.Samples.clock.now)
        let interactor = makeInteractor(try TaskWorkingSpy(tasks: [other, trip, hotel]))
        #expect(interactor.selectedTask?.id == other.id)
        interactor.changes.toggleTask(request: .init(id: trip.id))
        #expect(interactor.selectedTask?.id == trip.id)
        #expect(presenter.presentQuestionResponses == [.init(question: .completeParent(titled: "Trip", count: 1, openSubtasks: 1))])
    }

    @Test func choosingATabShowsItsFilter() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        interactor.browse.chooseFilter(request: .init(index: 7))
        #expect(interactor.query.filter == .completed)
        interactor.browse.chooseFilter(request: .init(index: 99))
        #expect(interactor.query.filter == .completed)
    }
}
