import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The subtask parts of the list's presenter, view controller and router, of Confirm's
/// third choice, of the editor (a new subtask) and of the detail (parent and subtasks).
@Suite struct SubtaskScenePartsTests {
    let trip: Task
    let hotel: Task

    init() throws {
        trip = try Fixtures.task("Trip")
        hotel = try Task(title: "Book hotel", created: trip.created, parent: trip.id)
    }

    // MARK: - List presenter

    @Test func titleMarksIndentFoldAndCount() {
        #expect(TaskListPresenter.titleMarks(.init(depth: 0, isContext: false, hiddenCount: 0, progress: nil))
                == .init(prefix: "", suffix: ""))
        #expect(TaskListPresenter.titleMarks(.init(depth: 2, isContext: false, hiddenCount: 0,
                                                   progress: SubtaskProgress(done: 2, total: 5)))
                == .init(prefix: "    ", suffix: " 2/5"))
        #expect(TaskListPresenter.titleMarks(.init(depth: 1, isContext: true, hiddenCount: 7,
                                                   progress: SubtaskProgress(done: 0, total: 2)))
                == .init(prefix: "  ▸ ", suffix: " 0/2 [+7]"))
        // Deep trees stop moving right at the deepest indent.
        #expect(TaskListPresenter.titleMarks(.init(depth: 40, isContext: false, hiddenCount: 0, progress: nil)).prefix.count
                == 2 * TaskListPresenter.deepestIndent)
    }

    @Test func rowsShowTheTreeAndDimContextParentsAndKeepTheProgressWhenTheTitleIsCut() throws {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        let long = try Task(title: String(repeating: "Long title ", count: 10), created: trip.created, parent: trip.id)
        presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(), matchingCount: 3,
            window: [trip, hotel, long], windowStart: 0, selectedIndex: 1, rowWidth: 41,
            outline: [.init(depth: 0, isContext: true, hiddenCount: 0, progress: SubtaskProgress(done: 1, total: 2)),
                      .init(depth: 1, isContext: false, hiddenCount: 0, progress: nil),
                      .init(depth: 1, isContext: false, hiddenCount: 4, progress: SubtaskProgress(done: 0, total: 1))]))
        let rows = try #require(display.displayTasksViewModels.last?.rows)
        let texts = rows.map { $0.spans.map(\.text).joined() }
        #expect(texts[0].hasPrefix("[ ]      Trip 1/2 "))
        #expect(texts[1].hasPrefix("[ ]        Book hotel "))
        #expect(texts[2].hasPrefix("[ ]        ▸ Long title") && texts[2].contains("… 0/1 [+4]"), "\(texts[2])")
        #expect(rows[0].spans.allSatisfy { $0.style.attributes.contains(.dim) })
        #expect(!rows[1].spans.contains { $0.style.attributes.contains(.dim) })
    }

    @Test(arguments: [
        (TaskList.Status.Response.Kind.tree(.nothingToIndentUnder), "No task above at this level to indent under", false),
        (.tree(.alreadyTopLevel(title: "Trip")), "'Trip' is already a top-level task", false),
        (.tree(.noSuchParent(text: "zz", matches: 0)), "No task has the title or ID 'zz'", true),
        (.tree(.noSuchParent(text: "T", matches: 2)), "2 tasks match 'T': type more of the title (Tab completes)", true),
        (.change(.failed(.move(title: "Trip"), .domain(.parentCycle(task: "Trip", parent: "Hotel")))),
         "Could not move 'Trip': 'Trip' cannot be a subtask of 'Hotel': 'Hotel' is one of its subtasks", true),
        (.change(.failed(.move(title: "Trip"), .domain(.parentCycle(task: "Trip", parent: nil)))),
         "Could not move 'Trip': 'Trip' cannot be a subtask of itself", true),
        (.tree(.nothingToFold), "No subtasks to collapse", false),
    ])
    func subtaskStatusesAreWorded(kind: TaskList.Status.Response.Kind, text: String, isError: Bool) {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentStatus(response: .init(kind: kind))
        #expect(display.displayStatusViewModels == [.init(text: text, isError: isError)])
    }

    @Test func theMovePromptIsWordedAndAFailedMoveNamesTheTask() {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentParentPrompt(response: .init(text: "Tr"))
        #expect(display.displayParentPromptViewModels == [.init(label: "move under (title or ID; empty: top level): ", text: "Tr")])
        #expect(ChangeStatus.phrase(.move(title: "Trip")) == "move 'Trip'")
    }

    // MARK: - List view controller

    @Test func subtaskKeysSendTheirRequests() {
        let interactor = TaskListBusinessLogicSpy()
        let viewController = TaskListViewController(interactor: interactor, router: nil)
        for key in [">", "<", "h", "l"] { viewController.handle(TestInput.char(Character(key))) }
        viewController.handle(TestInput.key(.left))
        viewController.handle(TestInput.key(.right))
        viewController.handle(TestInput.char("A"))
        viewController.handle(TestInput.char("m"))
        #expect(interactor.requests == [
            .changeLevel(.init(indent: true)), .changeLevel(.init(indent: false)), .fold(.init(collapse: true)),
            .fold(.init(collapse: false)), .fold(.init(collapse: true)), .fold(.init(collapse: false)),
            .openTask(.init(destination: .subtaskEditor)), .openParentPrompt,
        ])
    }

    @Test func theMoveFieldCompletesMovesAndCancels() {
        let interactor = TaskListBusinessLogicSpy()
        let viewController = TaskListViewController(interactor: interactor, router: nil)
        viewController.displayParentPrompt(viewModel: .init(label: "move under: ", text: ""))
        for character in "Tr" { viewController.handle(TestInput.char(character)) }
        viewController.handle(TestInput.key(.tab))
        #expect(interactor.requests == [.completeParent(.init(text: "Tr"))])
        viewController.handle(TestInput.key(.enter))
        #expect(interactor.requests == [.completeParent(.init(text: "Tr")), .moveToParent(.init(text: "Tr"))])
        #expect(viewController.prompt == nil)
        viewController.displayParentPrompt(viewModel: .init(label: "move under: ", text: "x"))
        viewController.handle(TestInput.key(.escape))
        #expect(viewController.prompt == nil && interactor.requests.count == 2)
    }

    // MARK: - List router

    private func router(selected: Task?) -> (TaskListRouter, NavigatorSpy, DetailListDataStoreSpy, TaskListBusinessLogicSpy,
                                             TaskListViewController) {
        let navigator = NavigatorSpy()
        let (worker, _) = TaskWorkingSpy.over([trip, hotel])
        let router = TaskListRouter(navigator: navigator, environment: .testing(worker))
        let store = DetailListDataStoreSpy()
        store.selectedTask = selected
        let interactor = TaskListBusinessLogicSpy()
        let source = TaskListViewController(interactor: interactor, router: nil)
        router.dataStore = store
        router.viewController = source
        return (router, navigator, store, interactor, source)
    }

    @Test func aSubtaskEditorGetsTheSelectedTaskAsParent() throws {
        let (router, navigator, store, _, _) = router(selected: trip)
        router.routeToAddSubtask()
        let editor = try #require(navigator.pushed.first as? TaskEditorViewController)
        #expect(editor.router?.dataStore?.parent == trip && editor.router?.dataStore?.task == nil)
        withExtendedLifetime(store) {}
    }

    /// Confirm's third answer (`o`) comes back to the interactor as itself.
    @Test(arguments: [(TestInput.char("y"), ConfirmAnswer.yes), (TestInput.char("o"), .alternative),
                      (TestInput.key(.escape), .no)])
    func aQuestionWithAnAlternativeBringsEachAnswerBack(key: InputEvent, answer: ConfirmAnswer) throws {
        let (router, navigator, store, interactor, source) = router(selected: trip)
        router.routeToQuestion(.completeParent(titled: "Trip", count: 1, openSubtasks: 1))
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.handle(key)
        #expect(interactor.requests == [.answerQuestion(.init(answer: answer))])
        #expect(navigator.calls == [.present("Confirm"), .dismiss])
        withExtendedLifetime((store, source)) {}
    }

    // MARK: - Confirm's third choice

    @Test(arguments: [
        (ConfirmQuestion.completeParent(titled: "Trip", count: 1, openSubtasks: 3), "Complete task",
         "'Trip' has 3 open subtasks. Complete them too?", "complete all", "only the parent", "cancel", false),
        (.completeParent(titled: nil, count: 2, openSubtasks: 1), "Complete task",
         "The 2 marked tasks have 1 open subtask. Complete it too?", "complete all", "only the marked", "cancel", false),
        (.deleteParent(titled: "Trip", count: 1, subtasks: 2), "Delete task",
         "Delete 'Trip' and its 2 subtasks?", "delete all", "keep subtasks", "cancel", true),
        (.deleteParent(titled: nil, count: 3, subtasks: 1), "Delete task",
         "Delete the 3 marked tasks and its subtask?", "delete all", "keep subtasks", "cancel", true),
    ])
    func threeChoiceQuestionsAreWordedWithTheOtherChoiceInTheMiddle(
        question: ConfirmQuestion, title: String, message: String, yes: String, other: String, no: String,
        isDestructive: Bool) throws {
        let display = ConfirmDisplayLogicSpy()
        let presenter = ConfirmPresenter()
        presenter.viewController = display
        presenter.presentQuestion(response: .init(question: question, screen: Size(width: 100, height: 30)))
        let viewModel = try #require(display.questionViewModels.first)
        #expect(viewModel.title == title && viewModel.lines == [message] && viewModel.isDestructive == isDestructive)
        #expect(viewModel.choiceRows.flatMap { $0 }.map(\.key) == ["y/Enter", "o", "n/Esc"])
        #expect(viewModel.choiceRows.flatMap { $0 }.map(\.label) == [yes, other, no])
    }

    @Test func theOtherChoiceCountsOnlyWhereTheQuestionOffersOne() {
        let presenter = ConfirmPresentationLogicSpy()
        let plain = ConfirmInteractor(presenter: presenter, question: .deleteTask(titled: "Trip"))
        plain.answer(request: .init(answer: .alternative))
        #expect(plain.answer == nil && presenter.answerResponses.isEmpty)
        let three = ConfirmInteractor(presenter: presenter, question: .deleteParent(titled: "Trip", count: 1, subtasks: 1))
        three.answer(request: .init(answer: .alternative))
        #expect(three.answer == .alternative)
        let interactor = ConfirmBusinessLogicSpy()
        ConfirmViewController(interactor: interactor, router: nil).handle(TestInput.char("o"))
        #expect(interactor.answerRequests == [.init(answer: .alternative)])
    }

    // MARK: - Editor and detail

    @Test func aNewSubtaskSaysWhoseAndIsSavedUnderIt() throws {
        let presenter = TaskEditorPresentationLogicSpy()
        let worker = TaskWorkingSpy.editing([trip])
        let interactor = TaskEditorInteractor(presenter: presenter, worker: worker)
        interactor.parent = trip
        let editor = EditorFormDriver(interactor: interactor, presenter: presenter)
        editor.load()
        #expect(presenter.presentFormResponses.first?.parentTitle == "Trip")
        editor.type(.title, "Book hotel")
        editor.save()
        #expect(worker.addDrafts.map(\.parent) == [trip.id])
        let display = TaskEditorDisplayLogicSpy()
        let formPresenter = TaskEditorPresenter(clock: Fixtures.Samples.clock)
        formPresenter.viewController = display
        formPresenter.presentForm(response: .init(isEditing: false, parentTitle: "Trip", newText: [:], priority: .none,
                                                  focus: .title, due: .none, quickAdd: nil, completions: [], errors: [:],
                                                  isDirty: false))
        #expect(display.lastForm?.title == "New subtask of 'Trip'")
    }

    @Test func theDetailShowsTheParentAndTheSubtasksWithProgress() throws {
        let done = try Task(title: "Buy tickets", status: .completed, created: trip.created, parent: trip.id)
        let (worker, _) = TaskWorkingSpy.over([trip, hotel, done])
        let presenter = TaskDetailPresentationLogicSpy()
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker)
        interactor.order = [trip.id, hotel.id]
        interactor.currentTaskID = trip.id
        interactor.showTask(request: .init(width: 60))
        let response = try #require(presenter.presentTaskResponses.last)
        #expect(response.parent == nil && Set(response.subtasks.map(\.id)) == [hotel.id, done.id])
        interactor.currentTaskID = hotel.id
        interactor.showTask(request: .init(width: 60))
        #expect(presenter.presentTaskResponses.last?.parent == trip)

        let display = TaskDetailDisplayLogicSpy()
        let detailPresenter = TaskDetailPresenter(clock: Fixtures.clock)
        detailPresenter.viewController = display
        detailPresenter.presentTask(response: .init(task: trip, index: 0, count: 2, width: 60, subtasks: [hotel, done]))
        let lines = try #require(display.displayTaskViewModels.first?.lines.map(\.text))
        #expect(lines.contains("Subtasks 1/2 done") && lines.contains("[ ] Book hotel") && lines.contains("[x] Buy tickets"))
        detailPresenter.presentTask(response: .init(task: hotel, index: 1, count: 2, width: 60, parent: trip))
        #expect(display.displayTaskViewModels.last?.lines.map(\.text).contains("Parent     Trip") == true)
    }
}
