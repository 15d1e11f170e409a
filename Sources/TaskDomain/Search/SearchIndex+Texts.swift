extension SearchIndex {
    /// The index's texts, borrowed for one filtering pass.
    struct Texts {
        let text: UnsafeBufferPointer<UInt8>
        let starts: UnsafeBufferPointer<Int>
        let counts: UnsafeBufferPointer<Int>
        let wordCounts: UnsafeBufferPointer<Int>

        func passes(_ test: SlotTest, slot: Int, tasks: [Task?], now: LocalNow, links: TaskLinks,
                    readiness: SlotReadiness?) -> Bool {
            switch test {
            case .all(let parts):
                for part in parts where !passes(part, slot: slot, tasks: tasks, now: now, links: links,
                                                readiness: readiness) { return false }
                return true
            case .any(let parts):
                for part in parts where passes(part, slot: slot, tasks: tasks, now: now, links: links,
                                               readiness: readiness) { return true }
                return false
            case .not(let part):
                return !passes(part, slot: slot, tasks: tasks, now: now, links: links, readiness: readiness)
            case .word:
                guard slot < starts.count, let inWords = test.mayHave(slot) else { return false }
                return inWords || words(of: slot, contain: test.folded)
            case .read(let folded):
                return slot < starts.count && words(of: slot, contain: folded)
            case .term(let term):
                if let answer = readiness?.answer(term, slot: slot) { return answer }
                guard let task = tasks[slot] else { return false }
                return term.matches(task, at: now, links: links) { _ in false }
            }
        }

        /// Whether slot's text (its words, then its project and tags) contains `needle`;
        /// `inWords` says what the byte, pair and run sets say of its words.
        func contains(_ needle: [UInt8], inWords: SlotTest, slot: Int) -> Bool {
            guard slot < starts.count else { return false }
            if let exact = inWords.mayHave(slot), exact || words(of: slot, contain: needle) { return true }
            let tail = starts[slot] + wordCounts[slot]
            return find(needle, from: tail, count: counts[slot] - wordCounts[slot])
        }

        /// Unmarks the marked slots in the `range` of words of `marks` whose words lack
        /// one of the folded words in `joined` (each ending at its `ends`); returns how many stay.
        func keepMarked(_ marks: UnsafeMutableBufferPointer<UInt64>, in range: Range<Int>,
                        containingAll joined: UnsafeBufferPointer<UInt8>, ends: [Int]) -> Int {
            var kept = 0
            for index in range where marks[index] != 0 {
                var word = marks[index], keptBits: UInt64 = 0
                while word != 0 {
                    let bit = word.trailingZeroBitCount
                    let slot = index << 6 | bit
                    word &= word &- 1
                    guard slot < starts.count else { continue }
                    let hay = UnsafeBufferPointer(start: text.baseAddress.map { $0 + starts[slot] }, count: wordCounts[slot])
                    var start = 0, hasAll = true
                    for end in ends {
                        let pattern = UnsafeBufferPointer(rebasing: joined[start..<end])
                        start = end
                        if !SearchFolding.find(pattern, in: hay) { hasAll = false; break }
                    }
                    if hasAll { keptBits |= 1 << UInt64(bit) }
                }
                marks[index] = keptBits
                kept += keptBits.nonzeroBitCount
            }
            return kept
        }

        private func words(of slot: Int, contain folded: [UInt8]) -> Bool {
            find(folded, from: starts[slot], count: wordCounts[slot])
        }

        private func find(_ folded: [UInt8], from start: Int, count: Int) -> Bool {
            folded.withUnsafeBufferPointer { pattern in
                SearchFolding.find(pattern, in: UnsafeBufferPointer(start: text.baseAddress.map { $0 + start },
                                                                    count: count))
            }
        }
    }
}
