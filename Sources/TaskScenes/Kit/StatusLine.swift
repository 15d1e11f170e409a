import TerminalCore

/// A one-line message in a scene's status line ("Completed 'Buy milk' — u to undo",
/// "Could not save: ..."), which fades on the next key: every scene's Status view model.
struct StatusLine: Equatable {
    var text: String
    var isError: Bool
    /// Allowed but worth a second look (a wait after the due date): the warning style.
    var isWarning = false
    /// Stays when a key is pressed (a running sync, its result): until something replaces
    /// it or the person dismisses it; other messages show over it meanwhile and fade.
    var stays = false

    /// Draws the message in one row: in the theme's error or info style.
    func draw(into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        canvas.draw(Self.fitted(text, width: rect.width), in: rect, style: isError ? theme.error : isWarning ? theme.warning : theme.info)
    }

    /// Draws the message wrapped in `lines` over the rows of `rect`; the last row keeps
    /// the rest, cut as `fitted` cuts (the hint after " — " stays whole).
    func drawWrapped(_ lines: [String], into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        let style = isError ? theme.error : isWarning ? theme.warning : theme.info
        for row in 0..<min(rect.height, lines.count) {
            let isLast = row == rect.height - 1
            let text = isLast ? Self.fitted(lines[row...].joined(separator: " "), width: rect.width) : lines[row]
            canvas.draw(text, in: Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1), style: style)
        }
    }

    /// The text cut to `width` columns so that what tells the user what to do next stays:
    /// a trailing hint after the last " — " ("u to undo") is kept whole and the part before
    /// it is cut with `…`; other messages (which put their cause first) lose their end.
    static func fitted(_ text: String, width: Int) -> String {
        guard TextWidth.width(of: text) > width else { return text }
        guard let dash = text.range(of: " — ", options: .backwards) else {
            return TextWidth.truncate(text, toWidth: width)
        }
        let hint = String(text[dash.lowerBound...])
        let room = width - TextWidth.width(of: hint)
        guard room >= 2 else { return TextWidth.truncate(text, toWidth: width) }
        return TextWidth.truncate(String(text[..<dash.lowerBound]), toWidth: room) + hint
    }
}
