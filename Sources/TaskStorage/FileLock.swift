import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on a separate lock file (`tasks.json.lock`), so two taskdeck
/// processes never both write the same task file.
///
/// The lock file is never renamed or deleted (renaming the task file would otherwise
/// detach the lock). The holder writes its pid into it so a refused process can say who
/// holds it. The lock is released when this object is released or the process ends.
public final class FileLock {
    public let url: URL
    private var fd: Int32

    /// Takes the lock without waiting; throws `locked` when another holder has it.
    public init(url: URL) throws {
        self.url = url
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                 withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let fd = POSIX.retrying { open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
        guard fd >= 0 else { throw TaskStorageError.lockFailed(path: url.path, reason: POSIX.message(errno)) }
        guard POSIX.retrying({ flock(fd, LOCK_EX | LOCK_NB) }) == 0 else {
            let code = errno
            let holder = FileLock.readPID(fd)
            close(fd)
            if code == EWOULDBLOCK { throw TaskStorageError.locked(path: url.path, pid: holder) }
            throw TaskStorageError.lockFailed(path: url.path, reason: POSIX.message(code))
        }
        self.fd = fd
        // Best effort: the pid is only used in the message another process shows.
        let pid = Array("\(getpid())\n".utf8)
        if ftruncate(fd, 0) == 0 { _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) } }
    }

    deinit {
        release()
    }

    /// Releases the lock now (idempotent).
    public func release() {
        guard fd >= 0 else { return }
        close(fd)  // closing the descriptor releases the flock
        fd = -1
    }

    private static func readPID(_ fd: Int32) -> Int32? {
        guard case .success(let bytes) = POSIX.readAll(fd) else { return nil }
        return Int32(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
