import Foundation
import SystemCalls
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file a person asked for outside the task store (`:export`, the version
/// `resolve-conflict` hands back to vdirsyncer), and never into the store's own files,
/// whatever links the path goes through.
///
/// Why not compare paths: a name can reach the store through a symbolic link to its folder
/// that does not end in the file (`evlink/x.ics` where `evlink -> vdir`), through `..`,
/// or through a second hard link. So the folder the file will be created in is opened
/// first, and that open folder is what is compared with the store, by device and inode; the
/// file is then created inside that very folder (`openat`), so nothing can be swapped in
/// between the check and the write. A new file is the owner's only (0600), like the store;
/// a file written over keeps its permissions, and is replaced through a temporary file
/// renamed over it, so a failed write leaves the old one whole.
public struct ExportFileWriter: Sendable {
    /// What belongs to a store.
    public enum Protected: Sendable, Equatable {
        /// A JSON task file: the file and every companion that starts with its name and a
        /// dot (`.journal`, `.lock`, `.bak`, `.conflicts`) or is one of its temporaries.
        case taskFile(URL)
        /// A vdir: everything in the folder, at any depth.
        case folder(URL)
    }

    /// Why nothing was written.
    public enum Failure: Error, Equatable, Sendable {
        /// The path is one of a store's own files.
        case storeFile
        /// The path names a device, a folder, a FIFO or a socket, never replaced by an export.
        case notARegularFile
        /// A file is there, and the caller did not ask to write over it.
        case exists
        /// The system refused a step; its words (`No such file or directory`).
        case failed(reason: String)
    }

    /// The permissions of a file this writer creates.
    public static let newFileMode: mode_t = 0o600

    private let protected: [Protected]

    public init(protecting protected: [Protected]) {
        self.protected = protected
    }

    /// Writes `bytes` to `path` (symbolic links followed to the file they name); over an
    /// existing regular file only when `overwrite`.
    public func write(_ bytes: [UInt8], to path: String, overwrite: Bool) throws(Failure) {
        let real = RealPath.resolve(path)
        let name = (real as NSString).lastPathComponent
        let folderFD = try Self.openFolder((real as NSString).deletingLastPathComponent)
        defer { close(folderFD) }
        if try isProtected(name: name, inFolder: folderFD) { throw .storeFile }
        let existing = try Self.existing(name, in: folderFD)
        if let existing {
            guard existing.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
            if protectedFiles().contains(where: { FileIdentity(existing).isSameFile(as: $0) }) { throw .storeFile }
            guard overwrite else { throw .exists }
            try Self.replace(name, in: folderFD, with: bytes, like: existing)
        } else {
            try Self.create(name, in: folderFD, with: bytes)
        }
    }

    // MARK: - The store's files

    /// Whether `name` in the open folder is a store's: the folder is a vdir or inside one,
    /// or it is a task file's folder and the name is the file's or a companion's.
    private func isProtected(name: String, inFolder folderFD: Int32) throws(Failure) -> Bool {
        let folder = try Self.identity(of: folderFD)
        for area in protected {
            switch area {
            case .taskFile(let url):
                let real = URL(fileURLWithPath: RealPath.resolve(url.path))
                guard let storeFolder = FileIdentity.of(real.deletingLastPathComponent().path),
                      storeFolder.isSameFile(as: folder) else { continue }
                if Self.isCompanion(name, of: real.lastPathComponent) { return true }
            case .folder(let url):
                guard let root = FileIdentity.of(RealPath.resolve(url.path)) else { continue }
                if try Self.folder(folderFD, isInside: root) { return true }
            }
        }
        return false
    }

    /// The task file's name, or its name and a dot and more, or one of its temporaries;
    /// compared without case, as macOS's file systems do.
    static func isCompanion(_ name: String, of storeName: String) -> Bool {
        let name = name.lowercased(), storeName = storeName.lowercased()
        return name == storeName || name.hasPrefix(storeName + ".") || name.hasPrefix("." + storeName + ".tmp-")
    }

    /// Whether the open folder is `root` or inside it: its parents are walked up through
    /// `..` from the open folder itself (not by name), to the file system's root.
    private static func folder(_ folderFD: Int32, isInside root: FileIdentity) throws(Failure) -> Bool {
        var current: Int32
        switch SystemCall.once({ dup(folderFD) }) {
        case .success(let copy): current = copy
        case .failure(let error): throw .failed(reason: error.message)
        }
        defer { close(current) }
        for _ in 0..<4096 {
            let identity = try identity(of: current)
            if identity.isSameFile(as: root) { return true }
            let parent = openat(current, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard parent >= 0 else { return false }  // a parent we may not search: not the store's
            guard let parentIdentity = FileIdentity.of(descriptor: parent), !parentIdentity.isSameFile(as: identity) else {
                close(parent)
                return false  // the root of the file system
            }
            close(current)
            current = parent
        }
        return false
    }

    /// The identities of the task files' own files that exist (a hard link to one of them
    /// elsewhere is the same file).
    private func protectedFiles() -> [FileIdentity] {
        protected.flatMap { area -> [FileIdentity] in
            guard case .taskFile(let url) = area else { return [] }
            let real = RealPath.resolve(url.path)
            return ["", ".journal", ".lock", ".bak", ".conflicts"].compactMap { FileIdentity.of(real + $0) }
        }
    }

    // MARK: - Writing

    private static func openFolder(_ path: String) throws(Failure) -> Int32 {
        switch POSIX.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) {
        case .success(let fd): return fd
        case .failure(let error): throw .failed(reason: error.message)
        }
    }

    /// What is at `name` in the folder (a link is not followed: the path was resolved, so a
    /// link there now appeared meanwhile and is refused as not a regular file).
    private static func existing(_ name: String, in folderFD: Int32) throws(Failure) -> stat? {
        var status = stat()
        switch name.withCString({ cName in SystemCall.once { fstatat(folderFD, cName, &status, AT_SYMLINK_NOFOLLOW) } }) {
        case .success: return status
        case .failure(let error) where error.code == ENOENT: return nil
        case .failure(let error): throw .failed(reason: error.message)
        }
    }

    /// Creates `name` exclusively (a file that appears meanwhile is not written over).
    private static func create(_ name: String, in folderFD: Int32, with bytes: [UInt8]) throws(Failure) {
        let fd: Int32
        switch openNew(name, in: folderFD) {
        case .success(let opened): fd = opened
        case .failure(let error) where error.code == EEXIST: throw .exists
        case .failure(let error): throw .failed(reason: error.message)
        }
        // The umask may have taken bits away, never added any: 0600 as asked.
        let code = fill(fd, with: bytes, mode: newFileMode)
        guard code == 0 else {
            _ = name.withCString { unlinkat(folderFD, $0, 0) }
            throw .failed(reason: reason(code))
        }
        _ = fsync(folderFD)
    }

    /// Replaces `name` through a temporary file with the old file's permissions.
    private static func replace(_ name: String, in folderFD: Int32, with bytes: [UInt8], like old: stat) throws(Failure) {
        let temporary = FileStore.temporaryName(for: name)
        let fd: Int32
        switch openNew(temporary, in: folderFD) {
        case .success(let opened): fd = opened
        case .failure(let error): throw .failed(reason: error.message)
        }
        var code = fill(fd, with: bytes, mode: old.st_mode & 0o7777)
        if code == 0 {
            let renamed = temporary.withCString { source in
                name.withCString { target in SystemCall.once { renameat(folderFD, source, folderFD, target) } }
            }
            if case .failure(let error) = renamed { code = error.code }
        }
        guard code == 0 else {
            _ = temporary.withCString { unlinkat(folderFD, $0, 0) }
            throw .failed(reason: reason(code))
        }
        _ = fsync(folderFD)
    }

    /// Creates `name` in the folder, exclusively and without following a link: the descriptor or the errno.
    private static func openNew(_ name: String, in folderFD: Int32) -> Result<Int32, SystemCallError> {
        name.withCString { cName in
            SystemCall.retryingInterruptions {
                openat(folderFD, cName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, newFileMode)
            }
        }
    }

    /// Sets the mode, writes, flushes and closes `fd`: 0, or the errno of the first failure.
    private static func fill(_ fd: Int32, with bytes: [UInt8], mode: mode_t) -> Int32 {
        func code(_ outcome: Result<Int32, SystemCallError>) -> Int32 {
            if case .failure(let error) = outcome { return error.code }
            return 0
        }
        var failure = code(SystemCall.retryingInterruptions { fchmod(fd, mode) })
        if failure == 0 { failure = bytes.withUnsafeBytes { POSIX.writeAll(fd, $0) } }
        if failure == 0 { failure = code(SystemCall.retryingInterruptions { fsync(fd) }) }
        let closed = code(SystemCall.once { close(fd) })
        return failure == 0 ? closed : failure
    }

    private static func reason(_ code: Int32) -> String {
        SystemCallError(code: code).message
    }

    private static func identity(of fd: Int32) throws(Failure) -> FileIdentity {
        switch POSIX.status(of: fd) {
        case .success(let status): return FileIdentity(status)
        case .failure(let error): throw .failed(reason: error.message)
        }
    }
}
