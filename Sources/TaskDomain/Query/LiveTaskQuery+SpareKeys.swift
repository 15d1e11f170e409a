/// The key array a long list's sort (`s`, a new tab) builds its keys in, kept for the next sort.
///
/// Why: a sort of 1,000,000 tasks built its 40 MB of keys in a new array each time. glibc maps
/// a block that big afresh (above 32 MB it reuses no freed memory), and the kernel zeroes each
/// page at its first touch: 10,000 page faults, about a quarter of a sort on this VM (an array
/// written into fresh memory: 25 ms; into memory written before: 4.5 ms). Kept, the array
/// holds its memory between sorts (40 bytes a slot), so only a list of `spareKeysMinimum`
/// slots or more keeps it: a 10,000-task list keeps nothing.
extension LiveTaskQuery {
    /// From here (20 MB of keys) the arrays a sort builds showed fresh pages every time.
    static let defaultSpareKeysMinimum = 1 << 19

    /// An empty key array with room for `count` keys: the kept one, when there is one. A long
    /// list's gets room for every slot and an eighth more, so neither a wider tab nor the
    /// tasks added meanwhile make it grow (a new array) at the next sort.
    mutating func keyArray(capacity count: Int) -> [Entry] {
        var keys: [Entry] = []
        // Empty already (`keepKeyArray`).
        swap(&keys, &spareKeys)
        if keys.capacity < count {
            keys.reserveCapacity(slots.count >= spareKeysMinimum ? max(count, slots.count) + slots.count / 8 : count)
        }
        return keys
    }

    /// Takes `keys` (done with) for the next sort when the list is long, else lets it go.
    mutating func keepKeyArray(_ keys: inout [Entry]) {
        keys.removeAll(keepingCapacity: true)
        if slots.count >= spareKeysMinimum { swap(&keys, &spareKeys) }
        keys = []
    }
}
