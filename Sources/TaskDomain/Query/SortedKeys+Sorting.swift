/// A long list's keys sorted straight into its chunks, through small records of their 16
/// leading bytes (`SortKeyLead`), in chunks that reuse the storage of the list it replaces.
///
/// Why: `s` at 1,000,000 tasks sorted 40 MB of 40-byte keys in place (the radix sort's swaps
/// jump between 256 buckets over the whole array: most of the sort's time), copied them into
/// new chunks (40 MB of fresh memory: page faults), then freed the old list's thousand chunks.
/// Here the first pass scatters 24-byte records (a key's two words and its index) into their
/// buckets of the first byte in which keys differ, in a new array (one pass reading the keys in
/// order); each bucket, a few hundred kilobytes, is then sorted in place while it fits the
/// cache; and the keys are read in that order into the old list's chunks. `precedes` orders by
/// the two words first, so the records' order is the keys' order: keys whose words tie are
/// compared whole, as the keys' own sort does.
extension SortedKeys {
    /// From this many keys a list is sorted through records (`SortKeyLead`, 24 bytes a key
    /// for the sort's duration); below, the keys fit the cache and are sorted themselves.
    static let leadsMinimum = 1 << 16

    /// `keys` (in any order; left in an unspecified order) as a list in `TaskSortKey.sort`'s
    /// order, in chunks that reuse `spare`'s storage where no other list shares it.
    init(sorting keys: inout [Key], titles: ((Int, Int) -> Bool?)?, reusing spare: consuming [[Key]],
         chunkLimit: Int = SortedKeys.defaultChunkLimit, leadsMinimum: Int = SortedKeys.leadsMinimum) {
        var list = Appending(chunkLimit: chunkLimit, reusing: consume spare)
        let byLeads = keys.count >= Swift.max(2, leadsMinimum) && keys.count <= Int(UInt32.max)
            && !keys.withUnsafeBufferPointer { RadixSort.nearlyInOrder($0) }
        if byLeads {
            keys.withUnsafeBufferPointer { keys in
                var leads = SortKeyLead.sorted(keys, titles: titles)
                leads.withUnsafeBufferPointer { leads in
                    for lead in leads { list.append(keys[Int(lead.index)]) }
                }
                leads = []
            }
        } else {
            TaskSortKey.sort(&keys, titles: titles)
            list.append(contentsOf: keys)
        }
        self = list.keys
    }

    /// Takes the chunks out, leaving the list empty: their storage for the next list (only
    /// what no other list shares is reused).
    mutating func takeChunks() -> [[Key]] {
        let taken = chunks
        self = SortedKeys(chunkLimit: chunkLimit)
        return consume taken
    }
}

/// A key's two words and its index in the keys being sorted: what the sort of a long list
/// moves (24 bytes instead of the key's 40).
struct SortKeyLead: RadixSortable {
    let first: UInt64
    let more: UInt64
    let index: UInt32

    /// The keys records point to, and the title lookup `TaskSortKey.precedes` takes.
    typealias Context = (keys: UnsafeBufferPointer<TaskSortKey>, titles: ((Int, Int) -> Bool?)?)

    var radixFirst: UInt64 { first }
    var radixMore: UInt64 { more }

    static func precedes(_ lhs: SortKeyLead, _ rhs: SortKeyLead, in context: Context) -> Bool {
        if lhs.first != rhs.first { return lhs.first < rhs.first }
        if lhs.more != rhs.more { return lhs.more < rhs.more }
        return TaskSortKey.precedes(context.keys[Int(lhs.index)], context.keys[Int(rhs.index)], titles: context.titles)
    }

    /// As `TaskSortKey.sortTied`: back in the order the keys came in (storage order), then
    /// compared whole.
    static func sortTied(_ values: UnsafeMutableBufferPointer<SortKeyLead>, in context: Context) {
        var range = values
        if context.titles != nil { range.sort { $0.index < $1.index } }
        range.sort { precedes($0, $1, in: context) }
    }

    /// The records of `keys` (at most `UInt32.max`), in their keys' order.
    static func sorted(_ keys: UnsafeBufferPointer<TaskSortKey>, titles: ((Int, Int) -> Bool?)?) -> [SortKeyLead] {
        let differing = RadixSort.differingBits(keys)
        let digit = RadixSort.firstDigit(differing)
        guard digit < 16 else {
            // Every key's words tie: their whole titles (or the tie-breaks) decide.
            var leads = keys.indices.map { SortKeyLead(keys[$0], index: $0) }
            leads.withUnsafeMutableBufferPointer { sortTied($0, in: (keys, titles)) }
            return leads
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 512) { table in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 1024) { bits in
                let counts = UnsafeMutableBufferPointer(rebasing: table[0..<256])
                let heads = UnsafeMutableBufferPointer(rebasing: table[256..<512])
                counts.initialize(repeating: 0)
                RadixSort.Buckets.clear(bits)
                for key in keys {
                    let value = Int(RadixSort.byte(key, digit))
                    counts[value] += 1
                    RadixSort.Buckets.add(key, to: value, bits)
                }
                var start = 0
                for value in 0..<256 {
                    heads[value] = start
                    start += counts[value]
                }
                // Each key's record straight into its bucket (the keys read once, in order).
                var leads = [SortKeyLead](unsafeUninitializedCapacity: keys.count) { leads, initialized in
                    for (index, key) in keys.enumerated() {
                        let value = Int(RadixSort.byte(key, digit))
                        (leads.baseAddress! + heads[value]).initialize(to: SortKeyLead(key, index: index))
                        heads[value] += 1
                    }
                    initialized = keys.count
                }
                leads.withUnsafeMutableBufferPointer { leads in
                    RadixSort.sortBuckets(leads, counts: counts, bits: bits, in: (keys, titles))
                }
                return leads
            }
        }
    }

    private init(_ key: TaskSortKey, index: Int) {
        (first, more, self.index) = (key.first, key.more, UInt32(truncatingIfNeeded: index))
    }
}
