/// Making untrusted text safe for a terminal that shows the CLI's output. (Widths come
/// from TerminalCore's `TextWidth`, the same table the full-screen app uses.)
enum TerminalText {
    /// `text` with every control character (C0, DEL, C1) replaced by a visible form:
    /// caret notation for C0 and DEL (`^[` for ESC, `^J` for a newline), U+FFFD for C1 and
    /// for the bidirectional overrides and isolates (which could make a title read as
    /// something else). Nothing in user text can then move the cursor, change the
    /// terminal's state or reorder what is shown.
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20:
                result.append("^")
                result.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
            case 0x7F:
                result.append(contentsOf: "^?".unicodeScalars)
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                result.append("\u{FFFD}")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// True for what must never reach a terminal as is: C0, DEL, C1 and the bidirectional
    /// overrides and isolates.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
