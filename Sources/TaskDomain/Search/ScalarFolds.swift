/// Folds text that is not ASCII a scalar at a time, as `SearchFolding.fold` folds it whole:
/// each scalar's folded bytes are asked of Foundation once (the first time a build meets it)
/// and kept here, for the scalars whose folding does not depend on their neighbours.
///
/// Why: a build of the search index folded every text with a letter past ASCII through
/// Foundation (`folding(options:locale:)`, then `lowercased()`): on titles and notes with
/// accented and CJK letters, half of the build's time (100,000 tasks of the bench's mixed
/// texts: about two seconds). Scalar by scalar, each folded as Foundation folds it alone,
/// gives the same bytes for the scalars kept here: letters, symbols and punctuation of the
/// common scripts that combine with nothing. A mark that combines with the letter before it
/// (an accent written apart, a voiced-sound mark), a half-width form (`ｶﾞ` folds to two
/// scalars where `ﾞ` alone folds to one), a Hangul jamo or a scalar outside the blocks below
/// sends the whole text the slow way, so what folds alike is exactly what folded alike.
/// A build keeps one (no state shared between threads): a few pages of 2 KB, one for each
/// 256 scalars its texts use.
struct ScalarFolds {
    /// For each page of 256 scalars (the first 65,536), where its entries are in `entries`; -1: none asked yet.
    private var pageOf = [Int32](repeating: -1, count: 256)
    /// A scalar's folded UTF-8 bytes: the count in the low byte, the bytes above it; 0 while
    /// not asked, `slow` for a scalar folded with its text.
    private var entries: [UInt64] = []

    private static let slow = UInt64.max

    /// Appends the folded bytes of `text` (which has a scalar past ASCII) to `bytes`; false,
    /// with `bytes` as it was, when a scalar of it must be folded with its text.
    mutating func appendFolded(_ text: String, to bytes: inout [UInt8]) -> Bool {
        let start = bytes.count
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                bytes.append((0x41...0x5A).contains(value) ? UInt8(value) | 0x20 : UInt8(value))
                continue
            }
            var entry = value < 0x10000 ? self.entry(value) : Self.slow
            if entry == 0 { entry = ask(scalar) }
            guard entry != Self.slow else {
                bytes.removeSubrange(start...)
                return false
            }
            for index in 0..<Int(entry & 0xFF) { bytes.append(UInt8(truncatingIfNeeded: entry >> (8 * UInt64(index + 1)))) }
        }
        return true
    }

    @inline(__always)
    private func entry(_ value: UInt32) -> UInt64 {
        let page = pageOf[Int(value >> 8)]
        return page < 0 ? 0 : entries[Int(page) << 8 | Int(value & 0xFF)]
    }

    /// Folds `scalar` alone as Foundation folds it and keeps what it gave (or that it goes the slow way).
    private mutating func ask(_ scalar: Unicode.Scalar) -> UInt64 {
        var entry = Self.slow
        if Self.foldsAlone(scalar) {
            let folded = SearchFolding.fold(String(scalar))
            if folded.count <= 7 {
                entry = UInt64(folded.count)
                for (index, byte) in folded.enumerated() { entry |= UInt64(byte) << (8 * UInt64(index + 1)) }
            }
        }
        let page = Int(scalar.value >> 8)
        if pageOf[page] < 0 {
            pageOf[page] = Int32(entries.count >> 8)
            entries += repeatElement(0, count: 256)
        }
        entries[Int(pageOf[page]) << 8 | Int(scalar.value & 0xFF)] = entry
        return entry
    }

    /// Whether `scalar` folds the same whatever is beside it: in a block of letters, symbols
    /// or punctuation that compose with nothing before or after (Latin, Greek, Cyrillic,
    /// Armenian, general punctuation and symbols, CJK punctuation, kana, CJK ideographs,
    /// Hangul syllables), and not a mark, format character or unassigned code point there.
    static func foldsAlone(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        let inBlock = value < 0x0590 || (0x1E00...0x1FFF).contains(value) || (0x2000...0x2BFF).contains(value)
            || (0x3000...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xAC00...0xD7A3).contains(value)
        guard inBlock, scalar.properties.canonicalCombiningClass.rawValue == 0 else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .surrogate, .privateUse, .unassigned: return false
        default: return true
        }
    }
}
