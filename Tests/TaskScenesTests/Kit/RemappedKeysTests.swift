import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// A remapped key in the scenes: it dispatches the action and the default key no longer
/// does; the hint bar and Help show it, in the scene where it was remapped and in the
/// scenes opened from there.
@Suite struct RemappedKeysTests {
    let keys: SceneKeyMaps

    init() throws {
        keys = try KeyConfiguration.resolve(preset: nil, remaps: [
            KeyRemap(scene: "list", action: "toggle", keys: ["T"], line: 2),
            KeyRemap(scene: nil, action: "help", keys: ["f1"], line: 3),
        ]).maps
    }

    @Test func theRemappedKeyTogglesAndTheDefaultKeyNoLongerDoes() {
        let interactor = TaskListBusinessLogicSpy()
        let viewController = TaskListViewController(interactor: interactor, router: TaskListRouterSpy(), keyMap: keys.list)
        viewController.handle(TestInput.char("x"))
        #expect(interactor.requests.isEmpty)
        viewController.handle(TestInput.char("T"))
        #expect(interactor.requests == [.toggleTask(.init())])
    }

    @Test func theHintBarShowsTheRemappedKey() {
        let viewController = TaskListViewController(interactor: TaskListBusinessLogicSpy(), router: TaskListRouterSpy(),
                                                     keyMap: keys.list)
        viewController.layout(size: Size(width: 80, height: 24))
        var canvas = Canvas(size: Size(width: 80, height: 24))
        viewController.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 23).hasPrefix("T done  a add  u undo  / filter  f tab"), "\(canvas.text(ofRow: 23))")
        #expect(canvas.text(ofRow: 23).contains("F1 help"))
    }

    /// Through the real configurator, router, Help interactor and presenter: what the user sees.
    @Test func helpOpenedWithTheRemappedKeyListsTheRemappedKeys() throws {
        let navigator = NavigatorSpy()
        let scene = TaskListConfigurator.make(environment: .testing(try TaskWorkingSpy(), keys: keys), settings: .testing(),
                                              navigator: navigator)
        scene.handle(TestInput.char("?"))
        #expect(navigator.pushed.isEmpty, "? is no longer help")
        scene.handle(TestInput.key(.function(1)))
        let help = try #require(navigator.pushed.first as? HelpViewController)
        help.layout(size: Size(width: 80, height: 40))
        help.viewWillAppear()
        let lines = help.viewModel?.lines.map(\.plainText) ?? []
        #expect(lines.contains { $0.hasPrefix("  T ") && $0.hasSuffix("toggle done") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  F1 ") && $0.hasSuffix("help") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("  x ") })
    }

    @Test func scenesOpenedFromTheListGetTheMapsToo() throws {
        let navigator = NavigatorSpy()
        let router = TaskListRouter(navigator: navigator, environment: .testing(try TaskWorkingSpy(), keys: keys))
        router.routeToStatistics()
        let statistics = try #require(navigator.pushed.first as? StatisticsViewController)
        #expect(statistics.keyMap.action(for: .key(.function(1))) == .help)
        #expect(statistics.keyMap.action(for: .char("?")) == nil)
    }
}

/// Two-key sequences in a scene: the first key waits (the hint row shows what completes
/// it), the second completes it, any other key cancels it and does nothing else.
@Suite struct KeySequenceTests {
    let keys: SceneKeyMaps

    init() throws {
        keys = try KeyConfiguration.resolve(preset: nil, remaps: [
            KeyRemap(scene: "list", action: "top", keys: ["g g", "home"], line: 2),
            KeyRemap(scene: "editor", action: "save", keys: ["ctrl-x ctrl-s"], line: 3),
        ]).maps
    }

    @Test func theSecondKeyCompletesTheSequenceAndTheHintRowShowsTheWaitingKey() {
        let interactor = TaskListBusinessLogicSpy()
        let viewController = TaskListViewController(interactor: interactor, router: TaskListRouterSpy(), keyMap: keys.list)
        viewController.layout(size: Size(width: 80, height: 24))
        viewController.handle(TestInput.char("g"))
        #expect(interactor.requests.isEmpty)
        #expect(viewController.needsDisplay)
        var canvas = Canvas(size: Size(width: 80, height: 24))
        viewController.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 23).hasPrefix("g g first task"), "\(canvas.text(ofRow: 23))")
        viewController.handle(TestInput.char("g"))
        #expect(interactor.requests == [.moveSelection(.init(movement: .top))])
        #expect(viewController.keys.pending == nil)
    }

    @Test func anotherKeyCancelsTheSequenceAndDoesNothingElse() {
        let interactor = TaskListBusinessLogicSpy()
        let viewController = TaskListViewController(interactor: interactor, router: TaskListRouterSpy(), keyMap: keys.list)
        viewController.handle(TestInput.char("g"))
        viewController.handle(TestInput.char("x"))
        #expect(interactor.requests.isEmpty, "x only cancelled the waiting g")
        viewController.handle(TestInput.char("x"))
        #expect(interactor.requests == [.toggleTask(.init())])
    }

    @Test func helpListsTheSequence() {
        let entry = keys.list.helpSections.flatMap(\.entries).first { $0.summary == "first task" }
        #expect(entry?.keys == "Home g g")
    }
}

/// The editor's form keys may be a sequence; the keys of a sequence are never typed.
@Suite struct EditorKeySequenceTests {
    @Test func ctrlXCtrlSSavesAndAWaitingKeyCancelledByALetterDoesNotTypeIt() throws {
        let keys = try KeyConfiguration.resolve(preset: nil, remaps: [
            KeyRemap(scene: "editor", action: "save", keys: ["ctrl-x ctrl-s"], line: 3),
        ]).maps
        let interactor = TaskEditorBusinessLogicSpy()
        let viewController = TaskEditorViewController(interactor: interactor, router: TaskEditorRouterSpy(),
                                                      keyMap: keys.editor)
        viewController.handle(.key(.ctrl("s")))
        #expect(!interactor.calls.contains { if case .save = $0 { true } else { false } }, "Ctrl-S alone no longer saves")
        viewController.handle(.key(.ctrl("x")))
        viewController.handle(TestInput.char("a"))
        #expect(!interactor.calls.contains { if case .editField = $0 { true } else { false } }, "the a that cancelled was not typed")
        viewController.handle(.key(.ctrl("x")))
        viewController.handle(.key(.ctrl("s")))
        #expect(interactor.calls.filter { if case .save = $0 { true } else { false } }.count == 1)
    }
}
