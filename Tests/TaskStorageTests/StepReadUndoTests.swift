import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// `taskdeck undo` reading only its step's tasks (`FileTaskRepository.commitReadingOnly`):
/// the same journal record as the usual commit, and the usual commit (a full read) on
/// every doubt, each doubt named.
struct StepReadUndoTests {
    /// A store of `count` tasks in its snapshot, with a recorded edit of the eighth task's
    /// notes in the journal after it (or folded into the snapshot when `folded`).
    private func store(in folder: TemporaryFolder, count: Int = 30, folded: Bool = false) throws -> [TaskID] {
        let repository = FileTaskRepository(url: folder.taskFile)
        let tasks = try (0..<count).map { try Fixtures.task("Task \($0)") }
        try repository.save(tasks)
        try repository.compact()
        let history = HistoryFile(url: repository.historyURL, limit: 200)
        let recording = RecordingTaskRepository(base: repository, history: history, origin: .command("edit"),
                                                clock: Fixtures.clock)
        try TaskService(repository: recording, clock: Fixtures.clock).edit([tasks[7].id], TaskEdit(notes: .set("edited")))
        if folded { try repository.compact() }
        return tasks.map(\.id)
    }

    /// A new process's undo (or redo) of the newest step.
    private func moveStep(in folder: TemporaryFolder, back: Bool = true,
                      prepare: (FileTaskRepository) throws -> Void = { _ in }) throws -> (FileTaskRepository, HistoryMove) {
        let repository = FileTaskRepository(url: folder.taskFile)
        try prepare(repository)
        let undo = SharedUndo(repository: repository, history: HistoryFile(url: repository.historyURL, limit: 200),
                              origin: .command("undo"), clock: Fixtures.clock)
        guard case .moved(let move) = try back ? undo.undo() : undo.redo() else { throw Fixtures.TestError("did not move") }
        return (repository, move)
    }

    private func stored(in folder: TemporaryFolder) throws -> [Task] {
        try FileTaskRepository(url: folder.taskFile).loadAll()
    }

