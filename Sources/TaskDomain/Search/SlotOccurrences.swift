/// For each byte, each pair of adjacent bytes and (in a long list) each run of three bytes
/// that occurs in the slots' texts, the slots where it occurs (`SlotSet`): the search index
/// turned on its side.
///
/// Why: a search keystroke asked every task's 8-byte letter mask (one letter) or 32-byte
/// pair summary and then its text (longer words) -- at 1,000,000 tasks 8 to 40 MB and more
/// a key. Here one letter is one AND of the list's bitmap with that letter's bitmap
/// (125 KB at 1,000,000), two letters one AND with that pair's, three letters one AND with
/// that run's, and a longer word the AND of its runs' sets: only the slots left are read
/// (`SearchIndex`). Why runs of three: a word's pairs can leave many slots that lack it
/// ("eee" has only the pair "ee", in a quarter of the curve's tasks, and with the pair
/// one byte apart "e?e" 3% of them were still read, 9-12 ms at 1,000,000), where its runs
/// leave only the slots that have them.
struct SlotOccurrences: Sendable {
    /// Where each byte's set (key: the byte), each adjacent pair's (key: 256 + first << 8 |
    /// second) and each run of three's (key: `runBase` + first << 16 | second << 8 | third)
    /// is in `sets`, in pages of 256 keys (`setIndex(of:)`); -1 while it occurs nowhere.
    ///
    /// Why pages: a flat table of every key took 0.5 MB at any size (the runs' keys 64 MB),
    /// a sixth of the whole app at 10,000 tasks; a text uses a few dozen first bytes, so a
    /// few dozen pages of 1 KB (a page of runs: those sharing their first two bytes).
    private var pageOf: [Int32]
    private var pages: [Int32] = []
    private var sets: [SlotSet] = []
    /// A list longer than this becomes a bitmap (a 32nd of the slots: the two take the same room).
    private var limit: Int
    /// Whether runs of three bytes are kept: only for a long list (`runsMinimum`).
    private let keepsRuns: Bool
    /// Runs are kept from each text's first this many bytes (`runsWithinMaximum`).
    private let runsWithin: Int
    /// The slots whose text is longer than `runsWithin`: a run they lack may be further on,
    /// so a word of three bytes or more keeps them by their pairs (and their text is read).
    private var longTexts = SlotSet()

    private static let runBase = 256 + 65_536
    private static let keyCount = runBase + 1 << 24
    /// From this many slots runs of three bytes are kept. Why not below: reading the texts a
    /// word's pairs leave costs a fraction of a millisecond there, and the runs' sets would
    /// be the largest part of the app's memory at 10,000 tasks.
    static let runsMinimum = 20_000
    /// How many bytes of a text give their runs. Why a bound: a run costs a slot in its
    /// set for each different run of a text (4 bytes each), so a task with a page of notes
    /// would cost kilobytes (gigabytes at a million tasks); most titles and notes fit.
    static let runsWithinMaximum = 128

    /// Sets for about `slotCount` slots, with runs of three bytes from `runsFrom` slots, from
    /// each text's first `runsWithin` bytes (tests lower both).
    init(expecting slotCount: Int, runsFrom: Int = runsMinimum, runsWithin: Int = runsWithinMaximum) {
        limit = max(16, slotCount / 32)
        keepsRuns = slotCount >= runsFrom
        self.runsWithin = runsWithin
        pageOf = [Int32](repeating: -1, count: (keepsRuns ? Self.keyCount : Self.runBase) >> 8)
    }

    /// Adds `slot` to the sets of the bytes, pairs and runs of `text`.
    mutating func add(_ text: UnsafeBufferPointer<UInt8>, at slot: Int) {
        limit = max(limit, slot / 32)
        Self.forEachKey(of: text, runsWithin: keepsRuns ? runsWithin : 0) { insert(slot, key: $0) }
        if keepsRuns, text.count > runsWithin { longTexts.insert(slot, limit: limit) }
    }

    /// Lets go of the room the sets' lists grew into and do not use, once every slot is added
    /// (`SearchIndex.init`): on varied texts a third of the lists' memory.
    mutating func compact() {
        for index in sets.indices { sets[index].compact() }
        longTexts.compact()
    }

