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
        guard read(descriptor: fd, range: range, each: { hasher.add($0) }) else { return nil }
        return hasher.value
    }

    /// `of(descriptor:range:)` and `wide(buffer:)` of the same bytes, read once: a snapshot is
    /// named by both in the journal's header, and both must describe the very same bytes.
    static func both(descriptor fd: Int32, range: Range<Int>) -> Pair? {
        var narrow = Incremental(length: range.count)
        var wide = Wide(length: range.count)
        guard read(descriptor: fd, range: range, each: { narrow.add($0); wide.add($0) }) else { return nil }
        return Pair(narrow: narrow.value, wide: wide.value)
    }

    /// Hands the bytes `range` of `fd` to `each` a megabyte at a time (a multiple of 32 bytes
    /// but the last piece); false when the file cannot give them all.
    private static func read(descriptor fd: Int32, range: Range<Int>, each: (UnsafeRawBufferPointer) -> Void) -> Bool {
        var buffer = [UInt8](repeating: 0, count: min(1 << 20, max(32, range.count)))
        var offset = range.lowerBound
        while offset < range.upperBound {
            let wanted = min(buffer.count, range.upperBound - offset)
            var got = 0
            while got < wanted {
                let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + got, wanted - got, off_t(offset + got)) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    if count == 0 { errno = EIO }
                    return false
                }
                got += count
            }
            buffer.withUnsafeBytes { each(UnsafeRawBufferPointer(rebasing: $0[..<wanted])) }
            offset += wanted
        }
        return true
    }
}
