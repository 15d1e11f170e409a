/// For each byte, each pair of adjacent bytes and each pair one byte apart that occurs in
/// the slots' texts, the slots where it occurs (`SlotSet`): the search index turned on its side.
///
/// Why: a search keystroke asked every task's 8-byte letter mask (one letter) or 32-byte
/// pair summary and then its text (longer words) -- at 1,000,000 tasks 8 to 40 MB and more
/// a key. Here one letter is one AND of the list's bitmap with that letter's bitmap
/// (125 KB at 1,000,000), two letters one AND with that pair's, and a longer word the AND
/// of its pairs' sets: only the slots left are read (`SearchIndex`). The pairs one byte
/// apart are for words whose adjacent pairs say little: "eee" has only "ee" (in a quarter
/// of the tasks of the curve's data), with "e?e" too 3% are left to read.
struct SlotOccurrences: Sendable {
    /// Where each byte's set (key: the byte), each adjacent pair's (key: 256 + first << 8 |
    /// second) and each pair's one byte apart (65,536 more) is in `sets`, in pages of 256 keys
    /// (`setIndex(of:)`); -1 while it occurs nowhere, `notKept` for a pair one byte apart too
    /// rare to keep (`dropRarePairsApart`).
    ///
    /// Why pages: a flat table of every key took 0.5 MB at any size (2 MB with the one that
    /// told a byte twice in a text), a sixth of the whole app at 10,000 tasks; a text uses a
    /// few dozen first bytes, so a few dozen pages of 1 KB.
    private var pageOf = [Int16](repeating: -1, count: keyCount >> 8)
    private var pages: [Int32] = []
    private var sets: [SlotSet] = []
    /// A list longer than this becomes a bitmap (a 32nd of the slots: the two take the same room).
    private var limit: Int
    /// Whether pairs one byte apart are kept: only for a long list (`pairsApartMinimum`).
    private let keepsPairsApart: Bool

    private static let keyCount = 256 + 2 * 65_536
    private static let apart = 256 + 65_536
    private static let notKept: Int32 = -2
    /// From this many slots pairs one byte apart are kept. Why not below: reading the texts
    /// a word's adjacent pairs leave costs a fraction of a millisecond there, and the sets'
    /// lists before `dropRarePairsApart` were the largest part of the app's peak memory at
    /// 10,000 tasks.
    static let pairsApartMinimum = 20_000

    /// Sets for about `slotCount` slots, with pairs one byte apart from `pairsApartFrom` slots.
    init(expecting slotCount: Int, pairsApartFrom: Int = pairsApartMinimum) {
        limit = max(16, slotCount / 32)
        keepsPairsApart = slotCount >= pairsApartFrom
    }

    /// Adds `slot` to the sets of the bytes and pairs of `text`.
    mutating func add(_ text: UnsafeBufferPointer<UInt8>, at slot: Int) {
        limit = max(limit, slot / 32)
        var previous: Int?, beforeThat: Int?
        for byte in text {
            let key = Int(byte)
            insert(slot, key: key)
            if let previous { insert(slot, key: 256 + (previous << 8 | key)) }
            if keepsPairsApart, let beforeThat { insert(slot, key: Self.apart + (beforeThat << 8 | key)) }
            (beforeThat, previous) = (previous, key)
        }
    }

    /// Takes `slot` out of the sets of the bytes and pairs of `text` (its old text).
    mutating func remove(_ text: UnsafeBufferPointer<UInt8>, at slot: Int) {
        var keys = Set<Int>()
        var previous: Int?, beforeThat: Int?
        for byte in text {
            let key = Int(byte)
            keys.insert(key)
            if let previous { keys.insert(256 + (previous << 8 | key)) }
            if keepsPairsApart, let beforeThat { keys.insert(Self.apart + (beforeThat << 8 | key)) }
            (beforeThat, previous) = (previous, key)
        }
        for key in keys {
            let set = Int(setIndex(of: key))
            if set >= 0 { sets[set].remove(slot) }
        }
    }

    /// Unmarks the slots of `marks` whose text cannot contain `word` (it lacks a byte of a
    /// one-byte word or a pair of a longer one). True when the marks left are exactly the
    /// slots containing it (a word of one or two bytes); a longer one's text is to be read.
    func narrow(_ marks: inout [UInt64], toContain word: [UInt8]) -> Bool {
        guard let first = word.first else { return true }
        guard word.count > 1 else {
            intersect(&marks, key: Int(first))
            return true
        }
        var done = Set<Int>()
        for index in 1..<word.count {
            let key = 256 + (Int(word[index - 1]) << 8 | Int(word[index]))
            guard done.insert(key).inserted else { continue }
            intersect(&marks, key: key)
        }
        for index in 2..<max(2, keepsPairsApart ? word.count : 0) {
            let key = Self.apart + (Int(word[index - 2]) << 8 | Int(word[index]))
            guard done.insert(key).inserted else { continue }
            intersect(&marks, key: key)
        }
        return word.count == 2
    }

    /// Lets go of the sets of the pairs one byte apart that are still lists (rarer than one
    /// slot in 32): they stay out for good (`notKept`), so those kept are bitmaps, in all at
    /// most 1/8 byte a slot for each. Why: kept as lists they took about 70 bytes a task of
    /// the curve's data at 1,000,000 tasks; a word's adjacent pairs already narrow it to a few
    /// slots where a pair apart would be rare.
    mutating func dropRarePairsApart() {
        var kept: [SlotSet] = []
        for key in 0..<Self.keyCount where setIndex(of: key) >= 0 {
            let set = Int(setIndex(of: key))
            if key >= Self.apart && !sets[set].isBitmap {
                setSetIndex(Self.notKept, of: key)
                continue
            }
            setSetIndex(Int32(kept.count), of: key)
            kept.append(sets[set])
        }
        sets = kept
    }

    /// The heap bytes the sets and their table hold.
    var bytes: Int {
        sets.reduce(0) { $0 + $1.bytes } + sets.capacity * MemoryLayout<SlotSet>.stride + pages.capacity * 4
            + pageOf.capacity * 2
    }

    private func intersect(_ marks: inout [UInt64], key: Int) {
        let set = Int(setIndex(of: key))
        guard set >= 0 else {
            // A pair one byte apart not kept says nothing; any other pair absent is in no slot.
            if set != Int(Self.notKept) { for index in marks.indices { marks[index] = 0 } }
            return
        }
        sets[set].intersect(&marks)
    }

    @inline(__always)
    private mutating func insert(_ slot: Int, key: Int) {
        var set = Int(setIndex(of: key))
        if set == Int(Self.notKept) { return }
        if set < 0 {
            set = sets.count
            setSetIndex(Int32(set), of: key)
            sets.append(SlotSet())
        }
        sets[set].insert(slot, limit: limit)
    }

    /// Where `key`'s set is in `sets` (-1: none yet, `notKept`).
    @inline(__always)
    private func setIndex(of key: Int) -> Int32 {
        let page = Int(pageOf[key >> 8])
        return page < 0 ? -1 : pages[page << 8 | key & 255]
    }

    private mutating func setSetIndex(_ set: Int32, of key: Int) {
        if pageOf[key >> 8] < 0 {
            pageOf[key >> 8] = Int16(pages.count >> 8)
            pages += repeatElement(-1, count: 256)
        }
        pages[Int(pageOf[key >> 8]) << 8 | key & 255] = set
    }
}