    /// Takes `slot` out of the sets of the bytes, pairs and runs of `text` (its old text).
    mutating func remove(_ text: UnsafeBufferPointer<UInt8>, at slot: Int) {
        var keys = Set<Int>()
        Self.forEachKey(of: text, runsWithin: keepsRuns ? runsWithin : 0) { keys.insert($0) }
        if keepsRuns, text.count > runsWithin { longTexts.remove(slot) }
        for key in keys {
            let set = Int(setIndex(of: key))
            if set >= 0 { sets[set].remove(slot) }
        }
    }

    /// Unmarks the slots of `marks` whose text cannot contain `word` (it lacks its byte, its
    /// pair, or one of its runs of three -- or, in a short list or a long text, one of its
    /// pairs). True when the marks left are exactly the slots containing it (a word of one or
    /// two bytes, or of three where runs are kept and no long text is left); else the texts
    /// left are to be read.
    func narrow(_ marks: inout [UInt64], toContain word: [UInt8]) -> Bool {
        guard let first = word.first else { return true }
        guard word.count > 1 else {
            intersect(&marks, key: Int(first))
            return true
        }
        guard keepsRuns, word.count > 2 else {
            narrow(&marks, byPairsOf: word)
            return word.count == 2
        }
        // The long texts keep the word's pairs in theirs; the others its runs.
        var long = marks
        longTexts.intersect(&long)
        let hasLong = long.contains { $0 != 0 }
        if hasLong { narrow(&long, byPairsOf: word) }
        var done = Set<Int>()
        for index in 2..<word.count {
            let key = Self.runKey(word[index - 2], word[index - 1], word[index])
            guard done.insert(key).inserted else { continue }
            intersect(&marks, key: key)
        }
        guard hasLong else { return word.count == 3 }
        for index in marks.indices { marks[index] |= long[index] }
        return false
    }

    /// Unmarks the slots of `marks` that lack one of `word`'s pairs.
    private func narrow(_ marks: inout [UInt64], byPairsOf word: [UInt8]) {
        var done = Set<Int>()
        for index in 1..<word.count {
            let key = Self.pairKey(word[index - 1], word[index])
            guard done.insert(key).inserted else { continue }
            intersect(&marks, key: key)
        }
    }

    /// The heap bytes the sets and their table hold.
    var bytes: Int {
        sets.reduce(0) { $0 + $1.bytes } + sets.capacity * MemoryLayout<SlotSet>.stride + pages.capacity * 4
            + pageOf.capacity * 4 + longTexts.bytes
    }

    /// Each key of `text` (its bytes, adjacent pairs, and the runs of three that end within
    /// its first `runsWithin` bytes), a key once or more.
    @inline(__always)
    private static func forEachKey(of text: UnsafeBufferPointer<UInt8>, runsWithin: Int, _ body: (Int) -> Void) {
        var previous: UInt8?, beforeThat: UInt8?
        for (offset, byte) in text.enumerated() {
            body(Int(byte))
            if let previous {
                body(pairKey(previous, byte))
                if offset < runsWithin, let beforeThat { body(runKey(beforeThat, previous, byte)) }
            }
            (beforeThat, previous) = (previous, byte)
        }
    }

    @inline(__always)
    private static func pairKey(_ first: UInt8, _ second: UInt8) -> Int { 256 + (Int(first) << 8 | Int(second)) }

    @inline(__always)
    private static func runKey(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Int {
        runBase + (Int(first) << 16 | Int(second) << 8 | Int(third))
    }

    private func intersect(_ marks: inout [UInt64], key: Int) {
        let set = Int(setIndex(of: key))
        // A byte, pair or run in no slot: no slot is left.
        guard set >= 0 else {
            for index in marks.indices { marks[index] = 0 }
            return
        }
        sets[set].intersect(&marks)
    }

    @inline(__always)
    private mutating func insert(_ slot: Int, key: Int) {
        var set = Int(setIndex(of: key))
        if set < 0 {
            set = sets.count
            setSetIndex(Int32(set), of: key)
            sets.append(SlotSet())
        }
        sets[set].insert(slot, limit: limit)
    }

    /// Where `key`'s set is in `sets` (-1: none yet).
    @inline(__always)
    private func setIndex(of key: Int) -> Int32 {
        let page = Int(pageOf[key >> 8])
        return page < 0 ? -1 : pages[page << 8 | key & 255]
    }

    private mutating func setSetIndex(_ set: Int32, of key: Int) {
        if pageOf[key >> 8] < 0 {
            pageOf[key >> 8] = Int32(pages.count >> 8)
            pages += repeatElement(-1, count: 256)
        }
        pages[Int(pageOf[key >> 8]) << 8 | key & 255] = set
    }
}
