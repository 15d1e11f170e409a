/// Code points that take no column of their own: combining marks, format characters,
/// variation selectors, the zero-width joiner, Hangul vowel and final jamo.
///
/// General categories Mn, Me and Cf come from the standard library's Unicode data (which
/// is not locale dependent); this table adds the ranges those categories do not cover.
enum ZeroWidthTable {
    static let extraRanges: [ClosedRange<UInt32>] = [
        0x1160...0x11FF,   // Hangul Jungseong and Jongseong: they join the initial consonant
        0xD7B0...0xD7FF,   // Hangul Jamo Extended-B
        0x200B...0x200F,   // zero-width space, joiners, direction marks
        0x2028...0x202E,
        0x2060...0x2064,
        0xFE00...0xFE0F,   // variation selectors
        0xE0000...0xE0FFF, // tags and variation selectors supplement
    ]

    /// True when the code point takes no column.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x0300 { return false }
        for range in extraRanges where range.contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }
}
