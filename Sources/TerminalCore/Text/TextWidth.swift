/// How many terminal columns text takes, and cutting or padding it to a width.
///
/// Measured per grapheme cluster (what a person sees as one character): a flag, a ZWJ
/// family or an emoji with VS16 is one unit two columns wide; combining marks add nothing.
/// Control characters (C0, C1, DEL, the bidirectional overrides) count one column because
/// the `Canvas` draws them as a visible placeholder — so measuring and drawing always agree.
public enum TextWidth {
    /// The ellipsis that marks cut text.
    public static let ellipsis: Character = "…"

    /// Whether every byte of `text` is ASCII: one pass over its bytes in place, with no early
    /// exit, so it runs a word at a time (`list` measures 70,000 cells at 10,000 tasks).
    public static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var all: UInt8 = 0
            for byte in bytes { all |= byte }
            return all < 0x80
        } ?? !text.utf8.contains { $0 >= 0x80 }
    }

    /// Whether `text` is printable ASCII only (no control byte, no DEL): a column a byte,
    /// and a character a byte.
    public static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var outside: UInt8 = 0
            for byte in bytes { outside |= (byte &- 0x20) >= 0x5F ? 1 : 0 }
            return outside == 0
        } ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The columns `text` takes.
    public static func width(of text: String) -> Int {
        // Controls are one column too, see the type's comment.
        if isASCII(text) { return text.utf8.count }
        var total = 0
        for character in text { total += width(of: character) }
        return total
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    public static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F { return 1 }
        if first.value < 0xA0 { return 1 }  // DEL and C1: a placeholder
        if scalars.count == 1 { return width(of: first) }
        // Regional-indicator pairs are flags.
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        var base = width(of: first)
        var hasEmojiSelector = false
        var hasJoiner = false
        for scalar in scalars.dropFirst() {
            switch scalar.value {
            case 0xFE0F: hasEmojiSelector = true
            case 0x200D: hasJoiner = true
            case 0xFE0E where base == 1: return 1
            case 0x1F3FB...0x1F3FF: hasEmojiSelector = true  // skin tone modifier
            default: break
            }
        }
        if base == 0 {
            // A cluster that starts with a mark (text beginning with a combining accent)
            // takes the width of the first scalar that has one.
            base = scalars.lazy.map { width(of: $0) }.first { $0 > 0 } ?? 0
        }
        if (hasEmojiSelector || hasJoiner), first.properties.isEmoji { return 2 }
        return base
    }

    /// The columns one code point takes on its own.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if isBidiControl(value) { return 1 }  // drawn as a placeholder, see `isControl`
        if WideCharacterTable.contains(value) { return 2 }
        if ZeroWidthTable.contains(scalar) { return 0 }
        return 1
    }

    /// True when the text holds a character the terminal would act on (C0, DEL, C1) or
    /// that could reorder what is shown (the bidirectional overrides and isolates).
    public static func containsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { isControl($0) }
    }

    /// True for C0, DEL and C1 code points and the bidirectional overrides and isolates
    /// (U+202A–U+202E, U+2066–U+2069), which could make a title read as something else.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || isBidiControl(scalar.value)
    }

    private static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// The text cut to at most `width` columns; when cut, it ends with `…`.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if Self.width(of: text) <= width { return text }
        let room = width - 1  // the ellipsis takes one column
        // Printable ASCII is a column a byte: the first bytes, without breaking graphemes.
        if isPrintableASCII(text) {
            return String(decoding: text.utf8.prefix(room), as: UTF8.self) + String(ellipsis)
        }
        var result = ""
        var used = 0
        for character in text {
            let w = Self.width(of: character)
            if used + w > room { break }
            result.append(character)
            used += w
        }
        result.append(ellipsis)
        return result
    }

    /// Where padding goes when text is shorter than its column.
    public enum Alignment: Sendable { case left, right, center }

    /// The text truncated (with `…`) or padded with spaces to exactly `width` columns.
    public static func pad(_ text: String, toWidth width: Int, alignment: Alignment = .left) -> String {
        guard width > 0 else { return "" }
        // Measured once when it fits, as it nearly always does (every cell of every frame).
        let measured = Self.width(of: text)
        let cut = measured <= width ? text : truncate(text, toWidth: width)
        let missing = width - (measured <= width ? measured : Self.width(of: cut))
        guard missing > 0 else { return cut }
        switch alignment {
        case .left: return cut + spaces(missing)
        case .right: return spaces(missing) + cut
        case .center:
            let left = missing / 2
            return spaces(left) + cut + spaces(missing - left)
        }
    }

    /// `count` spaces; the usual short runs come from a table instead of a new string.
    public static func spaces(_ count: Int) -> String {
        count < blanks.count ? blanks[count] : String(repeating: " ", count: count)
    }

    private static let blanks = (0..<512).map { String(repeating: " ", count: $0) }
}
