#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemCalls
import TaskDomain

/// The system calls through which storage changes files, as one seam.
///
/// Production code uses `SystemFileCalls`. Tests substitute a version that fails a chosen
/// call (ENOSPC on a write, EIO on an fsync) to prove that no failure loses data; that
/// version lives with the tests, so nothing in the product can fail on purpose.
/// Every call returns 0 or the `errno` of its failure (never -1), retrying EINTR except
/// where a retry could do harm (`close`).
protocol FileCalls: Sendable {
    /// Opens `path`; the descriptor, or the errno.
    func open(_ path: String, flags: Int32, mode: mode_t) -> Result<Int32, SystemCallError>
    /// Writes all of `bytes` at `offset` (or at the current position when nil).
    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: off_t?) -> Int32
    /// Flushes the descriptor's data (and the metadata needed to read it back) to disk.
    func sync(_ fd: Int32) -> Int32
    func close(_ fd: Int32) -> Int32
    func truncate(_ fd: Int32, to length: off_t) -> Int32
    func setMode(_ fd: Int32, _ mode: mode_t) -> Int32
    func setOwner(_ fd: Int32, user: uid_t, group: gid_t) -> Int32
    func rename(_ from: String, _ to: String) -> Int32
    func link(_ from: String, _ to: String) -> Int32
}

extension FileCalls {
    /// Appends `bytes` to `path` (made when missing) and flushes it: how both stores keep
    /// the version that lost a conflict before the write that replaces it.
    func appendFlushed(_ bytes: [UInt8], to path: String, step: TaskStorageError.WriteStep) throws {
        let fd: Int32
        switch open(path, flags: O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, mode: FileStore.newFileMode) {
        case .failure(let failure): throw TaskStorageError.writeFailed(path: path, step: step, reason: failure.message)
        case .success(let opened): fd = opened
        }
        defer { _ = close(fd) }
        var code = bytes.withUnsafeBytes { write(fd, $0, at: nil) }
        if code == 0 { code = sync(fd) }
        guard code == 0 else {
            throw TaskStorageError.writeFailed(path: path, step: step, reason: SystemCallError(code: code).message)
        }
    }
}

/// The real system calls.
struct SystemFileCalls: FileCalls {
    func open(_ path: String, flags: Int32, mode: mode_t) -> Result<Int32, SystemCallError> {
        POSIX.open(path, flags, mode: mode)
    }

    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: off_t?) -> Int32 {
        POSIX.writeAll(fd, bytes, at: offset)
    }

    func sync(_ fd: Int32) -> Int32 {
        errorCode(SystemCall.retryingInterruptions { fsync(fd) })
    }

    /// Not retried: after EINTR the descriptor is closed anyway, and may already be reused.
    func close(_ fd: Int32) -> Int32 {
        errorCode(SystemCall.once {
            #if canImport(Glibc)
            Glibc.close(fd)
            #else
            Darwin.close(fd)
            #endif
        })
    }

    func truncate(_ fd: Int32, to length: off_t) -> Int32 {
        errorCode(SystemCall.retryingInterruptions { ftruncate(fd, length) })
    }

    func setMode(_ fd: Int32, _ mode: mode_t) -> Int32 {
        errorCode(SystemCall.retryingInterruptions { fchmod(fd, mode) })
    }

    func setOwner(_ fd: Int32, user: uid_t, group: gid_t) -> Int32 {
        errorCode(SystemCall.retryingInterruptions { fchown(fd, user, group) })
    }

    /// Not retried, as before: an interrupted rename or link is reported, not repeated.
    func rename(_ from: String, _ to: String) -> Int32 {
        once(from, to) { source, target in
            #if canImport(Glibc)
            Glibc.rename(source, target)
            #else
            Darwin.rename(source, target)
            #endif
        }
    }

    func link(_ from: String, _ to: String) -> Int32 {
        once(from, to) { source, target in
            #if canImport(Glibc)
            Glibc.link(source, target)
            #else
            Darwin.link(source, target)
            #endif
        }
    }

    /// Runs a call on two paths once, the paths made C strings before it so that `errno`
    /// is read right after the call.
    private func once(_ from: String, _ to: String,
                      _ call: (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32) -> Int32 {
        from.withCString { source in
            to.withCString { target in errorCode(SystemCall.once { call(source, target) }) }
        }
    }

    /// 0 for success, else the errno: the convention of `FileCalls`.
    private func errorCode(_ outcome: Result<Int32, SystemCallError>) -> Int32 {
        switch outcome {
        case .success: return 0
        case .failure(let error): return error.code
        }
    }
}
