import Testing
import TerminalCore
@testable import TaskScenes

/// A scene that records its life cycle and the events it gets, and draws its name.
final class SceneSpy: TerminalViewController {
    let title: String
    var keyHelp: [KeyHelpSection] { [] }
    var needsDisplay = false
    private(set) var log: [String] = []
    private(set) var events: [InputEvent] = []
    private(set) var sizes: [Size] = []
    /// The area of every `render` call, in order.
    private(set) var renders: [Rect] = []

    init(_ title: String) { self.title = title }

    func viewDidLoad() { log.append("load") }
    func viewWillAppear() { log.append("appear") }
    func viewDidDisappear() { log.append("disappear") }
    func layout(size: Size) { sizes.append(size) }
    func handle(_ event: InputEvent) { events.append(event) }
    /// Records the call and writes its title at the top left of `area`.
    func render(into canvas: inout Canvas, area: Rect) {
        renders.append(area)
        canvas.draw(title, at: area.origin)
    }
}

@Suite struct NavigatorTests {
    let key = InputEvent.key(KeyEvent(.char("j")))

    @Test func pushAndPopRunTheLifeCycleInOrder() {
        let navigator = Navigator(size: Size(width: 80, height: 24))
        let home = SceneSpy("home"), detail = SceneSpy("detail")
        navigator.setRoot(home)
        navigator.push(detail)
        navigator.pop()
        #expect(home.log == ["load", "appear", "disappear", "appear"])
        #expect(detail.log == ["load", "appear", "disappear"])
        #expect(navigator.stack.map(\.title) == ["home"])
        #expect(home.sizes == [Size(width: 80, height: 24), Size(width: 80, height: 24)])
    }

    @Test func theRootIsNeverPopped() {
        let navigator = Navigator()
        navigator.setRoot(SceneSpy("home"))
        navigator.pop()
        #expect(navigator.stack.count == 1)
    }

    @Test func keysGoToTheTopScene() {
        let navigator = Navigator()
        let home = SceneSpy("home"), detail = SceneSpy("detail"), modal = SceneSpy("confirm")
        navigator.setRoot(home)
        navigator.handle(key)
        navigator.push(detail)
        navigator.handle(key)
        navigator.present(modal)
        navigator.handle(key)
        navigator.dismiss()
        navigator.handle(key)
        #expect(home.events.count == 1)
        #expect(detail.events.count == 2)
        #expect(modal.events.count == 1)
    }

    @Test func aModalIsDrawnOverTheSceneBeneathAndDismissRefreshesIt() {
        let navigator = Navigator()
        let home = SceneSpy("home"), modal = SceneSpy("confirm")
        navigator.setRoot(home)
        navigator.present(modal)
        #expect(navigator.visibleScenes.map(\.title) == ["home", "confirm"])
        #expect(navigator.top === modal)
        navigator.dismiss()
        #expect(modal.log == ["load", "appear", "disappear"])
        #expect(home.log == ["load", "appear", "appear"])
        #expect(navigator.top === home)
    }

    @Test func popWaitsUntilTheModalsAreDismissed() {
        let navigator = Navigator()
        navigator.setRoot(SceneSpy("home"))
        navigator.push(SceneSpy("detail"))
        navigator.present(SceneSpy("confirm"))
        navigator.pop()
        #expect(navigator.stack.count == 2)
    }

    @Test func onlyTheTopFullScreenSceneAndItsModalsAreDrawn() {
        let navigator = Navigator(size: Size(width: 20, height: 3))
        let home = SceneSpy("home"), detail = SceneSpy("detail"), modal = SceneSpy("modal")
        let screen = Rect(x: 0, y: 0, width: 20, height: 3)
        navigator.setRoot(home)
        navigator.push(detail)
        #expect(navigator.needsDisplay)
        var canvas = Canvas(size: screen.size)
        navigator.render(into: &canvas)
        #expect(home.renders.isEmpty)
        #expect(detail.renders == [screen])
        #expect(canvas.text(ofRow: 0) == "detail" + String(repeating: " ", count: 14))
        #expect(!navigator.needsDisplay)

        navigator.present(modal)
        canvas = Canvas(size: screen.size)
        navigator.render(into: &canvas)
        #expect(home.renders.isEmpty)
        #expect(detail.renders == [screen, screen])
        #expect(modal.renders == [screen])
        // Bottom first: the modal is drawn over "detail", whose last letter shows past it.
        #expect(canvas.text(ofRow: 0) == "modall" + String(repeating: " ", count: 14))
    }

    @Test func resizeLaysOutEveryScene() {
        let navigator = Navigator()
        let home = SceneSpy("home"), modal = SceneSpy("confirm")
        navigator.setRoot(home)
        navigator.present(modal)
        navigator.resize(to: Size(width: 50, height: 12))
        #expect(home.sizes.last == Size(width: 50, height: 12))
        #expect(modal.sizes.last == Size(width: 50, height: 12))
        #expect(navigator.needsDisplay)
    }

    @Test func quitIsRecorded() {
        let navigator = Navigator()
        navigator.quit()
        #expect(navigator.isQuitRequested)
    }
}

@Suite struct KeyMapTests {
    enum Action: Hashable, Sendable { case a, b }

    let map = KeyMap<Action>([
        KeyBinding([.char("a"), .key(.down)], .a, group: "One", "first", hint: "aa"),
        KeyBinding([.ctrl("b"), .char("a")], .b, group: "Two", "second"),
    ])

    @Test func theFirstBindingOfAKeyWins() {
        #expect(map.action(for: KeyEvent(.char("a"))) == .a)
        #expect(map.action(for: .ctrl("b")) == .b)
        #expect(map.action(for: KeyEvent(.char("z"))) == nil)
    }

    @Test func helpAndHintsAreReadFromTheSameTable() {
        #expect(map.helpSections == [
            KeyHelpSection(title: "One", entries: [KeyHelpEntry(keys: "a ↓", summary: "first")]),
            KeyHelpSection(title: "Two", entries: [KeyHelpEntry(keys: "Ctrl-B a", summary: "second")]),
        ])
        #expect(map.hints == [KeyHint(key: "a", label: "aa")])
        #expect(map.keyNames(for: .b) == "Ctrl-B a")
    }
}
