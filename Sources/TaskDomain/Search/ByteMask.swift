/// Which bytes occur in some bytes, in 64 bits: each ASCII letter and digit has a bit of its
/// own, every other byte shares one of the remaining 28 (a byte it lacks is certainly absent).
///
/// Why: a search's first letter keeps nearly every task of a long list, and one letter has
/// no byte pairs, so before this every task's text was read (about 60 MB at 1,000,000
/// tasks). With 8 bytes a task the search index answers a one-letter word or digit exactly
/// without reading any text, and skips the text of a task lacking any byte of a longer one.
struct ByteMask: Hashable, Sendable {
    private(set) var bits: UInt64 = 0

    init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { bits |= Self.bit(of: byte) }
    }

    /// Every byte of `other` may be here.
    @inline(__always)
    func containsAll(_ other: ByteMask) -> Bool { bits & other.bits == other.bits }

    /// Whether `bytes` is one byte with a bit of its own: then `containsAll` is the exact
    /// answer to "contains these bytes".
    static func isExact(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == 1 else { return false }
        return ownsBit(bytes[0])
    }

    private static func ownsBit(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    @inline(__always)
    static func bit(of byte: UInt8) -> UInt64 {
        switch byte {
        case 0x61...0x7A: UInt64(1) << UInt64(byte - 0x61)  // a-z: bits 0-25
        case 0x30...0x39: UInt64(1) << UInt64(byte - 0x30 + 26)  // 0-9: bits 26-35
        default: UInt64(1) << UInt64(36 + Int(byte) % 28)  // the rest share bits 36-63
        }
    }
}
