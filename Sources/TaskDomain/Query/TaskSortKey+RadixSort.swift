/// Sorting many keys by their bytes instead of by comparisons: the same order as
/// `TaskSortKey.precedes`, ties included.
///
/// Why: a new sort over 1,000,000 tasks (`s` in the app) spent most of its time in the
/// comparison sort (20 million calls of `precedes` over 40-byte keys). `precedes` orders by
/// `first`, then `more`, as unsigned integers, before any other part; so the keys are put in
/// order by those 16 bytes, most significant first (an in-place MSD radix sort: a count of
/// each byte value, then every key swapped into its byte's bucket), and each bucket too small
/// to be worth another pass, or whose keys share all 16 bytes, is sorted by `precedes` itself.
/// Within a bucket every key has the same leading bytes, so the buckets' order and each
/// bucket's order make exactly the comparison sort's order.
///
/// The pass that counts a range's bytes also notes, for each bucket, which bits its keys do
/// not share (the OR and the AND of its keys): a bucket then goes straight to the first byte
/// in which its keys differ, so a sentinel (no due date) or the title sort's common letters
/// cost no pass. Nothing is allocated: the tables live on the stack. Keys nearly in order
/// already go to the comparison sort, which keeps the runs it finds.
///
/// The same sort orders a long list's compact records (`CompactSortRecord`: 16 bytes a key
/// instead of 40), through `RadixSortable`.
extension TaskSortKey: RadixSortable {
    /// Sorts `keys` as `precedes` orders them (`titles` as `precedes` takes it).
    public static func sort(_ keys: inout [TaskSortKey], titles: ((Int, Int) -> Bool?)?) {
        keys.withUnsafeMutableBufferPointer { RadixSort.sort($0, in: titles) }
    }

    var radixFirst: UInt64 { first }
    var radixMore: UInt64 { more }

    static func precedes(_ lhs: TaskSortKey, _ rhs: TaskSortKey, in titles: ((Int, Int) -> Bool?)?) -> Bool {
        precedes(lhs, rhs, titles: titles)
    }

    /// Whole titles decide: back in storage order first (the order the keys came in, which
    /// the buckets' swaps lost), as the comparison sort finds its runs there.
    static func sortTied(_ keys: UnsafeMutableBufferPointer<TaskSortKey>, in titles: ((Int, Int) -> Bool?)?) {
        var range = keys
        if titles != nil { range.sort { $0.position < $1.position } }
        range.sort { precedes($0, $1, titles: titles) }
    }
}

/// What the byte-wise sort (`RadixSort`) orders: values ordered first by two words as
/// unsigned integers (most significant first), then, where both tie, by `precedes`.
protocol RadixSortable {
    /// What `precedes` reads beyond the value (the title lookup, the keys records point to).
    associatedtype Context
    var radixFirst: UInt64 { get }
    var radixMore: UInt64 { get }
    /// The whole order; it must agree with the two words where they differ.
    static func precedes(_ lhs: Self, _ rhs: Self, in context: Context) -> Bool
    /// Sorts values whose two words all tie, by `precedes`.
    static func sortTied(_ values: UnsafeMutableBufferPointer<Self>, in context: Context)
}

enum RadixSort {
    /// Sorts `keys` by `Key.precedes`.
    static func sort<Key: RadixSortable>(_ keys: UnsafeMutableBufferPointer<Key>, in context: Key.Context) {
        // Keys nearly in order already (the created sort: tasks are stored as they come)
        // are left to the comparison sort, which finds the runs in one pass.
        guard keys.count > threshold, !nearlyInOrder(UnsafeBufferPointer(keys)) else {
            return comparisonSort(keys, in: context)
        }
        sort(keys, differing: differingBits(keys), in: context)
    }

    /// The bits of the two words that not every key of `keys` shares.
    static func differingBits<Keys: Sequence>(_ keys: Keys) -> (UInt64, UInt64) where Keys.Element: RadixSortable {
        var (orFirst, andFirst, orMore, andMore): (UInt64, UInt64, UInt64, UInt64) = (0, .max, 0, .max)
        for key in keys {
            (orFirst, andFirst) = (orFirst | key.radixFirst, andFirst & key.radixFirst)
            (orMore, andMore) = (orMore | key.radixMore, andMore & key.radixMore)
        }
        return (orFirst ^ andFirst, orMore ^ andMore)
    }

    /// Below this many keys a range is sorted by comparisons: a bucket pass costs two passes
    /// over the range and a few kilobytes of tables.
    static let threshold = 48

    /// Whether at most a few neighbours are out of order by their two words (a pass of two
    /// integer compares a key): the comparison sort merges a few runs faster than the
    /// radix sort's passes (which also lose the order they were in).
    static func nearlyInOrder<Key: RadixSortable>(_ keys: UnsafeBufferPointer<Key>) -> Bool {
        var descents = 0
        for index in 1..<keys.count {
            let (previous, key) = (keys[index - 1], keys[index])
            if key.radixFirst < previous.radixFirst || key.radixFirst == previous.radixFirst && key.radixMore < previous.radixMore {
                descents += 1
                if descents > 32 { return false }
            }
        }
        return true
    }

