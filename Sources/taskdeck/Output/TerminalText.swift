import TerminalCore

/// Making untrusted text safe for a terminal that shows the CLI's output. (Widths come
/// from TerminalCore's `TextWidth`, the same table the full-screen app uses.)
enum TerminalText {
    /// `text` with every control character (C0, DEL, C1, the bidirectional overrides and
    /// isolates) replaced by the placeholder the app draws for it (`Canvas.placeholder`):
    /// `␛` for ESC, `␊` for a newline, `␡` for DEL, U+FFFD for C1 and the bidirectional
    /// controls. Nothing in user text can then move the cursor, change the terminal's state
    /// or reorder what is shown, and a title reads the same in `list` and in the app.
    static func sanitized(_ text: String) -> String {
        // Printable ASCII (nearly every title, project and tag) has nothing to replace: one
        // pass over its bytes instead of decoding scalars (`list` sanitizes 40,000 cells at 10k).
        if TextWidth.isPrintableASCII(text) { return text }
        guard text.unicodeScalars.contains(where: TextWidth.isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if TextWidth.isControl(scalar) {
                result.append(Canvas.placeholder(for: scalar))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
