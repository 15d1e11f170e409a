import Foundation

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
/// cost no pass. The tables live on the stack; only a tie bucket's later bytes
/// (`sortByLaterBytes`) and the two threads' shares are allocated. Keys nearly in order
/// already go to the comparison sort, which keeps the runs it finds.
extension TaskSortKey {
    /// Sorts `keys` as `precedes` orders them (`titles` as `precedes` takes it). `texts`, when
    /// given, is the text `titles` compares at a position (`TaskSortKey.texts`): keys alike in
    /// all 16 bytes are then sorted by the next bytes of their folded texts instead of by
    /// `titles` (the same order).
    public static func sort(_ keys: inout [TaskSortKey], titles: ((Int, Int) -> Bool?)?, texts: ((Int) -> String)? = nil) {
        sort(&keys, titles: titles, texts: texts, parallelAbove: parallelThreshold)
    }

    /// `sort`, sharing the buckets between two threads when there are more than `parallelAbove`
    /// keys (tests lower it to check the shared path's order on small lists).
    static func sort(_ keys: inout [TaskSortKey], titles: ((Int, Int) -> Bool?)?, texts: ((Int) -> String)? = nil,
                     parallelAbove: Int) {
        keys.withUnsafeMutableBufferPointer { buffer in
            sort(buffer, order: SortOrder(titles: titles, texts: texts, offset: 0, parallelAbove: parallelAbove))
        }
    }

    /// How a sort orders keys beyond their 16 bytes, and where those bytes are in the texts.
    struct SortOrder {
        /// As `precedes` takes it.
        let titles: ((Int, Int) -> Bool?)?
        /// The text `titles` compares at a position, or nil.
        let texts: ((Int) -> String)?
        /// Which folded bytes of the texts the keys' 16 bytes are (0: their first; 16, 32...:
        /// keys made again by `sortByLaterBytes`).
        let offset: Int
        /// Above this many keys, the buckets are sorted on two threads.
        let parallelAbove: Int

        /// The order of keys made of the folded bytes 16 on, sorted on the calling thread.
        var later: SortOrder { SortOrder(titles: titles, texts: texts, offset: offset + 16, parallelAbove: .max) }
        /// This order on one thread.
        var oneThread: SortOrder { SortOrder(titles: titles, texts: texts, offset: offset, parallelAbove: .max) }
        /// This order with whole titles deciding ties (no later bytes), on one thread.
        var byWholeTitles: SortOrder { SortOrder(titles: titles, texts: nil, offset: offset, parallelAbove: .max) }
    }

    private static func sort(_ buffer: UnsafeMutableBufferPointer<TaskSortKey>, order: SortOrder) {
        // Keys nearly in order already (the created sort: tasks are stored as they come)
        // are left to the comparison sort, which finds the runs in one pass.
        guard buffer.count > radixThreshold, !nearlyInOrder(buffer, titlesDecideTies: order.texts != nil) else {
            return comparisonSort(buffer, order: order)
        }
        var (orFirst, andFirst, orMore, andMore): (UInt64, UInt64, UInt64, UInt64) = (0, .max, 0, .max)
        for key in buffer {
            (orFirst, andFirst) = (orFirst | key.first, andFirst & key.first)
            (orMore, andMore) = (orMore | key.more, andMore & key.more)
        }
        let differing = (orFirst ^ andFirst, orMore ^ andMore)
        if buffer.count > order.parallelAbove {
            parallelRadixSort(buffer, differing: differing, order: order)
        } else {
            radixSort(buffer, differing: differing, order: order)
        }
    }

    /// Above this many keys the buckets are sorted on two threads: below it the threads'
    /// start costs more than they save.
    static let parallelThreshold = 1 << 17

    /// How many of the titles' folded bytes the keys of `sortByLaterBytes` go to (its first 16
    /// and three levels of 16 more); titles alike in all of them are ordered by comparisons.
    static let laterBytesLimit = 64

    /// Below this many keys a range is sorted by comparisons: a bucket pass costs two passes
    /// over the range and a few kilobytes of tables.
    static let radixThreshold = 48

