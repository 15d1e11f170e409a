import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// URL <-> Data, and nothing else: reads a file, and saves one so that a crash or power
/// loss at any moment leaves either the old or the new version, never a torn file.
///
/// A save writes a temporary file in the same folder, fsyncs it, gives it the old file's
/// permissions, keeps the old version as `<name>.bak` (a hard link, or a copy where links
/// are not supported), renames the temporary file over the target and fsyncs the folder.
/// Every return value is checked; on a failure before the rename the target is untouched
/// and the temporary file is removed.
public struct FileStore: Sendable {
    /// The steps of a save, named in errors (and used by tests to inject failures).
    enum Step: String, Sendable, CaseIterable {
        case createFolder = "create the folder"
        case createTemporary = "create a temporary file"
        case writeTemporary = "write the temporary file"
        case syncTemporary = "flush the temporary file to disk"
        case closeTemporary = "close the temporary file"
        case backup = "keep the previous version as .bak"
        case rename = "replace the file"
        case syncFolder = "flush the folder to disk"
    }

    public let url: URL
    /// Test hook: the save fails at this step as if the system call had failed.
    var injectedFailure: Step?

    /// Permissions of a file created by the first save: the owner's only (tasks are private).
    static let newFileMode: mode_t = 0o600

    public init(url: URL) {
        self.url = url
    }

    /// The `.bak` file next to the target.
    public var backupURL: URL { URL(fileURLWithPath: url.path + ".bak") }

    // MARK: - Reading

    /// The file's bytes, or `nil` when it does not exist (a first run).
    public func read() throws -> Data? {
        let fd = POSIX.retrying { open(url.path, O_RDONLY | O_CLOEXEC) }
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw TaskStorageError.unreadableFile(path: url.path, reason: POSIX.message(errno))
        }
        defer { close(fd) }
        switch POSIX.readAll(fd) {
        case .success(let bytes): return Data(bytes)
        case .failure(let failure):
            throw TaskStorageError.unreadableFile(path: url.path, reason: failure.message)
        }
    }

    // MARK: - Saving

    /// Replaces the file with `data`, crash-safely; creates the folder on the first save.
    public func write(_ data: Data) throws {
        let folder = url.deletingLastPathComponent()
        try step(.createFolder) { () -> Int32 in 0 }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw TaskStorageError.writeFailed(path: url.path, step: Step.createFolder.rawValue,
                                               reason: error.localizedDescription)
        }
        var status = stat()
        let exists = stat(url.path, &status) == 0
        let mode = exists ? status.st_mode & 0o7777 : FileStore.newFileMode
        // The rename only needs a writable folder, so a file made read-only (even for root)
        // would be replaced anyway: respect the person's intent instead.
        if exists, mode & 0o222 == 0 {
            throw TaskStorageError.writeFailed(path: url.path, step: "check the file",
                                               reason: "the file is read-only (chmod u+w to allow changes)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try writeTemporary(temporary, data: data, mode: mode)
            if exists { try backUp() }
            try step(.rename) { rename(temporary.path, url.path) == 0 ? 0 : errno }
        } catch {
            unlink(temporary.path)
            throw error
        }
        do {
            try syncFolder(folder)
        } catch TaskStorageError.writeFailed(let path, _, let reason) {
            // The new version is in place: say so, so the caller does not think it is not.
            throw TaskStorageError.notFlushed(path: path, reason: reason)
        }
    }

    /// Writes, fsyncs and closes a new temporary file with `mode`.
    private func writeTemporary(_ temporary: URL, data: Data, mode: mode_t) throws {
        var fd: Int32 = -1
        try step(.createTemporary) {
            fd = POSIX.retrying { open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, FileStore.newFileMode) }
            guard fd >= 0 else { return errno }
            guard fchmod(fd, mode) == 0 else {  // the umask must not change the old permissions
                let code = errno
                close(fd)
                return code
            }
            return 0
        }
        var isOpen = true
        defer { if isOpen { close(fd) } }
        try step(.writeTemporary) { data.withUnsafeBytes { POSIX.writeAll(fd, $0) } }
        try step(.syncTemporary) { POSIX.retrying { fsync(fd) } == 0 ? 0 : errno }
        isOpen = false
        let closeResult = close(fd) == 0 ? 0 : errno  // closed whatever the step's outcome
        try step(.closeTemporary) { closeResult }
    }

    /// Makes `<name>.bak` the current version, atomically replacing the previous backup.
    private func backUp() throws {
        let staging = backupURL.path + ".tmp-\(getpid())"
        try step(.backup) {
            unlink(staging)
            if link(url.path, staging) != 0 {
                // No hard links here (some network and FAT file systems): copy instead.
                guard [EPERM, ENOTSUP, EXDEV, EMLINK, ENOSYS, EOPNOTSUPP].contains(errno) else { return errno }
                let data: Data
                do { data = try read() ?? Data() } catch { return EIO }
                do { try writeTemporary(URL(fileURLWithPath: staging), data: data, mode: FileStore.newFileMode) } catch {
                    return EIO
                }
            }
            guard rename(staging, backupURL.path) == 0 else {
                let code = errno
                unlink(staging)
                return code
            }
            return 0
        }
    }

    /// Flushes the folder so the rename itself survives a power loss.
    private func syncFolder(_ folder: URL) throws {
        try step(.syncFolder) {
            let fd = POSIX.retrying { open(folder.path, O_RDONLY | O_CLOEXEC) }
            guard fd >= 0 else { return errno }
            defer { close(fd) }
            // EINVAL: this file system cannot sync folders (nothing more can be done).
            return POSIX.retrying { fsync(fd) } == 0 || errno == EINVAL ? 0 : errno
        }
    }

    /// Runs one step; `body` returns 0 or an errno. Throws `writeFailed` naming the step.
    private func step(_ step: Step, _ body: () -> Int32) throws {
        if injectedFailure == step {
            throw TaskStorageError.writeFailed(path: url.path, step: step.rawValue, reason: "injected failure")
        }
        let code = body()
        guard code == 0 else {
            throw TaskStorageError.writeFailed(path: url.path, step: step.rawValue, reason: POSIX.message(code))
        }
    }
}
