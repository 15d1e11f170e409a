/// Building a sorted list key by key, in order: a filter writes what it keeps straight into
/// chunks, with no array of the whole result in between (at 1,000,000 tasks that array was
/// 40 MB of fresh memory, about 26 ms of page faults on this VM, and then copied again).
///
/// A new list that replaces another (a new order, a new tab) can fill the old list's chunks
/// (`reusing`): at 1,000,000 tasks, new chunks were 40 MB of fresh memory (page faults), and
/// freeing the old ones a thousand calls to the allocator, on every `s`.
extension SortedKeys {
    struct Appending {
        private var chunks: [[Key]] = []
        private var current: [Key] = []
        private let chunkLimit: Int
        /// Chunks are cut at half the limit, as `SortedKeys.init` cuts them (room to grow).
        private let size: Int
        /// Chunks whose storage the next chunks fill (emptied first).
        private var spare: [[Key]]

        init(chunkLimit: Int = SortedKeys.defaultChunkLimit, reusing spare: consuming [[Key]] = []) {
            self.chunkLimit = chunkLimit
            size = Swift.max(1, Swift.max(2, chunkLimit) / 2)
            self.spare = consume spare
        }

        /// Adds `key` after every key added so far (it must not precede them).
        mutating func append(_ key: Key) {
            if current.isEmpty { startChunk() }
            current.append(key)
            if current.count == size { endChunk() }
        }

        /// Adds `keys`, in order, after every key added so far (the first must not precede
        /// them).
        mutating func append<Keys: Collection>(contentsOf keys: Keys) where Keys.Element == Key {
            var rest = keys[...]
            while !rest.isEmpty {
                if current.isEmpty { startChunk() }
                let part = rest.prefix(size - current.count)
                current.append(contentsOf: part)
                rest = rest[part.endIndex...]
                if current.count == size { endChunk() }
            }
        }

        /// The list of the keys added.
        var keys: SortedKeys {
            var all = chunks
            if !current.isEmpty { all.append(current) }
            return SortedKeys(chunks: all, chunkLimit: chunkLimit)
        }

        private mutating func startChunk() {
            // Held by `current` alone once the `if` ends, so emptying it keeps its storage.
            if let reused = spare.popLast() { current = reused }
            current.removeAll(keepingCapacity: true)
            current.reserveCapacity(size)
        }

        private mutating func endChunk() {
            chunks.append(current)
            current = []
        }
    }
}
