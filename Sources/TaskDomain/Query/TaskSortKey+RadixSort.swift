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
/// A range whose keys share a byte skips it in one pass (the bytes where any key differs
/// from the first), so a sentinel (no due date) or the title sort's common letters cost no
/// bucket pass. Nothing is allocated: the counts live on the stack.
extension TaskSortKey {
    /// Sorts `keys` as `precedes` orders them (`titles` as `precedes` takes it).
    static func sort(_ keys: inout [TaskSortKey], titles: ((Int, Int) -> Bool?)?) {
        keys.withUnsafeMutableBufferPointer { buffer in
            radixSort(buffer, titles: titles)
        }
    }

    /// Below this many keys a range is sorted by comparisons: a bucket pass costs two passes
    /// over the range and 256 counts.
    static let radixThreshold = 48

    private static func radixSort(_ keys: UnsafeMutableBufferPointer<TaskSortKey>,
                                  titles: ((Int, Int) -> Bool?)?) {
        guard keys.count > radixThreshold, let digit = firstDifferingByte(keys) else {
            // Few keys, or the same 16 bytes (the tie-breaks and whole titles decide).
            var range = keys
            range.sort { precedes($0, $1, titles: titles) }
            return
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 512) { table in
            let counts = UnsafeMutableBufferPointer(rebasing: table[0..<256])
            let heads = UnsafeMutableBufferPointer(rebasing: table[256..<512])
            counts.initialize(repeating: 0)
            for key in keys { counts[Int(byte(key, digit))] += 1 }
            var start = 0
            for value in 0..<256 {
                heads[value] = start
                start += counts[value]
            }
            permute(keys, digit: digit, heads: heads, counts: counts)
            var low = 0
            for value in 0..<256 {
                let count = counts[value]
                if count > 1 {
                    radixSort(UnsafeMutableBufferPointer(rebasing: keys[low..<(low + count)]), titles: titles)
                }
                low += count
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

    /// The first byte (0-7 of `first`, 8-15 of `more`, most significant first) in which some
    /// key differs from the first key; nil when all share all 16.
    private static func firstDifferingByte(_ keys: UnsafeMutableBufferPointer<TaskSortKey>) -> Int? {
        let (first, more) = (keys[0].first, keys[0].more)
        var (firstBits, moreBits): (UInt64, UInt64) = (0, 0)
        for key in keys {
            firstBits |= key.first ^ first
            moreBits |= key.more ^ more
        }
        if firstBits != 0 { return firstBits.leadingZeroBitCount / 8 }
        if moreBits != 0 { return 8 + moreBits.leadingZeroBitCount / 8 }
        return nil
    }

    /// Byte `digit` of the 16 the radix sort orders by (0: `first`'s most significant).
    @inline(__always)
    private static func byte(_ key: TaskSortKey, _ digit: Int) -> UInt64 {
        digit < 8 ? key.first >> UInt64(56 - 8 * digit) & 0xFF : key.more >> UInt64(120 - 8 * digit) & 0xFF
    }
}
