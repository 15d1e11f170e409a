import Foundation
import SystemCalls
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal and the snapshot written: one record appended and flushed (the commit point),
/// a new journal started, the journal folded into a new snapshot, and versions that lost a
/// conflict kept beside the file.
extension FileTaskRepository {
    /// Appends one record's line (`Journal.line`, record number `seq`) and flushes it (the
    /// commit point), starting a journal first when there is none; cuts off a torn tail a
    /// crashed writer left. Caller holds the lock.
    func append(seq: Int, line: [UInt8]) throws {
        guard var current = state else { return }
        if current.journalIdentity == nil || current.journalExtends != current.snapshotHash {
            // None yet, or an empty one without a header (the caller folded any records).
            try startJournal(extending: current.snapshotHash, wide: current.snapshotWideHash)
            current = state ?? current
        }
        let identity = try writeJournalLine(line, at: current.journalEnd)
        current.journalEnd += line.count
        current.journalSequence = seq
        current.journalIdentity = identity
        state = current
    }

    /// Writes `line` where the journal ends (`end`) and flushes it: the commit point. Anything
    /// past `end` first is a torn tail a crashed writer left, and is cut off; so is whatever
    /// part of `line` reached the file when the write or the flush fails. Returns the
    /// journal's identity after the write. Caller holds the lock.
    func writeJournalLine(_ line: [UInt8], at end: Int) throws -> FileIdentity? {
        let path = journalURL.path
        let fd: Int32
        switch calls.open(path, flags: O_RDWR | O_CLOEXEC, mode: 0) {
        case .failure(let failure):
            throw TaskStorageError.writeFailed(path: path, step: .openJournal, reason: failure.message)
        case .success(let opened): fd = opened
        }
        defer { _ = calls.close(fd) }
        if let size = FileIdentity.of(descriptor: fd)?.size, Int(size) > end {
            let code = calls.truncate(fd, to: off_t(end))
            guard code == 0 else {
                throw TaskStorageError.writeFailed(path: path, step: .cutTornRecord, reason: SystemCallError(code: code).message)
            }
        }
        var code = line.withUnsafeBytes { calls.write(fd, $0, at: off_t(end)) }
        if code == 0 { code = calls.sync(fd) }
        guard code == 0 else {
            _ = calls.truncate(fd, to: off_t(end))
            throw TaskStorageError.writeFailed(path: path, step: .appendToJournal, reason: SystemCallError(code: code).message)
        }
        return FileIdentity.of(descriptor: fd)
    }

    /// Creates an empty journal (only its header) naming the snapshot it extends: by `hash`,
    /// and by `wide` (`ContentHash.wide`) when known, both of the same bytes.
    func startJournal(extending hash: String, wide: String?) throws {
        let header = try Journal.line(Journal.Header(extends: hash, extendsWide: wide))
        try FileStore(url: journalURL, calls: calls, writersHoldLock: true).write(Data(header), keepsBackup: false)
        state?.journalIdentity = FileIdentity.of(journalURL.path)
        state?.journalExtends = hash
        state?.journalEnd = header.count
        state?.journalSequence = 0
    }

    /// Writes the state as a new snapshot, then starts a new journal extending it. A crash
    /// between the two leaves the new snapshot and the old journal: loading then merges,
    /// and every record is found already applied. The state changes only when both writes
    /// succeeded; a snapshot someone saved meanwhile is merged in first, never written over.
    /// Caller holds the lock.
    func fold(retrying: Bool = true) throws {
        for attempt in 1...(retrying ? 3 : 1) {
            guard let current = state else { return }
            if !current.setAside.isEmpty { try keep(current.setAside) }
            let mapper = TaskMapper(path: url.path)
            let tasks = current.table.tasks
            var originals: [Int: [UInt8]] = [:]
            if !current.table.originals.isEmpty {
                for (index, task) in tasks.enumerated() {
                    if let bytes = current.table.originals[task.id] { originals[index] = bytes }
                }
            }
            let written: ContentHash.Pair
            do {
                written = try writeSnapshot(tasks, originals: originals, of: current, mapper: mapper)
            } catch TaskStorageError.changedWhileSaving where retrying && attempt < 3 {
                state?.setAside = []  // kept above; the merge finds any new ones
                unreported = unreported.merged(with: try reloadEverything())
                continue
            }
            let hash = ContentHash.hex(written.narrow), wide = ContentHash.hex(written.wide)
            try startJournal(extending: hash, wide: wide)
            state?.snapshotIdentity = FileIdentity.of(realURL.path)
            state?.snapshotHash = hash
            state?.snapshotWideHash = wide
            state?.needsFold = false
            state?.setAside = []
            state?.snapshotIsBlank = false
            return
        }
    }

    /// Appends the losing versions of conflicts to the conflicts file and flushes it, before
    /// the write that replaces them.
    func keep(_ conflicts: [TaskConflict]) throws {
        let mapper = TaskMapper(path: conflictsURL.path)
        var bytes: [UInt8] = []
        let encoder = Journal.encoder()
        for conflict in conflicts {
            guard let loser = conflict.setAside else { continue }
            let entry = SetAsideVersion(keptVersion: conflict.winner == .theirs ? "another writer's" : "this taskdeck's",
                                        task: mapper.dto(from: loser, extra: [:]))
            bytes += try encoder.encode(entry)
            bytes.append(0x0A)
        }
        guard !bytes.isEmpty else { return }
        try calls.appendFlushed(bytes, to: conflictsURL.path, step: .keepConflictingVersion)
    }


    /// Writes `tasks` as the new snapshot, crash-safely, a megabyte at a time: each record
    /// is made as it is written (no second array of every task beside the table) and the
    /// file is never whole in memory (a million tasks were a 400 MB buffer). Returns its hashes.
    func writeSnapshot(_ tasks: [Task], originals: [Int: [UInt8]], of current: State, mapper: TaskMapper) throws -> ContentHash.Pair {
        try store.writeStreaming(expecting: current.snapshotIdentity) { emit in
            var failure: (any Error)?
            func hand(_ bytes: inout [UInt8]) {
                guard failure == nil else { return bytes.removeAll(keepingCapacity: true) }
                do { try bytes.withUnsafeBytes { try emit($0) } } catch { failure = error }
                bytes.removeAll(keepingCapacity: true)
            }
            var rest = TaskJSONWriter.snapshot(count: tasks.count, extra: current.fileExtras, originals: originals,
                                               task: { index in
                                                   mapper.dto(from: tasks[index], extra: current.table.extras[tasks[index].id] ?? [:])
                                               },
                                               capacity: 64 + tasks.count * 400, drainingPast: 1 << 20, drain: hand)
            hand(&rest)
            if let failure { throw failure }
        }
    }
}

/// One line of `tasks.json.conflicts`: a version that lost a conflict.
struct SetAsideVersion: Codable {
    /// Whose version was kept in the task file instead.
    var keptVersion: String
    var task: TaskDTO
}
