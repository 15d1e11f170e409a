import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
import Testing
@testable import TaskScenes

struct TaskEditorRouterTests {
    let navigator = NavigatorSpy()
    let display = TaskEditorDisplayLogicSpy()
    let environment: SceneEnvironment

    init() throws {
        environment = .testing(try TaskWorkingSpy())
    }

    // MARK: - Editor router

    @Test func afterSaveTheSceneBeneathLearnsTheSavedTaskThenTheEditorCloses() throws {
        let beneath = TaskEditorReturnDataStoreSpy()
        let source = EditorDataStoreStub()
        let task = try Fixtures.Samples.task("Saved")
        let change = TaskChange(action: .added, entries: [.init(id: task.id, before: nil, after: task)])
        source.savedTask = .init(id: task.id, change: change)
        let router = TaskEditorRouter(navigator: navigator, returnDataStore: beneath, environment: environment)
        router.dataStore = source
        router.routeBackAfterSave()
        #expect(beneath.selectedIDs == [task.id])
        #expect(beneath.announced == [change])
        #expect(navigator.popCount == 1)
        #expect(navigator.calls.count == 1)
    }

    @Test func routeBackOnlyPops() {
        let beneath = TaskEditorReturnDataStoreSpy()
        let router = TaskEditorRouter(navigator: navigator, returnDataStore: beneath, environment: environment)
        router.routeBack()
        #expect(navigator.popCount == 1)
        #expect(beneath.selectedIDs.isEmpty && beneath.announced.isEmpty)
    }

    /// The router only shows the question and brings the answer back to the view; what the
    /// answer does is the interactor's (`TaskEditorInteractorTests`), the words Confirm's.
    @Test func aQuestionIsPresentedInConfirmAndItsAnswerGoesBackToTheView() throws {
        let router = TaskEditorRouter(navigator: navigator, returnDataStore: nil, environment: environment)
        let source = TaskEditorRouteSourceSpy()
        router.viewController = source
        router.routeToQuestion(.discardChanges(toTaskTitled: "Water flowers", quitting: false))
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.handle(.key(KeyEvent(.char("y"))))
        #expect(source.answers == [.yes])
        #expect(navigator.dismissCount == 1)
        #expect(navigator.popCount == 0 && navigator.quitCount == 0)
        router.routeToQuestion(.discardChanges(toTaskTitled: nil, quitting: true))
        try #require(navigator.presented.last).handle(.key(KeyEvent(.escape)))
        #expect(source.answers == [.yes, .no])
        #expect(navigator.quitCount == 0)
    }

    @Test func helpShowsTheEditorsKeys() throws {
        let router = TaskEditorRouter(navigator: navigator, returnDataStore: nil, environment: environment)
        let editor = TaskEditorViewController(interactor: TaskEditorBusinessLogicSpy(), router: nil)
        router.viewController = editor
        router.routeToHelp()
        let help = try #require(navigator.pushed.first as? HelpViewController)
        let store = try #require(help.router?.dataStore)
        #expect(store.topic == .taskEditor)
        #expect(store.sections == TaskEditorKeyMap.helpSections(form: TaskEditorKeyMap.form))
    }

    // MARK: - From the Task List

    private func makeList(_ tasks: [Task]) -> (TerminalViewController, TaskWorker) {
        let worker = TaskWorker(service: TaskService(repository: FailingTaskRepository(tasks: tasks),
                                                     clock: Fixtures.Samples.clock), storeName: "t.json")
        let list = TaskListConfigurator.make(environment: .testing(worker),
                                             settings: .testing(query: TaskQuery(filter: .all, sort: .title)),
                                             navigator: navigator)
        list.layout(size: Size(width: 100, height: 30))
        list.viewWillAppear()
        return (list, worker)
    }

    private func pushedEditor() -> TaskEditorViewController? {
        navigator.pushed.last as? TaskEditorViewController
    }

    @Test func eOnTheListPassesTheSelectedTaskToTheEditor() throws {
        let tasks = try [Fixtures.Samples.task("Alpha"), Fixtures.Samples.task("Beta")]
        let (list, _) = makeList(tasks)
        list.handle(TestInput.char("j"))
        list.handle(TestInput.char("e"))
        let editor = try #require(pushedEditor())
        #expect(editor.router?.dataStore?.task == tasks[1])
    }

    @Test func aOnTheListOpensAnEmptyEditor() throws {
        let (list, _) = try makeList([Fixtures.Samples.task("Alpha")])
        list.handle(TestInput.char("a"))
        let editor = try #require(pushedEditor())
        #expect(editor.router?.dataStore?.task == nil)
    }

    @Test func eOnAnEmptyListSaysNoTaskSelected() {
        let (list, _) = makeList([])
        list.handle(TestInput.char("e"))
        #expect(navigator.pushed.isEmpty)
        var canvas = Canvas(size: Size(width: 100, height: 30))
        list.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 28).hasPrefix("No task selected"))
    }

    @Test func afterAddingTheListSelectsTheNewTaskAndOffersUndo() throws {
        let (list, worker) = try makeList([Fixtures.Samples.task("Alpha"), Fixtures.Samples.task("Zulu")])
        list.handle(TestInput.char("a"))
        let editor = try #require(pushedEditor())
        editor.viewDidLoad()
        editor.handle(.paste("Milk tomorrow #shop"))
        editor.handle(.key(.ctrl("s")))
        #expect(navigator.popCount == 1)
        let added = try #require(worker.allTasks().first { $0.title == "Milk" })
        #expect(added.tags == ["shop"])
        list.viewWillAppear()  // what the navigator does after the pop
        var canvas = Canvas(size: Size(width: 100, height: 30))
        list.render(into: &canvas, area: canvas.bounds)
        let selected = (3..<28).filter { canvas.cell(at: Point(x: 0, y: $0))?.style.background == Theme.selectionBar.background }
        #expect(selected.map { canvas.text(ofRow: $0).contains("Milk") } == [true])
        #expect(canvas.text(ofRow: 28).hasPrefix("Added 'Milk' — u to undo"))
    }

    @Test func afterEditingUndoSaysEdited() throws {
        let (list, worker) = try makeList([Fixtures.Samples.task("Alpha", priority: .low)])
        list.handle(TestInput.char("e"))
        let editor = try #require(pushedEditor())
        editor.viewDidLoad()
        editor.handle(.paste(" two"))
        editor.handle(TestInput.key(.enter))
        #expect(try worker.allTasks().map(\.title) == ["Alpha two"])
        #expect(try worker.undo().map { ChangeSummary.text(of: $0) } == "Edited 'Alpha two'")
        #expect(try worker.allTasks().map(\.title) == ["Alpha"])
    }
}
