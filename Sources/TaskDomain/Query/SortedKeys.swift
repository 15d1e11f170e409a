/// A live list's sort keys in their order, kept in chunks so that a change costs one chunk,
/// not the whole list.
///
/// In one array, a task placed or taken out of a list of 1,000,000 moved half of its 40 MB
/// (`x` at 1M: 7.3 ms median, most of it memmove), and the first change after the shown list
/// was set to the narrowed one copied all of it. Here a key goes into or out of one chunk of at
/// most `chunkLimit` keys (80 KB), and a copy shared with another list (the shown list is the
/// narrowed one until a search narrows it; the search trail keeps earlier results) copies only
/// that chunk and the array of chunk references.
///
/// - Finding a key: a binary search over the chunks' last keys, then one inside the chunk.
/// - A row by its index: a binary search over where each chunk starts (`starts`).
/// - Reading in order: a `Sequence` that walks the chunks (`map`, `for in`, filters).
///
/// No chunk is ever empty; a chunk that grows past `chunkLimit` splits in two.
struct SortedKeys: Sequence {
    typealias Key = TaskSortKey

    /// The most keys a chunk holds before it splits in two: a change moves at most this
    /// many keys, and a change anywhere updates `starts` of every chunk after it (about
    /// 500 integers at 1,000,000 keys).
    let chunkLimit: Int
    /// The keys, in order, chunk after chunk; none is empty.
    private(set) var chunks: [[Key]] = []
    /// Where each chunk starts in the whole list.
    private var starts: [Int] = []
    /// How many keys there are.
    private(set) var count = 0

    /// The usual chunk limit (80 KB of keys).
    static let defaultChunkLimit = 2048

    /// `sorted`, already in order, cut into chunks of half the limit (room to grow in each).
    init(_ sorted: [Key] = [], chunkLimit: Int = Self.defaultChunkLimit) {
        self.chunkLimit = Swift.max(2, chunkLimit)
        let size = Swift.max(1, self.chunkLimit / 2)
        chunks.reserveCapacity((sorted.count + size - 1) / size)
        starts.reserveCapacity(chunks.capacity)
        var start = 0
        while start < sorted.count {
            let end = Swift.min(start + size, sorted.count)
            chunks.append(Array(sorted[start..<end]))
            starts.append(start)
            start = end
        }
        count = sorted.count
    }

    /// A list of these chunks, already in order, none empty (`Appending` builds them).
    init(chunks: [[Key]], chunkLimit: Int) {
        self.chunkLimit = Swift.max(2, chunkLimit)
        self.chunks = chunks
        starts.reserveCapacity(chunks.count)
        for chunk in chunks {
            starts.append(count)
            count += chunk.count
        }
    }

    var isEmpty: Bool { count == 0 }
    var underestimatedCount: Int { count }

    /// The key at `index` (0 ..< count).
    subscript(index: Int) -> Key {
        let chunk = chunkHolding(index)
        return chunks[chunk][index - starts[chunk]]
    }

