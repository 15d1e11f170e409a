import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// The byte scans behind `taskdeck undo`'s step read: a task's record in a snapshot
/// (`SnapshotRecordScan`) and the journal's lines that name it (`JournalScan`). Every doubt
/// is nil, never a guess.
struct StepReadScanTests {
    private let mapper = TaskMapper(path: "tasks.json")

    private func snapshot(_ tasks: [Task], extra: [TaskID: [String: JSONValue]] = [:],
                          fileExtra: [String: JSONValue] = [:]) -> [UInt8] {
        let file = TaskFileDTO(tasks: tasks.map { mapper.dto(from: $0, extra: extra[$0.id] ?? [:]) }, extra: fileExtra)
        return Array(TaskJSONWriter.snapshot(file))
    }

    /// The scan as `taskdeck undo` makes it (a megabyte at a time: these files are one
    /// piece), checked to find the same fed in pieces of a few bytes, which cut keys, records
    /// and the file's head and tail in two.
    private func scan(_ bytes: [UInt8], _ ids: Set<TaskID>,
                      sourceLocation: SourceLocation = #_sourceLocation) -> [TaskID: SnapshotRecordScan.Found]? {
        let whole = bytes.withUnsafeBufferPointer { SnapshotRecordScan.records(of: ids, in: $0, path: "tasks.json") }
        for size in [1, 7, 64, 1000] {
            let cut = bytes.withUnsafeBufferPointer { SnapshotRecordScan.records(of: ids, in: $0, path: "tasks.json", pieceSize: size) }
            #expect(cut?.mapValues(\.task) == whole?.mapValues(\.task), "pieces of \(size)", sourceLocation: sourceLocation)
            #expect(cut?.mapValues(\.extra) == whole?.mapValues(\.extra), "pieces of \(size)", sourceLocation: sourceLocation)
        }
        return whole
    }

    private func replacing(_ old: String, with new: String, in bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        return Array(text.replacingOccurrences(of: old, with: new).utf8)
    }

    private func tasks() throws -> [Task] {
        let first = try Fixtures.task("First")
        let second = try Task(title: "Second", notes: "waits for \(first.id)", created: Fixtures.clock.now,
                              parent: first.id, depends: [first.id])
        return [first, second, try Fixtures.task("Third", project: "home", tags: ["a", "b"])]
    }

    // MARK: - Snapshot records

    @Test func eachRecordIsFoundOnceWithTheKeysOfANewerTaskdeck() throws {
        let tasks = try tasks()
        let bytes = snapshot(tasks, extra: [tasks[0].id: ["later": .array([.integer(1), .string("a")])]])
        let found = try #require(scan(bytes, Set(tasks.map(\.id))))
        #expect(found.mapValues(\.task) == Dictionary(uniqueKeysWithValues: tasks.map { ($0.id, $0) }))
        #expect(found[tasks[0].id]?.extra == ["later": .array([.integer(1), .string("a")])])
        #expect(found[tasks[2].id]?.extra == [:])
    }

    @Test func anIDNotFoundOnceIsADoubt() throws {
        let tasks = try tasks()
        let bytes = snapshot(tasks)
        #expect(scan(bytes, [TaskID()]) == nil, "not stored")
        let upper = replacing(tasks[2].id.description, with: tasks[2].id.description.uppercased(), in: bytes)
        #expect(scan(upper, [tasks[2].id]) == nil, "written in another case")
        #expect(scan(snapshot(tasks + [tasks[2]]), [tasks[2].id]) == nil, "twice")
        #expect(scan(bytes, [tasks[2].id]) != nil)
    }

