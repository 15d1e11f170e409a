import Foundation
import Testing
import TaskDomain
import TaskScenes
import TerminalCore
import TerminalIO
@testable import taskdeck

/// The run loop's side of `$`: while a sync runs the host asks for ticks (the loop never
/// waits on the child), and the end of the run reaches the scenes once, as `.synced`.
@Suite struct SceneHostSyncTests {
    /// A scene that records the storage news it is handed.
    final class NewsRecorder: TerminalViewController {
        let sceneName = "News recorder"
        var keyHelp: [KeyHelpSection] { [] }
        var needsDisplay = false
        private(set) var outcomes: [SyncOutcome] = []
        func handle(_ event: InputEvent) {}
        func render(into canvas: inout Canvas, area: Rect) {}
        func storageDidChange(_ news: StorageNews) {
            if case .synced(let outcome, _) = news { outcomes.append(outcome) }
        }
    }

    /// A runner whose run ends when the test says so.
    final class ControlledRunner: SyncRunning {
        let command = "vdirsyncer sync"
        var running = false
        var ended: SyncOutcome?
        var isRunning: Bool { running || ended != nil }
        func start() -> Bool { running = true; return true }
        func finishedRun() -> SyncOutcome? {
            defer { ended = nil }
            return ended
        }
    }

    @Test func aRunningSyncAsksForTicksAndItsEndIsDeliveredOnce() {
        let scene = NewsRecorder()
        let navigator = Navigator()
        navigator.setRoot(scene)
        let runner = ControlledRunner()
        let host = SceneHost(navigator: navigator, storage: nil, sync: runner, clock: ManualLoopClock())
        #expect(host.nextDeadline == nil)

        _ = runner.start()
        #expect(host.nextDeadline != nil)
        _ = host.handle(.tick)
        #expect(scene.outcomes.isEmpty)

        let outcome = SyncOutcome(command: "vdirsyncer sync", status: 0, lastLine: nil)
        runner.running = false
        runner.ended = outcome
        _ = host.handle(.tick)
        _ = host.handle(.tick)

        #expect(scene.outcomes == [outcome])
        #expect(host.nextDeadline == nil)
    }
}
