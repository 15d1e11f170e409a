import Foundation
import SystemCalls
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The JSON file adapter of `TaskRepository`: a snapshot people read, diff and hand-edit
/// (`tasks.json`), and an append-only journal beside it (`tasks.json.journal`).
///
/// - **Many writers, short transactions.** A write takes `tasks.json.lock` only while it
///   commits: lock, catch up with what others wrote, append one journal record and flush
///   it, release. A writer that finds the lock taken waits (bounded). Readers never lock.
/// - **O(change) durability.** A commit appends one small record; the snapshot is rewritten
///   (crash-safely, keeping `.bak`) only when the journal is folded into it: by `compact()`,
///   by a CLI write once the journal passes `compactionThreshold`, and by the app when idle
///   or quitting. Loading is snapshot + replay.
/// - **Outside changes are merged, never written over.** `refresh()` notices others'
///   changes by `stat` (change time and inode, so same-size same-second edits count) and
///   confirms them by content. When the snapshot was edited while a journal exists, the
///   journal (which names the snapshot it extends by hash) is merged into the edited file
///   task by task; where both changed one task, `TaskConflict`'s rule decides and the other
///   version is appended to `tasks.json.conflicts`.
/// - A file that could not be read (unreadable, corrupt, newer schema, invalid record) is
///   never written: every write first needs a successful read. Unknown keys, top-level or
///   per task, are kept.
/// - Every companion file belongs to the real file (symbolic links resolved), so two names
///   of one file share one lock and one journal, and a linked file stays a link.
public final class FileTaskRepository: TaskRepository, TableBackedRepository {
    /// Whether this repository may write.
    public enum Mode: Sendable {
        case readOnly
        case readWrite
    }

    /// The path as the person gave it (used in messages).
    public let url: URL
    public let mode: Mode
    /// The real snapshot file, links resolved.
    public let realURL: URL
    public var journalURL: URL { URL(fileURLWithPath: realURL.path + ".journal") }
    public var lockURL: URL { URL(fileURLWithPath: realURL.path + ".lock") }
    /// Where versions that lost a conflict are kept, one JSON object per line.
    public var conflictsURL: URL { URL(fileURLWithPath: realURL.path + ".conflicts") }

    /// How long a writer waits for another writer's lock before giving up.
    public var lockTimeout: Duration = .seconds(5)
    /// Past this many journal bytes the journal is due to be folded into the snapshot.
    public var compactionThreshold = 1 << 20
    /// Fold a long journal right after a commit (the CLI); the app folds when idle instead.
    public var compactsAfterCommit = false
    /// The fewest tasks a change must touch to be folded into the snapshot at once (when it
    /// is also at least half the file) instead of appended to the journal.
    static let bulkChangeMinimum = 1_000

    let store: FileStore
    let calls: any FileCalls
    private var state: State?
    /// What others changed that a fold caught up with, kept for the next `refresh()`.
    private var unreported = ExternalChanges()

    /// What was read, and where reading stopped, so the next read starts there.
    private struct State {
        var table = TaskTable()
        var fileExtras: [String: JSONValue] = [:]
        var snapshotIdentity: FileIdentity?
        var snapshotHash = ContentHash.empty
        var journalIdentity: FileIdentity?
        /// The snapshot hash the journal's header names (nil: no journal, or one without an
        /// intact header, which the next writer replaces). Appending is only right while it
        /// equals `snapshotHash`.
        var journalExtends: String?
        /// Bytes of the journal read so far (the end of its last intact record).
        var journalEnd = 0
        var journalSequence = 0
        /// The journal extends another snapshot than the one on disk (edited outside):
        /// its records were merged, and the next writer folds the result into a snapshot.
        var needsFold = false
        /// Versions that lost while merging an outside edit, kept when the fold is written.
        var setAside: [TaskConflict] = []
        /// The snapshot is an empty file: the first write replaces it with a real one.
        var snapshotIsBlank = false
    }

    /// Opens the file at `url` (nothing is read until the first use).
    public init(url: URL, mode: Mode = .readWrite) {
        self.url = url
        self.mode = mode
        realURL = URL(fileURLWithPath: RealPath.resolve(url.path))
        calls = SystemFileCalls()
        store = FileStore(url: realURL, calls: calls)
    }

    /// For tests: the same repository over other system calls.
    init(url: URL, mode: Mode = .readWrite, calls: any FileCalls) {
        self.url = url
        self.mode = mode
        realURL = URL(fileURLWithPath: RealPath.resolve(url.path))
        self.calls = calls
        store = FileStore(url: realURL, calls: calls)
    }

    // MARK: - Reading

    func loadedTable() throws -> TaskTable {
        try loaded().table
    }

