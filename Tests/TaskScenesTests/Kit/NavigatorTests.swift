import Testing
import TaskDomain
import TerminalCore
@testable import TaskScenes

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
        #expect(navigator.stack.map(\.sceneName) == ["home"])
        #expect(home.sizes == [Size(width: 80, height: 24), Size(width: 80, height: 24)])
    }

    @Test func storageNewsReachesEveryStackedSceneButNotTheModals() {
        let navigator = Navigator()
        let home = SceneSpy("home"), detail = SceneSpy("detail"), modal = SceneSpy("confirm")
        navigator.setRoot(home)
        navigator.push(detail)
        navigator.present(modal)
        navigator.storageDidChange(.changed(CommitReport()))
        #expect(home.log.last == "storage" && detail.log.last == "storage")
        #expect(!modal.log.contains("storage"))
    }

    /// The run loop's tick reaches every stacked scene (the Agenda beneath the detail
    /// notices midnight too), not the modals.
    @Test func timePassingReachesEveryStackedSceneButNotTheModals() {
        let navigator = Navigator()
        let home = SceneSpy("home"), agenda = TimeSpy(), modal = TimeSpy()
        navigator.setRoot(home)
        navigator.push(agenda)
        navigator.present(modal)
        navigator.timeDidPass()
        navigator.timeDidPass()
        #expect(agenda.ticks == 2 && modal.ticks == 0)
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
        #expect(navigator.visibleScenes.map(\.sceneName) == ["home", "confirm"])
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

/// A scene that counts the ticks it is handed.
private final class TimeSpy: TerminalViewController {
    let sceneName = "time"
    var keyHelp: [KeyHelpSection] { [] }
    var needsDisplay = false
    private(set) var ticks = 0

    func handle(_ event: InputEvent) {}
    func render(into canvas: inout Canvas, area: Rect) {}
    func timeDidPass() { ticks += 1 }
}
