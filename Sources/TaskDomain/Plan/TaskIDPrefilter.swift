/// A quick "certainly not" for membership in a small set of task IDs, asked of every task
/// in a pass over all of them.
///
/// Hashing a `TaskID` (SipHash over 16 bytes) for a dictionary lookup costs more than the
/// rest of such a pass: the subtask projects looked up 100,000 IDs to find the few
/// thousand in a link (the dependency links have a cheaper table: `TaskIDTable`). A UUID's leading bytes are random already (version 4, and
/// the IDs derived by hashing), so a bit array indexed by them answers most tasks with
/// one load; only the IDs whose bit is set (the members, and about 1 in 32 others) go on
/// to the dictionary.
struct TaskIDPrefilter: Sendable {
    private var words: [UInt64]
    private let mask: Int

    /// A filter for about `count` IDs: 32 bits for each, at least 1,024.
    init(capacity count: Int) {
        var bits = 1024
        while bits < count * 32, bits < 1 << 26 { bits <<= 1 }
        words = [UInt64](repeating: 0, count: bits / 64)
        mask = bits - 1
    }

    private func index(_ id: TaskID) -> Int {
        let bytes = id.uuid.uuid
        return (Int(bytes.0) << 24 | Int(bytes.1) << 16 | Int(bytes.2) << 8 | Int(bytes.3)) & mask
    }

    mutating func insert(_ id: TaskID) {
        let bit = index(id)
        words[bit >> 6] |= 1 << UInt64(bit & 63)
    }

    /// False: `id` was never inserted. True: it may have been.
    func mayContain(_ id: TaskID) -> Bool {
        let bit = index(id)
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }
}
