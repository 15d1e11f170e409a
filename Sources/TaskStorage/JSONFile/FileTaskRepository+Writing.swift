import Foundation
import SystemCalls
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing: a change committed under the lock (appended to the journal, or folded in at once
/// when it starts the file or is half of it), and compaction on demand or when due.
extension FileTaskRepository {
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
            state?.table.set(finals.lazy.map { ($0.id, $0.after, nil) })
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
            state?.table.set(finals.lazy.map { ($0.id, $0.after, nil) })
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

    func compact(onlyIfDue: Bool) throws {
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
    func takeLock() throws -> WriteLock {
        let folder = realURL.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            try FileStore.createFolder(folder, for: url.path)
        }
        return try WriteLock(path: lockURL.path, timeout: lockTimeout)
    }
}
