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
extension TaskSortKey {
    /// Sorts `keys` as `precedes` orders them (`titles` as `precedes` takes it).
    public static func sort(_ keys: inout [TaskSortKey], titles: ((Int, Int) -> Bool?)?) {
        keys.withUnsafeMutableBufferPointer { buffer in
            // Keys nearly in order already (the created sort: tasks are stored as they come)
            // are left to the comparison sort, which finds the runs in one pass.
            guard buffer.count > radixThreshold, !nearlyInOrder(buffer) else {
                return comparisonSort(buffer, titles: titles)
            }
            var (orFirst, andFirst, orMore, andMore): (UInt64, UInt64, UInt64, UInt64) = (0, .max, 0, .max)
            for key in buffer {
                (orFirst, andFirst) = (orFirst | key.first, andFirst & key.first)
                (orMore, andMore) = (orMore | key.more, andMore & key.more)
            }
            radixSort(buffer, differing: (orFirst ^ andFirst, orMore ^ andMore), titles: titles)
        }
    }

    /// Below this many keys a range is sorted by comparisons: a bucket pass costs two passes
    /// over the range and a few kilobytes of tables.
    static let radixThreshold = 48

    /// Whether at most a few neighbours are out of order by their 16 bytes (a pass of two
    /// integer compares a key): the comparison sort merges a few runs faster than the
    /// radix sort's passes (which also lose the order they were in).
    private static func nearlyInOrder(_ keys: UnsafeMutableBufferPointer<TaskSortKey>) -> Bool {
        var descents = 0
        for index in 1..<keys.count {
            let (previous, key) = (keys[index - 1], keys[index])
            if key.first < previous.first || key.first == previous.first && key.more < previous.more {
                descents += 1
                if descents > 32 { return false }
            }
        }
        return true
    }

    private static func comparisonSort(_ keys: UnsafeMutableBufferPointer<TaskSortKey>, titles: ((Int, Int) -> Bool?)?) {
        var range = keys
        range.sort { precedes($0, $1, titles: titles) }
    }

    /// Sorts `keys`, whose `first` and `more` differ only in the bits `differing` sets.
    private static func radixSort(_ keys: UnsafeMutableBufferPointer<TaskSortKey>, differing: (UInt64, UInt64),
                                  titles: ((Int, Int) -> Bool?)?) {
        // The first byte (0-7 of `first`, 8-15 of `more`, most significant first) in which
        // some keys differ; none: the tie-breaks (and whole titles) decide.
        let digit: Int
        if differing.0 != 0 {
            digit = differing.0.leadingZeroBitCount / 8
        } else if differing.1 != 0 {
            digit = 8 + differing.1.leadingZeroBitCount / 8
        } else {
            // Whole titles decide: back in storage order first (the order the keys came in,
            // which the buckets' swaps lost), as the comparison sort finds its runs there.
            if titles != nil {
                var range = keys
                range.sort { $0.position < $1.position }
            }
            return comparisonSort(keys, titles: titles)
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 512) { table in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 1024) { bits in
                let counts = UnsafeMutableBufferPointer(rebasing: table[0..<256])
                let heads = UnsafeMutableBufferPointer(rebasing: table[256..<512])
                counts.initialize(repeating: 0)
                // Each bucket's OR and AND of `first` and of `more`.
                for value in 0..<256 {
                    (bits[4 * value], bits[4 * value + 1]) = (0, .max)
                    (bits[4 * value + 2], bits[4 * value + 3]) = (0, .max)
                }
                for key in keys {
                    let value = Int(byte(key, digit))
                    counts[value] += 1
                    bits[4 * value] |= key.first
                    bits[4 * value + 1] &= key.first
                    bits[4 * value + 2] |= key.more
                    bits[4 * value + 3] &= key.more
                }
                var start = 0
                for value in 0..<256 {
                    heads[value] = start
                    start += counts[value]
                }
                permute(keys, digit: digit, heads: heads, counts: counts)
                var low = 0
                for value in 0..<256 {
                    let count = counts[value]
                    let bucket = UnsafeMutableBufferPointer(rebasing: keys[low..<(low + count)])
                    if count > radixThreshold {
                        radixSort(bucket, differing: (bits[4 * value] ^ bits[4 * value + 1], bits[4 * value + 2] ^ bits[4 * value + 3]),
                                  titles: titles)
                    } else if count > 1 {
                        comparisonSort(bucket, titles: titles)
                    }
                    low += count
                }
            }
        }
    }

    /// Puts each key of `keys` into its bucket of `digit` (American flag sort): bucket `value`
    /// starts at `heads[value]` and holds `counts[value]` keys. `heads` is used up.
    private static func permute(_ keys: UnsafeMutableBufferPointer<TaskSortKey>, digit: Int,
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

    /// Byte `digit` of the 16 the radix sort orders by (0: `first`'s most significant).
    @inline(__always)
    private static func byte(_ key: TaskSortKey, _ digit: Int) -> UInt64 {
        digit < 8 ? key.first >> UInt64(56 - 8 * digit) & 0xFF : key.more >> UInt64(120 - 8 * digit) & 0xFF
    }
}
