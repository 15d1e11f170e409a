#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes in memory of their own, mapped anonymously and (on Linux) asked for huge
/// pages: 37 MB read into fresh small pages spent two thirds of `taskdeck undo` faulting them
/// in and clearing them (perf); with 2 MB pages that is a few dozen faults.
final class WholeFile {
    let size: Int
    let start: UnsafeMutablePointer<UInt8>
    private let mapped: UnsafeMutableRawPointer?

    init(size: Int) {
        self.size = size
        let length = max(size, 1)
        let region = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        if let region, region != MAP_FAILED {
            #if os(Linux)
            _ = madvise(region, length, MADV_HUGEPAGE)
            #endif
            mapped = region
            start = region.bindMemory(to: UInt8.self, capacity: length)
        } else {
            mapped = nil
            start = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        }
    }

    /// The bytes, valid while this object lives.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: size) }

    deinit {
        if let mapped { munmap(mapped, max(size, 1)) } else { start.deallocate() }
    }
}
