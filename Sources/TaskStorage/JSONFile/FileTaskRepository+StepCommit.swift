import Foundation
import SystemCalls
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `taskdeck undo` without reading 100,000 tasks: a commit that reads only the records of
/// the tasks it changes (`commitReadingOnly(ids:planning:)`), when nothing was read yet.
///
/// Under the lock, as every commit: the snapshot's bytes are hashed and must be the snapshot
/// the journal's header says it extends (a journal is only ever started over a snapshot a
/// full read accepted, so the hash vouches for the whole file without parsing it; the
/// header's wide hash, `ContentHash.wide`, when it names one, as it does since taskdeck
/// wrote it: the same proof, computed four times faster); the
/// tasks' records are found by a byte scan (`SnapshotRecordScan`) and each parsed whole;
/// the journal's lines that name them are replayed on top (`JournalScan`); the change is
/// planned from those versions and appended to the journal as one record, exactly as a full
/// commit appends it. On any doubt (no journal or no such header, a hash that differs, a
/// task not found or found twice, a record or line that does not parse, a change that meets
/// another version, one that would fold the journal) nothing is written and the commit is
/// made the usual way, reading everything.
extension FileTaskRepository {
    /// Why a commit that reads only its tasks read everything instead.
    enum StepReadDoubt: Equatable {
        /// The repository had read the file already, may not write, or the change is large.
        case notApplicable
        case noSnapshot
        /// No journal, or one whose lines do not all read (a torn tail, a damaged line).
        case journalUnread
        /// The snapshot is not the one the journal extends (edited, replaced, another's).
        case snapshotNotExtended
        /// A task's record was not found exactly once, or did not read.
        case recordNotFound
        /// The change touches a task it did not name, or meets a version other than the
        /// one it was planned from, or would grow the journal past folding.
        case changeNeedsFullRead
    }

    /// What the step read found: the commit's report, or why it stepped aside.
    enum StepReadOutcome {
        case committed(CommitReport)
        case doubt(StepReadDoubt)
    }

    /// The most tasks a change read this way may touch (more: a full read).
    static let stepReadLimit = 256

