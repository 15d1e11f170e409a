import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The list's plan keys: each key the exact request, the wait field at the bottom.
@Suite struct TaskListPlanViewControllerTests {
    let interactor = TaskListBusinessLogicSpy()
    let router = TaskListRouterSpy()

    func makeViewController(keyMap: KeyMap<TaskListAction> = TaskListKeyMap.list) -> TaskListViewController {
        let viewController = TaskListViewController(interactor: interactor, router: router, keyMap: keyMap)
        viewController.layout(size: Size(width: 40, height: 12))
        viewController.viewWillAppear()
        return viewController
    }

    @Test func bTogglesStartStop() {
        makeViewController().handle(TestInput.char("b"))
        #expect(interactor.requestsAfterAppearing == [.startStop(.init(mode: .toggle))])
    }

    /// `w` asks to open the field; each edit asks what it means; Enter sets it; Esc cancels.
    @Test func theWaitFieldSendsEachEditAndEnterSetsIt() {
        let viewController = makeViewController()
        viewController.handle(TestInput.char("w"))
        viewController.displayWaitPrompt(viewModel: .init(label: "wait until: ", text: "",
                                                          preview: StatusLine(text: "→ a day", isError: false)))
        viewController.handle(TestInput.char("f"))
        viewController.handle(.paste("ri"))
        viewController.displayWaitPrompt(viewModel: .init(label: "wait until: ", text: nil,
                                                          preview: StatusLine(text: "→ hidden until Fri 2026-12-04", isError: false)))
        var canvas = Canvas(size: Size(width: 40, height: 12))
        viewController.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 10).hasPrefix("wait until: fri"))
        #expect(canvas.text(ofRow: 11).hasPrefix("→ hidden until Fri 2026-12-04"))
        viewController.handle(TestInput.key(.enter))
        #expect(viewController.prompt == nil)
        viewController.handle(TestInput.char("w"))
        viewController.displayWaitPrompt(viewModel: .init(label: "wait until: ", text: "", preview: nil))
        viewController.handle(TestInput.key(.escape))
        #expect(viewController.prompt == nil)
        #expect(interactor.requestsAfterAppearing == [
            .openWaitPrompt, .previewWait(.init(text: "f")), .previewWait(.init(text: "fri")),
            .changeWait(.init(text: "fri")), .openWaitPrompt,
        ])
    }

    /// While the text is not a date, Enter leaves the field open.
    @Test func enterOnNonsenseKeepsTheFieldOpen() {
        let viewController = makeViewController()
        viewController.handle(TestInput.char("w"))
        viewController.displayWaitPrompt(viewModel: .init(label: "wait until: ", text: "x",
                                                          preview: StatusLine(text: "✗ not a date: 'x'", isError: true)))
        viewController.handle(TestInput.key(.enter))
        #expect(viewController.prompt?.kind == .wait)
        #expect(interactor.requestsAfterAppearing == [.openWaitPrompt])
    }

    /// The actions have config names, so `[keys.list]` moves them; `:start` and `:stop` are
    /// command words that go one way.
    @Test func theActionsHaveConfigNamesAndCommands() throws {
        #expect(TaskListKeyMap.list.bindings.contains { $0.action == .plan(.startStop) && $0.action.configName == "start-stop" })
        #expect(TaskListKeyMap.list.bindings.contains { $0.action == .plan(.wait) && $0.action.configName == "wait" })
        let words = TaskListPresenter.commandWords(formats: [], views: [])
        #expect(words.actions["start"] == .plan(.start))
        #expect(words.actions["stop"] == .plan(.stop))
        #expect(words.actions["start-stop"] == .plan(.startStop))
        #expect(words.actions["wait"] == .plan(.wait))
    }

    /// The run loop's beat reaches the interactor once the list has appeared.
    @Test func timePassingAsksTheInteractor() {
        let viewController = TaskListViewController(interactor: interactor, router: router)
        viewController.timeDidPass()
        #expect(interactor.requests.isEmpty)
        viewController.viewWillAppear()
        viewController.timeDidPass()
        #expect(interactor.requestsAfterAppearing == [.passTime])
    }
}
