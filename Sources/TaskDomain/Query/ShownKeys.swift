/// The live list's shown rows: every key of a sorted list, or only those of its keys whose
/// slot is marked in a bitmap (a search's result), read lazily.
///
/// Why: a search's first letter keeps nearly every task of a long list. Written out as a
/// list of its own, the result at 1,000,000 tasks read the 40 MB list twice and wrote 40 MB
/// of fresh memory (page faults alone about 26 ms on this VM) for the 40 rows a screen
/// shows. Here a keystroke only unmarks slots in a bitmap (one bit a task, 125 KB at
/// 1,000,000), in storage order; the count is the bits set. A row is found by walking the
/// list from the front, and the walk is remembered: how many marked keys each chunk of the
/// list holds, counted as far as a row asked for needs (the first screen: one chunk). `G`
/// counts every chunk once (a pass over the list's keys, no writing).
///
/// A sparse result (under 1/16 of the list) is written out as a list of its own, so walking
/// to a row never reads far more keys than it finds.
///
/// A copy shares the remembered counts only while nothing changes: any change starts them
/// again, so copies stay values.
struct ShownKeys: Sequence {
    typealias Key = TaskSortKey

    /// The list the rows are taken from, in order.
    private(set) var base: SortedKeys
    /// nil: every key of `base` is shown. Else one bit a slot: a key of `base` shows when its
    /// position's bit is set; a slot has at most one key in `base`.
    private(set) var members: [UInt64]?
    /// How many rows there are.
    private(set) var count: Int
    /// How many marked keys come before each chunk of `base`, as far as counted.
    private var ranks = MemberRanks()

    /// Every key of `keys`.
    init(_ keys: SortedKeys = SortedKeys()) {
        base = keys
        count = keys.count
    }

    /// The keys of `base` whose slot is set in `members` (`count` of them).
    init(base: SortedKeys, members: [UInt64], count: Int) {
        self.base = base
        self.members = members
        self.count = count
    }

    var isEmpty: Bool { count == 0 }
    var underestimatedCount: Int { count }
    var chunkLimit: Int { base.chunkLimit }

    /// Whether `key` is a row (its slot is marked, or every key is a row).
    @inline(__always)
    func isMember(_ position: Int) -> Bool {
        guard let members else { return true }
        return Self.isSet(position, in: members)
    }

    @inline(__always)
    private static func isSet(_ position: Int, in members: [UInt64]) -> Bool {
        position >= 0 && position >> 6 < members.count && members[position >> 6] >> UInt64(position & 63) & 1 != 0
    }

    /// The rows, written out as a list of their own.
    var list: SortedKeys {
        guard let members else { return base }
        var result = SortedKeys.Appending(chunkLimit: base.chunkLimit)
        for key in base where Self.isSet(key.position, in: members) { result.append(key) }
        return result.keys
    }

    // MARK: - Rows by index

    /// The key at row `index` (0 ..< count).
    subscript(index: Int) -> Key {
        guard members != nil else { return base[index] }
        let (chunk, row) = chunkOfRow(index)
        var left = row
        for key in base.chunks[chunk] where isMember(key.position) {
            if left == 0 { return key }
            left -= 1
        }
        preconditionFailure("row \(index) is not in its chunk")
    }

