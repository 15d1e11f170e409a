import Foundation
import SystemCalls
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct FileTaskRepositoryTests {
    @Test func fileIsPrettySortedAndVersioned() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let repository = FileTaskRepository(url: folder.taskFile)
        try repository.save([Fixtures.Stored.task("Buy milk")])
        let text = try folder.read()
        #expect(text.hasPrefix("{\n  \"schemaVersion\" : 1,\n  \"tasks\" : [\n"))
        #expect(text.contains("\"created\" : \"2026-03-11T12:00:00Z\""))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func unknownKeysSurviveLoadAndSave() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("""
            {"schemaVersion": 1, "sync": {"peer": "laptop", "rev": 7},
             "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "Keep me",
                        "created": "2026-03-01T08:00:00Z", "colour": "teal", "subtasks": [1, 2.5, null, true]}]}
            """)
        let repository = FileTaskRepository(url: folder.taskFile)
        let task = try #require(try repository.loadAll().first)
        try repository.save([Fixtures.Stored.task("Another")])
        var edited = try repository.loadAll()
        #expect(edited.count == 2 && edited[0] == task)
        try repository.save([try Task(id: task.id, title: "Renamed", created: task.created)])
        edited = try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        #expect(edited[0].title == "Renamed")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.taskFile)) as? [String: Any]
        let sync = json?["sync"] as? [String: Any]
        #expect(sync?["peer"] as? String == "laptop" && sync?["rev"] as? Int == 7)
        let first = (json?["tasks"] as? [[String: Any]])?.first
        #expect(first?["colour"] as? String == "teal")
        #expect((first?["subtasks"] as? [Any])?.count == 4)
        let text = try folder.read()
        #expect(text.contains("2.5") && text.contains("null") && text.contains("true"))
    }

    @Test func corruptFileIsReportedAndNeverOverwritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let corrupt = "{\"schemaVersion\": 1, \"tasks\": [ {\"id\": "
        try folder.write(corrupt)
        let repository = FileTaskRepository(url: folder.taskFile)
        #expect { try repository.loadAll() } throws: { error in
            guard case TaskStorageError.corruptFile(let path, _) = error else { return false }
            return path == folder.taskFile.path
        }
        #expect(throws: TaskStorageError.self) { try repository.save([Fixtures.Stored.task("x")]) }
        #expect(try folder.read() == corrupt)
    }

    @Test func syntaxErrorSaysLineAndColumn() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("{\"schemaVersion\": 1,\n  \"tasks\": [}")
        let error = try #require(throws: TaskStorageError.self) {
            try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        }
        guard case .corruptFile(folder.taskFile.path, .invalidJSON(line: 2, column: 13, why: _)) = error else {
            Issue.record("expected invalid JSON at line 2, column 13, got \(error)")
            return
        }
    }

    @Test func corruptionMessageSaysWhere() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("""
            {"schemaVersion": 1, "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": 42,
             "created": "2026-03-01T08:00:00Z"}]}
            """)
        let error = try #require(throws: TaskStorageError.self) {
            try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        }
        #expect(error == .corruptFile(path: folder.taskFile.path,
                                      problem: .wrongKind(expected: .string, at: "tasks[0].title", foundNull: false)))
    }

    @Test func newerSchemaIsRefusedAndUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let future = #"{"schemaVersion": 99, "tasks": "a shape we cannot know"}"#
        try folder.write(future)
        let repository = FileTaskRepository(url: folder.taskFile)
        #expect(throws: TaskStorageError.unsupportedSchemaVersion(path: folder.taskFile.path, found: 99, supported: 1)) {
            try repository.loadAll()
        }
        #expect(throws: TaskStorageError.self) { try repository.delete(ids: []) }
        #expect(try folder.read() == future)
    }

    private static let ID = "6f1c0f7e-0000-4000-8000-000000000001"

    @Test(arguments: [
        (#""id": "nope", "title": "x""#, "nope", TaskStorageError.RecordProblem.idNotUUID("nope")),
        (#""id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "  ""#, ID, .invalidTask(.emptyTitle)),
        (#""id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "x", "status": "maybe""#, ID, .unknownStatus("maybe")),
        (#""id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "x", "due": "soon""#, ID, .unreadableDue("soon")),
        (#""id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "x", "wait": "fri""#, ID,
         .unreadableDate(key: "wait", value: "fri")),
        (#""id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "x", "scheduled": "2026-13-01""#, ID,
         .unreadableDate(key: "scheduled", value: "2026-13-01")),
        (#""id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "x", "tags": ["a b"]"#, ID,
         .invalidTask(.invalidTag("a b", reason: .notOneWord))),
    ])
    func invalidRecordSaysWhichAndWhy(fields: String, id: String, problem: TaskStorageError.RecordProblem) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text = #"{"schemaVersion": 1, "tasks": [{"#
            + #""id": "6f1c0f7e-0000-4000-8000-00000000000a", "title": "ok", "created": "2026-03-01T08:00:00Z"}, {"#
            + fields + #", "created": "2026-03-01T08:00:00Z"}]}"#
        try folder.write(text)
        let repository = FileTaskRepository(url: folder.taskFile)
        let error = try #require(throws: TaskStorageError.self) { try repository.loadAll() }
        #expect(error == .invalidRecord(path: folder.taskFile.path, index: 1, id: id, problem: problem))
        #expect(throws: TaskStorageError.self) { try repository.save([Fixtures.Stored.task("x")]) }
        #expect(try folder.read() == text)
    }

    @Test func duplicateIDsAreInvalid() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let record = #"{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "x", "created": "2026-03-01T08:00:00Z"}"#
        try folder.write(#"{"schemaVersion": 1, "tasks": [\#(record), \#(record)]}"#)
        let error = try #require(throws: TaskStorageError.self) {
            try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        }
        #expect(error == .invalidRecord(path: folder.taskFile.path, index: 1, id: "6f1c0f7e-0000-4000-8000-000000000001",
                                        problem: .duplicateID))
    }

    @Test func readersNeverWriteAndReadOnlyRefusesToSave() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try FileTaskRepository(url: folder.taskFile).save([Fixtures.Stored.task("A")])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        let reader = FileTaskRepository(url: folder.taskFile, mode: .readOnly)
        #expect(try reader.loadAll().map(\.title) == ["A"])
        #expect(throws: TaskStorageError.readOnly(path: folder.taskFile.path)) { try reader.save([Fixtures.Stored.task("B")]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == files)
    }

    @Test func aFailedReadLeavesNoLockFileBehind() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("not json")
        let repository = FileTaskRepository(url: folder.taskFile)
        #expect(throws: TaskStorageError.self) { try repository.loadAll() }
        #expect(throws: TaskStorageError.self) { try repository.save([Fixtures.Stored.task("x")]) }
        #expect(try folder.read() == "not json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["tasks.json"])
    }

    @Test func aFailedAppendKeepsMemoryAndFilesAsTheyWere() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try FileTaskRepository(url: folder.taskFile).save([Fixtures.Stored.task("A")])
        let faulty = FaultyFileCalls(failing: .write, code: ENOSPC)
        let repository = FileTaskRepository(url: folder.taskFile, calls: faulty)
        let before = try repository.loadAll()
        let journal = try Data(contentsOf: repository.journalURL)
        #expect(throws: TaskStorageError.writeFailed(path: repository.journalURL.path, step: .appendToJournal,
                                                     reason: SystemCallError(code: ENOSPC).message)) {
            try repository.save([Fixtures.Stored.task("B")])
        }
        #expect(try repository.loadAll() == before)
        #expect(try Data(contentsOf: repository.journalURL) == journal)  // the torn half was cut off
        try repository.save([Fixtures.Stored.task("C")])
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["A", "C"])
    }

    @Test func aFailedFlushIsAnErrorAndTheNextWriteStillWorks() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try FileTaskRepository(url: folder.taskFile).save([Fixtures.Stored.task("A")])
        let repository = FileTaskRepository(url: folder.taskFile, calls: FaultyFileCalls(failing: .sync))
        #expect(throws: TaskStorageError.self) { try repository.save([Fixtures.Stored.task("B")]) }
        #expect(try repository.loadAll().map(\.title) == ["A"])
        try repository.save([Fixtures.Stored.task("C")])
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["A", "C"])
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is wrong with a corrupt file, as facts (`StorageErrorTextTests` has the words).
@Suite struct CorruptFileMessageTests {
    @Test(arguments: [
        (#"{"schemaVersion": 1, "tasks": [ {"title": "#, TaskStorageError.FileProblem.invalidJSON(line: nil, column: nil, why: .endsEarly)),
        ("[1,2]", .wrongKind(expected: .object, at: nil, foundNull: false)),
        (#"{"schemaVersion": 1, "tasks": [ {"title": "x",, } ]}"#, .invalidJSON(line: 1, column: 47, why: nil)),
        (#"{"schemaVersion": 1, "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "a\ud800", "#
            + #""created": "2026-03-01T08:00:00Z"}]}"#, .invalidJSON(line: nil, column: nil, why: .loneSurrogate)),
        (#"{"schemaVersion": 1.5, "tasks": []}"#, .fractionalSchemaVersion("1.5")),
        (#"{"schemaVersion": 1, "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "a", "#
            + #""created": "2026-03-01T08:00:00Z", "modified": "yesterday"}]}"#,
         .notADate(field: "tasks[0].modified", value: "yesterday", isText: true)),
    ])
    func aCorruptFileSaysWhatAndWhere(content: String, expected: TaskStorageError.FileProblem) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(content)
        let error = try #require(throws: TaskStorageError.self) {
            try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        }
        guard case .corruptFile(folder.taskFile.path, var problem) = error else {
            Issue.record("expected a corrupt file, got \(error)")
            return
        }
        // The parser's own reason is Foundation's words, which differ between platforms.
        if case .invalidJSON(let line, let column, .parser?) = problem { problem = .invalidJSON(line: line, column: column, why: nil) }
        #expect(problem == expected)
    }
}

/// Permissions and owners are the person's: a change never takes them away.
@Suite struct FilePermissionTests {
    @Test func aReadOnlyTaskFileRefusesChangesThoughTheJournalCouldTakeThem() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        try repository.save([Fixtures.Stored.task("A")])
        let journal = try Data(contentsOf: repository.journalURL)
        chmod(folder.taskFile.path, 0o444)
        defer { chmod(folder.taskFile.path, 0o600) }
        #expect(throws: TaskStorageError.fileIsReadOnly(path: folder.taskFile.path)) {
            try repository.save([Fixtures.Stored.task("B")])
        }
        #expect(try Data(contentsOf: repository.journalURL) == journal)
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["A"])
    }

    /// Root changing another person's file leaves it theirs (as root; as anyone else,
    /// the file stays the caller's own): owner, group and mode survive a fold.
    @Test func aFoldKeepsTheFilesOwnerGroupAndMode() throws {
        let folder = try TemporaryFolder()
        let repository = FileTaskRepository(url: folder.taskFile)
        try repository.save([Fixtures.Stored.task("A")])
        let owner: uid_t = geteuid() == 0 ? 65534 : geteuid()
        let group: gid_t = geteuid() == 0 ? 65534 : getegid()
        #expect(chown(folder.taskFile.path, owner, group) == 0)
        #expect(chmod(folder.taskFile.path, 0o640) == 0)
        try repository.save([Fixtures.Stored.task("B")])
        try repository.compact()
        var status = stat()
        #expect(stat(folder.taskFile.path, &status) == 0)
        #expect(status.st_uid == owner && status.st_gid == group && status.st_mode & 0o777 == 0o640)
        #expect(try folder.read().contains("\"B\""))
    }
}

/// A save changes only what the person changed: unknown values keep their text, and
/// records a rewrite would normalize stay as they were written while untouched.
@Suite struct UntouchedRecordsTests {
    @Test func unknownNumbersAndHandWrittenRecordsSurviveAFoldByteForByte() throws {
        let folder = try TemporaryFolder()
        let handWritten = """
            {"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "  Spaces around  ", "created": "2026-03-01T08:00:00Z",
             "tags": ["Work", "#home"], "big": 12345678901234567890123, "neg": -0.0, "one": 1.0,
             "long": 0.1000000000000000055511151231257827, "due": null}
            """
        try folder.write("""
            {"schemaVersion": 1, "top": 1e23, "tasks": [\(handWritten),
             {"id": "6f1c0f7e-0000-4000-8000-000000000002", "title": "Other", "created": "2026-03-01T08:00:00Z"}]}
            """)
        let repository = FileTaskRepository(url: folder.taskFile)
        let other = try #require(try repository.loadAll().last)
        try repository.save([try Task(id: other.id, title: "Other, edited", created: other.created)])
        try repository.compact()
        let text = try folder.read()
        #expect(text.contains(handWritten), "\(text)")
        #expect(text.contains("\"top\" : 1e23"))
        #expect(text.contains("Other, edited"))
        // Once changed, the record is written in the usual form (its unknown keys kept as written).
        let first = try #require(try repository.loadAll().first)
        try repository.save([try Task(id: first.id, title: "Changed", created: first.created)])
        try repository.compact()
        let after = try folder.read()
        #expect(!after.contains("Spaces around") && after.contains("\"big\" : 12345678901234567890123")
                && after.contains("\"neg\" : -0.0") && after.contains("\"one\" : 1.0"))
    }
}

/// An empty file (made with `touch`) is a new, empty list, not a damaged one.
@Suite struct EmptyFileTests {
    @Test(arguments: ["", "\n", "  \n\t"])
    func anEmptyFileIsAnEmptyListAndTheFirstChangeMakesItATaskFile(content: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(content)
        let repository = FileTaskRepository(url: folder.taskFile)
        #expect(try repository.loadAll().isEmpty)
        try repository.save([Fixtures.Stored.task("First")])
        #expect(try folder.read().hasPrefix("{\n  \"schemaVersion\" : 1,"))
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["First"])
    }
}
