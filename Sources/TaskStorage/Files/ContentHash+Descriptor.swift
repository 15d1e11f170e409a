#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ContentHash {
    /// The hash of bytes `range` of the open file `fd`, read back a megabyte at a time: a
    /// streamed write (a snapshot, a history step of a million tasks) is hashed once written,
    /// from the page cache, without ever holding it whole. Nil when the file cannot give
    /// them all (`errno` says why; EIO for a file shorter than the range).
    static func of(descriptor fd: Int32, range: Range<Int>) -> UInt64? {
        var hasher = Incremental(length: range.count)
        var buffer = [UInt8](repeating: 0, count: min(1 << 20, max(8, range.count)))
        var offset = range.lowerBound
        while offset < range.upperBound {
            let wanted = min(buffer.count, range.upperBound - offset)
            var got = 0
            while got < wanted {
                let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + got, wanted - got, off_t(offset + got)) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    if count == 0 { errno = EIO }
                    return nil
                }
                got += count
            }
            buffer.withUnsafeBytes { hasher.add(UnsafeRawBufferPointer(rebasing: $0[..<wanted])) }
            offset += wanted
        }
        return hasher.value
    }
}
