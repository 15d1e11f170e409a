import Foundation
import Testing
import TaskDomain
import TaskScenes
import TaskStorage
import TaskTestSupport
import TerminalCore
import TerminalIO
@testable import taskdeck

/// The app's `$`: what the sync brings in while it runs, over every poll, is one step of the
/// shared history, made by a sync, that `u` takes back at once.
@Suite struct SyncUndoStepTests {
    /// A store into which "the server" puts tasks, found by the next refresh.
    final class ServerFedRepository: TaskRepository {
        let stored = InMemoryTaskRepository()
        var arriving: [Task] = []
        func loadAll() throws -> [Task] { try stored.loadAll() }
        func tasks(withIDs ids: Set<TaskID>) throws -> [TaskID: Task] { try stored.tasks(withIDs: ids) }
        func commit(_ change: TaskChange) throws -> CommitReport { try stored.commit(change) }
        func refresh() throws -> ExternalChanges {
            guard !arriving.isEmpty else { return .none }
            defer { arriving = [] }
            try stored.save(arriving)
            return ExternalChanges(changed: arriving)
        }
    }

    @Test func whatASyncBroughtInIsOneStepThatUTakesBack() throws {
        let navigator = Navigator()
        navigator.setRoot(SceneHostSyncTests.NewsRecorder())
        let runner = SceneHostSyncTests.ControlledRunner()
        let clock = ManualLoopClock()
        let repository = ServerFedRepository()
        let mine = try Fixtures.task("Mine")
        try repository.stored.save([mine])
        let history = InMemoryChangeHistory()
        let worker = TaskWorker(service: TaskService(repository: repository, clock: Fixtures.clock), storeName: "x",
                                history: history)
        let host = SceneHost(navigator: navigator, storage: StorageWatch(worker: worker, journaled: nil, clock: clock),
                             sync: runner, clock: clock)
        _ = try worker.edit([mine.id], TaskEdit(title: .set("Mine, edited")))
        _ = runner.start()
        repository.arriving = [try Fixtures.task("First from the server")]
        clock.advance(by: StorageWatch.pollInterval)
        _ = host.handle(.tick)
        repository.arriving = [try Fixtures.task("Second from the server")]
        runner.running = false
        runner.ended = SyncOutcome(command: "vdirsyncer sync", status: 0, lastLine: nil)
        _ = host.handle(.tick)

        let steps = try history.read().newestFirst
        #expect(steps.map(\.origin) == [.sync, .app] && steps.first?.count == 2 && steps.first?.action == .synced)
        guard case .moved(let move) = try worker.moveInHistory(back: true) else { throw Fixtures.TestError("not undone") }
        #expect(move.step.origin == .sync && move.change.ids.count == 2)
        #expect(try repository.loadAll().map(\.title) == ["Mine, edited"])
    }
}
