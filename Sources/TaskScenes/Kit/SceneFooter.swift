import TerminalCore

/// The bottom of a full-screen scene: a status row and the key hints under it.
///
/// The status row shows the scene's `StatusLine` when there is one (it fades on the next
/// key); otherwise a note on the left (such as what is marked) and a position on the right
/// (`3/120`, `2–5/10`). Everything in it comes from the scene's view models and key map.
struct SceneFooter {
    var status: StatusLine?
    var note: StyledText?
    var position = ""
    var hints: [KeyHint]

    /// Status row and hint row.
    static let height = 2

    func draw(into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        guard rect.height > 0 else { return }
        let statusRow = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        if let status {
            // A message wider than the window takes the hint row too while it shows (it
            // fades on the next key), so "4 marked — x, D, +, -, # act on all; Esc unmarks"
            // is read whole at 40 columns instead of being cut.
            if rect.height > 1, !TextWrap.isOneLine(status.text, width: rect.width) {
                status.drawWrapped(TextWrap.lines(status.text, width: max(1, rect.width)), into: &canvas,
                                   in: Rect(x: rect.x, y: rect.y, width: rect.width, height: 2), theme: theme)
                return
            }
            status.draw(into: &canvas, in: statusRow, theme: theme)
        } else {
            let positionWidth = min(TextWidth.width(of: position), max(0, rect.width - 1))
            canvas.draw(position, in: Rect(x: statusRow.maxX - 1 - positionWidth, y: statusRow.y,
                                           width: positionWidth, height: 1), style: theme.muted)
            if let note {
                let noteRow = statusRow.inset(right: positionWidth + (positionWidth > 0 ? 2 : 0))
                // A note wider than its room (what marks do, at 40 columns) goes on in the hint
                // row: it says what the keys do now, which the hints do not.
                if rect.height > 1, !TextWrap.isOneLine(note.text, width: noteRow.width) {
                    let lines = TextWrap.lines(note.text, width: max(1, noteRow.width))
                    StyledText.draw([.init(text: lines[0], style: note.style)], into: &canvas, in: noteRow)
                    let rest = StatusLine.fitted(lines.dropFirst().joined(separator: " "), width: rect.width)
                    StyledText.draw([.init(text: rest, style: note.style)], into: &canvas,
                                    in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1))
                    return
                }
                StyledText.draw([note], into: &canvas, in: noteRow)
            }
        }
        // A view drawing only the status row draws in an area of that row: the hints, out of
        // it, are not laid out for nothing (issue 27: a `j` redraws the position only).
        guard rect.height > 1, (0..<canvas.size.height).contains(rect.y + 1) else { return }
        KeyHintBar.draw(hints, into: &canvas, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1), theme: theme)
    }
}