    /// The keys of the rows in `range` (clamped), in order.
    func keys(in range: Range<Int>) -> [Key] {
        guard members != nil else { return base.keys(in: range) }
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return [] }
        var result: [Key] = []
        result.reserveCapacity(clamped.count)
        var (chunk, skip) = chunkOfRow(clamped.lowerBound)
        let chunks = base.chunks
        while result.count < clamped.count, chunk < chunks.count {
            for key in chunks[chunk] where isMember(key.position) {
                if skip > 0 {
                    skip -= 1
                } else {
                    result.append(key)
                    if result.count == clamped.count { break }
                }
            }
            chunk += 1
        }
        return result
    }

    /// The first row whose key does not precede `key` (binary searches, then the rows
    /// before it counted as far as needed).
    func insertionIndex(of key: Key, titles: ((Int, Int) -> Bool?)?) -> Int {
        let index = base.insertionIndex(of: key, titles: titles)
        guard members != nil else { return index }
        guard index < base.count else { return count }
        let (chunk, offset) = base.place(of: index)
        var rank = membersBefore(chunk: chunk)
        for key in base.chunks[chunk][..<offset] where isMember(key.position) { rank += 1 }
        return rank
    }

    /// The chunk of `base` holding row `index` and the row's place among that chunk's rows.
    private func chunkOfRow(_ index: Int) -> (chunk: Int, row: Int) {
        countChunks { $0 > index }
        let before = ranks.before
        // The last chunk whose rows start at or before `index` (chunks without rows share
        // their start with the next one: the last of them is the one with the row).
        var low = 0, high = before.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if before[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - before[low])
    }

    /// How many rows come before `chunk`.
    private func membersBefore(chunk: Int) -> Int {
        countChunks { _ in ranks.before.count > chunk }
        return ranks.before[chunk]
    }

    /// Counts the rows of further chunks until `enough` holds for the rows counted so far
    /// (or every chunk is counted).
    private func countChunks(until enough: (Int) -> Bool) {
        guard let members else { return }
        let chunks = base.chunks
        while ranks.before.count <= chunks.count, !enough(ranks.before[ranks.before.count - 1]) {
            let chunk = ranks.before.count - 1
            guard chunk < chunks.count else { break }
            ranks.before.append(ranks.before[chunk] + Self.memberCount(of: chunks[chunk], in: members))
        }
    }

    /// How many of `keys` are marked in `members`, without a branch a key. Why: a row far
    /// down a long search's result is found by counting every chunk before it (at 1,000,000
    /// tasks up to 40 MB of keys a keystroke that keeps the selection there).
    private static func memberCount(of keys: [Key], in members: [UInt64]) -> Int {
        keys.withUnsafeBufferPointer { keys in
            members.withUnsafeBufferPointer { members in
                var rows = 0
                for key in keys {
                    let position = key.position, word = key.position >> 6
                    guard position >= 0, word < members.count else { continue }
                    rows &+= Int(truncatingIfNeeded: members[word] >> UInt64(position & 63) & 1)
                }
                return rows
            }
        }
    }

    // MARK: - Changes (the live list's)

    /// Puts `key` in as a row.
    mutating func insert(_ key: Key, titles: ((Int, Int) -> Bool?)?) {
        insert(contentsOf: [key], titles: titles)
    }

    /// Takes `key` out; false when it was not a row.
    @discardableResult
    mutating func remove(_ key: Key, titles: ((Int, Int) -> Bool?)?) -> Bool {
        guard members != nil else {
            let removed = base.remove(key, titles: titles)
            count = base.count
            return removed
        }
        let wasRow = isMember(key.position)
        remove(contentsOf: [key], titles: titles)
        return wasRow
    }

    /// Puts these keys in as rows (in any order).
    mutating func insert(contentsOf keys: [Key], titles: ((Int, Int) -> Bool?)?) {
        base.insert(contentsOf: keys, titles: titles)
        ranks = MemberRanks()
        guard var members else {
            count = base.count
            return
        }
        self.members = nil  // no second reference while the bits change
        for key in keys where !Self.isSet(key.position, in: members) {
            guard key.position >= 0 else { continue }
            while key.position >> 6 >= members.count { members.append(0) }
            members[key.position >> 6] |= 1 << UInt64(key.position & 63)
            count += 1
        }
        self.members = members
    }

    /// Takes these keys out (those that are rows).
    mutating func remove(contentsOf keys: [Key], titles: ((Int, Int) -> Bool?)?) {
        base.remove(contentsOf: keys, titles: titles)
        ranks = MemberRanks()
        guard var members else {
            count = base.count
            return
        }
        self.members = nil
        for key in keys where Self.isSet(key.position, in: members) {
            members[key.position >> 6] &= ~(1 << UInt64(key.position & 63))
            count -= 1
        }
        self.members = members
    }

    // MARK: - Reading in order

    struct Iterator: IteratorProtocol {
        var keys: SortedKeys.Iterator
        let members: [UInt64]?

        mutating func next() -> Key? {
            while let key = keys.next() {
                if let members, !ShownKeys.isSet(key.position, in: members) { continue }
                return key
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(keys: base.makeIterator(), members: members) }
}

/// How many rows come before each chunk of a `ShownKeys`' list, as far as counted (a cache
/// its copies share until one changes, which then starts a new one).
final class MemberRanks {
    /// `before[c]`: the rows in the chunks before chunk `c`; `before.count - 1` chunks are counted.
    var before: [Int] = [0]
}