    /// An `"id"` inside a record's nested value is not a record: the record that holds it
    /// is not mistaken for the task it names.
    @Test func anIDInANestedObjectIsNotARecord() throws {
        let tasks = try tasks()
        let stranger = TaskID()
        let nested: [String: JSONValue] = ["meta": .object(["id": .string(stranger.description)])]
        let bytes = snapshot(tasks, extra: [tasks[1].id: nested])
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"id\" : \"\(stranger)\""))
        #expect(scan(bytes, [stranger]) == nil)
        #expect(scan(bytes, [tasks[1].id])?[tasks[1].id]?.extra == nested)
        // The same key at a record's own indent, in a value laid out by hand: read, refused.
        let flat = replacing("\"id\" : \"\(stranger)\"", with: "\n      \"id\" : \"\(stranger)\"", in: bytes)
        #expect(scan(flat, [stranger]) == nil)
    }

    @Test func aRecordThatDoesNotReadOrAFileLaidOutOtherwiseIsADoubt() throws {
        let tasks = try tasks()
        let bytes = snapshot(tasks)
        #expect(scan(replacing("\"title\" : \"Third\"", with: "\"title\" : 3", in: bytes), [tasks[2].id]) == nil)
        #expect(scan(replacing("\"status\" : \"pending\"", with: "\"status\" : \"someday\"", in: bytes), [tasks[2].id]) == nil)
        #expect(scan(snapshot(tasks, fileExtra: ["archive": .array([])]), [tasks[2].id]) == nil, "another top-level key")
        #expect(scan(replacing("\n    ", with: "\n  ", in: bytes), [tasks[2].id]) == nil, "another indent")
        #expect(scan(bytes, [tasks[2].id]) != nil)
    }

    /// A record that starts further back than the bytes the scan keeps (a task waiting for
    /// hundreds: `depends` comes before `id`) is a doubt, never a guess at where it starts;
    /// the scan keeps 256 KiB by default.
    @Test func aRecordStartingBeforeTheKeptBytesIsADoubt() throws {
        let many = try Task(title: "Waits for many", created: Fixtures.clock.now, depends: Set((0..<200).map { _ in TaskID() }))
        let bytes = snapshot(try tasks() + [many])
        func scanKeeping(_ context: Int) -> [TaskID: SnapshotRecordScan.Found]? {
            let pieces = SnapshotRecordScan.Pieces(ids: [many.id], path: "tasks.json", context: context)
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + 100)
                bytes.withUnsafeBytes { pieces.add(UnsafeRawBufferPointer(rebasing: $0[offset..<end])) }
                offset = end
            }
            return pieces.finish()
        }
        #expect(scanKeeping(1024) == nil, "its start is 8,000 bytes before its ID")
        #expect(scanKeeping(16 << 10)?[many.id]?.task == many)
        #expect(scan(bytes, [many.id])?[many.id]?.task == many)
    }

    // MARK: - Journal lines

    private func line(_ seq: Int, _ ops: [(TaskID, Task?, Task?)], id: (TaskID) -> String = { $0.description }) -> [UInt8] {
        Journal.line(Journal.Record(seq: seq, ops: ops.map { op in
            Journal.Record.Operation(id: id(op.0), before: op.1.map { mapper.dto(from: $0, extra: [:]) },
                                     after: op.2.map { mapper.dto(from: $0, extra: ["later": .bool(true)]) })
        }))
    }

    private func journal(_ lines: [[UInt8]]) throws -> [UInt8] {
        try Journal.line(Journal.Header(extends: "0123456789abcdef")) + lines.joined()
    }

    private func read(_ bytes: [UInt8], _ ids: Set<TaskID>) -> JournalScan? {
        bytes.withUnsafeBufferPointer { JournalScan($0, ids: ids, path: "tasks.json.journal") }
    }

    @Test func theJournalGivesEachTasksLastVersion() throws {
        let tasks = try tasks()
        let (a, b, c) = (tasks[0], tasks[1], tasks[2])
        let renamed = try Task(id: a.id, title: "First, renamed", created: a.created)
        let bytes = try journal([line(1, [(a.id, a, renamed)]), line(2, [(b.id, b, nil), (c.id, c, c)]),
                                 line(3, [(a.id, renamed, a)], id: { $0.description.uppercased() })])
        let scan = try #require(read(bytes, [a.id, b.id]))
        #expect(scan.extends == "0123456789abcdef" && scan.sequence == 3 && scan.end == bytes.count)
        #expect(scan.latest[a.id]?.task == a && scan.latest[a.id]?.extra == ["later": .bool(true)], "the last line, in another case")
        #expect(scan.latest.keys.contains(b.id) && scan.latest[b.id]?.task == nil, "deleted")
        #expect(scan.latest[c.id] == nil, "not asked")
        #expect(read(try journal([]), [a.id])?.sequence == 0)
    }

    @Test func aJournalNotWholeOrOutOfOrderIsADoubt() throws {
        let tasks = try tasks()
        let a = tasks[0]
        let one = line(1, [(a.id, nil, a)]), two = line(2, [(a.id, a, a)])
        #expect(read(try journal([one, two]), [a.id]) != nil)
        #expect(read(try journal([one, Array(two.dropLast())]), [a.id]) == nil, "torn")
        var damaged = one
        damaged[5] = UInt8(ascii: "X")
        #expect(read(try journal([damaged, two]), [a.id]) == nil, "a failed checksum")
        #expect(read(try journal([two, one]), [a.id]) == nil, "out of order")
        #expect(read(try journal([one, two]), [TaskID()]) != nil)
        #expect(read(try journal([two]), [TaskID()]) == nil, "out of order, lines not naming the task")
        #expect(read(one + two, [a.id]) == nil, "no header")
    }
}