    private func journal(in folder: TemporaryFolder) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: folder.taskFile.path + ".journal"))
    }

    /// The step's planning as `SharedUndo` makes it for the eighth task's notes: back to none.
    private func notesBack(_ id: TaskID) -> ([TaskID: Task]) throws -> TaskChange {
        { stored in
            guard let current = stored[id] else { throw Fixtures.TestError("not read") }
            let after = try Self.withNotes(current, "")
            return TaskChange(action: .edited, entries: [TaskChange.Entry(id: id, before: current, after: after)])
        }
    }

    /// The step read of the eighth task's notes doubts with `doubt` and writes nothing; the
    /// usual undo then reads the file whole and undoes the step.
    private func expectReadWhole(after doubt: FileTaskRepository.StepReadDoubt, in folder: TemporaryFolder, ids: [TaskID],
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        let journal = try journal(in: folder)
        let outcome = try FileTaskRepository(url: folder.taskFile).commitReadingStep(ids: [ids[7]], planning: notesBack(ids[7]))
        #expect(outcome.doubt == doubt, sourceLocation: sourceLocation)
        #expect(try self.journal(in: folder) == journal, "nothing written", sourceLocation: sourceLocation)
        let (repository, _) = try moveStep(in: folder)
        #expect(repository.hasReadTheFile, sourceLocation: sourceLocation)
        #expect(try stored(in: folder).first { $0.id == ids[7] }?.notes == "", sourceLocation: sourceLocation)
    }

    /// The task with other notes (the fixtures' tasks have a title and dates only).
    private static func withNotes(_ task: Task, _ notes: String) throws -> Task {
        try Task(id: task.id, title: task.title, notes: notes, status: task.status, created: task.created, modified: task.modified)
    }

    // MARK: - The step read

    @Test(arguments: [false, true])
    func anUndoReadsOnlyItsTasksAndWritesWhatTheUsualCommitWrites(folded: Bool) throws {
        let fast = try TemporaryFolder("stepread"), usual = try TemporaryFolder("stepread")
        let ids = try store(in: fast, folded: folded)
        for suffix in ["", ".journal", ".history"] {
            try FileManager.default.copyItem(atPath: fast.taskFile.path + suffix, toPath: usual.taskFile.path + suffix)
        }
        let before = try stored(in: fast)

        let (repository, move) = try moveStep(in: fast)
        #expect(!repository.hasReadTheFile, "the step's tasks only")
        #expect(move.written.ids == [ids[7]])
        let (full, _) = try moveStep(in: usual) { _ = try $0.loadAll() }
        #expect(full.hasReadTheFile)
        #expect(try journal(in: fast) == journal(in: usual), "the same record, byte for byte")
        let after = try stored(in: fast)
        #expect(after.first { $0.id == ids[7] }?.notes == "")
        #expect(after.filter { $0.id != ids[7] } == before.filter { $0.id != ids[7] })

        let (again, _) = try moveStep(in: fast, back: false)
        #expect(!again.hasReadTheFile)
        #expect(try stored(in: fast) == before)
    }

    /// Keys a newer taskdeck wrote in the task's record stay, from the snapshot and from the journal.
    @Test func theKeysOfANewerTaskdeckInTheRecordAreKept() throws {
        let folder = try TemporaryFolder("stepread")
        let ids = try store(in: folder, folded: true)
        // A newer taskdeck's key in the record, then a write that starts a journal over it.
        let text = try folder.read()
        try folder.write(text.replacingOccurrences(of: "\"id\" : \"\(ids[7])\",", with: "\"id\" : \"\(ids[7])\",\n      \"later\" : [1, \"a\"],"))
        try FileManager.default.removeItem(atPath: folder.taskFile.path + ".journal")
        try TaskService(repository: FileTaskRepository(url: folder.taskFile), clock: Fixtures.clock)
            .edit([ids[2]], TaskEdit(priority: .set(.low)))
        #expect(try folder.read().contains("\"later\""), "not folded")

        let (repository, _) = try moveStep(in: folder)
        #expect(!repository.hasReadTheFile)
        #expect(try String(decoding: journal(in: folder), as: UTF8.self).contains(#""later":[1,"a"]"#))
        let (again, _) = try moveStep(in: folder, back: false)
        #expect(!again.hasReadTheFile, "now from the journal")
        try FileTaskRepository(url: folder.taskFile).compact()
        #expect(try folder.read().contains("\"later\""))
        #expect(try stored(in: folder).first { $0.id == ids[7] }?.notes == "edited")
    }

    /// A later change recorded outside the history is read from the journal: the undo merges
    /// with it, or is refused, as the usual commit would.
    @Test func aLaterChangeInTheJournalIsMetAsTheUsualCommitMeetsIt() throws {
        let folder = try TemporaryFolder("stepread")
        let ids = try store(in: folder)
        try TaskService(repository: FileTaskRepository(url: folder.taskFile), clock: Fixtures.clock)
            .edit([ids[7]], TaskEdit(priority: .set(.high)))
        let (repository, move) = try moveStep(in: folder)
        #expect(!repository.hasReadTheFile && move.merged == [ids[7]])
        let merged = try #require(try stored(in: folder).first { $0.id == ids[7] })
        #expect(merged.notes == "" && merged.priority == .high)

        try TaskService(repository: FileTaskRepository(url: folder.taskFile), clock: Fixtures.clock)
            .edit([ids[7]], TaskEdit(notes: .set("mine now")))
        let repository2 = FileTaskRepository(url: folder.taskFile)
        let undo = SharedUndo(repository: repository2, history: HistoryFile(url: repository2.historyURL, limit: 200),
                              origin: .command("redo"), clock: Fixtures.clock)
        guard case .refused(let refusal) = try undo.redo() else { throw Fixtures.TestError("not refused") }
        #expect(refusal.reason == .changedSince && !repository2.hasReadTheFile)
    }

    // MARK: - Every doubt: the usual commit

    @Test func aSnapshotEditedOutsideIsReadWhole() throws {
        let folder = try TemporaryFolder("stepread")
        let ids = try store(in: folder)
        let text = try folder.read()
        try folder.write(text.replacingOccurrences(of: "\"Task 3\"", with: "\"Task three\""))
        try expectReadWhole(after: .snapshotNotExtended, in: folder, ids: ids)
        #expect(try stored(in: folder).contains { $0.title == "Task three" })
    }

    /// The same size, the same line count: only the hash tells this snapshot from the one
    /// the journal extends.
    @Test func aSnapshotEditedOutsideToTheSameSizeIsReadWhole() throws {
        let folder = try TemporaryFolder("stepread")
        let ids = try store(in: folder)
        let text = try folder.read()
        try folder.write(text.replacingOccurrences(of: "\"Task 3\"", with: "\"Task Z\""))
        #expect(try folder.read().utf8.count == text.utf8.count)
        try expectReadWhole(after: .snapshotNotExtended, in: folder, ids: ids)
        #expect(try stored(in: folder).contains { $0.title == "Task Z" })
    }

    // MARK: - The journal's two names of the snapshot

    /// The journal's header as written, and the same journal with another header.
    private func header(in folder: TemporaryFolder) throws -> Journal.Header {
        let journal = try journal(in: folder)
        let line = journal.prefix { $0 != 0x09 }
        return try JSONDecoder().decode(Journal.Header.self, from: Data(line))
    }

    private func replaceHeader(in folder: TemporaryFolder, with header: Journal.Header) throws {
        let journal = try journal(in: folder)
        let rest = journal.drop { $0 != 0x0A }.dropFirst()
        try (Data(try Journal.line(header)) + rest).write(to: URL(fileURLWithPath: folder.taskFile.path + ".journal"))
    }

    @Test(arguments: [false, true])
    func theJournalNamesItsSnapshotByBothHashesOfItsBytes(folded: Bool) throws {
        let folder = try TemporaryFolder("stepread")
        _ = try store(in: folder, folded: folded)
        let bytes = try Data(contentsOf: folder.taskFile)
        let header = try header(in: folder)
        #expect(header.extends == bytes.withUnsafeBytes { ContentHash.hex(ContentHash.of(buffer: $0)) })
        #expect(header.extendsWide == bytes.withUnsafeBytes { ContentHash.hex(ContentHash.wide(buffer: $0)) })
    }

    /// A journal an older taskdeck started names the snapshot by its first hash only: the
    /// step read checks that one, and still reads only the step's tasks.
    @Test func aJournalWithoutTheWideHashIsCheckedByTheOther() throws {
        let folder = try TemporaryFolder("stepread")
        let ids = try store(in: folder)
        var older = try header(in: folder)
        older.extendsWide = nil
        try replaceHeader(in: folder, with: older)
        #expect(!(try String(decoding: journal(in: folder), as: UTF8.self).contains("extendsWide")))
        let (repository, _) = try moveStep(in: folder)
        #expect(!repository.hasReadTheFile)
        #expect(try stored(in: folder).first { $0.id == ids[7] }?.notes == "")

        let text = try folder.read()
        try folder.write(text.replacingOccurrences(of: "\"Task 3\"", with: "\"Task Z\""))
        let outcome = try FileTaskRepository(url: folder.taskFile).commitReadingStep(ids: [ids[7]], planning: notesBack(ids[7]))
        #expect(outcome.doubt == .snapshotNotExtended)
    }

    /// When the header names a wide hash, that is the one checked: a wide hash of other
    /// bytes refuses the step read though the first hash matches.
    @Test func aWideHashOfOtherBytesIsADoubt() throws {
        let folder = try TemporaryFolder("stepread")
        let ids = try store(in: folder)
        var header = try header(in: folder)
        header.extendsWide = "0123456789abcdef"
        try replaceHeader(in: folder, with: header)
        try expectReadWhole(after: .snapshotNotExtended, in: folder, ids: ids)
    }

    @Test func noJournalOrATornOneIsReadWhole() throws {
        let folder = try TemporaryFolder("stepread")
        let ids = try store(in: folder, folded: true)
        let journalPath = folder.taskFile.path + ".journal"
        let header = try journal(in: folder)
        try FileManager.default.removeItem(atPath: journalPath)
        let none = try FileTaskRepository(url: folder.taskFile).commitReadingStep(ids: [ids[7]], planning: notesBack(ids[7]))
        #expect(none.doubt == .journalUnread)

        try (header + Data(#"{"ops":[{"id":"#.utf8)).write(to: URL(fileURLWithPath: journalPath))
        let torn = try FileTaskRepository(url: folder.taskFile).commitReadingStep(ids: [ids[7]], planning: notesBack(ids[7]))
        #expect(torn.doubt == .journalUnread)
        let (repository, _) = try moveStep(in: folder)
        #expect(repository.hasReadTheFile)
        #expect(try stored(in: folder).first { $0.id == ids[7] }?.notes == "")
        let cut = try journal(in: folder)
        #expect(cut.withUnsafeBytes { JournalScan($0.bindMemory(to: UInt8.self), ids: [], path: "") } != nil, "the torn tail cut")
    }

    /// A snapshot another program laid out (one line): its records are not looked for.
    @Test func aSnapshotInAnotherLayoutIsReadWhole() throws {
        let folder = try TemporaryFolder("stepread")
        let ids = try store(in: folder, folded: true)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.taskFile))
        try JSONSerialization.data(withJSONObject: object).write(to: folder.taskFile)
        try FileManager.default.removeItem(atPath: folder.taskFile.path + ".journal")
        // A write through the journal, over the file as it is (no fold).
        try TaskService(repository: FileTaskRepository(url: folder.taskFile), clock: Fixtures.clock)
            .edit([ids[2]], TaskEdit(priority: .set(.low)))
        #expect(!(try folder.read().contains("\n")))
        try expectReadWhole(after: .recordNotFound, in: folder, ids: ids)
    }

    @Test func aChangeFromOtherVersionsOrOneThatFoldsTakesTheUsualCommit() throws {
        let folder = try TemporaryFolder("stepread")
        let ids = try store(in: folder)
        let journal = try journal(in: folder)
        let stale = try FileTaskRepository(url: folder.taskFile).commitReadingStep(ids: [ids[7]]) { stored in
            guard let read = stored[ids[7]] else { throw Fixtures.TestError("not read") }
            let current = try Self.withNotes(read, "planned from another version")
            let after = try Self.withNotes(read, "")
            return TaskChange(action: .edited, entries: [TaskChange.Entry(id: ids[7], before: current, after: after)])
        }
        #expect(stale.doubt == .changeNeedsFullRead)
        let other = try FileTaskRepository(url: folder.taskFile).commitReadingStep(ids: [ids[7]]) { stored in
            try notesBack(ids[7])(stored).appending(TaskChange.Entry(id: ids[3], before: nil, after: stored[ids[7]]))
        }
        #expect(other.doubt == .changeNeedsFullRead, "a task it did not read")
        #expect(try self.journal(in: folder) == journal, "nothing written")

        // The CLI folds a journal past its threshold: that commit is the usual one.
        let (repository, _) = try moveStep(in: folder) { repository in
            repository.compactsAfterCommit = true
            repository.compactionThreshold = journal.count + 100
        }
        #expect(repository.hasReadTheFile)
        #expect(try self.journal(in: folder).count < journal.count, "folded")
        #expect(try stored(in: folder).first { $0.id == ids[7] }?.notes == "")
    }

    @Test func aRepositoryThatReadTheFileCommitsTheUsualWay() throws {
        let folder = try TemporaryFolder("stepread")
        let ids = try store(in: folder)
        let repository = FileTaskRepository(url: folder.taskFile)
        _ = try repository.loadAll()
        #expect(try repository.commitReadingStep(ids: [ids[7]], planning: notesBack(ids[7])).doubt == .notApplicable)
        let many = Set((0..<(FileTaskRepository.stepReadLimit + 1)).map { _ in TaskID() })
        #expect(try FileTaskRepository(url: folder.taskFile).commitReadingStep(ids: many) { _ in TaskChange(action: .edited, entries: []) }
            .doubt == .notApplicable)
    }
}

extension FileTaskRepository.StepReadOutcome {
    /// The doubt, or nil when it committed.
    var doubt: FileTaskRepository.StepReadDoubt? {
        if case .doubt(let doubt) = self { return doubt }
        return nil
    }
}

extension TaskChange {
    fileprivate func appending(_ entry: Entry) -> TaskChange {
        TaskChange(action: action, entries: entries + [entry])
    }
}
