import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The list view's `E`, `p`, `n` / `N` and `:` keys: each the exact request, and the
/// command line's view state (history, Esc).
@Suite struct TaskListNotesAndCommandsViewControllerTests {
    let interactor = TaskListBusinessLogicSpy()
    let router = TaskListRouterSpy()

    func makeViewController(size: Size = Size(width: 80, height: 24)) -> TaskListViewController {
        let viewController = TaskListViewController(interactor: interactor, router: router)
        viewController.layout(size: size)
        viewController.viewWillAppear()
        viewController.displayTasks(viewModel: .init(header: .init(title: "t", counts: "", tabs: [], note: ""), rows: [],
                                                     emptyState: [], position: "", searchLabel: "/", commandLabel: ":"))
        return viewController
    }

    /// The viewport the view last told the interactor, on appearing or since.
    var lastViewport: TaskList.Viewport? {
        switch interactor.requests.last {
        case .fetchTasks(let request): request.viewport
        case .changeViewport(let request): request.viewport
        default: nil
        }
    }

    func type(_ text: String, into viewController: TaskListViewController) {
        for character in text { viewController.handle(TestInput.char(character)) }
    }

    @Test func eEditsTheNotesAndNFindsMatches() {
        let viewController = makeViewController()
        for key in "EnNn" { viewController.handle(TestInput.char(key)) }
        #expect(interactor.requestsAfterAppearing == [.editNotes, .findMatch(.init(forward: true)),
                                                      .findMatch(.init(forward: false)), .findMatch(.init(forward: true))])
    }

    /// Beside the rows from 100 columns (two fifths of them, a blank column and the divider), below them in a narrower
    /// window with room, nowhere in a small one; `p` again hides it.
    @Test(arguments: [
        (Size(width: 120, height: 30), TaskList.Viewport(rows: 25, width: 70, previewWidth: 48)),
        (Size(width: 80, height: 24), TaskList.Viewport(rows: 12, width: 80, previewWidth: 80)),
        (Size(width: 60, height: 14), TaskList.Viewport(rows: 9, width: 60, previewWidth: nil)),
    ])
    func pShowsThePreviewWhereItFits(size: Size, viewport: TaskList.Viewport) {
        let viewController = makeViewController(size: size)
        viewController.handle(TestInput.char("p"))
        #expect(viewController.showsPreview)
        #expect(lastViewport == viewport)
        viewController.handle(TestInput.char("p"))
        #expect(lastViewport?.previewWidth == nil)
        // The preview changes only what is drawn: the tasks are not fetched again.
        #expect(!interactor.requestsAfterAppearing.contains { if case .fetchTasks = $0 { true } else { false } })
    }

    @Test func thePreviewIsDrawnBesideTheRows() {
        let viewController = makeViewController(size: Size(width: 100, height: 12))
        viewController.handle(TestInput.char("p"))
        viewController.displayTasks(viewModel: .init(
            header: .init(title: "t", counts: "", tabs: [], note: ""), rows: [], emptyState: [], position: "",
            preview: .init(taskID: nil, title: "Notes · Buy milk", lines: ["oat milk"], isEmpty: false)))
        let screen = TestInput.screen(of: viewController, size: Size(width: 100, height: 12))
        #expect(screen[3].hasSuffix("│Notes · Buy milk                        "))
        #expect(screen[4].hasSuffix("│oat milk                                "))
    }

    @Test func colonOpensTheCommandLineAndEnterRunsIt() {
        let viewController = makeViewController()
        viewController.handle(TestInput.char(":"))
        #expect(viewController.prompt?.kind == .command)
        #expect(viewController.prompt?.label == ":")
        type("sort due", into: viewController)
        viewController.handle(TestInput.key(.tab))
        #expect(interactor.requestsAfterAppearing == [.completeCommand(.init(text: "sort due"))])
        viewController.displayCommandLine(viewModel: .init(text: "sort due "))
        #expect(viewController.prompt?.field.text == "sort due ")
        viewController.handle(TestInput.key(.enter))
        #expect(viewController.prompt == nil)
        // Keys typed in the line were not the list's.
        #expect(interactor.requestsAfterAppearing == [.completeCommand(.init(text: "sort due")),
                                                      .runCommand(.init(text: "sort due "))])
    }

    @Test func upAndDownRecallTheSessionsLinesAndEscCancels() {
        let viewController = makeViewController()
        for line in ["sort due", "toggle"] {
            viewController.handle(TestInput.char(":"))
            type(line, into: viewController)
            viewController.handle(TestInput.key(.enter))
        }
        viewController.handle(TestInput.char(":"))
        type("ex", into: viewController)
        viewController.handle(TestInput.key(.up))
        #expect(viewController.prompt?.field.text == "toggle")
        viewController.handle(TestInput.key(.up))
        viewController.handle(TestInput.key(.up))
        #expect(viewController.prompt?.field.text == "sort due")
        viewController.handle(TestInput.key(.down))
        viewController.handle(TestInput.key(.down))
        #expect(viewController.prompt?.field.text == "")
        viewController.handle(TestInput.key(.escape))
        #expect(viewController.prompt == nil)
        #expect(interactor.requestsAfterAppearing == [.runCommand(.init(text: "sort due")), .runCommand(.init(text: "toggle"))])
        #expect(viewController.commandHistory.lines == ["sort due", "toggle"])
    }

    @Test func anActionByNameIsPerformedAsItsKeyWouldBe() {
        let viewController = makeViewController()
        viewController.displayCommandAction(viewModel: .init(action: .browse(.help)))
        viewController.displayCommandAction(viewModel: .init(action: .change(.toggle)))
        viewController.displayCommandAction(viewModel: .init(action: .change(.editNotes)))
        #expect(router.routes == [.help])
        #expect(interactor.requestsAfterAppearing == [.toggleTask(.init()), .editNotes])
    }
}

