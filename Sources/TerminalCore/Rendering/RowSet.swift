/// A set of frame rows as bits: which rows a canvas wrote to since it was handed out.
///
/// Marked on every write, so it is a word per 64 rows and no hashing: a screen of 40 rows
/// is one word, and `removeAll()` keeps the storage.
struct RowSet: Equatable, Sendable {
    private var words: [UInt64] = []

    init() {}

    init<S: Sequence<Int>>(_ rows: S) {
        for row in rows { insert(row) }
    }

    @inline(__always)
    mutating func insert(_ row: Int) {
        guard row >= 0 else { return }
        let word = row >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        words[word] |= 1 << UInt64(row & 63)
    }

    @inline(__always)
    func contains(_ row: Int) -> Bool {
        guard row >= 0, row >> 6 < words.count else { return false }
        return words[row >> 6] & (1 << UInt64(row & 63)) != 0
    }

    mutating func removeAll() {
        for index in words.indices { words[index] = 0 }
    }

    /// Calls `body` with each row in the set, lowest first (allocating nothing).
    func forEach(_ body: (Int) -> Void) {
        for (index, word) in words.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                body(index * 64 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
    }

    /// The rows in the set, lowest first.
    var rows: [Int] {
        var rows: [Int] = []
        forEach { rows.append($0) }
        return rows
    }

    static func == (a: RowSet, b: RowSet) -> Bool { a.rows == b.rows }
}
