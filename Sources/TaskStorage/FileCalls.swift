#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls through which storage changes files, as one seam.
///
/// Production code uses `SystemFileCalls`. Tests substitute a version that fails a chosen
/// call (ENOSPC on a write, EIO on an fsync) to prove that no failure loses data; that
/// version lives with the tests, so nothing in the product can fail on purpose.
/// Every call returns 0 or the `errno` of its failure (never -1), retrying EINTR.
protocol FileCalls: Sendable {
    /// Opens `path`; the descriptor, or the errno.
    func open(_ path: String, flags: Int32, mode: mode_t) -> Result<Int32, POSIXFailure>
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

/// The real system calls.
struct SystemFileCalls: FileCalls {
    func open(_ path: String, flags: Int32, mode: mode_t) -> Result<Int32, POSIXFailure> {
        let fd = POSIX.retrying {
            #if canImport(Glibc)
            Glibc.open(path, flags, mode)
            #else
            Darwin.open(path, flags, mode)
            #endif
        }
        return fd >= 0 ? .success(fd) : .failure(POSIXFailure(code: errno))
    }

    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: off_t?) -> Int32 {
        POSIX.writeAll(fd, bytes, at: offset)
    }

    func sync(_ fd: Int32) -> Int32 {
        POSIX.retrying { fsync(fd) } == 0 ? 0 : errno
    }

    func close(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(fd) == 0 ? 0 : errno
        #else
        Darwin.close(fd) == 0 ? 0 : errno
        #endif
    }

    func truncate(_ fd: Int32, to length: off_t) -> Int32 {
        POSIX.retrying { ftruncate(fd, length) } == 0 ? 0 : errno
    }

    func setMode(_ fd: Int32, _ mode: mode_t) -> Int32 {
        POSIX.retrying { fchmod(fd, mode) } == 0 ? 0 : errno
    }

    func setOwner(_ fd: Int32, user: uid_t, group: gid_t) -> Int32 {
        POSIX.retrying { fchown(fd, user, group) } == 0 ? 0 : errno
    }

    func rename(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.rename(from, to) == 0 ? 0 : errno
        #else
        Darwin.rename(from, to) == 0 ? 0 : errno
        #endif
    }

    func link(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.link(from, to) == 0 ? 0 : errno
        #else
        Darwin.link(from, to) == 0 ? 0 : errno
        #endif
    }
}
