extension ContentHash {
    /// A second 64-bit hash of a snapshot, four times as fast as `of(buffer:)`: what lets
    /// `taskdeck undo` check a 37 MB task file against the journal's header in a few
    /// milliseconds instead of ten.
    ///
    /// `of(buffer:)` is one chain of multiplies, each waiting for the last (about five cycles
    /// for eight bytes, whatever the processor). This one runs four such chains over the
    /// words in turn (lane 0 takes words 0, 4, 8, ...), which a processor computes side by
    /// side, and folds the four lanes, the tail and the length together at the end. Like
    /// `of(buffer:)` it guards against accidents, not adversaries. Its value is not the
    /// other's: the journal's header names a snapshot by both (`Journal.Header.extendsWide`),
    /// computed from the same bytes.
    static func wide(buffer: UnsafeRawBufferPointer) -> UInt64 {
        var hasher = Wide(length: buffer.count)
        hasher.add(buffer)
        return hasher.value
    }

    /// Both hashes of one content: how a snapshot is named (`Journal.Header`'s `extends` and
    /// `extendsWide`), always computed from the same bytes.
    struct Pair: Equatable {
        let narrow: UInt64
        let wide: UInt64

        init(narrow: UInt64, wide: UInt64) {
            self.narrow = narrow
            self.wide = wide
        }

        init(buffer: UnsafeRawBufferPointer) {
            self.init(narrow: ContentHash.of(buffer: buffer), wide: ContentHash.wide(buffer: buffer))
        }
    }

    /// `wide(buffer:)` over bytes that come in pieces, once their total `length` is known.
    /// Every piece but the last must be a multiple of 32 bytes.
    struct Wide {
        private var lanes: (UInt64, UInt64, UInt64, UInt64)
        private var tail: UInt64 = 0
        private let length: Int
        private var remaining: Int

        init(length: Int) {
            self.length = length
            remaining = length
            lanes = (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89)
        }

        mutating func add(_ buffer: UnsafeRawBufferPointer) {
            var (a, b, c, d) = lanes
            let count = buffer.count
            var offset = 0
            while offset + 32 <= count {
                // Lanes side by side differ (xor, add), or the compiler pairs them in vector
                // registers, moving each value out and back for its `mul` (twice as slow).
                a = Self.lane(a ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                b = Self.lane(b &+ buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                c = Self.lane(c ^ buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                d = Self.lane(d &+ buffer.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                offset += 32
            }
            lanes = (a, b, c, d)
            remaining -= count
            precondition(offset == count || remaining == 0, "only the last piece may end between blocks")
            // The last piece's last 0-31 bytes: whole words, then the bytes left, one chain.
            var word = tail
            while offset + 8 <= count {
                word = ContentHash.mix(word ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var last: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                last |= UInt64(buffer[offset]) << shift
                shift += 8
                offset += 1
            }
            tail = shift > 0 ? ContentHash.mix(word ^ last) : word
        }

        /// The hash, once `length` bytes were added.
        var value: UInt64 {
            var hash = UInt64(truncatingIfNeeded: length) ^ 0x9E37_79B9_7F4A_7C15
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3, tail] { hash = ContentHash.mix(hash ^ lane) }
            return hash ^ (hash >> 29)
        }

        /// One lane's step: the full 128-bit product of the lane with its word mixed in and an odd constant,
        /// its halves folded together (wyhash's "mum"). One `mul` instruction: a 64-bit
        /// product kept to 64 bits was turned into SSE2 code (no 64-bit vector multiply in
        /// baseline x86-64) that ran at half the speed.
        @inline(__always)
        private static func lane(_ mixed: UInt64) -> UInt64 {
            let product = mixed.multipliedFullWidth(by: 0x9FB2_1C65_1E98_DF25)
            return product.high ^ product.low
        }
    }
}
