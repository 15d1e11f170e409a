import Foundation
import Testing
import TaskDomain
import TaskScenes
import TaskStorage
import TaskTestSupport
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
        /// How many tasks each sync result says changed here.
        private(set) var syncedChanges: [Int] = []
        func handle(_ event: InputEvent) {}
        func render(into canvas: inout Canvas, area: Rect) {}
        func storageDidChange(_ news: StorageNews) {
            if case .synced(let outcome, let report) = news {
                outcomes.append(outcome)
                syncedChanges.append(report.external.count)
            }
        }
    }

    /// A runner whose run ends when the test says so.
    final class ControlledRunner: SyncRunning {
        let command = "vdirsyncer sync"
        var running = false
        var ended: SyncOutcome?
        var isRunning: Bool { running || ended != nil }
        func start() -> Bool { running = true; return true }
        func cancel() -> Bool { running }
        func finishedRun() -> SyncOutcome? {
            defer { ended = nil }
            return ended
        }
    }

    /// A store whose outside changes the test hands out, one refresh at a time.
    final class ScriptedRepository: TaskRepository {
        let stored = InMemoryTaskRepository()
        var refreshes: [ExternalChanges] = []
        func loadAll() throws -> [Task] { try stored.loadAll() }
        func commit(_ change: TaskChange) throws -> CommitReport { try stored.commit(change) }
        func refresh() throws -> ExternalChanges { refreshes.isEmpty ? .none : refreshes.removeFirst() }
    }

    /// What the idle poll read while the sync ran is the sync's doing too: its result says
    /// so instead of "nothing changed here" (issue 24, 7: 5 of 5 tries said nothing).
    @Test func changesReadWhileTheSyncRanAreCountedInItsResult() throws {
        let scene = NewsRecorder()
        let navigator = Navigator()
        navigator.setRoot(scene)
        let runner = ControlledRunner()
        let clock = ManualLoopClock()
        let repository = ScriptedRepository()
        let worker = TaskWorker(service: TaskService(repository: repository, clock: FixedClock(year: 2026, month: 3, day: 11)),
                                storeName: "x")
        let host = SceneHost(navigator: navigator, storage: StorageWatch(worker: worker, journaled: nil, clock: clock),
                             sync: runner, clock: clock)
        _ = runner.start()
        repository.refreshes = [ExternalChanges(changed: [try Fixtures.task("From the server")])]
        clock.advance(by: StorageWatch.pollInterval)
        _ = host.handle(.tick)  // the poll reads it while the sync runs
        repository.refreshes = [ExternalChanges(changed: [try Fixtures.task("Also from the server")])]
        runner.running = false
        runner.ended = SyncOutcome(command: "vdirsyncer sync", status: 0, lastLine: nil)
        _ = host.handle(.tick)
        #expect(scene.syncedChanges == [2])

        // The next sync starts from nothing.
        _ = runner.start()
        runner.running = false
        runner.ended = SyncOutcome(command: "vdirsyncer sync", status: 0, lastLine: nil)
        _ = host.handle(.tick)
        #expect(scene.syncedChanges == [2, 0])
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
