import Dispatch
import Foundation
import TaskDomain

/// Builds the table of a snapshot one record at a time, mapping each as it is read.
struct TableBuilder {
    let mapper: TaskMapper
    private var tasks: [Task] = []
    private var extras: [TaskID: [String: JSONValue]] = [:]
    private var seen = Set<TaskID>()

    init(path: String) {
        mapper = TaskMapper(path: path)
    }

    /// The bytes of records a rewrite would change (a title with spaces around it, tags
    /// not in their usual form, a key left out, a `null`, keys a newer taskdeck wrote),
    /// written back as they were while their task is unchanged.
    private var originals: [TaskID: [UInt8]] = [:]

    mutating func add(_ dto: TaskDTO, index: Int) throws {
        let task = try mapper.task(from: dto, index: index)
        guard seen.insert(task.id).inserted else {
            throw TaskStorageError.invalidRecord(path: mapper.path, index: index, id: dto.id,
                                                 problem: .duplicateID)
        }
        if !dto.extra.isEmpty { extras[task.id] = dto.extra }
        tasks.append(task)
    }

    /// A record from the fast reader, keeping its bytes when a rewrite would change them.
    mutating func add(_ record: TaskFileReader.Record) throws {
        try add(record.dto, index: record.index)
        guard let task = tasks.last else { return }
        let dto = record.dto
        let rewritesSame = record.isComplete && dto.extra.isEmpty && dto.title == task.title
            && dto.project == task.project && dto.recurrence == task.recurrence.map(RecurrenceDTO.init)
            && (dto.tags.isEmpty ? task.tags.isEmpty : dto.tags == task.sortedTags)
        if !rewritesSame { originals[task.id] = Array(record.bytes) }
    }

    var table: TaskTable { TaskTable(tasks: tasks, extras: extras, originals: originals) }

    /// The table of `head`'s records followed by `tail`'s; nil when a task is in both (the
    /// one-piece read then names the duplicate at its place in the file).
    static func table(joining head: consuming TableBuilder, _ tail: consuming TableBuilder) -> TaskTable? {
        guard tail.seen.allSatisfy({ !head.seen.contains($0) }) else { return nil }
        head.tasks += tail.tasks
        head.extras.merge(tail.extras) { first, _ in first }
        head.originals.merge(tail.originals) { first, _ in first }
        return head.table
    }
}

// MARK: - Reading a big snapshot on two cores

extension TableBuilder {
    /// Below this a snapshot is read in one piece: a second thread costs more than it saves.
    static let splitThreshold = 2 << 20

    /// The snapshot read by two threads, each mapping half of the records (launch, `list`
    /// and every command read the whole file: at 100,000 tasks, 30 MB, the app's launch went
    /// from 540 to 402 ms on two cores). Nil when the file is small, the machine has one core, the
    /// file has no place to split, or either half did not read cleanly: the one-piece read
    /// then reads it and words any error at its place.
    static func readInHalves(_ data: Data, path: String, splitFrom minimumSize: Int = splitThreshold) throws
        -> (table: TaskTable, extra: [String: JSONValue])? {
        guard data.count >= minimumSize, ProcessInfo.processInfo.activeProcessorCount > 1 else { return nil }
        return try data.withUnsafeBytes { raw -> (table: TaskTable, extra: [String: JSONValue])? in
            let buffer = raw.bindMemory(to: UInt8.self)
            guard let split = TaskFileReader.splitPoint(in: buffer) else { return nil }
            let tail = TailRead(buffer: buffer, split: split, path: path)
            let done = DispatchGroup()
            DispatchQueue.global(qos: .userInitiated).async(group: done) { tail.run() }
            defer { done.wait() }
            var head = TableBuilder(path: path)
            let read = try TaskFileReader.readHead(buffer, stoppingAt: split) { try head.add($0) }
            done.wait()
            switch read {
            case nil: return nil
            case .whole(let file): return (head.table, file.extra)
            case .reachedSplit(let extra):
                guard let tailExtra = tail.extra, let later = tail.takeBuilder(),
                      let table = table(joining: head, later) else { return nil }
                // A key written twice: the later one, as the one-piece read keeps it.
                return (table, extra.merging(tailExtra) { _, later in later })
            }
        }
    }
}

/// The second thread's half of a split read: its records, and the top level's members
/// after the tasks. Written by that thread only, read after the group's wait.
private final class TailRead: @unchecked Sendable {
    private let buffer: UnsafeBufferPointer<UInt8>
    private let split: Int
    private let path: String
    private var builder: TableBuilder?
    private(set) var extra: [String: JSONValue]?

    init(buffer: UnsafeBufferPointer<UInt8>, split: Int, path: String) {
        self.buffer = buffer
        self.split = split
        self.path = path
    }

    /// The records read, handed over (not copied: its tasks are appended to the head's).
    func takeBuilder() -> TableBuilder? {
        defer { builder = nil }
        return builder
    }

    /// Any error (a record that does not map, a duplicate) leaves nothing: the one-piece
    /// read meets it again and words it with the record's place in the whole file.
    func run() {
        var builder = TableBuilder(path: path)
        guard let extra = try? TaskFileReader.readTail(buffer, from: split, eachTask: { try builder.add($0) }) else {
            return
        }
        self.builder = builder
        self.extra = extra
    }
}