    /// `commit(ids:planning:)` reading only the tasks of `ids` when this repository has read
    /// nothing yet (a new process: `taskdeck undo`); the usual commit on any doubt.
    public func commitReadingOnly(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport {
        switch try commitReadingStep(ids: ids, planning: planning) {
        case .committed(let report): return report
        case .doubt: return try commit(ids: ids, planning: planning)
        }
    }

    /// The step read and commit, under the lock (released before the caller falls back).
    func commitReadingStep(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> StepReadOutcome {
        guard !hasReadTheFile, mode == .readWrite, !ids.isEmpty, ids.count <= Self.stepReadLimit else {
            return .doubt(.notApplicable)
        }
        guard FileIdentity.of(realURL.path) != nil else { return .doubt(.noSnapshot) }
        try store.checkWritable()
        let lock = try WriteLock(path: lockURL.path, timeout: lockTimeout)
        defer { withExtendedLifetime(lock) {} }
        guard let journalBytes = try readWhole(journalURL.path) else { return .doubt(.journalUnread) }
        let journal = JournalScan(journalBytes.bytes, ids: ids, path: journalURL.path)
        guard let journal else { return .doubt(.journalUnread) }
        let inSnapshot = ids.filter { journal.latest[$0] == nil }
        // The header's wide hash when it has one (four times faster), else its own.
        let proof: (hash: String, isWide: Bool) = journal.extendsWide.map { ($0, true) } ?? (journal.extends, false)
        guard let (hash, records) = try scanSnapshot(for: inSnapshot, wide: proof.isWide), hash == proof.hash else {
            return .doubt(.snapshotNotExtended)
        }
        guard let records else { return .doubt(.recordNotFound) }
        var stored: [TaskID: Task] = [:]
        var extras: [TaskID: [String: JSONValue]] = [:]
        for (id, record) in records { (stored[id], extras[id]) = (record.task, record.extra) }
        for (id, last) in journal.latest { (stored[id], extras[id]) = (last.task, last.extra) }

        let change = try planning(stored)
        guard !change.isEmpty else { return .committed(CommitReport()) }
        var report = CommitReport()
        var finals: [(id: TaskID, before: Task?, after: Task?)] = []
        for entry in change.entries {
            guard ids.contains(entry.id) else { return .doubt(.changeNeedsFullRead) }
            let current = stored[entry.id]
            if current == entry.after {
                report.madeByOthers.append(entry.id)
                continue
            }
            // Planned from other versions than these: the full commit's conflict rule decides.
            guard current == entry.before else { return .doubt(.changeNeedsFullRead) }
            finals.append((entry.id, current, entry.after))
        }
        guard !finals.isEmpty else { return .committed(report) }
        let mapper = TaskMapper(path: journalURL.path)
        let seq = journal.sequence + 1
        let line = Journal.line(seq: seq, count: finals.count) { index in
            let final = finals[index]
            let extra = extras[final.id] ?? [:]
            return .init(id: final.id.description, before: final.before.map { mapper.dto(from: $0, extra: extra) },
                         after: final.after.map { mapper.dto(from: $0, extra: extra) })
        }
        // A journal due to be folded is folded by the usual commit (the CLI folds after it).
        if compactsAfterCommit, journal.end + line.count > compactionThreshold { return .doubt(.changeNeedsFullRead) }
        _ = try writeJournalLine(line, at: journal.end)
        return .committed(report)
    }

    /// The snapshot read a megabyte at a time into one buffer, each piece hashed while it is
    /// in the processor's cache (`ContentHash.wide` or `.of`, which the journal's header names)
    /// and scanned for the records of `ids` (`SnapshotRecordScan.Pieces`): the bytes are never
    /// whole in memory. Nil: no file, or one whose size changed while it was read (a doubt);
    /// `records` nil: not found once each.
    private func scanSnapshot(for ids: Set<TaskID>, wide: Bool) throws
        -> (hash: String, records: [TaskID: SnapshotRecordScan.Found]?)? {
        let path = realURL.path
        guard let (fd, size) = try openRegularFile(path) else { return nil }
        defer { close(fd) }
        var narrowHash = ContentHash.Incremental(length: size)
        var wideHash = ContentHash.Wide(length: size)
        let scan = SnapshotRecordScan.Pieces(ids: ids, path: url.path)
        var offset = 0
        while offset < size {
            let piece = min(SnapshotRecordScan.Pieces.largestPiece, size - offset)
            let room = scan.space(piece)
            var got = 0
            while got < piece {
                let at = offset + got
                switch SystemCall.retryingInterruptions({ pread(fd, room.baseAddress! + got, piece - got, off_t(at)) }) {
                case .success(let read) where read > 0: got += read
                case .success: return nil  // shorter than it said: changed meanwhile (a doubt)
                case .failure(let error): throw TaskStorageError.unreadableFile(path: path, reason: error.message)
                }
            }
            if wide { wideHash.add(UnsafeRawBufferPointer(room)) } else { narrowHash.add(UnsafeRawBufferPointer(room)) }
            scan.took(piece)
            offset += piece
        }
        // Grown meanwhile: a doubt as well.
        guard FileIdentity.of(descriptor: fd)?.size == Int64(size) else { return nil }
        return (ContentHash.hex(wide ? wideHash.value : narrowHash.value), scan.finish())
    }

    /// `path` opened for reading with its size (nil: no file); anything but a regular file
    /// is refused before a byte is read. The caller closes the descriptor.
    private func openRegularFile(_ path: String) throws -> (fd: Int32, size: Int)? {
        guard let fd = try FileStore.openForReading(path) else { return nil }
        switch POSIX.status(of: fd) {
        case .success(let status):
            do { try FileStore.requireRegular(status, path: path) } catch {
                close(fd)
                throw error
            }
            return (fd, Int(status.st_size))
        case .failure(let error):
            close(fd)
            throw TaskStorageError.unreadableFile(path: path, reason: error.message)
        }
    }

    /// The whole file at `path` (nil: no file), in one buffer sized by `fstat`.
    private func readWhole(_ path: String) throws -> WholeFile? {
        guard let (fd, size) = try openRegularFile(path) else { return nil }
        defer { close(fd) }
        let file = WholeFile(size: size)
        var count = 0
        while count < file.size {
            switch SystemCall.retryingInterruptions({ pread(fd, file.start + count, file.size - count, off_t(count)) }) {
            case .success(let got) where got > 0: count += got
            case .success: return nil  // shorter than it said: changed meanwhile (a doubt)
            case .failure(let error): throw TaskStorageError.unreadableFile(path: path, reason: error.message)
            }
        }
        // Grown meanwhile: a doubt as well.
        guard FileIdentity.of(descriptor: fd)?.size == Int64(file.size) else { return nil }
        return file
    }
}
