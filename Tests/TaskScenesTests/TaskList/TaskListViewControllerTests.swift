import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

@Suite struct TaskListViewControllerTests {
    let interactor = TaskListBusinessLogicSpy()
    let router = TaskListRouterSpy()

    func makeViewController() -> TaskListViewController {
        let viewController = TaskListViewController(interactor: interactor, router: router)
        viewController.layout(size: Size(width: 80, height: 24))
        viewController.viewWillAppear()
        return viewController
    }

    @Test func appearingFetchesForTheListArea() {
        _ = makeViewController()
        #expect(interactor.requests == [.fetchTasks(.init(viewport: .init(rows: 19, width: 80)))])
    }

    @Test func aResizeFetchesAgainForTheNewArea() {
        let viewController = makeViewController()
        viewController.layout(size: Size(width: 50, height: 12))
        viewController.layout(size: Size(width: 50, height: 12))
        #expect(interactor.requests == [.fetchTasks(.init(viewport: .init(rows: 19, width: 80))),
                                        .changeViewport(.init(viewport: .init(rows: 7, width: 50)))])
    }

    @Test(arguments: [
        (InputEvent.key(KeyEvent(.char("j"))), ScrollMovement.down),
        (.key(KeyEvent(.down)), .down),
        (.key(KeyEvent(.char("k"))), .up),
        (.key(KeyEvent(.up)), .up),
        (.key(KeyEvent(.char("g"))), .top),
        (.key(KeyEvent(.home)), .top),
        (.key(KeyEvent(.char("G"))), .bottom),
        (.key(KeyEvent(.char("G"), [.shift])), .bottom),
        (.key(KeyEvent(.end)), .bottom),
        (.key(KeyEvent(.pageDown)), .pageDown),
        (.key(KeyEvent(.char(" "))), .pageDown),
        (.key(KeyEvent(.pageUp)), .pageUp),
        (.key(.ctrl("d")), .halfPageDown),
        (.key(.ctrl("u")), .halfPageUp),
    ])
    func movementKeys(event: InputEvent, movement: ScrollMovement) {
        makeViewController().handle(event)
        #expect(interactor.requestsAfterAppearing == [.moveSelection(.init(movement: movement))])
    }

    @Test func changeKeysSendTheirRequests() {
        let viewController = makeViewController()
        viewController.handle(TestInput.char("x"))
        viewController.handle(TestInput.char("u"))
        viewController.handle(.key(.ctrl("r")))
        viewController.handle(TestInput.char("f"))
        viewController.handle(TestInput.key(.tab))
        viewController.handle(TestInput.key(.backTab))
        viewController.handle(TestInput.char("s"))
        #expect(interactor.requestsAfterAppearing == [
            .toggleTask(.init()), .undo, .redo, .changeFilter(.init(forward: true)), .changeFilter(.init(forward: true)),
            .changeFilter(.init(forward: false)), .changeSort,
        ])
    }

    @Test func sceneKeysRoute() {
        let viewController = makeViewController()
        for event in "atSC?q".map(TestInput.char) {
            viewController.handle(event)
        }
        #expect(router.routes == [.addTask, .projectsAndTags, .statistics, .agenda, .help, .quit])
    }

    @Test func searchSendsEachEditAndEnterKeepsIt() {
        let viewController = makeViewController()
        viewController.handle(TestInput.char("/"))
        viewController.handle(TestInput.char("m"))
        viewController.handle(.paste("il\nk"))
        viewController.handle(TestInput.key(.backspace))
        viewController.handle(TestInput.char("q"))  // typed into the field, not quitting
        viewController.handle(TestInput.key(.enter))
        #expect(viewController.prompt == nil)
        #expect(router.routes.isEmpty)
        viewController.handle(TestInput.char("j"))
        #expect(interactor.requestsAfterAppearing == [
            .beginSearch, .search(.init(text: "m")), .search(.init(text: "mil k")), .search(.init(text: "mil ")),
            .search(.init(text: "mil q")), .moveSelection(.init(movement: .down)),
        ])
    }

    /// While the text does not read, the problem shows under the field and Enter does not
    /// close it; once it reads, Enter keeps it.
    @Test func aSearchThatDoesNotReadShowsWhyAndStaysOpen() {
        let viewController = makeViewController()
        viewController.handle(TestInput.char("/"))
        viewController.handle(TestInput.char("("))
        viewController.displaySearchProblem(viewModel: .init(problem: StatusLine(text: "✗ never closed", isError: true)))
        var canvas = Canvas(size: Size(width: 40, height: 10))
        viewController.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 8).hasPrefix("("))
        #expect(canvas.text(ofRow: 9).hasPrefix("✗ never closed"))
        viewController.handle(TestInput.key(.enter))
        #expect(viewController.prompt != nil)
        viewController.displaySearchProblem(viewModel: .init(problem: nil))
        viewController.handle(TestInput.key(.enter))
        #expect(viewController.prompt == nil && viewController.keptSearch == "(")
    }

    @Test func escapeClearsTheSearch() {
        let viewController = makeViewController()
        viewController.handle(TestInput.char("/"))
        viewController.handle(TestInput.char("z"))
        viewController.handle(TestInput.key(.escape))
        #expect(interactor.requestsAfterAppearing == [.beginSearch, .search(.init(text: "z")), .search(.init(text: ""))])
        #expect(viewController.prompt == nil)
    }

    /// A search kept with Enter: `/` opens it again to edit, Esc (with no marks) clears it.
    @Test func aKeptSearchCanBeEditedAndCleared() {
        let viewController = makeViewController()
        viewController.handle(TestInput.char("/"))
        viewController.handle(TestInput.char("m"))
        viewController.handle(TestInput.key(.enter))
        viewController.handle(TestInput.char("/"))
        #expect(viewController.prompt?.field.text == "m")
        viewController.handle(TestInput.char("i"))
        viewController.handle(TestInput.key(.enter))
        #expect(viewController.keptSearch == "mi")
        viewController.handle(TestInput.key(.escape))
        let searches: [TaskListBusinessLogicSpy.Request] = [
            .beginSearch, .search(.init(text: "m")), .beginSearch, .search(.init(text: "mi")), .search(.init(text: "")),
        ]
        #expect(interactor.requestsAfterAppearing == searches)
        #expect(viewController.keptSearch.isEmpty)
        viewController.handle(TestInput.key(.escape))  // nothing kept any more: Esc clears marks
        #expect(interactor.requestsAfterAppearing == searches + [.markTasks(.init(scope: .clear))])
    }

    @Test func markKeysAndBulkChangesSendTheirRequests() {
        let viewController = makeViewController()
        for event in [TestInput.char("v"), TestInput.char("V"), TestInput.key(.escape)] + "+=-".map(TestInput.char) {
            viewController.handle(event)
        }
        #expect(interactor.requestsAfterAppearing == [
            .markTasks(.init(scope: .selected)), .markTasks(.init(scope: .allMatching)), .markTasks(.init(scope: .clear)),
            .changePriority(.init(raise: true)), .changePriority(.init(raise: true)), .changePriority(.init(raise: false)),
        ])
    }

    @Test func theTagsFieldAppliesOnEnterAndCancelsOnEscape() throws {
        let viewController = makeViewController()
        viewController.handle(TestInput.char("#"))
        #expect(interactor.requestsAfterAppearing == [.openTagsPrompt])
        #expect(viewController.prompt == nil)  // the interactor opens it when there is a task to tag
        viewController.displayTagsPrompt(viewModel: .init(label: "tags: ", text: ""))
        #expect(viewController.prompt?.kind == .tags)
        for character in "work -home" { viewController.handle(TestInput.char(character)) }
        viewController.handle(TestInput.key(.enter))
        viewController.displayTagsPrompt(viewModel: .init(label: "tags: ", text: ""))
        viewController.handle(TestInput.char("x"))
        viewController.handle(TestInput.key(.escape))
        // Esc closed the field: it did not clear marks or search.
        #expect(interactor.requestsAfterAppearing == [.openTagsPrompt, .changeTags(.init(text: "work -home"))])
        #expect(viewController.prompt == nil)
    }

    @Test func tabInTheTagsFieldAsksForACompletionAndShowsIt() throws {
        let viewController = makeViewController()
        viewController.displayTagsPrompt(viewModel: .init(label: "tags: ", text: ""))
        for character in "work -ho" { viewController.handle(TestInput.char(character)) }
        viewController.handle(TestInput.key(.tab))
        // Tab stays in the field: it does not change the filter.
        #expect(interactor.requestsAfterAppearing == [.completeTag(.init(text: "work -ho"))])
        viewController.displayTagsPrompt(viewModel: .init(label: "tags: ", text: "work -home"))
        #expect(viewController.prompt?.field.text == "work -home")
        viewController.handle(TestInput.char(" "))
        #expect(viewController.prompt?.field.text == "work -home ")  // the cursor is at the end
    }

    @Test func statusMessagesFadeOnTheNextKey() throws {
        let viewController = makeViewController()
        viewController.displayStatus(viewModel: .init(text: "Completed 'A' — u to undo", isError: false))
        #expect(viewController.status != nil)
        viewController.handle(TestInput.char("j"))
        #expect(viewController.status == nil)
    }

    @Test func renderDrawsHeaderRowsSelectionStatusAndHints() throws {
        let viewController = makeViewController()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = viewController
        try presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(tasks: Fixtures.Samples.all, clock: Fixtures.Samples.clock),
            matchingCount: 2, window: [Fixtures.Samples.milk, Fixtures.Samples.call], windowStart: 0, selectedIndex: 1, rowWidth: 80))
        viewController.displayStatus(viewModel: .init(text: "Deleted 'X' — u to undo", isError: false))
        var canvas = Canvas(size: Size(width: 80, height: 24))
        viewController.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 0).hasPrefix(" taskdeck · tasks.json "))
        #expect(canvas.text(ofRow: 0).hasSuffix(" 3 pending · 1 overdue · 1 today · 1 done "))
        #expect(canvas.text(ofRow: 1).contains(" Pending "))
        #expect(canvas.text(ofRow: 3).hasPrefix("[ ]  !!! Buy milk"))
        #expect(canvas.text(ofRow: 4).hasPrefix("[ ]      Call mom"))
        #expect(canvas.cell(at: Point(x: 0, y: 4))?.style.background == Theme.selectionBar.background)
        #expect(canvas.cell(at: Point(x: 79, y: 4))?.style.background == Theme.selectionBar.background)
        #expect(canvas.cell(at: Point(x: 0, y: 3))?.style.background == .default)
        #expect(canvas.text(ofRow: 22).hasPrefix("Deleted 'X' — u to undo"))
        #expect(canvas.text(ofRow: 23).hasPrefix("x done  a add  u undo  / filter  f tab"))
    }

    @Test func aNarrowWindowShowsOnlyTheActiveTabSoTheNarrowingStaysReadable() {
        let (viewController, canvas) = drawnNarrowTaskList(interactor: interactor, router: router)
        #expect(canvas.text(ofRow: 1) == "< Pending >      tag: #spring  sort: due")
    }

    @Test func aNarrowWindowKeepsWholeCountsMostPressingFirst() {
        let viewController = TaskListViewController(interactor: interactor, router: router)
        viewController.layout(size: Size(width: 40, height: 12))
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = viewController
        presenter.presentTasks(response: .init(
            storeName: "big.json", query: TaskQuery(),
            summary: TaskSummary(total: 10_000, pending: 7938, completed: 2062, overdue: 1643, dueToday: 61),
            matchingCount: 0, window: [], windowStart: 0, selectedIndex: nil, rowWidth: 40))
        var canvas = Canvas(size: Size(width: 40, height: 12))
        viewController.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 0) == " big.json   7938 pending · 1643 overdue ")
    }

    @Test func keyHelpListsEveryBindingOfTheKeyMap() {
        let sections = makeViewController().keyHelp
        #expect(sections.map(\.title) == ["Move", "Change", "Subtasks", "Marks", "View", "Search", "Tags field", "Move field",
                                           "Wait field", "Waits-for field", "Annotation field", "Command line", "Commands (after :)"])
        let entries = sections.flatMap(\.entries)
        #expect(entries.count == TaskListKeyMap.list.bindings.count + TaskListKeyMap.search.bindings.count
                + TaskListKeyMap.tags.bindings.count + TaskListKeyMap.parent.bindings.count + TaskListKeyMap.wait.bindings.count
                + TaskListKeyMap.depends.bindings.count + TaskListKeyMap.annotate.bindings.count + TaskListKeyMap.commandLine.bindings.count + TaskListKeyMap.commands.entries.count)
        #expect(entries.contains(KeyHelpEntry(keys: "x", summary: "toggle done")))
    }
}