    /// Whether at most a few neighbours are out of order by their 16 bytes (a pass of two
    /// integer compares a key): the comparison sort merges a few runs faster than the
    /// radix sort's passes (which also lose the order they were in). With
    /// `titlesDecideTies`, neighbours alike in all 16 bytes whose titles go on count as out
    /// of order: their titles decide, which `sortByLaterBytes` does faster than comparisons
    /// (a list all of titles that start alike would look in order).
    private static func nearlyInOrder(_ keys: UnsafeMutableBufferPointer<TaskSortKey>, titlesDecideTies: Bool) -> Bool {
        var descents = 0
        for index in 1..<keys.count {
            let (previous, key) = (keys[index - 1], keys[index])
            if key.first < previous.first || key.first == previous.first
                && (key.more < previous.more || titlesDecideTies && key.more == previous.more && key.more & 0xFF != 0) {
                descents += 1
                if descents > 32 { return false }
            }
        }
        return true
    }

    private static func comparisonSort(_ keys: UnsafeMutableBufferPointer<TaskSortKey>, order: SortOrder) {
        var range = keys
        range.sort { precedes($0, $1, titles: order.titles) }
    }

    /// Sorts `keys`, whose `first` and `more` differ only in the bits `differing` sets.
    private static func radixSort(_ keys: UnsafeMutableBufferPointer<TaskSortKey>, differing: (UInt64, UInt64),
                                  order: SortOrder) {
        guard let digit = firstDigit(differing) else { return sortTies(keys, order: order) }
        bucketPass(keys, digit: digit) { bucket, differing in
            sortBucket(UnsafeMutableBufferPointer(rebasing: keys[bucket]), differing: differing, order: order)
        }
    }

    /// Sorts one bucket of a pass: by another pass when it is large, else by comparisons.
    private static func sortBucket(_ bucket: UnsafeMutableBufferPointer<TaskSortKey>, differing: (UInt64, UInt64),
                                   order: SortOrder) {
        if bucket.count > radixThreshold {
            radixSort(bucket, differing: differing, order: order)
        } else if bucket.count > 1 {
            comparisonSort(bucket, order: order)
        }
    }

    /// The first byte (0-7 of `first`, 8-15 of `more`, most significant first) in which
    /// keys differing in the bits `differing` sets differ; nil: none.
    private static func firstDigit(_ differing: (UInt64, UInt64)) -> Int? {
        if differing.0 != 0 { return differing.0.leadingZeroBitCount / 8 }
        if differing.1 != 0 { return 8 + differing.1.leadingZeroBitCount / 8 }
        return nil
    }

    /// Sorts keys that share all 16 bytes: the tie-breaks (and whole titles) decide.
    private static func sortTies(_ keys: UnsafeMutableBufferPointer<TaskSortKey>, order: SortOrder) {
        if order.texts != nil, order.titles != nil, order.offset + 16 < laterBytesLimit, keys.count > radixThreshold,
           keys[0].more & 0xFF != 0 {
            return sortByLaterBytes(keys, order: order)
        }
        // Whole titles decide: back in storage order first (the order the keys came in,
        // which the buckets' swaps lost), as the comparison sort finds its runs there.
        if order.titles != nil {
            var range = keys
            range.sort { $0.position < $1.position }
        }
        comparisonSort(keys, order: order)
    }

    /// Sorts keys alike in all 16 bytes, whose texts are all that long: by the texts' next 16
    /// folded bytes, the radix sort's way, then (those alike too) as `precedes` orders them.
    ///
    /// Why: titles that start alike for 16 bytes ("Water the garden #123") all went to the
    /// comparison sort, each comparison fetching and comparing two whole titles (0.9 s for
    /// 1,000,000 such tasks). Here each title is folded once a level, for the levels up to
    /// `laterBytesLimit`; titles alike that far go to the comparisons (each level reads a title
    /// from its start: without the limit, identical titles of 20 KB took n·L²/16). The order
    /// is the same: keys alike in their first bytes are ordered by the rest of their folded
    /// texts, then by the tie-breaks; a text's bytes past its end read as 0, as in
    /// `foldedPrefix` (a title holding a 0 byte there leaves the bucket to `titles`), and the
    /// texts alike in their next 16 bytes too are ordered by `titles` when both are longer.
    private static func sortByLaterBytes(_ keys: UnsafeMutableBufferPointer<TaskSortKey>, order: SortOrder) {
        guard let texts = order.texts else { return }
        let (first, more) = (keys[0].first, keys[0].more)
        let later = order.later
        var laterKeys: [TaskSortKey] = []
        laterKeys.reserveCapacity(keys.count)
        for key in keys {
            // A 0 byte in a title (which would tie with its end): whole titles decide.
            guard let words = SearchFolding.foldedWords(texts(key.position), from: later.offset) else {
                return sortTies(keys, order: order.byWholeTitles)
            }
            laterKeys.append(TaskSortKey(first: words.0, more: words.1, second: key.second, third: key.third,
                                         position: key.position))
        }
        laterKeys.withUnsafeMutableBufferPointer { sort($0, order: later) }
        for (index, key) in laterKeys.enumerated() {
            keys[index] = TaskSortKey(first: first, more: more, second: key.second, third: key.third, position: key.position)
        }
    }

