/// The slots where one byte, pair or run of three bytes occurs (`SlotOccurrences`): a sorted list
/// of slot numbers while they are few, one bit a slot once the list would take more room.
///
/// Why both: a pair in a quarter of 1,000,000 tasks is 125 KB as a bitmap and 1 MB as a
/// list, a pair in ten of them 40 bytes as a list. A list turns into a bitmap when it grows
/// past `limit` slots (a thirty-second of the slots: the two take the same room there),
/// so every set takes at most 4 bytes a slot it holds.
struct SlotSet: Sendable {
    private(set) var list: [UInt32] = []
    private(set) var bits: [UInt64] = []
    private(set) var isBitmap = false

    /// Adds `slot`; a list longer than `limit` becomes a bitmap.
    mutating func insert(_ slot: Int, limit: Int) {
        if isBitmap {
            let word = slot >> 6
            if word >= bits.count { bits += repeatElement(0, count: word + 1 - bits.count) }
            bits[word] |= 1 << UInt64(slot & 63)
            return
        }
        let value = UInt32(slot)
        if let last = list.last, last >= value {
            // The same slot again (a byte or pair twice in one text): once.
            if last == value { return }
            // A changed slot, not the next one: in its place, once.
            let index = insertionIndex(of: value)
            if index < list.count && list[index] == value { return }
            list.insert(value, at: index)
        } else {
            list.append(value)
        }
        if list.count > limit { makeBitmap(limit: limit) }
    }

    /// Takes `slot` out.
    mutating func remove(_ slot: Int) {
        if isBitmap {
            let word = slot >> 6
            if word < bits.count { bits[word] &= ~(1 << UInt64(slot & 63)) }
            return
        }
        let value = UInt32(slot)
        let index = insertionIndex(of: value)
        if index < list.count && list[index] == value { list.remove(at: index) }
    }

    /// Unmarks every slot of `marks` (one bit a slot) that is not here.
    func intersect(_ marks: inout [UInt64]) {
        marks.withUnsafeMutableBufferPointer { marks in
            if isBitmap {
                bits.withUnsafeBufferPointer { bits in
                    let common = min(bits.count, marks.count)
                    for index in 0..<common { marks[index] &= bits[index] }
                    for index in common..<marks.count { marks[index] = 0 }
                }
                return
            }
            // One pass over the list and the marks: each word keeps the list's bits in it,
            // the words between the list's slots are cleared.
            var word = 0, kept: UInt64 = 0
            for slot in list {
                let index = Int(slot >> 6)
                guard index < marks.count else { break }
                if index != word {
                    marks[word] &= kept
                    for between in (word + 1)..<index { marks[between] = 0 }
                    (word, kept) = (index, 0)
                }
                kept |= 1 << UInt64(slot & 63)
            }
            guard !marks.isEmpty else { return }
            marks[word] &= kept
            for after in (word + 1)..<marks.count { marks[after] = 0 }
        }
    }

    /// The heap bytes it holds.
    var bytes: Int { list.capacity * 4 + bits.capacity * 8 }

    /// Lets go of the room a list grew into and does not use (up to half of it: an array
    /// doubles as it grows), once a build has added every slot it had.
    mutating func compact() {
        guard list.capacity > list.count else { return }
        list = list.withUnsafeBufferPointer { Array($0) }
    }

    /// The list as a bitmap of every slot up to `limit`'s (32 slots a listed one), at once: grown
    /// word by word as slots came, a bitmap doubled and held up to half again as much unused
    /// (a third of the sets' memory on varied texts).
    private mutating func makeBitmap(limit: Int) {
        let last = Int(list.last ?? 0)
        var made = [UInt64](repeating: 0, count: max(last >> 6 + 1, (limit * 32 + 63) >> 6))
        for slot in list { made[Int(slot >> 6)] |= 1 << UInt64(slot & 63) }
        (bits, list, isBitmap) = (made, [], true)
    }

    private func insertionIndex(of value: UInt32) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
