#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file, compared to notice that someone else changed it.
///
/// Change time (`ctime`) is set by the kernel on every write and cannot be set back by a
/// program, so an edit that keeps the size and the modification second is still noticed;
/// a new inode means the file was replaced (an editor's or a sync tool's rename). A
/// changed identity is only a hint: callers compare content before calling it a change.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let changed: Int64

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Glibc)
        modified = Self.nanoseconds(Int64(status.st_mtim.tv_sec), Int64(status.st_mtim.tv_nsec))
        changed = Self.nanoseconds(Int64(status.st_ctim.tv_sec), Int64(status.st_ctim.tv_nsec))
        #else
        modified = Self.nanoseconds(Int64(status.st_mtimespec.tv_sec), Int64(status.st_mtimespec.tv_nsec))
        changed = Self.nanoseconds(Int64(status.st_ctimespec.tv_sec), Int64(status.st_ctimespec.tv_nsec))
        #endif
    }

    /// A time in nanoseconds, saturated: a file dated after 2262 or before 1678 (which
    /// `touch -d` can make) must not trap on overflow and stop every read of the store.
    static func nanoseconds(_ seconds: Int64, _ nanoseconds: Int64) -> Int64 {
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        let (sum, sumOverflow) = scaled.addingReportingOverflow(nanoseconds)
        return sumOverflow ? .max : sum
    }

    /// The identity of the file at `path`, or nil when there is none.
    static func of(_ path: String) -> FileIdentity? {
        try? FileIdentity(POSIX.status(path).get())
    }

    /// The identity of an open file, or nil when it cannot be read.
    static func of(descriptor fd: Int32) -> FileIdentity? {
        try? FileIdentity(POSIX.status(of: fd).get())
    }

    /// Same file (not a replacement), whatever its content.
    func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}
