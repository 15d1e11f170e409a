import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal beside the snapshot: replay, torn and corrupt records, folding.
struct JournalTests {
    /// Several kinds of change through one repository, as the app makes them.
    private func makeHistory(_ repository: FileTaskRepository) throws -> [Task] {
        let a = Fixtures.Stored.task("A"), b = Fixtures.Stored.task("B"), c = Fixtures.Stored.task("C")
        try repository.save([a, b])
        try repository.save([c])
        let renamed = try Task(id: b.id, title: "B renamed", created: b.created, modified: b.created.addingTimeInterval(5))
        try repository.save([renamed])
        try repository.delete(ids: [a.id])
        return try repository.loadAll()
    }

    @Test func replayAfterARestartEqualsTheStateBefore() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        let state = try makeHistory(repository)
        #expect(state.map(\.title) == ["B renamed", "C"])
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == state)
        // The changes after the first live in the journal, not yet in the snapshot.
        let snapshot = try folder.read()
        #expect(snapshot.contains("\"A\"") && !snapshot.contains("B renamed"))
    }

    @Test func aTornLastRecordIsIgnoredAndCutOffByTheNextWrite() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        let state = try makeHistory(repository)
        let handle = try FileHandle(forWritingTo: repository.journalURL)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"ops":[{"after":{"created":"2026-03-"#.utf8))
        try handle.close()
        let reopened = FileTaskRepository(url: folder.taskFile)
        #expect(try reopened.loadAll() == state)
        try reopened.save([Fixtures.Stored.task("D")])
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["B renamed", "C", "D"])
    }

    @Test func aLastLineFailingItsChecksumIsATornWriteToo() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        let state = try makeHistory(repository)
        var bytes = try [UInt8](Data(contentsOf: repository.journalURL))
        bytes[bytes.count - 30] ^= 0x20  // inside the last record
        try Data(bytes).write(to: repository.journalURL)
        // The last record (the delete of A) is dropped as torn; the rest replays.
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["A", "B renamed", "C"])
        #expect(state.map(\.title) == ["B renamed", "C"])
    }

    @Test func aCorruptRecordInTheMiddleIsAnErrorAndNothingIsOverwritten() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        _ = try makeHistory(repository)
        var bytes = try [UInt8](Data(contentsOf: repository.journalURL))
        let secondLine = try #require(bytes.firstIndex(of: 0x0A)) + 1
        bytes[secondLine + 10] ^= 0x01
        try Data(bytes).write(to: repository.journalURL)
        let snapshot = try Data(contentsOf: folder.taskFile)

        let reopened = FileTaskRepository(url: folder.taskFile)
        #expect { try reopened.loadAll() } throws: { error in
            guard case TaskStorageError.corruptJournal(let path, let offset, _) = error else { return false }
            return path == reopened.journalURL.path && offset == secondLine
        }
        #expect(throws: TaskStorageError.self) { try reopened.save([Fixtures.Stored.task("D")]) }
        #expect(throws: TaskStorageError.self) { try reopened.compact() }
        #expect(try Data(contentsOf: reopened.journalURL) == Data(bytes))
        #expect(try Data(contentsOf: folder.taskFile) == snapshot)
    }

    @Test func compactionLeavesASnapshotAndAnEmptyJournalEqualToTheStateBefore() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        let state = try makeHistory(repository)
        try repository.compact()
        let journal = try String(contentsOf: repository.journalURL, encoding: .utf8)
        #expect(journal.split(separator: "\n").count == 1 && journal.contains("\"extends\""))
        #expect(try folder.read().contains("B renamed"))
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll() == state)
        #expect(try repository.loadAll() == state)
    }

    /// A crash after the new snapshot replaced the old one but before the new journal
    /// replaced the old journal: loading finds every record already applied.
    @Test func compactionInterruptedBetweenSnapshotAndJournalLosesNothing() throws {
        let folder = try TemporaryFolder()
        let state = try makeHistory(FileTaskRepository(url: folder.taskFile))
        // Renames of a fold: 1 the .bak, 2 the snapshot, 3 the new journal.
        let interrupted = FileTaskRepository(url: folder.taskFile, calls: FaultyFileCalls(failing: .rename, occurrence: 3))
        #expect(throws: TaskStorageError.self) { try interrupted.compact() }
        #expect(try folder.read().contains("B renamed"))  // the new snapshot is in place
        let reopened = FileTaskRepository(url: folder.taskFile)
        #expect(try reopened.loadAll() == state)
        try reopened.save([Fixtures.Stored.task("D")])
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["B renamed", "C", "D"])
        #expect(!FileManager.default.fileExists(atPath: reopened.conflictsURL.path))
    }

    /// The snapshot edited by hand while a journal exists: both the hand edit and the
    /// journal's changes survive; where both touched one task, the later `modified` wins
    /// and the other version is kept in the conflicts file.
    @Test func aHandEditOfTheSnapshotWhileAJournalExistsLosesNothing() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        let x = Fixtures.Stored.task("X"), y = Fixtures.Stored.task("Y")
        try repository.save([x, y])  // the first write makes the snapshot
        let edited = try Task(id: x.id, title: "X from taskdeck", created: x.created, modified: x.created.addingTimeInterval(60))
        try repository.save([edited])  // in the journal only
        var text = try folder.read()
        text = text.replacingOccurrences(of: "\"Y\"", with: "\"Y by hand\"")
        text = text.replacingOccurrences(of: "\"X\"", with: "\"X by hand\"")
        try folder.write(text)

        let reopened = FileTaskRepository(url: folder.taskFile)
        #expect(try reopened.loadAll().map(\.title) == ["X from taskdeck", "Y by hand"])
        #expect(reopened.isCompactionDue)
        try reopened.save([Fixtures.Stored.task("Z")])  // a writer folds the merge first
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["X from taskdeck", "Y by hand", "Z"])
        let conflicts = try String(contentsOf: reopened.conflictsURL, encoding: .utf8)
        #expect(conflicts.contains("X by hand") && conflicts.contains("this taskdeck's"))
        #expect(try folder.read().contains("Y by hand"))
    }

    /// A change of at least `bulkChangeMinimum` tasks that is half the file or more (an
    /// import) is folded into the snapshot at once: its journal record, every task before
    /// and after, would be larger than the file. A smaller change still appends a record.
    @Test func aChangeOfHalfTheFileIsFoldedInAtOnceAndASmallOneIsAppended() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        let count = FileTaskRepository.bulkChangeMinimum
        try repository.save((0..<count).map { Fixtures.Stored.task("Old \($0)") })
        let journalLines = { try String(contentsOf: repository.journalURL, encoding: .utf8).split(separator: "\n").count }
        try repository.save([Fixtures.Stored.task("One")])
        #expect(try journalLines() == 2)  // the header and the record of "One"
        try repository.save((0..<count).map { Fixtures.Stored.task("New \($0)") })
        #expect(try journalLines() == 1)  // folded: only the header of a new journal
        let reread = try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        #expect(reread.count == 2 * count + 1 && reread.last?.title == "New \(count - 1)")
        #expect(try folder.read().contains("\"One\"") && folder.read().contains("\"New \(count - 1)\""))
        try repository.save((0..<(count - 1)).map { Fixtures.Stored.task("Few \($0)") })  // under the minimum: appended
        #expect(try journalLines() == 2)
    }

    @Test func aFirstWriteCreatesTheSnapshotSoTheFileExists() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        try repository.save([Fixtures.Stored.task("First")])
        #expect(try folder.read().contains("\"First\""))
        try repository.save([Fixtures.Stored.task("Second")])
        #expect(try !folder.read().contains("\"Second\""))  // O(change): appended, not rewritten
        #expect(try String(contentsOf: repository.journalURL, encoding: .utf8).contains("\"Second\""))
    }

    @Test func theCLIFoldsALongJournalRightAfterItsWrite() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        repository.compactsAfterCommit = true
        repository.compactionThreshold = 200
        try repository.save([Fixtures.Stored.task("A")])
        try repository.save([Fixtures.Stored.task("B")])
        #expect(repository.journalSize < 200)
        #expect(try folder.read().contains("\"B\""))
    }
}