    /// Puts `keys` into the buckets of byte `digit`, then calls `body` with each bucket of
    /// two keys or more (its range of `keys`, and the bits in which its keys differ).
    private static func bucketPass(_ keys: UnsafeMutableBufferPointer<TaskSortKey>, digit: Int,
                                   _ body: (Range<Int>, (UInt64, UInt64)) -> Void) {
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
                    if count > 1 {
                        body(low..<(low + count), (bits[4 * value] ^ bits[4 * value + 1], bits[4 * value + 2] ^ bits[4 * value + 3]))
                    }
                    low += count
                }
            }
        }
    }

    /// `radixSort` on two threads (issue 27: `s` at 1,000,000 tasks; the machines it runs on
    /// have two cores or more). The first pass (and a pass of any bucket holding more than
    /// half the keys, so that neither thread is left the bulk) is made here; the buckets, which
    /// share no keys, are then dealt largest first to the thread with less to do, and each
    /// thread sorts its own buckets as `radixSort` would. Each bucket's order and the buckets'
    /// order are the same as on one thread, so the order is too.
    private static func parallelRadixSort(_ keys: UnsafeMutableBufferPointer<TaskSortKey>, differing: (UInt64, UInt64),
                                          order: SortOrder) {
        var pieces: [(range: Range<Int>, differing: (UInt64, UInt64))] = [(0..<keys.count, differing)]
        while let largest = pieces.indices.max(by: { pieces[$0].range.count < pieces[$1].range.count }),
              pieces[largest].range.count * 2 > keys.count, pieces[largest].range.count > radixThreshold,
              let digit = firstDigit(pieces[largest].differing) {
            let range = pieces.remove(at: largest).range
            bucketPass(UnsafeMutableBufferPointer(rebasing: keys[range]), digit: digit) { bucket, differing in
                pieces.append(((bucket.lowerBound + range.lowerBound)..<(bucket.upperBound + range.lowerBound), differing))
            }
        }
        var shares: [[(range: Range<Int>, differing: (UInt64, UInt64))]] = [[], []]
        var loads = [0, 0]
        for piece in pieces.sorted(by: { $0.range.count > $1.range.count }) {
            let thread = loads[0] <= loads[1] ? 0 : 1
            shares[thread].append(piece)
            loads[thread] += piece.range.count
        }
        let work = SharedSort(keys: keys, order: order.oneThread, shares: shares)
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for piece in work.shares[thread] {
                sortBucket(UnsafeMutableBufferPointer(rebasing: work.keys[piece.range]), differing: piece.differing,
                           order: work.order)
            }
        }
    }

    /// What the two threads of `parallelRadixSort` share. Unchecked: the buffer is written
    /// by both, but each thread writes only the ranges of its own buckets, which no other
    /// range overlaps, and the buffer outlives the threads (`concurrentPerform` returns when
    /// both are done). The order's closures only read (a list's tasks as they were when it was
    /// made, never changed while the sort runs) and fold copies of their texts.
    private struct SharedSort: @unchecked Sendable {
        let keys: UnsafeMutableBufferPointer<TaskSortKey>
        let order: SortOrder
        let shares: [[(range: Range<Int>, differing: (UInt64, UInt64))]]
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

    /// A key of these parts (`sortByLaterBytes` makes keys of a text's later bytes).
    private init(first: UInt64, more: UInt64, second: Int, third: Int, position: Int) {
        (self.first, self.more, self.second, self.third, self.position) = (first, more, second, third, position)
    }
}
