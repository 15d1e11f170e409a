/// Which adjacent byte pairs occur in some bytes, hashed into 256 bits (a Bloom filter
/// with one hash: a pair it lacks is certainly absent).
struct BytePairs: Equatable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ bytes: [UInt8]) {
        guard bytes.count > 1 else { return }
        for index in 1..<bytes.count { insert(bytes[index - 1], bytes[index]) }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count > 1 else { return }
        for index in 1..<bytes.count { insert(bytes[index - 1], bytes[index]) }
    }

    private mutating func insert(_ first: UInt8, _ second: UInt8) {
        let bit = (UInt32(first) &* 31 &+ UInt32(second) &* 131) & 255
        let mask = UInt64(1) << UInt64(bit & 63)
        switch bit >> 6 {
        case 0: words.0 |= mask
        case 1: words.1 |= mask
        case 2: words.2 |= mask
        default: words.3 |= mask
        }
    }

    /// Every pair of `other` may be here.
    func containsAll(_ other: BytePairs) -> Bool {
        words.0 & other.words.0 == other.words.0 && words.1 & other.words.1 == other.words.1
            && words.2 & other.words.2 == other.words.2 && words.3 & other.words.3 == other.words.3
    }

    static func == (lhs: BytePairs, rhs: BytePairs) -> Bool {
        lhs.words == rhs.words
    }
}
