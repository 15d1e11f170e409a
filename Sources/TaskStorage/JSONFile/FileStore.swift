import Foundation
import SystemCalls
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// URL <-> Data, and nothing else: reads a file, and replaces one so that a crash or power
/// loss at any moment leaves either the old or the new version, never a torn file.
///
/// A save writes a temporary file in the same folder, fsyncs it, gives it the old file's
/// permissions and owner, keeps the old version as `<name>.bak` (a hard link, or a copy
/// where links are not supported), renames the temporary file over the target and fsyncs
/// the folder. Every return value is checked; on a failure before the rename the target
/// is untouched and the temporary file is removed. The path must already be the real file
/// (`RealPath`), so a symbolic link stays a link.
struct FileStore: Sendable {
    /// The steps of a save, named in errors.
    typealias Step = TaskStorageError.WriteStep

    let url: URL
    let calls: any FileCalls
    /// Every writer of this file saves only while it holds the store's write lock (the task
    /// file and its journal): then a temporary file found after a save is one a killed
    /// writer left, whatever its pid says, since a pid can be reused by a live process.
    let writersHoldLock: Bool

    /// Permissions of a file created by the first save: the owner's only (tasks are private).
    static let newFileMode: mode_t = 0o600

    init(url: URL, calls: any FileCalls = SystemFileCalls(), writersHoldLock: Bool = false) {
        self.url = url
        self.calls = calls
        self.writersHoldLock = writersHoldLock
    }

    /// The `.bak` file next to the target.
    var backupURL: URL { URL(fileURLWithPath: url.path + ".bak") }

    // MARK: - Reading

    /// The file's bytes, or `nil` when it does not exist (a first run). Anything but a
    /// regular file (a device, a FIFO, a folder) is refused before it is read.
    func read() throws -> Data? {
        try readWithIdentity()?.0
    }

    /// The file's bytes and the identity of what was read (taken from the descriptor after
    /// reading, so a save that replaces the file meanwhile is noticed next time).
    func readWithIdentity() throws -> (Data, FileIdentity)? {
        let status: stat
        switch POSIX.status(url.path) {
        case .success(let found): status = found
        case .failure(let error) where error.code == ENOENT: return nil
        case .failure(let error): throw TaskStorageError.unreadableFile(path: url.path, reason: error.message)
        }
        try FileStore.requireRegular(status, path: url.path)
        guard let fd = try FileStore.openForReading(url.path) else { return nil }
        defer { close(fd) }
        do throws(SystemCallError) {
            let bytes = try Self.readAll(fd).get()
            return (bytes, FileIdentity(try POSIX.status(of: fd).get()))
        } catch {
            throw TaskStorageError.unreadableFile(path: url.path, reason: error.message)
        }
    }

    /// The file's bytes read straight into the `Data` the readers take (as `POSIX.readAll`
    /// reads into an array): a snapshot is not copied from an array into a `Data` at launch.
    static func readAll(_ fd: Int32) -> Result<Data, SystemCallError> {
        let expected = POSIX.expectedSize(fd, from: nil)
        // One byte more than expected, so a file that did not grow ends within this read.
        var data = Data(count: expected + 1)
        switch data.withUnsafeMutableBytes({ POSIX.read(fd, into: $0, at: nil) }) {
        case .failure(let error):
            return .failure(error)
        case .success(let count) where count <= expected:
            data.count = count
            return .success(data)
        case .success:
            return POSIX.readAll(fd).map { rest in
                data.append(contentsOf: rest)
                return data
            }
        }
    }

