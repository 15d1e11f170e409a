import Foundation

/// Task IDs to values, for what a pass over every task asks of each: the dependency links
/// (`TaskLinks`) are built over 100,000 tasks and asked of each by the Next view.
///
/// A `Dictionary` hashes a `TaskID` with SipHash over its 16 bytes; building the links and
/// asking them (blocked: three lookups; blocking: three more) were most of the Next view's
/// query and a quarter of the app's Next tab (perf, release). Here an ID is two words mixed
/// by a few multiplications with a seed of the table's own (so no set of IDs, sequential
/// ones included, can be made to collide), and the table probes linearly.
///
/// Entries are appended and never removed: the links change a few at a time, and an entry
/// whose value says "nothing" is what a removed link leaves (`TaskLinks` reads it so).
struct TaskIDTable<Value: Sendable>: Sendable {
    /// An ID as its two 8-byte halves, compared with two integer compares.
    struct Key: Equatable, Sendable {
        let low: UInt64
        let high: UInt64

        init(_ id: TaskID) {
            (low, high) = withUnsafeBytes(of: id.uuid.uuid) {
                ($0.loadUnaligned(fromByteOffset: 0, as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            }
        }

        var id: TaskID {
            var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &bytes) {
                $0.storeBytes(of: low, toByteOffset: 0, as: UInt64.self)
                $0.storeBytes(of: high, toByteOffset: 8, as: UInt64.self)
            }
            return TaskID(UUID(uuid: bytes))
        }
    }

    /// The IDs in the order they were added.
    private(set) var keys: [Key] = []
    /// The value of each ID, at its index in `keys` (changed in place: `values[index].field`).
    var values: [Value] = []
    /// Each bucket holds the index of an ID plus one, 0 when empty; never more than half full.
    private var buckets: [UInt32]
    /// 64 minus the bucket count's bits: a hash's top bits choose the bucket.
    private var shift: UInt64
    private let seed: UInt64

    /// An empty table with room for `capacity` IDs before it grows.
    init(capacity: Int = 0) {
        var bits: UInt64 = 4
        while 1 << bits < capacity * 2 { bits += 1 }
        buckets = [UInt32](repeating: 0, count: 1 << bits)
        shift = 64 - bits
        seed = UInt64.random(in: .min ... .max)
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    var count: Int { keys.count }

    /// The ID at `index` (of `keys` and `values`).
    func id(at index: Int) -> TaskID { keys[index].id }

    /// Where `id`'s value is in `values`, or nil when it was never added.
    @inline(__always)
    func index(of id: TaskID) -> Int? {
        index(of: Key(id))
    }

    /// Where the ID `key` holds is in `values`, or nil when it was never added.
    @inline(__always)
    func index(of key: Key) -> Int? {
        var bucket = self.bucket(of: key)
        let mask = buckets.count - 1
        while true {
            let entry = Int(buckets[bucket])
            if entry == 0 { return nil }
            if keys[entry - 1] == key { return entry - 1 }
            bucket = (bucket + 1) & mask
        }
    }

    /// Where `id`'s value is, adding it with `value` first when it was never added.
    mutating func insert(_ id: TaskID, _ value: @autoclosure () -> Value) -> Int {
        let key = Key(id)
        var bucket = self.bucket(of: key)
        let mask = buckets.count - 1
        while true {
            let entry = Int(buckets[bucket])
            if entry == 0 { break }
            if keys[entry - 1] == key { return entry - 1 }
            bucket = (bucket + 1) & mask
        }
        keys.append(key)
        values.append(value())
        buckets[bucket] = UInt32(keys.count)
        if keys.count * 2 > buckets.count { grow() }
        return keys.count - 1
    }

    /// Twice the buckets, every ID placed again.
    private mutating func grow() {
        buckets = [UInt32](repeating: 0, count: buckets.count * 2)
        shift -= 1
        let mask = buckets.count - 1
        for (index, key) in keys.enumerated() {
            var bucket = self.bucket(of: key)
            while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = UInt32(index + 1)
        }
    }

    /// The bucket a key's probe starts at: both halves and the seed mixed (every input bit
    /// moves every output bit: the finalizer of SplitMix64), the top bits taken.
    @inline(__always)
    private func bucket(of key: Key) -> Int {
        var mixed = (key.low ^ seed) &* 0x9E37_79B9_7F4A_7C15 ^ key.high
        mixed = (mixed ^ mixed >> 30) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ mixed >> 27) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(truncatingIfNeeded: mixed >> shift)
    }
}