/// Where the rows and the preview go.
struct TaskListLayoutTests {
    @Test func theRowsGetEverythingWithoutThePreview() {
        let body = Rect(x: 0, y: 3, width: 120, height: 20)
        #expect(TaskListLayout(body: body, showsPreview: false) == TaskListLayout(body: body, showsPreview: false))
        #expect(TaskListLayout(body: body, showsPreview: false).list == body)
        #expect(TaskListLayout(body: body, showsPreview: false).preview == nil)
    }

    @Test func besideBelowOrNowhere() {
        let wide = TaskListLayout(body: Rect(x: 0, y: 3, width: 100, height: 20), showsPreview: true)
        // A blank column between the rows and the divider (issue 25: `↻` touched the line).
        #expect(wide.list == Rect(x: 0, y: 3, width: 58, height: 20))
        #expect(wide.divider == Rect(x: 59, y: 3, width: 1, height: 20))
        #expect(wide.preview == Rect(x: 60, y: 3, width: 40, height: 20))
        let tall = TaskListLayout(body: Rect(x: 0, y: 3, width: 99, height: 12), showsPreview: true)
        #expect(tall.list == Rect(x: 0, y: 3, width: 99, height: 7))
        #expect(tall.divider == Rect(x: 0, y: 10, width: 99, height: 1))
        #expect(tall.preview == Rect(x: 0, y: 11, width: 99, height: 4))
        let small = TaskListLayout(body: Rect(x: 0, y: 3, width: 99, height: 11), showsPreview: true)
        #expect(small.list == Rect(x: 0, y: 3, width: 99, height: 11) && small.preview == nil && small.divider == nil)
    }
}

extension TaskListNotesAndCommandsViewControllerTests {
    private func preview(_ id: TaskID?, lines: Int) -> TaskList.FetchTasks.ViewModel {
        .init(header: .init(title: "t", counts: "", tabs: [], note: ""), rows: [], emptyState: [], position: "",
              preview: .init(taskID: id, title: "Notes", lines: (1...lines).map { "line \($0)" }, isEmpty: false))
    }

    /// `J` / `K` scroll the preview (within its lines); another task's notes start at the top.
    @Test func capitalJAndKScrollThePreviewAndAnotherTaskStartsAtTheTop() throws {
        let viewController = makeViewController(size: Size(width: 100, height: 12))  // 6 lines of notes fit
        viewController.handle(TestInput.char("p"))
        let first = try Fixtures.Samples.milk.id, second = try Fixtures.Samples.call.id
        viewController.displayTasks(viewModel: preview(first, lines: 8))
        for key in "JJJK" { viewController.handle(TestInput.char(key)) }
        #expect(viewController.previewScroll.offset == 1)  // at most 2: 8 lines, 6 shown
        let screen = TestInput.screen(of: viewController, size: Size(width: 100, height: 12))
        #expect(screen[4].hasSuffix("│line 2" + String(repeating: " ", count: 34)))
        viewController.displayTasks(viewModel: preview(first, lines: 8))
        #expect(viewController.previewScroll.offset == 1)
        viewController.displayTasks(viewModel: preview(second, lines: 8))
        #expect(viewController.previewScroll.offset == 0)
        // J and K scroll the preview only: p told the new room, nothing else was asked.
        #expect(interactor.requestsAfterAppearing.count == 1 && lastViewport?.previewWidth != nil)
    }
}

struct CommandLineHistoryTests {
    @Test func aShellsHistory() {
        var history = CommandLineHistory()
        for line in ["sort due", "  ", "sort due", "toggle"] { history.record(line) }
        #expect(history.lines == ["sort due", "toggle"])
        #expect(history.newer() == nil)
        #expect(history.older() == "toggle")
        #expect(history.older() == "sort due")
        #expect(history.older() == nil)
        #expect(history.newer() == "toggle")
        #expect(history.newer() == "")
        #expect(history.newer() == nil)
        history.startLine()
        #expect(history.older() == "toggle")
    }
}
