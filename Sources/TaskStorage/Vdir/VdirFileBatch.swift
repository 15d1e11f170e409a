import Foundation
import SystemCalls
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of one vdir commit (complete four tasks, import a thousand), changed all or
/// nothing as readers see it.
///
/// A folder of files has no transaction, so it is built from two phases:
/// 1. **Prepare**, where nothing anyone reads changes: every new version is written to a
///    temporary file beside its target and flushed, and every check that can fail is made
///    for every file first (a read-only file, a file changed since it was read, a file that
///    appeared where a new one goes, a folder that cannot be written). A failure here
///    removes the temporaries and changes nothing: "could not change 4 tasks" is true.
/// 2. **Commit**: each file is renamed into place, its old version first kept under a
///    hidden name (a hard link, `.<name>.old-<pid>-<n>`). Should a rename still fail, the
///    files already changed are put back from those, in reverse; only if that fails too
///    does the error say which files keep the change. The kept versions are removed at
///    the end, and each folder is flushed once (not once per file).
///
/// A task file that is a symbolic link is written through it, to the file it names, and
/// stays a link. The hidden names do not end in `.ics`, so sync tools never see them; a
/// process killed between the phases leaves its temporaries, which the next listing of
/// the folder removes (`VdirCollection.staleTemporaries`). Each file's change is atomic on
/// its own also then: a crash in phase 2 can leave some files changed and others not.
struct VdirFileBatch {
    enum Change: Equatable {
        /// Rewrites the task file at `path`, which held `expecting` when it was read.
        case replace(path: String, bytes: [UInt8], expecting: FileIdentity)
        /// Writes a new task file at `path`, where nothing may be.
        case create(path: String, bytes: [UInt8])
        /// Removes the task file at `path`, which held `expecting` when it was read.
        case remove(path: String, expecting: FileIdentity)

        var path: String {
            switch self {
            case .replace(let path, _, _), .create(let path, _), .remove(let path, _): path
            }
        }
    }

    let calls: any FileCalls

    /// One change, prepared: the real file it concerns (links resolved) and its new version.
    private struct Prepared {
        var change: Change
        var target: String
        var temporary: String?
        /// Where the old version is kept while the batch commits.
        var aside: String?
    }

    /// Applies every change or none; returns the identity each change's path has afterwards
    /// (nil for a removed file, or one another program wrote meanwhile), in order.
    func apply(_ changes: [Change]) throws -> [FileIdentity?] {
        var prepared: [Prepared] = []
        do {
            for change in changes { prepared.append(try prepare(change)) }
        } catch {
            for item in prepared { if let temporary = item.temporary { unlink(temporary) } }
            throw error
        }
        var done = 0
        do {
            while done < prepared.count {
                try commit(&prepared[done])
                done += 1
            }
        } catch {
            for item in prepared[done...] { if let temporary = item.temporary { unlink(temporary) } }
            try rollBack(prepared[..<done], after: error, failedAt: prepared[done].change.path)
            throw error
        }
        for item in prepared { if let aside = item.aside { unlink(aside) } }
        for folder in Set(prepared.map { ($0.target as NSString).deletingLastPathComponent }).sorted() {
            syncFolder(folder)
        }
        return prepared.map { item in
            guard let bytes = item.change.bytes, let identity = FileIdentity.of(item.change.path) else { return nil }
            // Another program wrote the file between the rename and this look (an editor, a
            // sync): that identity is not this write's, and taken as it the file would never
            // be read again. Nil: the caller records nothing, and the next read takes it in.
            return identity.size == Int64(bytes.count) ? identity : nil
        }
    }

    // MARK: - Phase 1: prepare

    private func prepare(_ change: Change) throws -> Prepared {
        switch change {
        case .replace(let path, let bytes, let expecting):
            let target = RealPath.resolve(path)
            guard FileIdentity.of(target) == expecting else { throw TaskStorageError.changedWhileSaving(path: path) }
            let temporary = try FileStore(url: URL(fileURLWithPath: target), calls: calls).prepare(Data(bytes))
            return Prepared(change: change, target: target, temporary: temporary.path)
        case .create(let path, let bytes):
            // A file of that name appeared since the folder was read (a sync): never a
            // second file for one UID. The next read shows it; the change can be made again.
            guard !somethingIs(at: path) else { throw TaskStorageError.changedWhileSaving(path: path) }
            let temporary = try FileStore(url: URL(fileURLWithPath: path), calls: calls).prepare(Data(bytes))
            return Prepared(change: change, target: path, temporary: temporary.path)
        case .remove(let path, let expecting):
            guard FileIdentity.of(path) == expecting else { throw TaskStorageError.changedWhileSaving(path: path) }
            // A read-only file is refused, as a rewrite of it would be; so is a folder the
            // file cannot be removed from, before anything else is changed.
            try FileStore(url: URL(fileURLWithPath: RealPath.resolve(path)), calls: calls).checkWritable()
            let folder = (path as NSString).deletingLastPathComponent
            guard access(folder, W_OK) == 0 else {
                throw TaskStorageError.writeFailed(path: path, step: .removeFile, reason: SystemCallError(code: errno).message)
            }
            return Prepared(change: change, target: path)
        }
    }

