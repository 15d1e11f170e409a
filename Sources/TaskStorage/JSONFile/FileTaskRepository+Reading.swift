import Foundation
import SystemCalls
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading: the snapshot and the journal replayed (or merged into a snapshot edited
/// outside), and catching up with what others wrote since.
extension FileTaskRepository {
    func loaded() throws -> State {
        if let state { return state }
        let fresh = try readEverything()
        state = fresh
        return fresh
    }

    /// Reads the snapshot and the whole journal. A compaction racing this read shows as a
    /// snapshot the journal does not extend; reading again settles it, and the merge rule
    /// would give the same result anyway (records already folded in are skipped).
    func readEverything() throws -> State {
        var attempt = 0
        while true {
            attempt += 1
            let before = FileIdentity.of(realURL.path)
            let fresh = try read()
            if FileIdentity.of(realURL.path) == before || attempt == 3 { return fresh }
        }
    }

    func read() throws -> State {
        var fresh = State()
        if let (data, identity) = try store.readWithIdentity() {
            fresh.snapshotIdentity = identity
            let hashes = data.withUnsafeBytes { ContentHash.Pair(buffer: $0) }
            fresh.snapshotHash = ContentHash.hex(hashes.narrow)
            fresh.snapshotWideHash = ContentHash.hex(hashes.wide)
            let codec = TaskFileCodec(path: url.path)
            var builder = TableBuilder(path: url.path)
            // An empty file (`touch tasks.json`, `: > tasks.json`) is an empty list.
            if data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
                fresh.snapshotIsBlank = true
            } else if let split = try TableBuilder.readInHalves(data, path: url.path) {
                fresh.table = split.table
                fresh.fileExtras = split.extra
            } else if let file = try codec.decode(data, eachTask: { try builder.add($0) }) {
                fresh.fileExtras = file.extra
                fresh.table = builder.table
            } else {
                builder = TableBuilder(path: url.path)
                let file = try codec.decodeWithCodable(data)
                fresh.fileExtras = file.extra
                for (index, dto) in file.tasks.enumerated() { try builder.add(dto, index: index) }
                fresh.table = builder.table
            }
        }
        guard let journal = try readJournal(from: 0) else { return fresh }
        fresh.journalIdentity = journal.identity
        fresh.journalEnd = journal.stretch.end
        guard let header = journal.stretch.header else { return fresh }
        fresh.journalExtends = header.extends
        if header.extends == fresh.snapshotHash {
            try replay(journal.stretch.records, into: &fresh)
        } else {
            try merge(journal.stretch.records, into: &fresh)
        }
        return fresh
    }

    /// Reads the journal from byte `offset`; nil when there is none.
    func readJournal(from offset: Int) throws -> (stretch: Journal.Stretch, identity: FileIdentity)? {
        guard let fd = try FileStore.openForReading(journalURL.path) else { return nil }
        defer { close(fd) }
        let status: stat
        switch POSIX.status(of: fd) {
        case .success(let found): status = found
        case .failure(let error): throw TaskStorageError.unreadableFile(path: journalURL.path, reason: error.message)
        }
        try FileStore.requireRegular(status, path: journalURL.path)
        if offset > 0 {
            // A read that goes on from where the last one stopped must stop on a line's end
            // in the same file, or it is not reading what it thinks (reload instead).
            var previous: UInt8 = 0
            guard case .success(1) = SystemCall.retryingInterruptions({ pread(fd, &previous, 1, off_t(offset - 1)) }),
                  previous == 0x0A,
                  let known = state?.journalIdentity, FileIdentity(status).isSameFile(as: known) else { return nil }
        }
        let bytes: [UInt8]
        let identity: FileIdentity
        do throws(SystemCallError) {
            bytes = try POSIX.readAll(fd, from: off_t(offset)).get()
            // The identity after reading: an append that lands meanwhile is read next time.
            identity = FileIdentity(try POSIX.status(of: fd).get())
        } catch {
            throw TaskStorageError.unreadableFile(path: journalURL.path, reason: error.message)
        }
        return (try Journal.parse(bytes, start: offset, path: journalURL.path), identity)
    }

    /// Applies records to a table they extend.
    func replay(_ records: [Journal.Record], into state: inout State) throws {
        for record in records {
            try checkSequence(record, after: state.journalSequence)
            let changes = try record.ops.map { operation in
                let (id, after) = try decode(operation, side: \.after)
                return (id: id, task: after, extra: Optional(operation.after?.extra ?? [:]))
            }
            state.table.set(changes)
            state.journalSequence = record.seq
        }
    }

    /// Applies records to a snapshot edited outside since they were written: per task, the
    /// journal's last version where the snapshot still holds the journal's first `before`
    /// (or already the last `after`); otherwise `TaskConflict`'s rule, the journal being
    /// "ours" (taskdeck's recorded changes) and the edited snapshot "theirs".
    func merge(_ records: [Journal.Record], into state: inout State) throws {
        var order: [TaskID] = []
        var first: [TaskID: Task?] = [:]
        var last: [TaskID: (Task?, [String: JSONValue])] = [:]
        for record in records {
            try checkSequence(record, after: state.journalSequence)
            for operation in record.ops {
                let (id, before) = try decode(operation, side: \.before)
                let (_, after) = try decode(operation, side: \.after)
                if first[id] == nil {
                    order.append(id)
                    first[id] = .some(before)
                }
                last[id] = (after, operation.after?.extra ?? [:])
            }
            state.journalSequence = record.seq
        }
        var changes: [(id: TaskID, task: Task?, extra: [String: JSONValue]?)] = []
        for id in order {
            guard let (after, extra) = last[id], let before = first[id] else { continue }
            let stored = state.table[id]
            if stored == after { continue }
            if stored == before {
                changes.append((id, after, extra))
                continue
            }
            let conflict = TaskConflict.resolve(id: id, base: before, ours: after, theirs: stored)
            changes.append((id, conflict.kept, extra))
            if conflict.setAside != nil { state.setAside.append(conflict) }
        }
        state.table.set(changes)
        state.needsFold = true
    }

    func checkSequence(_ record: Journal.Record, after previous: Int) throws {
        guard record.seq == previous + 1 else {
            throw TaskStorageError.corruptJournal(path: journalURL.path, offset: 0,
                                                  problem: .outOfSequence(record: record.seq, after: previous))
        }
    }

    func decode(_ operation: Journal.Record.Operation,
                        side: KeyPath<Journal.Record.Operation, TaskDTO?>) throws -> (TaskID, Task?) {
        guard let id = TaskID(operation.id) else {
            throw TaskStorageError.corruptJournal(path: journalURL.path, offset: 0, problem: .notATaskID(operation.id))
        }
        guard let dto = operation[keyPath: side] else { return (id, nil) }
        do {
            return (id, try TaskMapper(path: journalURL.path).task(from: dto, index: 0))
        } catch let error as TaskStorageError {
            throw TaskStorageError.corruptJournal(path: journalURL.path, offset: 0, problem: .invalidTask(error))
        }
    }


    // MARK: - Catching up

    /// Brings the state up to date with the files; returns what others changed.
    func catchUp() throws -> ExternalChanges {
        guard var current = state else { return .none }
        let snapshot = FileIdentity.of(realPath)
        if snapshot != current.snapshotIdentity {
            // Same bytes (a `touch`, a rewrite of the same content) are no change.
            let read = snapshot == nil ? nil : try store.readWithIdentity()
            let hash = read.map { ContentHash.hex($0.0.withUnsafeBytes { ContentHash.of(buffer: $0) }) } ?? ContentHash.empty
            guard hash == current.snapshotHash else { return try reloadEverything() }
            current.snapshotIdentity = read?.1
            state = current
        }
        let journal = FileIdentity.of(journalPath)
        switch (current.journalIdentity, journal) {
        case (nil, nil):
            return .none
        case (let known?, let now?) where known.isSameFile(as: now) && Int(now.size) >= current.journalEnd:
            guard Int(now.size) > current.journalEnd || now != known else { return .none }
            if Int(now.size) == current.journalEnd { return try reloadEverything() }
            return try readNewRecords()
        default:
            return try reloadEverything()
        }
    }

    /// Reads what was appended to the journal since the last read.
    func readNewRecords() throws -> ExternalChanges {
        guard var current = state else { return .none }
        let read: (stretch: Journal.Stretch, identity: FileIdentity)?
        do {
            read = try readJournal(from: current.journalEnd)
        } catch TaskStorageError.corruptJournal {
            return try reloadEverything()  // read from a wrong place: start over
        }
        guard let journal = read else { return try reloadEverything() }
        guard let first = journal.stretch.records.first else {
            return .none  // only a torn tail so far: read again next time
        }
        guard first.seq == current.journalSequence + 1 else { return try reloadEverything() }
        var touched: [TaskID] = []
        if current.needsFold {
            try merge(journal.stretch.records, into: &current)
        } else {
            try replay(journal.stretch.records, into: &current)
        }
        for record in journal.stretch.records {
            for operation in record.ops { if let id = TaskID(operation.id) { touched.append(id) } }
        }
        current.journalEnd = journal.stretch.end
        current.journalIdentity = journal.identity
        state = current
        var changes = ExternalChanges()
        var seen = Set<TaskID>()
        for id in touched where seen.insert(id).inserted {
            if let task = current.table[id] { changes.changed.append(task) } else { changes.removed.append(id) }
        }
        return changes
    }

    func reloadEverything() throws -> ExternalChanges {
        let old = state?.table ?? TaskTable()
        let fresh = try readEverything()
        state = fresh
        return fresh.table.changes(since: old)
    }
}
