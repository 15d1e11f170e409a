/// Keeps the keys of a sorted list whose slot passes a test, asking the test in slot
/// (storage) order rather than the list's.
///
/// Why: the search index keeps each slot's text, its length and its byte-pair summary in
/// slot order. Asked in the list's order (by due date, say) over 1,000,000 tasks, every
/// key was a handful of cache misses at random places in ~100 MB, about 300 ns; the first
/// letter of a search took 300 ms in the app. Asked front to back, the same reads stream.
///
/// A long list is marked in a bitmap by slot (one bit per task: 125 KB at 1,000,000), the
/// marked slots are tested in order, and the list is walked once more to keep its passing
/// keys in its own order, written straight into chunks (no whole-list array in between).
/// A short list (a narrowed search) is tested in its own order: its few reads cost less
/// than a bitmap of every slot.
enum SlotOrderFilter {
    /// Below this many keys (or under 1/16 of the slots) the list's own order is used.
    static let minimumForSlotOrder = 256

    /// The keys, in their order, whose `position` passes `passes`. Each position is asked
    /// about once (duplicates of a position share the answer); positions must be below
    /// `slotCount` for the slot order (a list with others is tested in its own order).
    @inline(__always)
    static func kept(_ keys: SortedKeys, slotCount: Int, where passes: (Int) -> Bool) -> SortedKeys {
        var result = SortedKeys.Appending(chunkLimit: keys.chunkLimit)
        guard keys.count >= minimumForSlotOrder, keys.count >= slotCount / 16,
              var marks = marked(keys, slotCount: slotCount)
        else {
            for key in keys where passes(key.position) { result.append(key) }
            return result.keys
        }
        _ = keepMarked(&marks, where: passes)
        marks.withUnsafeBufferPointer { words in
            for key in keys where words[key.position >> 6] >> UInt64(key.position & 63) & 1 != 0 {
                result.append(key)
            }
        }
        return result.keys
    }

    /// Asks `passes` about each marked slot in order and unmarks those that fail; returns
    /// how many stay marked.
    @inline(__always)
    static func keepMarked(_ marks: inout [UInt64], where passes: (Int) -> Bool) -> Int {
        var kept = 0
        marks.withUnsafeMutableBufferPointer { words in
            for index in words.indices where words[index] != 0 {
                var word = words[index], keptBits: UInt64 = 0
                while word != 0 {
                    let bit = word.trailingZeroBitCount
                    if passes(index << 6 | bit) { keptBits |= 1 << UInt64(bit) }
                    word &= word &- 1
                }
                words[index] = keptBits
                kept += keptBits.nonzeroBitCount
            }
        }
        return kept
    }

    /// How many slots are marked.
    static func markedCount(_ marks: [UInt64]) -> Int {
        marks.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    /// One bit per slot (`slotCount` of them), set for the keys' positions; nil when a
    /// position is outside `0 ..< slotCount`.
    static func marks(of keys: SortedKeys, slotCount: Int) -> [UInt64]? {
        marked(keys, slotCount: slotCount)
    }

    /// One bit per slot, set for the keys' positions; nil when a position is outside
    /// `0 ..< slotCount`.
    private static func marked(_ keys: SortedKeys, slotCount: Int) -> [UInt64]? {
        var marks = [UInt64](repeating: 0, count: (slotCount + 63) >> 6)
        let complete = marks.withUnsafeMutableBufferPointer { words -> Bool in
            for key in keys {
                let position = key.position
                guard position >= 0, position < slotCount else { return false }
                words[position >> 6] |= 1 << UInt64(position & 63)
            }
            return true
        }
        return complete ? marks : nil
    }
}
