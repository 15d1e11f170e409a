/// A 64-bit hash of bytes: how storage tells that content changed (a snapshot edited
/// outside, a journal record intact). It reads eight bytes at a time (a 30 MB snapshot
/// hashes in a few milliseconds) and mixes each word with a multiply and a rotation.
/// Not cryptographic: it guards against accidents, not adversaries.
enum ContentHash {
    /// The hash of no bytes, as `hex` writes it.
    static let empty = hex(of(buffer: UnsafeRawBufferPointer(start: nil, count: 0)))

    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x9E37_79B9_7F4A_7C15

    static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        let array = Array(bytes)
        return array.withUnsafeBytes { of(buffer: $0) }
    }

    static func of(buffer: UnsafeRawBufferPointer) -> UInt64 {
        var hash = seed ^ UInt64(buffer.count)
        var offset = 0
        while offset + 8 <= buffer.count {
            let word = buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = mix(hash ^ word)
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < buffer.count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = mix(hash ^ tail)
        return hash ^ (hash >> 29)
    }

    /// The same hash over bytes that come in pieces, once their total `length` is known (a
    /// snapshot streamed to its file is hashed reading the file back, a piece at a time, so
    /// it is never whole in memory). Every piece but the last must be a multiple of 8 bytes.
    struct Incremental {
        private var hash: UInt64
        private var tail: UInt64 = 0
        private var remaining: Int

        init(length: Int) {
            hash = seed ^ UInt64(length)
            remaining = length
        }

        mutating func add(_ buffer: UnsafeRawBufferPointer) {
            var offset = 0
            while offset + 8 <= buffer.count {
                hash = mix(hash ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            remaining -= buffer.count
            precondition(offset == buffer.count || remaining == 0, "only the last piece may end between words")
            var shift: UInt64 = 0
            while offset < buffer.count {
                tail |= UInt64(buffer[offset]) << shift
                shift += 8
                offset += 1
            }
        }

        /// The hash, once `length` bytes were added (`of(buffer:)` of them all).
        var value: UInt64 {
            let last = mix(hash ^ tail)
            return last ^ (last >> 29)
        }
    }

    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* prime
        return (product << 31) | (product >> 33)
    }

    /// 16 lowercase hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