    static func comparisonSort<Key: RadixSortable>(_ keys: UnsafeMutableBufferPointer<Key>, in context: Key.Context) {
        var range = keys
        range.sort { Key.precedes($0, $1, in: context) }
    }

    /// The first byte (0-7 of the first word, 8-15 of the second, most significant first) in
    /// which keys differing in `differing`'s bits differ; 16: none (they all tie).
    static func firstDigit(_ differing: (UInt64, UInt64)) -> Int {
        if differing.0 != 0 { return differing.0.leadingZeroBitCount / 8 }
        if differing.1 != 0 { return 8 + differing.1.leadingZeroBitCount / 8 }
        return 16
    }

    /// Sorts `keys`, whose two words differ only in the bits `differing` sets.
    static func sort<Key: RadixSortable>(_ keys: UnsafeMutableBufferPointer<Key>, differing: (UInt64, UInt64),
                                         in context: Key.Context) {
        let digit = firstDigit(differing)
        guard digit < 16 else { return Key.sortTied(keys, in: context) }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 512) { table in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 1024) { bits in
                let counts = UnsafeMutableBufferPointer(rebasing: table[0..<256])
                let heads = UnsafeMutableBufferPointer(rebasing: table[256..<512])
                counts.initialize(repeating: 0)
                Buckets.clear(bits)
                for key in keys {
                    let value = Int(byte(key, digit))
                    counts[value] += 1
                    Buckets.add(key, to: value, bits)
                }
                var start = 0
                for value in 0..<256 {
                    heads[value] = start
                    start += counts[value]
                }
                permute(keys, digit: digit, heads: heads, counts: counts)
                sortBuckets(keys, counts: counts, bits: bits, in: context)
            }
        }
    }

    /// Sorts each bucket of `keys` (in order, `counts[value]` keys each) whose keys' OR and
    /// AND `bits` holds (`Buckets`).
    static func sortBuckets<Key: RadixSortable>(_ keys: UnsafeMutableBufferPointer<Key>, counts: UnsafeMutableBufferPointer<Int>,
                                                bits: UnsafeMutableBufferPointer<UInt64>, in context: Key.Context) {
        var low = 0
        for value in 0..<256 {
            let count = counts[value]
            let bucket = UnsafeMutableBufferPointer(rebasing: keys[low..<(low + count)])
            if count > threshold {
                sort(bucket, differing: Buckets.differing(value, bits), in: context)
            } else if count > 1 {
                comparisonSort(bucket, in: context)
            }
            low += count
        }
    }

    /// Each bucket's OR and AND of the first word and of the second: four words a bucket
    /// value, in a table of 1,024.
    enum Buckets {
        static func clear(_ bits: UnsafeMutableBufferPointer<UInt64>) {
            for value in 0..<256 {
                (bits[4 * value], bits[4 * value + 1]) = (0, .max)
                (bits[4 * value + 2], bits[4 * value + 3]) = (0, .max)
            }
        }

        @inline(__always)
        static func add<Key: RadixSortable>(_ key: Key, to value: Int, _ bits: UnsafeMutableBufferPointer<UInt64>) {
            bits[4 * value] |= key.radixFirst
            bits[4 * value + 1] &= key.radixFirst
            bits[4 * value + 2] |= key.radixMore
            bits[4 * value + 3] &= key.radixMore
        }

        static func differing(_ value: Int, _ bits: UnsafeMutableBufferPointer<UInt64>) -> (UInt64, UInt64) {
            (bits[4 * value] ^ bits[4 * value + 1], bits[4 * value + 2] ^ bits[4 * value + 3])
        }
    }

    /// Puts each key of `keys` into its bucket of `digit` (American flag sort): bucket `value`
    /// starts at `heads[value]` and holds `counts[value]` keys. `heads` is used up.
    private static func permute<Key: RadixSortable>(_ keys: UnsafeMutableBufferPointer<Key>, digit: Int,
                                                    heads: UnsafeMutableBufferPointer<Int>, counts: UnsafeMutableBufferPointer<Int>) {
        var bucketEnd = 0
        for value in 0..<256 {
            bucketEnd += counts[value]
            while heads[value] < bucketEnd {
                var key = keys[heads[value]]
                var target = Int(byte(key, digit))
                while target != value {
                    // Into its bucket's next place; what was there travels on.
                    swap(&key, &keys[heads[target]])
                    heads[target] += 1
                    target = Int(byte(key, digit))
                }
                keys[heads[value]] = key
                heads[value] += 1
            }
        }
    }

    /// Byte `digit` of the 16 the radix sort orders by (0: the first word's most significant).
    @inline(__always)
    static func byte<Key: RadixSortable>(_ key: Key, _ digit: Int) -> UInt64 {
        digit < 8 ? key.radixFirst >> UInt64(56 - 8 * digit) & 0xFF : key.radixMore >> UInt64(120 - 8 * digit) & 0xFF
    }
}