    /// Refuses anything that is not a regular file, naming what it is.
    /// `path` opened read-only (without blocking on a FIFO), or nil when there is no file;
    /// any other failure is `unreadableFile`. The snapshot's and the journal's reads share it.
    static func openForReading(_ path: String) throws -> Int32? {
        switch POSIX.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) {
        case .success(let opened): return opened
        case .failure(let error) where error.code == ENOENT: return nil
        case .failure(let error): throw TaskStorageError.unreadableFile(path: path, reason: error.message)
        }
    }

    static func requireRegular(_ status: stat, path: String) throws {
        guard let kind = kind(of: status.st_mode) else { return }
        throw TaskStorageError.notARegularFile(path: path, kind: kind)
    }

    /// What a file of this mode is (a named pipe, a folder); nil for a regular file.
    static func kind(of mode: mode_t) -> TaskStorageError.FileKind? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return .folder
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFIFO: return .namedPipe
        case S_IFSOCK: return .socket
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    // MARK: - Saving

    /// Replaces the file with `data`, crash-safely; creates the folder on the first save.
    /// `keepsBackup`: keep the previous version as `.bak` (the snapshot does; a journal,
    /// whose records are folded into the snapshot first, need not).
    /// `expecting`: the identity the file had when the caller read it; when the file
    /// changed since (an editor saved it), nothing is replaced and `changedWhileSaving` is
    /// thrown, so the caller can merge first. Checked again just before the rename.
    func write(_ data: some ContiguousBytes, keepsBackup: Bool = true, expecting: FileIdentity?? = .none) throws {
        try write(keepsBackup: keepsBackup, expecting: expecting) { fd in
            try step(.writeTemporary) { data.withUnsafeBytes { calls.write(fd, $0, at: nil) } }
        }
    }

    /// The same save of bytes made a piece at a time: `produce` hands each piece to its
    /// `emit`, which appends it to the temporary file, so a snapshot of a million tasks is
    /// never whole in memory. Returns the content's hashes (`ContentHash.Pair`), read back from
    /// the temporary file before the rename (the hashes need the length first).
    func writeStreaming(keepsBackup: Bool = true, expecting: FileIdentity?? = .none,
                        _ produce: (_ emit: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws -> ContentHash.Pair {
        var hash = ContentHash.Pair(narrow: 0, wide: 0)
        try write(keepsBackup: keepsBackup, expecting: expecting) { fd in
            var length = 0
            try produce { piece in
                try step(.writeTemporary) { calls.write(fd, piece, at: nil) }
                length += piece.count
            }
            hash = try hashBack(fd, length: length)
        }
        return hash
    }

    /// Creates `folder` and the folders above it, readable by the user only (a store's folder
    /// holds their tasks); a failure is the write of `path` failing at `.createFolder`.
    static func createFolder(_ folder: URL, for path: String) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw TaskStorageError.writeFailed(path: path, step: .createFolder, reason: error.localizedDescription)
        }
    }

    /// The hashes of the `length` bytes just written to `fd`, read back once (`ContentHash.both`).
    private func hashBack(_ fd: Int32, length: Int) throws -> ContentHash.Pair {
        guard let hash = ContentHash.both(descriptor: fd, range: 0..<length) else {
            throw TaskStorageError.writeFailed(path: url.path, step: .writeTemporary, reason: SystemCallError(code: errno).message)
        }
        return hash
    }

    /// A save whose content `fill` writes to the temporary file's descriptor.
    private func write(keepsBackup: Bool, expecting: FileIdentity??, fill: (Int32) throws -> Void) throws {
        let folder = url.deletingLastPathComponent()
        try Self.createFolder(folder, for: url.path)
        let existing = try? POSIX.status(url.path).get()
        try checkWritable()
        let temporary = folder.appendingPathComponent(FileStore.temporaryName(for: url.lastPathComponent))
        do {
            try writeTemporary(temporary, like: existing, fill: fill)
            if case .some(let expected) = expecting, FileIdentity.of(url.path) != expected {
                throw TaskStorageError.changedWhileSaving(path: url.path)
            }
            if existing != nil, keepsBackup { try backUp() }
            try step(.rename) { calls.rename(temporary.path, url.path) }
        } catch {
            unlink(temporary.path)
            throw error
        }
        FileStore.removeStaleTemporaries(of: url, writersHoldLock: writersHoldLock)
        do {
            try syncFolder(folder)
        } catch TaskStorageError.writeFailed(let path, _, let reason) {
            // The new version is in place: say so, so the caller does not think it is not.
            throw TaskStorageError.notFlushed(path: path, reason: reason)
        }
    }

    /// The first half of a save, for a writer that replaces several files together
    /// (`VdirFileBatch`): `data` in a new temporary file beside the target, flushed, with the
    /// target's permissions and owner (or private ones for a new file). Nothing anyone reads
    /// changes; on a failure no temporary file is left. The caller renames it into place.
    func prepare(_ data: Data) throws -> URL {
        let existing = try? POSIX.status(url.path).get()
        try checkWritable()
        let temporary = url.deletingLastPathComponent().appendingPathComponent(FileStore.temporaryName(for: url.lastPathComponent))
        do {
            try writeTemporary(temporary, data: data, like: existing)
        } catch {
            unlink(temporary.path)
            throw error
        }
        return temporary
    }

    /// A regular file the user may write; the rename needs only a writable folder, so a
    /// file the user could not write itself (read-only, even for root, or someone else's)
    /// would be replaced anyway: respect its permissions instead.
    func checkWritable() throws {
        guard let status = try? POSIX.status(url.path).get() else { return }  // a new file
        try FileStore.requireRegular(status, path: url.path)
        if status.st_mode & 0o222 == 0 || access(url.path, W_OK) != 0 {
            throw TaskStorageError.fileIsReadOnly(path: url.path)
        }
    }

    /// `.<name>.tmp-<pid>-<random>`: never ends in the file's own extension, and the pid
    /// lets a later save remove what a killed process left.
    static func temporaryName(for name: String) -> String {
        ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Removes temporary files of `url` left by processes that no longer run: every one when
    /// `writersHoldLock` (the caller saves under the lock, its own temporaries are renamed
    /// by now), else those whose pid is not a running process.
    static func removeStaleTemporaries(of url: URL, writersHoldLock: Bool = false) {
        let folder = url.deletingLastPathComponent()
        // The new file's temporaries, and the backup's staging link (`<name>.bak.tmp-<pid>`).
        let prefixes = [".\(url.lastPathComponent).tmp-", "\(url.lastPathComponent).bak.tmp-"]
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { continue }
            let pidText = name.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let pid = Int32(pidText) else { continue }
            guard writersHoldLock || (pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH) else { continue }
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// Writes, fsyncs and closes a new temporary file with the permissions and owner of
    /// `original` (or private ones for a new file).
    private func writeTemporary(_ temporary: URL, data: some ContiguousBytes, like original: stat?) throws {
        try writeTemporary(temporary, like: original) { fd in
            try step(.writeTemporary) { data.withUnsafeBytes { calls.write(fd, $0, at: nil) } }
        }
    }

    /// The same, with the content written to the descriptor by `fill` (opened for reading
    /// too, so a streamed content can be read back for its hash).
    private func writeTemporary(_ temporary: URL, like original: stat?, fill: (Int32) throws -> Void) throws {
        var fd: Int32 = -1
        try step(.createTemporary) {
            switch calls.open(temporary.path, flags: O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, mode: FileStore.newFileMode) {
            case .failure(let failure): return failure.code
            case .success(let opened): fd = opened
            }
            let mode = original.map { $0.st_mode & 0o7777 } ?? FileStore.newFileMode
            // The umask must not change the old permissions, nor a save by root its owner.
            var code = calls.setMode(fd, mode)
            if code == 0, let original, original.st_uid != geteuid() || original.st_gid != getegid() {
                code = calls.setOwner(fd, user: original.st_uid, group: original.st_gid)
            }
            if code != 0 { _ = calls.close(fd) }
            return code
        }
        var isOpen = true
        defer { if isOpen { _ = calls.close(fd) } }
        try fill(fd)
        try step(.syncTemporary) { calls.sync(fd) }
        isOpen = false
        let closeResult = calls.close(fd)  // closed whatever the step's outcome
        try step(.closeTemporary) { closeResult }
    }

    /// Makes `<name>.bak` the current version, atomically replacing the previous backup.
    private func backUp() throws {
        let staging = backupURL.path + ".tmp-\(getpid())"
        try step(.backup) {
            unlink(staging)
            let linked = calls.link(url.path, staging)
            if linked != 0 {
                // No hard links here (some network and FAT file systems): copy instead.
                guard [EPERM, ENOTSUP, EXDEV, EMLINK, ENOSYS, EOPNOTSUPP].contains(linked) else { return linked }
                let data: Data
                do { data = try read() ?? Data() } catch { return EIO }
                do { try writeTemporary(URL(fileURLWithPath: staging), data: data, like: try? POSIX.status(url.path).get()) } catch {
                    return EIO
                }
            }
            let renamed = calls.rename(staging, backupURL.path)
            if renamed != 0 { unlink(staging) }
            return renamed
        }
    }

    /// Flushes the folder so the rename itself survives a power loss.
    private func syncFolder(_ folder: URL) throws {
        try step(.syncFolder) {
            let fd: Int32
            switch calls.open(folder.path, flags: O_RDONLY | O_CLOEXEC, mode: 0) {
            case .failure(let failure): return failure.code
            case .success(let opened): fd = opened
            }
            defer { _ = calls.close(fd) }
            // EINVAL: this file system cannot sync folders (nothing more can be done).
            let code = calls.sync(fd)
            return code == EINVAL ? 0 : code
        }
    }

    /// Runs one step; `body` returns 0 or an errno. Throws `writeFailed` naming the step.
    private func step(_ step: Step, _ body: () -> Int32) throws {
        let code = body()
        guard code == 0 else {
            throw TaskStorageError.writeFailed(path: url.path, step: step, reason: SystemCallError(code: code).message)
        }
    }
}
