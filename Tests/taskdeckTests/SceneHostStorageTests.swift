import Foundation
import Testing
import TaskDomain
import TaskScenes
import TaskStorage
import TaskTestSupport
import TerminalCore
import TerminalIO
@testable import taskdeck

/// When the host reads storage: after every key only where that costs a `stat` (the JSON
/// file); a vdir's folder (a `stat` per file) is read on the once-a-second poll.
@Suite struct SceneHostStorageTests {
    /// A store that counts how often it is asked what others changed.
    final class CountingRepository: TaskRepository {
        let stored = InMemoryTaskRepository()
        private(set) var refreshes = 0
        func loadAll() throws -> [Task] { try stored.loadAll() }
        func commit(_ change: TaskChange) throws -> CommitReport { try stored.commit(change) }
        func refresh() throws -> ExternalChanges {
            refreshes += 1
            return .none
        }
    }

    final class Scene: TerminalViewController {
        let sceneName = "Scene"
        var keyHelp: [KeyHelpSection] { [] }
        var needsDisplay = false
        /// How many ticks of the run loop reached it (`timeDidPass`).
        private(set) var ticks = 0
        func handle(_ event: InputEvent) {}
        func render(into canvas: inout Canvas, area: Rect) {}
        func timeDidPass() { ticks += 1 }
    }

    let key = LoopEvent.input(DecodedEvent(event: .key(KeyEvent(.char("j"))), bytes: [0x6A]))

    let clock = ManualLoopClock()

    func host(over repository: CountingRepository, journaled: FileTaskRepository?) -> SceneHost {
        let worker = TaskWorker(service: TaskService(repository: repository, clock: FixedClock(year: 2026, month: 3, day: 11)),
                                storeName: "x")
        let navigator = Navigator()
        navigator.setRoot(Scene())
        return SceneHost(navigator: navigator, storage: StorageWatch(worker: worker, journaled: journaled, clock: clock),
                         sync: nil, clock: clock)
    }

    /// Each tick of the run loop (the poll's, about once a second) tells the scenes that time
    /// passed: how the Agenda notices midnight with no key pressed. A key does not.
    @Test func eachTickTellsTheScenesThatTimePassed() throws {
        let scene = Scene()
        let navigator = Navigator()
        navigator.setRoot(scene)
        let host = SceneHost(navigator: navigator, storage: nil, sync: nil, clock: clock)
        _ = host.handle(.tick)
        _ = host.handle(key)
        _ = host.handle(.tick)
        #expect(scene.ticks == 2)
    }

    @Test func keysOnAVdirDoNotReadTheFolderThePollDoes() throws {
        let repository = CountingRepository()
        let host = host(over: repository, journaled: nil)
        for _ in 0..<20 { _ = host.handle(key) }
        #expect(repository.refreshes == 0)
        clock.advance(by: StorageWatch.pollInterval - .milliseconds(1))
        _ = host.handle(.tick)
        #expect(repository.refreshes == 0)
        clock.advance(by: .milliseconds(1))
        _ = host.handle(.tick)
        #expect(repository.refreshes == 1)
        _ = host.handle(.tick)
        #expect(repository.refreshes == 1)
    }

    @Test func keysOnTheJSONFileCatchUpEveryTime() throws {
        let folder = try TemporaryFolder("host")
        let repository = CountingRepository()
        let host = host(over: repository, journaled: FileTaskRepository(url: folder.appending("t.json")))
        for _ in 0..<3 {
            _ = host.handle(key)
            _ = host.frameWasWritten()
        }
        #expect(repository.refreshes == 3)
    }

    /// The key's frame is written before storage is looked at, and keys read together are
    /// caught up once, after their frame.
    @Test func keysAreCaughtUpAfterTheirFrameOncePerFrame() throws {
        let folder = try TemporaryFolder("host")
        let repository = CountingRepository()
        let host = host(over: repository, journaled: FileTaskRepository(url: folder.appending("t.json")))
        for _ in 0..<3 { _ = host.handle(key) }
        #expect(repository.refreshes == 0)
        _ = host.frameWasWritten()
        #expect(repository.refreshes == 1)
        _ = host.frameWasWritten()
        #expect(repository.refreshes == 1, "nothing owed after a frame with no key")
    }
}