    /// The keys in `range` (clamped), in order.
    func keys(in range: Range<Int>) -> [Key] {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return [] }
        var result: [Key] = []
        result.reserveCapacity(clamped.count)
        var chunk = chunkHolding(clamped.lowerBound)
        var index = clamped.lowerBound
        while index < clamped.upperBound {
            let keys = chunks[chunk]
            let offset = index - starts[chunk]
            let end = Swift.min(keys.count, offset + clamped.upperBound - index)
            result.append(contentsOf: keys[offset..<end])
            index += end - offset
            chunk += 1
        }
        return result
    }

    /// Every key, in one array.
    var array: [Key] { keys(in: 0..<count) }

    /// The first index whose key does not precede `key` (binary searches).
    func insertionIndex(of key: Key, titles: ((Int, Int) -> Bool?)?) -> Int {
        let place = insertionPlace(of: key, titles: titles)
        return place.chunk < starts.count ? starts[place.chunk] + place.offset : count
    }

    /// Puts `key` where it belongs.
    mutating func insert(_ key: Key, titles: ((Int, Int) -> Bool?)?) {
        guard !chunks.isEmpty else {
            chunks = [[key]]
            starts = [0]
            count = 1
            return
        }
        var place = insertionPlace(of: key, titles: titles)
        // Past every key: the end of the last chunk.
        if place.chunk == chunks.count { place = (chunks.count - 1, chunks[chunks.count - 1].count) }
        chunks[place.chunk].insert(key, at: place.offset)
        count += 1
        for chunk in (place.chunk + 1)..<starts.count { starts[chunk] += 1 }
        if chunks[place.chunk].count > chunkLimit { split(place.chunk) }
    }

    /// Takes `key` out; false when it is not there.
    @discardableResult
    mutating func remove(_ key: Key, titles: ((Int, Int) -> Bool?)?) -> Bool {
        let place = insertionPlace(of: key, titles: titles)
        guard place.chunk < chunks.count, place.offset < chunks[place.chunk].count,
              chunks[place.chunk][place.offset] == key else { return false }
        chunks[place.chunk].remove(at: place.offset)
        count -= 1
        for chunk in (place.chunk + 1)..<starts.count { starts[chunk] -= 1 }
        if chunks[place.chunk].isEmpty {
            chunks.remove(at: place.chunk)
            starts.remove(at: place.chunk)
        }
        return true
    }

    /// Whether `changed` keys are placed (or taken out) faster in one pass over the whole
    /// list than one by one: a key costs a binary search and moving half a chunk (about as
    /// much as copying a hundred keys), a pass copies every key.
    func passesWhole(for changed: Int) -> Bool {
        changed > 64 && changed > count / 128
    }

    /// Takes out these keys (those that are there).
    mutating func remove(contentsOf keys: [Key], titles: ((Int, Int) -> Bool?)?) {
        guard passesWhole(for: keys.count) else {
            for key in keys { remove(key, titles: titles) }
            return
        }
        let positions = Set(keys.map(\.position))
        self = SortedKeys(filter { !positions.contains($0.position) }, chunkLimit: chunkLimit)
    }

    /// Puts many keys (in any order) where they belong: one by one when few, else in one
    /// merge pass over the whole list.
    mutating func insert(contentsOf keys: [Key], titles: ((Int, Int) -> Bool?)?) {
        guard passesWhole(for: keys.count) else {
            for key in keys { insert(key, titles: titles) }
            return
        }
        let sorted = keys.sorted { TaskSortKey.precedes($0, $1, titles: titles) }
        let list = array
        var merged: [Key] = []
        merged.reserveCapacity(list.count + sorted.count)
        var index = 0
        for key in sorted {
            let end = Self.insertionIndex(of: key, in: list, from: index, titles: titles)
            merged.append(contentsOf: list[index..<end])
            merged.append(key)
            index = end
        }
        merged.append(contentsOf: list[index...])
        self = SortedKeys(merged, chunkLimit: chunkLimit)
    }

    // MARK: - Reading in order

    struct Iterator: IteratorProtocol {
        let chunks: [[Key]]
        var chunk = 0
        var offset = 0

        mutating func next() -> Key? {
            guard chunk < chunks.count else { return nil }
            let key = chunks[chunk][offset]
            offset += 1
            if offset == chunks[chunk].count { (chunk, offset) = (chunk + 1, 0) }
            return key
        }
    }

    func makeIterator() -> Iterator { Iterator(chunks: chunks) }

    // MARK: - Finding a place

    /// The chunk holding the key at `index` (0 ..< count) and its offset in that chunk.
    func place(of index: Int) -> (chunk: Int, offset: Int) {
        let chunk = chunkHolding(index)
        return (chunk, index - starts[chunk])
    }

    /// The chunk holding `index`: the last one starting at or before it.
    private func chunkHolding(_ index: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return Swift.max(0, low - 1)
    }

    /// The chunk and offset of the first key that does not precede `key`; `(chunks.count, 0)`
    /// when every key precedes it.
    private func insertionPlace(of key: Key, titles: ((Int, Int) -> Bool?)?) -> (chunk: Int, offset: Int) {
        // The first chunk whose last key does not precede `key`.
        var low = 0, high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            let keys = chunks[middle]
            if TaskSortKey.precedes(keys[keys.count - 1], key, titles: titles) { low = middle + 1 } else { high = middle }
        }
        guard low < chunks.count else { return (chunks.count, 0) }
        return (low, Self.insertionIndex(of: key, in: chunks[low], titles: titles))
    }

    /// Cuts a chunk that grew past the limit into two halves.
    private mutating func split(_ chunk: Int) {
        let keys = chunks[chunk]
        let half = keys.count / 2
        chunks[chunk] = Array(keys[..<half])
        chunks.insert(Array(keys[half...]), at: chunk + 1)
        starts.insert(starts[chunk] + half, at: chunk + 1)
    }

    /// The first index (from `start`) of `keys` whose key does not precede `key`.
    static func insertionIndex(of key: Key, in keys: [Key], from start: Int = 0,
                               titles: ((Int, Int) -> Bool?)?) -> Int {
        var low = start, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if TaskSortKey.precedes(keys[middle], key, titles: titles) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
