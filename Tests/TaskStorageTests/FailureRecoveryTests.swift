import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// Failures in the middle of a fold or a commit, and other writers at awkward moments,
/// lose nothing and bring nothing back (found by review; each would have lost data).
struct FailureRecoveryTests {
    private func edited(_ task: Task, _ title: String, seconds: Double) throws -> Task {
        try Task(id: task.id, title: title, created: task.created, modified: task.created.addingTimeInterval(seconds))
    }

    /// A fold that wrote the snapshot but not the new journal must not let later records
    /// go to the old journal, or a deletion after it would come back on the next load.
    @Test func aFoldThatFailsHalfwayLetsNoDeletionComeBack() throws {
        let folder = try TemporaryFolder()
        let x = Fixtures.Stored.task("X")
        try FileTaskRepository(url: folder.taskFile).save([x, Fixtures.Stored.task("Y")])
        // Renames of a fold: 1 the .bak, 2 the snapshot, 3 the new journal.
        let repository = FileTaskRepository(url: folder.taskFile, calls: FaultyFileCalls(failing: .rename, occurrence: 3))
        try repository.save([try edited(x, "X edited", seconds: 10)])
        #expect(throws: TaskStorageError.self) { try repository.compact() }
        try repository.delete(ids: [x.id])
        #expect(try repository.loadAll().map(\.title) == ["Y"])
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["Y"])
    }

    @Test func anEmptyJournalIsReplacedByTheNextWrite() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        try repository.save([Fixtures.Stored.task("A")])
        try Data().write(to: repository.journalURL)
        let reopened = FileTaskRepository(url: folder.taskFile)
        #expect(try reopened.loadAll().map(\.title) == ["A"])
        try reopened.save([Fixtures.Stored.task("B")])
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["A", "B"])
    }

    /// A first write into an empty store goes straight into the snapshot; when another
    /// program (an editor, a file-sync tool: they take no lock) saves the file meanwhile, the
    /// change fails and claims nothing, instead of reporting success with nothing on disk.
    @Test func aFirstWriteMetByAnotherProgramsSaveFailsAndClaimsNothing() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        let ours = Fixtures.Stored.task("Ours")
        do {
            _ = try repository.commit(ids: []) { _ in
                try folder.write(#"{"schemaVersion": 1, "tasks": []}"# + "\n")
                return TaskChange(action: .added, entries: [.init(id: ours.id, before: nil, after: ours)])
            }
            Issue.record("the commit succeeded over another program's save")
        } catch TaskStorageError.changedWhileSaving {
        }
        #expect(try repository.loadAll().isEmpty)
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().isEmpty)
        // Tried again, it is written.
        _ = try repository.commit(TaskChange(action: .added, entries: [.init(id: ours.id, before: nil, after: ours)]))
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["Ours"])
    }

    /// The change is durable once appended: a fold that fails right after it (a full
    /// disk) is not reported as a failed change, which a person would repeat.
    @Test func aFailedFoldAfterTheAppendIsNotAFailedChange() throws {
        let folder = try TemporaryFolder()
        // A first write appends, then folds to create the snapshot: its rename fails.
        let repository = FileTaskRepository(url: folder.taskFile, calls: FaultyFileCalls(failing: .rename, occurrence: 2))
        try repository.save([Fixtures.Stored.task("Only once")])
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["Only once"])
    }

    /// Undoing a change that won a conflict restores the other writer's version (which
    /// it replaced), not the older one it was made from.
    @Test func undoAfterAWonConflictRestoresTheOtherWritersVersion() throws {
        let folder = try TemporaryFolder()
        let app = FileTaskRepository(url: folder.taskFile)
        let original = Fixtures.Stored.task("Original")
        try app.save([original])
        let cli = FileTaskRepository(url: folder.taskFile)
        _ = try cli.loadAll()
        let theirs = try edited(original, "Theirs", seconds: 10)
        try cli.save([theirs])
        let service = TaskService(repository: app, clock: FixedClock(year: 2026, month: 3, day: 11, hour: 13))
        let ours = try edited(original, "Ours", seconds: 20)
        let written = try service.commit(TaskChange(action: .edited, entries: [.init(id: original.id, before: original, after: ours)]))
        #expect(written.entries == [.init(id: original.id, before: theirs, after: ours)])
        try service.commit(written.inverse)  // what an undo writes
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll() == [theirs])
    }

    @Test func whatAFoldCaughtUpWithIsReportedByTheNextRefresh() throws {
        let folder = try TemporaryFolder()
        let app = FileTaskRepository(url: folder.taskFile)
        try app.save([Fixtures.Stored.task("Mine")])
        let theirs = Fixtures.Stored.task("Theirs")
        try FileTaskRepository(url: folder.taskFile).save([theirs])
        try app.compact()
        #expect(try app.refresh() == ExternalChanges(changed: [theirs]))
        #expect(try app.refresh() == .none)
    }

    @Test func theSameChangeOnBothSidesIsNoConflict() throws {
        let folder = try TemporaryFolder()
        let app = FileTaskRepository(url: folder.taskFile)
        let task = Fixtures.Stored.task("Same")
        try app.save([task])
        let cli = FileTaskRepository(url: folder.taskFile)
        _ = try cli.loadAll()
        let done = try edited(task, "Same, done", seconds: 5)
        try cli.save([done])
        let report = try app.commit(TaskChange(action: .edited, entries: [.init(id: task.id, before: task, after: done)]))
        #expect(report.conflicts.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: app.conflictsURL.path))
    }

    /// An editor that saves while a fold is writing is not written over: the fold stops
    /// before its rename, merges the edit, and writes again.
    @Test func aSaveByAnotherProgramDuringAWriteIsNotReplaced() throws {
        let folder = try TemporaryFolder()
        let store = FileStore(url: folder.taskFile)
        try store.write(Data("v1".utf8))
        let read = try #require(try store.readWithIdentity())
        try Data("edited by hand".utf8).write(to: folder.taskFile)
        #expect(throws: TaskStorageError.changedWhileSaving(path: folder.taskFile.path)) {
            try store.write(Data("v2".utf8), expecting: read.1)
        }
        #expect(try folder.read() == "edited by hand")
    }

    @Test func aRepositoryMadeBeforeItsFolderExistsSharesTheLockOfOneMadeAfter() throws {
        let folder = try TemporaryFolder()
        let file = folder.appending("not/yet/tasks.json")
        let early = FileTaskRepository(url: file)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let late = FileTaskRepository(url: file)
        #expect(early.lockURL == late.lockURL && early.journalURL == late.journalURL)
    }
}