    // MARK: - Phase 2: commit

    private func commit(_ item: inout Prepared) throws {
        switch item.change {
        case .replace(let path, _, let expecting):
            guard FileIdentity.of(item.target) == expecting else { throw TaskStorageError.changedWhileSaving(path: path) }
            let aside = try keepAside(item.target, by: .linking)
            do {
                try step(path, .rename) { calls.rename(item.temporary ?? "", item.target) }
            } catch {
                unlink(aside)
                throw error
            }
            item.aside = aside
            item.temporary = nil
        case .create(let path, _):
            guard !somethingIs(at: path) else { throw TaskStorageError.changedWhileSaving(path: path) }
            try step(path, .addFile) { calls.rename(item.temporary ?? "", path) }
            item.temporary = nil
        case .remove(let path, let expecting):
            guard FileIdentity.of(path) == expecting else { throw TaskStorageError.changedWhileSaving(path: path) }
            // Moved aside rather than unlinked, so a later failure can put it back.
            item.aside = try keepAside(path, by: .moving)
        }
    }

    private enum Keeping { case linking, moving }

    /// The hidden name the old version of `path` is kept under while the batch commits.
    private func keepAside(_ path: String, by keeping: Keeping) throws -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let aside = (folder as NSString).appendingPathComponent(".\(name).old-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        switch keeping {
        case .moving:
            try step(path, .removeFile) { calls.rename(path, aside) }
        case .linking:
            let linked = calls.link(path, aside)
            if linked == 0 { return aside }
            // No hard links here (some network and FAT file systems): a copy does as well.
            guard [EPERM, ENOTSUP, EXDEV, EMLINK, ENOSYS, EOPNOTSUPP].contains(linked) else {
                throw TaskStorageError.writeFailed(path: path, step: .keepOldVersion, reason: SystemCallError(code: linked).message)
            }
            guard let old = try FileStore(url: URL(fileURLWithPath: path), calls: calls).read() else {
                throw TaskStorageError.changedWhileSaving(path: path)
            }
            let copy = try FileStore(url: URL(fileURLWithPath: path), calls: calls).prepare(old)
            try step(path, .keepOldVersion) { calls.rename(copy.path, aside) }
        }
        return aside
    }

    /// Puts back the files a failed batch already changed, newest first. Throws
    /// `partiallyWritten` naming those it could not put back.
    private func rollBack(_ committed: ArraySlice<Prepared>, after error: any Error, failedAt failed: String) throws {
        var kept: [String] = []
        for item in committed.reversed() {
            let restored: Bool
            switch item.change {
            case .replace, .remove:
                restored = item.aside.map { calls.rename($0, item.target) == 0 } ?? false
            case .create(let path, _):
                restored = unlink(path) == 0
            }
            if !restored { kept.append(item.change.path) }
        }
        guard kept.isEmpty else {
            throw TaskStorageError.partiallyWritten(failed: failed, reason: Self.reason(of: error), kept: kept.reversed())
        }
    }

    private static func reason(of error: any Error) -> String {
        switch error {
        case TaskStorageError.writeFailed(_, _, let reason): reason
        default: "\(error)"
        }
    }

    // MARK: - Helpers

    /// Whether anything is at `path`, a dangling link included.
    private func somethingIs(at path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Runs one step; `body` returns 0 or an errno. Throws `writeFailed` naming the step.
    private func step(_ path: String, _ step: TaskStorageError.WriteStep, _ body: () -> Int32) throws {
        let code = body()
        guard code == 0 else {
            throw TaskStorageError.writeFailed(path: path, step: step, reason: SystemCallError(code: code).message)
        }
    }

    /// Flushes a folder, so the renames in it survive a power loss (best effort: the
    /// changes are in place as readers see them).
    private func syncFolder(_ folder: String) {
        guard case .success(let fd) = calls.open(folder, flags: O_RDONLY | O_CLOEXEC, mode: 0) else { return }
        _ = calls.sync(fd)
        _ = calls.close(fd)
    }
}

private extension VdirFileBatch.Change {
    /// The new version's bytes; nil for a removal.
    var bytes: [UInt8]? {
        switch self {
        case .replace(_, let bytes, _), .create(_, let bytes): bytes
        case .remove: nil
        }
    }
}