    public func refresh() throws -> ExternalChanges {
        guard state != nil else {
            _ = try loaded()
            return .none
        }
        let changes = unreported.merged(with: try catchUp())
        unreported = ExternalChanges()
        return changes
    }

    /// True when changes would be refused: the task file was made read-only (or the
    /// user could not write it). Cheap: a `stat` and an `access`.
    public var refusesChanges: Bool {
        mode == .readOnly || (try? store.checkWritable()) == nil
    }

    /// How many bytes the journal holds (0 without one): what folding would save.
    public var journalSize: Int { state?.journalEnd ?? 0 }

    /// Whether the journal has grown past `compactionThreshold` (or an outside edit of the
    /// snapshot waits to be folded).
    public var isCompactionDue: Bool {
        guard let state else { return false }
        return state.needsFold || state.journalEnd > compactionThreshold
    }

    // MARK: - Writing

    public func commit(_ change: TaskChange) throws -> CommitReport {
        guard !change.isEmpty else { return .clean }
        return try commit(ids: []) { _ in change }
    }

    public func commit(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport {
        guard mode == .readWrite else { throw TaskStorageError.readOnly(path: url.path) }
        // A task file the person made read-only refuses changes, though the journal beside
        // it could take them; a file that cannot be read fails here, before any lock file
        // is made.
        try store.checkWritable()
        let firstRead = state == nil
        _ = try loaded()
        let lock = try takeLock()
        defer { withExtendedLifetime(lock) {} }
        var report = CommitReport(external: try catchUp())
        if firstRead { report.external = .none }  // the first read is no news
        let change = try planning(try loaded().table.tasks(withIDs: ids))
        guard !change.isEmpty else { return report }
        // Records are appended only to a journal that extends the snapshot on disk.
        let before = try loaded()
        if before.needsFold || (before.journalExtends != before.snapshotHash && before.journalSequence > 0) {
            try fold()
        }

        // Sized once: an import of 1,000,000 tasks grew these by doubling, copying each time.
        let current = try loaded()
        // A first write into an empty store (no snapshot, or a blank one, and no journal
        // records) goes straight into the snapshot, crash-safe on its own (a temporary file
        // renamed over it): an import of a million tasks is then written once, not once to
        // the journal and again to the snapshot. Its failure is the change's failure.
        let startsTheFile = (current.snapshotIdentity == nil || current.snapshotIsBlank) && current.journalSequence == 0
        var finals: [(id: TaskID, before: Task?, after: Task?)] = []
        finals.reserveCapacity(change.entries.count)
        for entry in change.entries {
            let stored = current.table[entry.id]
            var final = entry.after
            // Another writer made the very same change: nothing to do, nothing to set aside.
            if stored == entry.after {
                report.madeByOthers.append(entry.id)
                continue
            }
            if stored != entry.before {
                let conflict = TaskConflict.resolve(id: entry.id, base: entry.before, ours: entry.after, theirs: stored)
                report.conflicts.append(conflict)
                final = conflict.kept
            }
            guard final != stored else { continue }
            finals.append((entry.id, stored, final))
        }
        let setAside = report.conflicts.filter { $0.setAside != nil }
        if !setAside.isEmpty {
            try keep(setAside)
            report.setAsideLocation = conflictsURL.path
        }
        // A change as large as half the file (an import) is folded in at once: its journal
        // record (every task before and after) would be larger than the new snapshot, and
        // the snapshot would be written right after it anyway.
        let isBulk = finals.count >= Self.bulkChangeMinimum && finals.count * 2 >= current.table.count
        if (startsTheFile || isBulk), !finals.isEmpty {
            let before = state
            for final in finals { state?.table.set(final.id, to: final.after) }
            do {
                // Not retried: a snapshot another program wrote meanwhile would be read back in
                // place of this change, which is in no journal yet. The change fails instead.
                try fold(retrying: false)
            } catch TaskStorageError.changedWhileSaving(let path) {
                // Another program wrote the file meanwhile (its identity changed, but not by
                // this write): nothing of this change is on disk.
                state = before
                throw TaskStorageError.changedWhileSaving(path: path)
            } catch {
                // Failed before the snapshot was replaced: nothing of the change is on disk.
                guard FileIdentity.of(realURL.path) != current.snapshotIdentity else {
                    state = before
                    throw error
                }
                // The snapshot holds the change and what failed came after it (the new
                // journal): durable, as an appended record is; the next read takes the file in.
            }
            return report
        }
        if !finals.isEmpty {
            let mapper = TaskMapper(path: journalURL.path)
            let seq = current.journalSequence + 1
            // Each operation made as it is written into the line.
            try append(seq: seq, line: Journal.line(seq: seq, count: finals.count) { index in
                let final = finals[index]
                let extra = current.table.extras[final.id] ?? [:]
                return .init(id: final.id.description, before: final.before.map { mapper.dto(from: $0, extra: extra) },
                             after: final.after.map { mapper.dto(from: $0, extra: extra) })
            })
            for final in finals { state?.table.set(final.id, to: final.after) }
        }
        // A first write also creates the snapshot, so the file people look for exists. The
        // change is durable already: a fold that fails now (a full disk) is tried again later.
        if (compactsAfterCommit && isCompactionDue) || state?.snapshotIdentity == nil || state?.snapshotIsBlank == true {
            try? fold()
        }
        return report
    }

    /// Folds the journal into a new snapshot now (crash-safe; the journal starts empty),
    /// when it holds any record.
    public func compact() throws {
        try compact(onlyIfDue: false)
    }

    /// Folds when `isCompactionDue` (for idle moments), checked again once caught up.
    public func compactIfDue() throws {
        if isCompactionDue { try compact(onlyIfDue: true) }
    }

    /// Whether this repository's own state has records to fold (no lock, no I/O): the app
    /// asks before quitting, so an untouched file is not rewritten.
    public var hasRecordsToFold: Bool {
        guard let state else { return false }
        return state.journalSequence > 0 || state.needsFold
    }

    private func compact(onlyIfDue: Bool) throws {
        guard mode == .readWrite else { throw TaskStorageError.readOnly(path: url.path) }
        _ = try loaded()
        let lock = try takeLock()
        defer { withExtendedLifetime(lock) {} }
        unreported = unreported.merged(with: try catchUp())
        let loaded = try loaded()
        guard loaded.journalSequence > 0 || loaded.needsFold else { return }
        if onlyIfDue && !isCompactionDue { return }
        try fold()
    }

    /// Takes the write lock, creating the folder first on the first write.
    private func takeLock() throws -> WriteLock {
        let folder = realURL.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                throw TaskStorageError.writeFailed(path: url.path, step: .createFolder,
                                                   reason: error.localizedDescription)
            }
        }
        return try WriteLock(path: lockURL.path, timeout: lockTimeout)
    }

    // MARK: - Loading

    private func loaded() throws -> State {
        if let state { return state }
        let fresh = try readEverything()
        state = fresh
        return fresh
    }

    /// Reads the snapshot and the whole journal. A compaction racing this read shows as a
    /// snapshot the journal does not extend; reading again settles it, and the merge rule
    /// would give the same result anyway (records already folded in are skipped).
    private func readEverything() throws -> State {
        var attempt = 0
        while true {
            attempt += 1
            let before = FileIdentity.of(realURL.path)
            let fresh = try read()
            if FileIdentity.of(realURL.path) == before || attempt == 3 { return fresh }
        }
    }

    private func read() throws -> State {
        var fresh = State()
        if let (data, identity) = try store.readWithIdentity() {
            fresh.snapshotIdentity = identity
            fresh.snapshotHash = ContentHash.hex(data.withUnsafeBytes { ContentHash.of(buffer: $0) })
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
    private func readJournal(from offset: Int) throws -> (stretch: Journal.Stretch, identity: FileIdentity)? {
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
    private func replay(_ records: [Journal.Record], into state: inout State) throws {
        for record in records {
            try checkSequence(record, after: state.journalSequence)
            for operation in record.ops {
                let (id, after) = try decode(operation, side: \.after)
                state.table.set(id, to: after, extra: operation.after?.extra ?? [:])
            }
            state.journalSequence = record.seq
        }
    }

    /// Applies records to a snapshot edited outside since they were written: per task, the
    /// journal's last version where the snapshot still holds the journal's first `before`
    /// (or already the last `after`); otherwise `TaskConflict`'s rule, the journal being
    /// "ours" (taskdeck's recorded changes) and the edited snapshot "theirs".
    private func merge(_ records: [Journal.Record], into state: inout State) throws {
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
        for id in order {
            guard let (after, extra) = last[id], let before = first[id] else { continue }
            let stored = state.table[id]
            if stored == after { continue }
            if stored == before {
                state.table.set(id, to: after, extra: extra)
                continue
            }
            let conflict = TaskConflict.resolve(id: id, base: before, ours: after, theirs: stored)
            state.table.set(id, to: conflict.kept, extra: extra)
            if conflict.setAside != nil { state.setAside.append(conflict) }
        }
        state.needsFold = true
    }

    private func checkSequence(_ record: Journal.Record, after previous: Int) throws {
        guard record.seq == previous + 1 else {
            throw TaskStorageError.corruptJournal(path: journalURL.path, offset: 0,
                                                  problem: .outOfSequence(record: record.seq, after: previous))
        }
    }

    private func decode(_ operation: Journal.Record.Operation,
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
    private func catchUp() throws -> ExternalChanges {
        guard var current = state else { return .none }
        let snapshot = FileIdentity.of(realURL.path)
        if snapshot != current.snapshotIdentity {
            // Same bytes (a `touch`, a rewrite of the same content) are no change.
            let read = snapshot == nil ? nil : try store.readWithIdentity()
            let hash = read.map { ContentHash.hex($0.0.withUnsafeBytes { ContentHash.of(buffer: $0) }) } ?? ContentHash.empty
            guard hash == current.snapshotHash else { return try reloadEverything() }
            current.snapshotIdentity = read?.1
            state = current
        }
        let journal = FileIdentity.of(journalURL.path)
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
    private func readNewRecords() throws -> ExternalChanges {
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

    private func reloadEverything() throws -> ExternalChanges {
        let old = state?.table ?? TaskTable()
        let fresh = try readEverything()
        state = fresh
        return fresh.table.changes(since: old)
    }

    // MARK: - Journal writes

    /// Appends one record's line (`Journal.line`, record number `seq`) and flushes it (the
    /// commit point), starting a journal first when there is none; cuts off a torn tail a
    /// crashed writer left. Caller holds the lock.
    private func append(seq: Int, line: [UInt8]) throws {
        guard var current = state else { return }
        if current.journalIdentity == nil || current.journalExtends != current.snapshotHash {
            // None yet, or an empty one without a header (the caller folded any records).
            try startJournal(extending: current.snapshotHash)
            current = state ?? current
        }
        let path = journalURL.path
        let fd: Int32
        switch calls.open(path, flags: O_RDWR | O_CLOEXEC, mode: 0) {
        case .failure(let failure):
            throw TaskStorageError.writeFailed(path: path, step: .openJournal, reason: failure.message)
        case .success(let opened): fd = opened
        }
        defer { _ = calls.close(fd) }
        if let size = FileIdentity.of(descriptor: fd)?.size, Int(size) > current.journalEnd {
            let code = calls.truncate(fd, to: off_t(current.journalEnd))
            guard code == 0 else {
                throw TaskStorageError.writeFailed(path: path, step: .cutTornRecord, reason: SystemCallError(code: code).message)
            }
        }
        var code = line.withUnsafeBytes { calls.write(fd, $0, at: off_t(current.journalEnd)) }
        if code == 0 { code = calls.sync(fd) }
        guard code == 0 else {
            // Whatever part reached the file is a torn tail: cut it off now if possible.
            _ = calls.truncate(fd, to: off_t(current.journalEnd))
            throw TaskStorageError.writeFailed(path: path, step: .appendToJournal, reason: SystemCallError(code: code).message)
        }
        current.journalEnd += line.count
        current.journalSequence = seq
        current.journalIdentity = FileIdentity.of(descriptor: fd)
        state = current
    }

    /// Creates an empty journal (only its header) naming the snapshot it extends.
    private func startJournal(extending hash: String) throws {
        let header = try Journal.line(Journal.Header(extends: hash))
        try FileStore(url: journalURL, calls: calls).write(Data(header), keepsBackup: false)
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
    private func fold(retrying: Bool = true) throws {
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
            let written: UInt64
            do {
                written = try writeSnapshot(tasks, originals: originals, of: current, mapper: mapper)
            } catch TaskStorageError.changedWhileSaving where retrying && attempt < 3 {
                state?.setAside = []  // kept above; the merge finds any new ones
                unreported = unreported.merged(with: try reloadEverything())
                continue
            }
            let hash = ContentHash.hex(written)
            try startJournal(extending: hash)
            state?.snapshotIdentity = FileIdentity.of(realURL.path)
            state?.snapshotHash = hash
            state?.needsFold = false
            state?.setAside = []
            state?.snapshotIsBlank = false
            return
        }
    }

    /// Appends the losing versions of conflicts to the conflicts file and flushes it, before
    /// the write that replaces them.
    private func keep(_ conflicts: [TaskConflict]) throws {
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
}

/// One line of `tasks.json.conflicts`: a version that lost a conflict.
struct SetAsideVersion: Codable {
    /// Whose version was kept in the task file instead.
    var keptVersion: String
    var task: TaskDTO
}

extension FileTaskRepository {
    /// Writes `tasks` as the new snapshot, crash-safely, a megabyte at a time: each record
    /// is made as it is written (no second array of every task beside the table) and the
    /// file is never whole in memory (a million tasks were a 400 MB buffer). Returns its hash.
    private func writeSnapshot(_ tasks: [Task], originals: [Int: [UInt8]], of current: State, mapper: TaskMapper) throws -> UInt64 {
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
