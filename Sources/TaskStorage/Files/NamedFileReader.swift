import Foundation
import SystemCalls
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file a person named for taskdeck to take in (an import and its `done.txt`):
/// only a regular file, whole.
///
/// Anything else is refused before a byte is read, saying what it is: a FIFO would wait
/// for a writer forever (it is opened without waiting), a device could be endless, and a
/// companion that is a symbolic link could be any file at all (`done.txt -> /etc/passwd`).
public enum NamedFileReader {
    /// Why a file was not read.
    public enum Failure: Error, Equatable, Sendable {
        case missing
        /// Not a regular file: what it is (a named pipe); `isStream` for a FIFO or a
        /// character device, whose content a pipe into standard input would carry instead.
        case notAFile(kind: TaskStorageError.FileKind, isStream: Bool)
        /// The system's reason (`Permission denied`).
        case unreadable(reason: String)
    }

    /// The bytes of the regular file at `path` (a symbolic link is followed).
    public static func read(_ path: String) throws(Failure) -> [UInt8] {
        let fd: Int32
        switch POSIX.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) {
        case .success(let opened): fd = opened
        case .failure(let error) where error.code == ENOENT: throw .missing
        case .failure(let error): throw .unreadable(reason: error.message)
        }
        defer { close(fd) }
        let status: stat
        switch POSIX.status(of: fd) {
        case .success(let found): status = found
        case .failure(let error): throw .unreadable(reason: error.message)
        }
        try requireRegular(status.st_mode)
        switch POSIX.readAll(fd) {
        case .success(let bytes): return bytes
        case .failure(let error): throw .unreadable(reason: error.message)
        }
    }

    /// What is at `path` itself, a link not followed: nil when nothing is there, else
    /// `.success` for a regular file or the refusal `read` would give a non-file.
    public static func kind(ofEntry path: String) -> Result<Void, Failure>? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return Result { () throws(Failure) in try requireRegular(status.st_mode) }
    }

    private static func requireRegular(_ mode: mode_t) throws(Failure) {
        guard let kind = FileStore.kind(of: mode) else { return }
        throw .notAFile(kind: kind, isStream: mode & S_IFMT == S_IFIFO || mode & S_IFMT == S_IFCHR)
    }
}
