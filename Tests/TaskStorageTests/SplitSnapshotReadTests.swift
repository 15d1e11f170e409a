import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// A big snapshot is read by two threads, split between two task records past the middle;
/// what they read must be exactly what one reader reads, and an error must be worded at its
/// place in the whole file, whichever half it is in.
struct SplitSnapshotReadTests {
    /// A task record as taskdeck writes it (one-space indent, records at depth two).
    private static func record(_ number: Int, status: String = "pending", title: String? = nil,
                               extra: String = "") -> String {
        """
          {
           "created": "2026-03-01T08:00:00Z",\(extra)
           "id": "\(id(number))",
           "modified": "2026-03-01T08:00:00Z",
           "notes": "",
           "priority": "none",
           "status": "\(status)",
           "tags": [],
           "title": "\(title ?? "Task number \(number) with a title long enough to make the file big")"
          }
        """
    }

    private static func id(_ number: Int) -> String {
        let digits = String(number, radix: 16)
        return "6f1c0f7e-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
    }

    /// A file of `records`, big enough to be split, with `after` as top-level members after the tasks.
    private static func file(_ records: [String], after: String = "") -> Data {
        Data("{\n \"schemaVersion\": 1,\n \"tasks\": [\n\(records.joined(separator: ",\n"))\n ]\(after)\n}\n".utf8)
    }

    private static let count = 12_000

    private func oneReader(_ data: Data) throws -> TaskTable {
        var builder = TableBuilder(path: "t")
        _ = try TaskFileReader.read(data) { try builder.add($0) }
        return builder.table
    }

    @Test func twoHalvesReadWhatOneReaderReads() throws {
        // Odd records keep their bytes (a key taskdeck does not write), even ones do not.
        let records = (0..<2_000).map { Self.record($0, extra: $0 % 2 == 1 ? "\n   \"colour\": \"teal\"," : "") }
        let data = Self.file(records, after: ",\n \"sync\": {\"rev\": 7}")
        let split = try #require(try TableBuilder.readInHalves(data, path: "t", splitFrom: 0))
        let whole = try oneReader(data)
        #expect(split.table.tasks == whole.tasks)
        #expect(split.table.tasks.count == 2_000)
        #expect(split.table.extras == whole.extras)
        #expect(split.table.extras.count == 1_000)
        #expect(split.table.originals == whole.originals)
        #expect(split.extra == ["sync": .object(["rev": .integer(7)])])
    }

    /// The split's bytes inside another array of objects past the tasks: the head never
    /// meets them between two task records and reads the whole file itself.
    @Test func aSplitOutsideTheTasksIsNotTrusted() throws {
        let records = (0..<200).map { Self.record($0) }
        let other = (0..<2_000).map { "  {\n   \"n\": \($0)\n  }" }.joined(separator: ",\n")
        let data = Self.file(records, after: ",\n \"other\": [\n\(other)\n ]")
        let split = try #require(try TableBuilder.readInHalves(data, path: "t", splitFrom: 0))
        #expect(split.table.tasks.count == 200)
        guard case .array(let elements)? = split.extra["other"] else {
            Issue.record("the other array was not kept")
            return
        }
        #expect(elements.count == 2_000)
    }

    @Test func aDuplicateAcrossTheHalvesIsNamedAtItsPlaceInTheFile() throws {
        var records = (0..<Self.count).map { Self.record($0) }
        records[Self.count - 3] = Self.record(5)
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try Self.file(records).write(to: folder.taskFile)
        let error = try #require(throws: TaskStorageError.self) {
            try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        }
        #expect(error == .invalidRecord(path: folder.taskFile.path, index: Self.count - 3, id: Self.id(5),
                                        problem: .duplicateID))
    }

    @Test(arguments: [100, count - 100])
    func aBadRecordInEitherHalfIsNamedAtItsPlaceInTheFile(place: Int) throws {
        var records = (0..<Self.count).map { Self.record($0) }
        records[place] = Self.record(place, status: "bogus")
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try Self.file(records).write(to: folder.taskFile)
        let error = try #require(throws: TaskStorageError.self) {
            try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        }
        #expect(error == .invalidRecord(path: folder.taskFile.path, index: place, id: Self.id(place),
                                        problem: .unknownStatus("bogus")))
    }

    @Test func aStoreThatTaskdeckWroteIsSplitAndReadsBackWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let tasks = try (0..<2_000).map { try Task(title: "Saved \($0) " + String(repeating: "x", count: 200), created: Fixtures.Stored.clock.now) }
        try FileTaskRepository(url: folder.taskFile).save(tasks)
        let data = try Data(contentsOf: folder.taskFile)
        #expect(try TableBuilder.readInHalves(data, path: "t", splitFrom: 0)?.table.tasks.count == 2_000)
        let read = try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        #expect(read.map(\.id) == tasks.map(\.id))
    }
}
