import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// The behaviour of the shared undo history, run against every adapter: in memory, and the
/// history file where each store keeps it (beside the JSON task file, at a vdir's root).
/// "Another process" is a second repository and history opened on the same files.
struct ChangeHistoryContractTests {
    enum Adapter: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, file, vdir
        var testDescription: String { rawValue }
    }

    /// One process's view of the store: its repository, its history and the use cases.
    struct Process {
        let repository: any TaskRepository
        let history: any ChangeHistory

        /// The use cases recording as `origin`.
        func service(_ origin: ChangeOrigin, problems: ((any Error) -> Void)? = nil) -> TaskService {
            TaskService(repository: RecordingTaskRepository(base: repository, history: history, origin: origin,
                                                            clock: Fixtures.clock, historyProblem: problems),
                        clock: Fixtures.clock)
        }

        func undo(as origin: ChangeOrigin = .command("undo")) -> SharedUndo {
            SharedUndo(repository: repository, history: history, origin: origin, clock: Fixtures.clock)
        }
    }

    /// A way to open the store as a new process (the same objects for the in-memory adapter).
    private func opener(_ adapter: Adapter, in folder: TemporaryFolder, limit: Int = 200) -> () -> Process {
        switch adapter {
        case .inMemory:
            let process = Process(repository: InMemoryTaskRepository(), history: InMemoryChangeHistory(limit: limit))
            return { process }
        case .file:
            return {
                let repository = FileTaskRepository(url: folder.taskFile)
                return Process(repository: repository, history: HistoryFile(url: repository.historyURL, limit: limit))
            }
        case .vdir:
            return {
                let repository = VdirTaskRepository(url: folder.url)
                return Process(repository: repository, history: HistoryFile(url: repository.historyURL, limit: limit))
            }
        }
    }

    private func moved(_ outcome: HistoryMoveOutcome) throws -> HistoryMove {
        guard case .moved(let move) = outcome else { throw Fixtures.TestError("expected a move, got \(outcome)") }
        return move
    }

    @Test(arguments: Adapter.allCases)
    func undoTakesBackTheNewestChangeOfAnyProcessAndRedoMakesItAgain(adapter: Adapter) throws {
        let folder = try TemporaryFolder("history")
        let open = opener(adapter, in: folder)
        let app = open(), cli = open()
        let added = try app.service(.app).add(TaskDraft(title: "Buy milk"))
        let id = try #require(added.ids.first)
        try cli.service(.command("rm")).delete(ids: [id])

        let later = open()
        #expect(try later.history.read().newestFirst.map(\.origin) == [.command("rm"), .app])
        let undone = try moved(try later.undo().undo())
        #expect(undone.step.origin == .command("rm") && undone.step.action == .deleted && undone.step.title == "Buy milk")
        #expect(undone.step.state == .undone && undone.merged.isEmpty)
        #expect(try open().repository.tasks(withIDs: [id])[id]?.title == "Buy milk")

        // The app, still open, undoes the step before (its own add) and redoes both.
        #expect(try moved(try app.undo(as: .app).undo()).step.action == .added)
        #expect(try open().repository.tasks(withIDs: [id]).isEmpty)
        #expect(try app.undo(as: .app).undo() == .nothing)
        #expect(try moved(try later.undo().redo()).step.action == .added)
        #expect(try moved(try later.undo().redo()).step.action == .deleted)
        #expect(try later.undo().redo() == .nothing)
        #expect(try open().repository.tasks(withIDs: [id]).isEmpty)
        let log = try open().history.read()
        #expect(log.steps.map(\.state) == [.done, .done] && log.steps.last?.lastMove?.undone == false)
    }

    /// Undoing "Added X" after another task was made its subtask and a third made to wait
    /// for it outside the history (a sync, another tool): X goes, the two keep their links,
    /// read as a parent or blocker deleted elsewhere is (the subtask at the top level, the
    /// waiter no longer blocked), the move names them, and a redo brings X back and with it
    /// both links.
    @Test(arguments: Adapter.allCases)
    func undoingAnAddNamesTheTasksLinkedToItSinceAndRedoLinksThemAgain(adapter: Adapter) throws {
        let folder = try TemporaryFolder("history")
        let open = opener(adapter, in: folder)
        let process = open()
        let outside = TaskService(repository: process.repository, clock: Fixtures.clock)  // records nothing
        let pack = try #require(try outside.add(TaskDraft(title: "Pack")).ids.first)
        let leave = try #require(try outside.add(TaskDraft(title: "Leave")).ids.first)
        let trip = try #require(try process.service(.app).add(TaskDraft(title: "Plan the trip")).ids.first)
        try outside.edit([pack], TaskEdit(parent: .set(trip)))
        try outside.setDependencies([leave], to: [trip])

        let undone = try moved(try open().undo().undo())
        #expect(undone.step.action == .added)
        #expect(undone.leftLinks.sorted { $0.title > $1.title } == [LeftLink(title: "Pack", of: "Plan the trip", kind: .subtask),
                                                                    LeftLink(title: "Leave", of: "Plan the trip", kind: .waiter)])
        let after = try open().repository.loadAll()
        #expect(Set(after.map(\.title)) == ["Pack", "Leave"])
        #expect(TaskHierarchy(after).parent(of: pack) == nil, "the subtask is at the top level")
        #expect(!TaskLinks(after).isBlocked(leave), "the waiter is no longer blocked")

        _ = try moved(try open().undo().redo())
        let redone = try open().repository.loadAll()
        #expect(TaskHierarchy(redone).parent(of: pack) == trip)
        #expect(TaskLinks(redone).isBlocked(leave))
    }

    @Test(arguments: Adapter.allCases)
    func aNewChangeForgetsTheUndoneSteps(adapter: Adapter) throws {
        let folder = try TemporaryFolder("history")
        let open = opener(adapter, in: folder)
        let process = open()
        let service = process.service(.app)
        try service.add(TaskDraft(title: "A"))
        try service.add(TaskDraft(title: "B"))
        _ = try process.undo().undo()
        #expect(try open().history.read().nextRedo?.title == "B")
        try open().service(.command("add")).add(TaskDraft(title: "C"))
        let log = try open().history.read()
        #expect(log.steps.map(\.title) == ["A", "C"] && log.nextRedo == nil)
        #expect(log.steps.map(\.number) == [1, 3], "numbers are never reused")
    }

    @Test(arguments: Adapter.allCases)
    func aBulkChangeAndAnImportAreOneStep(adapter: Adapter) throws {
        let folder = try TemporaryFolder("history")
        let open = opener(adapter, in: folder)
        let process = open()
        let tasks = try (1...3).map { try Fixtures.task("T\($0)") }
        try process.service(.command("import")).repository.apply(upserting: tasks, deleting: [])
        try process.service(.app).setCompleted(true, ids: tasks.map(\.id))
        let log = try open().history.read()
        #expect(log.newestFirst.map(\.count) == [3, 3] && log.newestFirst.map(\.action) == [.completed, .edited])
        _ = try moved(try open().undo().undo())
        #expect(try open().repository.loadAll().allSatisfy { !$0.isCompleted })
        _ = try moved(try open().undo().undo())
        #expect(try open().repository.loadAll().isEmpty)
    }

    /// The later change touched another field: both stay (the store's field-by-field rule).
    @Test(arguments: Adapter.allCases)
    func anUndoMergesWithALaterChangeToOtherFields(adapter: Adapter) throws {
        let folder = try TemporaryFolder("history")
        let open = opener(adapter, in: folder)
        let process = open()
        let id = try #require(try process.service(.app).add(TaskDraft(title: "Buy milk")).ids.first)
        try process.service(.command("edit")).edit([id], TaskEdit(title: .set("Buy oat milk")))
        // Another program changes the priority, unrecorded (an editor, a sync tool).
        try TaskService(repository: open().repository, clock: Fixtures.clock).edit([id], TaskEdit(priority: .set(.high)))

        let move = try moved(try open().undo().undo())
        #expect(move.merged == [id])
        let task = try #require(try open().repository.tasks(withIDs: [id])[id])
        #expect(task.title == "Buy milk" && task.priority == .high)
    }

    /// The later change touched the same field, or deleted the task: nothing is written, and
    /// the step stays the next to undo.
    @Test(arguments: Adapter.allCases)
    func anUndoThatWouldWriteOverALaterChangeIsRefused(adapter: Adapter) throws {
        let folder = try TemporaryFolder("history")
        let open = opener(adapter, in: folder)
        let process = open()
        let id = try #require(try process.service(.app).add(TaskDraft(title: "Buy milk")).ids.first)
        try process.service(.command("edit")).edit([id], TaskEdit(title: .set("Buy oat milk")))
        let plain = TaskService(repository: open().repository, clock: Fixtures.clock)
        try plain.edit([id], TaskEdit(title: .set("Buy soy milk")))

        guard case .refused(let refusal) = try open().undo().undo() else { throw Fixtures.TestError("not refused") }
        #expect(refusal.reason == .changedSince && refusal.title == "Buy soy milk" && refusal.undoing)
        #expect(try open().repository.tasks(withIDs: [id])[id]?.title == "Buy soy milk")
        #expect(try open().history.read().nextUndo?.action == .edited)

        try plain.delete(ids: [id])
        guard case .refused(let gone) = try open().undo().undo() else { throw Fixtures.TestError("not refused") }
        #expect(gone.reason == .deletedSince)
        #expect(try open().repository.loadAll().isEmpty)
    }

    @Test(arguments: Adapter.allCases)
    func theHistoryKeepsItsLimit(adapter: Adapter) throws {
        let folder = try TemporaryFolder("history")
        let open = opener(adapter, in: folder, limit: 3)
        for index in 1...20 { try open().service(.command("add")).add(TaskDraft(title: "T\(index)")) }
        let log = try open().history.read()
        #expect(log.newestFirst.map(\.title) == ["T20", "T19", "T18"])
        if let file = open().history as? HistoryFile {
            let lines = try String(contentsOf: file.url, encoding: .utf8).split(separator: "\n").count
            #expect(lines <= 1 + 3 + 8 + 1, "the file is tidied up, not grown: \(lines) lines")
        }
        for _ in 1...3 { _ = try moved(try open().undo().undo()) }
        #expect(try open().undo().undo() == .nothing)
        #expect(try open().repository.loadAll().count == 17)
    }
}
