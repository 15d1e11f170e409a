import Foundation

/// A filter's tree with each word's candidate slots looked up in the byte, pair and run sets,
/// as the slot-by-slot pass asks it.
indirect enum SlotTest {
    case all([SlotTest])
    case any([SlotTest])
    case not(SlotTest)
    /// A word: a slot outside `candidates` lacks it; inside, it has it when `exact`, else
    /// its text is read.
    case word([UInt8], candidates: [UInt64], exact: Bool)
    /// A word whose pairs or runs every slot asked has: its text is read.
    case read([UInt8])
    case term(FilterTerm)

    /// `node` with its words looked up among the slots of `marks`.
    init(_ node: FilterNode, within marks: [UInt64], occurrences: SlotOccurrences) {
        switch node {
        case .all(let parts): self = .all(parts.map { SlotTest($0, within: marks, occurrences: occurrences) })
        case .any(let parts): self = .any(parts.map { SlotTest($0, within: marks, occurrences: occurrences) })
        case .not(let part): self = .not(SlotTest(part, within: marks, occurrences: occurrences))
        case .term(.text(let word)): self = .word(word.folded, within: marks, occurrences: occurrences)
        case .term(let term): self = .term(term)
        }
    }

    /// The folded word, among the slots of `marks`.
    static func word(_ folded: [UInt8], within marks: [UInt64], occurrences: SlotOccurrences) -> SlotTest {
        var candidates = marks
        let exact = occurrences.narrow(&candidates, toContain: folded)
        return .word(folded, candidates: candidates, exact: exact)
    }

    var folded: [UInt8] {
        switch self {
        case .word(let folded, _, _), .read(let folded): folded
        default: []
        }
    }

    /// For a word: nil when `slot` lacks it, true when it has it, false when its text is to be read.
    @inline(__always)
    func mayHave(_ slot: Int) -> Bool? {
        guard case .word(_, let candidates, let exact) = self else { return false }
        let word = slot >> 6
        guard word < candidates.count, candidates[word] >> UInt64(slot & 63) & 1 != 0 else { return nil }
        return exact
    }
}
