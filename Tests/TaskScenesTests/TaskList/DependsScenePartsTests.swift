import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// What a task waits for on the list (the `B` field, the blocked mark, "ready now") and in
/// the detail ("Waits for", "Blocks", the urgency terms): interactor, presenter and view
/// controller parts with spies.
@Suite struct DependsScenePartsTests {
    let paint: Task
    let walls: Task
    let presenter = TaskListPresentationLogicSpy()

    init() throws {
        paint = try Fixtures.Samples.task("Buy paint", createdMinutesAgo: 10)
        walls = try Task(title: "Paint the walls", created: paint.created, depends: [paint.id])
    }

    func makeInteractor(_ worker: TaskWorkingSpy) -> TaskListInteractor {
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: TaskQuery(filter: .pending, sort: .title))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return interactor
    }

    // MARK: - Interactor

    @Test func theFieldOpensWithWhatItWaitsForAndCompletesTheLastTitle() throws {
        let worker = try TaskWorkingSpy(tasks: [paint, walls, try Fixtures.Samples.task("Buy primer", createdMinutesAgo: 5)])
        let interactor = makeInteractor(worker)
        interactor.browse.selectTask(request: .init(id: walls.id))
        interactor.depends.openDependsPrompt(request: .init())
        #expect(presenter.presentDependsPromptResponses.last == .init(text: "Buy paint"))
        interactor.depends.completeDepends(request: .init(text: "Buy paint, Buy pr"))
        #expect(presenter.presentDependsPromptResponses.last == .init(text: "Buy paint, Buy primer"))
    }

    @Test func settingAndALoopAndAnUnknownTitle() throws {
        let worker = try TaskWorkingSpy(tasks: [paint, walls])
        let interactor = makeInteractor(worker)
        interactor.browse.selectTask(request: .init(id: paint.id))
        interactor.depends.setDepends(request: .init(text: "Paint the walls"))
        #expect(presenter.presentStatusResponses.last
                == .init(kind: .change(.failed(.setDepends(title: "Buy paint"),
                                               .domain(.dependencyCycle(["Buy paint", "Paint the walls", "Buy paint"]))))))
        interactor.depends.setDepends(request: .init(text: "nothing like it"))
        #expect(presenter.presentStatusResponses.last == .init(kind: .depends(.noSuchTask(text: "nothing like it", matches: 0))))
        interactor.browse.selectTask(request: .init(id: walls.id))
        interactor.depends.setDepends(request: .init(text: ""))
        guard case .depends(.set(_, let blockers))? = presenter.presentStatusResponses.last?.kind else {
            Issue.record("no set status: \(String(describing: presenter.presentStatusResponses.last))")
            return
        }
        #expect(blockers.isEmpty)
        #expect(try worker.allTasks().first { $0.id == walls.id }?.depends == [])
    }

    /// Enter on the field as it opened keeps what the task waits for, whatever the titles
    /// hold (a comma; a repeating blocker's done copies share its title); a new piece is
    /// looked up among the open tasks but the selected one (found by review).
    @Test func theFieldAsItOpenedKeepsItsBlockersAndNewTitlesAreOpenTasks() throws {
        let comma = try Fixtures.Samples.task("Call Bob, Alice", createdMinutesAgo: 9)
        let rent = try Fixtures.Samples.task("Pay rent", createdMinutesAgo: 8)
        let doneRent = try Fixtures.Samples.task("Pay rent", completed: true, createdMinutesAgo: 20)
        let primer = try Fixtures.Samples.task("Buy primer", createdMinutesAgo: 5)
        let donePrimer = try Fixtures.Samples.task("Buy primer", completed: true, createdMinutesAgo: 30)
        let waiting = try Task(title: "Paint the walls", created: paint.created, depends: [comma.id, rent.id])
        let worker = try TaskWorkingSpy(tasks: [comma, rent, doneRent, primer, donePrimer, waiting])
        let interactor = makeInteractor(worker)
        interactor.browse.selectTask(request: .init(id: waiting.id))
        interactor.depends.openDependsPrompt(request: .init())
        let opened = try #require(presenter.presentDependsPromptResponses.last?.text)
        #expect(opened == "Call Bob, Alice, Pay rent")
        interactor.depends.setDepends(request: .init(text: opened + ", Buy primer"))
        #expect(try worker.allTasks().first { $0.id == waiting.id }?.depends == [comma.id, rent.id, primer.id])
    }

    @Test func completingTheLastBlockerSaysItIsReadyAndTheRowLosesItsMark() throws {
        let worker = try TaskWorkingSpy(tasks: [paint, walls])
        let interactor = makeInteractor(worker)
        #expect(presenter.presentTasksResponses.last?.blockedInWindow == [walls.id])
        interactor.browse.selectTask(request: .init(id: paint.id))
        interactor.changes.toggleTask(request: .init(id: paint.id))
        guard case .depends(.madeReady(_, let titles))? = presenter.presentStatusResponses.last?.kind else {
            Issue.record("no ready status: \(String(describing: presenter.presentStatusResponses.last))")
            return
        }
        #expect(titles == ["Paint the walls"])
        #expect(presenter.presentTasksResponses.last?.blockedInWindow == [])
    }

    // MARK: - Presenter

    @Test(arguments: [
        (TaskList.Status.Response.Kind.depends(.noSuchTask(text: "zz", matches: 0)), "No task has the title or ID 'zz'", true),
        (.depends(.noSuchTask(text: "B", matches: 2)), "2 tasks match 'B': type more of the title (Tab completes)", true),
        (.change(.failed(.setDepends(title: "A"), .domain(.dependencyCycle(["A", "B", "A"])))),
         "Could not change what 'A' waits for: 'A' waits for 'B', which waits for 'A'", true),
    ])
    func statusesAreWorded(kind: TaskList.Status.Response.Kind, text: String, isError: Bool) {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentStatus(response: .init(kind: kind))
        #expect(display.displayStatusViewModels == [.init(text: text, isError: isError)])
    }

    @Test func thePromptAndTheBlockedMarkAreDrawn() throws {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentDependsPrompt(response: .init(text: "Buy"))
        #expect(display.displayDependsPromptViewModels
                == [.init(label: "waits for: ", text: "Buy")])
        presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(), matchingCount: 2,
            window: [paint, walls], windowStart: 0, selectedIndex: 0, rowWidth: 40, blockedInWindow: [walls.id]))
        let texts = try #require(display.displayTasksViewModels.last?.rows).map { $0.spans.map(\.text).joined() }
        #expect(texts[0].hasPrefix("[ ]      Buy paint"))
        #expect(texts[1].hasPrefix("[ ]      ⧗ Paint the walls"), "\(texts[1])")
    }

    // MARK: - Detail

    @Test func theDetailSaysWhatItWaitsForAndWhatItBlocksWithTheTerms() throws {
        let detailPresenter = TaskDetailPresentationLogicSpy()
        let worker = try TaskWorkingSpy(tasks: [paint, walls])
        let interactor = TaskDetailInteractor(presenter: detailPresenter, worker: worker, plan: .defaults)
        interactor.order = [paint.id, walls.id]
        interactor.currentTaskID = walls.id
        interactor.showTask(request: .init(width: 60))
        let waiting = try #require(detailPresenter.presentTaskResponses.last)
        #expect(waiting.waitsFor.map(\.title) == ["Buy paint"] && waiting.blocks.isEmpty)
        #expect(waiting.urgency?.contains(UrgencyTerm(kind: .blocked, points: -5)) == true)
        interactor.currentTaskID = paint.id
        interactor.showTask(request: .init(width: 60))
        let blocking = try #require(detailPresenter.presentTaskResponses.last)
        #expect(blocking.blocks.map(\.title) == ["Paint the walls"] && blocking.waitsFor.isEmpty)

        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentTask(response: .init(task: walls, index: 1, count: 2, width: 60,
                                              urgency: [UrgencyTerm(kind: .blocked, points: -5)], waitsFor: [paint]))
        presenter.presentTask(response: .init(task: paint, index: 0, count: 2, width: 60,
                                              urgency: [UrgencyTerm(kind: .blocking, points: 8)], blocks: [walls]))
        let texts = display.displayTaskViewModels.map { $0.lines.map(\.text) }
        #expect(texts[0].contains("Waits for  'Buy paint'"), "\(texts[0])")
        #expect(texts[0].contains("Urgency    blocked -5.0 = -5.0"))
        #expect(texts[1].contains("Blocks     'Paint the walls'"), "\(texts[1])")
        #expect(texts[1].contains("Urgency    blocking +8.0 = 8.0"))
        #expect(!texts[1].contains { $0.hasPrefix("Waits for") } && !texts[0].contains { $0.hasPrefix("Blocks") })
    }

    // MARK: - Editor

    /// The editor has no field for what a task waits for: `depends:` in its title stays
    /// text rather than leaving the title unapplied (B on the list sets it).
    @Test func theEditorKeepsADependsWordInTheTitle() {
        var form = TaskEditor.FormText()
        form.title = "Paint the walls depends:1a2b"
        let reading = TaskEditorFormReader(clock: Fixtures.Samples.clock, task: nil, initial: TaskEditor.FormText()).read(form)
        #expect(reading.quickAdd?.title == "Paint the walls depends:1a2b")
        #expect(reading.quickAdd?.dependsTexts == [])
        #expect(reading.errors.isEmpty)
    }

    // MARK: - View controller

    @Test func BOpensTheFieldWhichCompletesSetsAndCancels() {
        let interactor = TaskListBusinessLogicSpy()
        let viewController = TaskListViewController(interactor: interactor, router: nil)
        viewController.handle(TestInput.char("B"))
        #expect(interactor.requests == [.openDependsPrompt])
        viewController.displayDependsPrompt(viewModel: .init(label: "waits for: ", text: ""))
        for character in "Bu" { viewController.handle(TestInput.char(character)) }
        viewController.handle(TestInput.key(.tab))
        viewController.handle(TestInput.key(.enter))
        #expect(interactor.requests == [.openDependsPrompt, .completeDepends(.init(text: "Bu")), .setDepends(.init(text: "Bu"))])
        #expect(viewController.prompt == nil)
        viewController.displayDependsPrompt(viewModel: .init(label: "waits for: ", text: "x"))
        viewController.handle(TestInput.key(.escape))
        #expect(viewController.prompt == nil)
        #expect(interactor.requests.count == 3)
    }
}
