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
            status.draw(into: &canvas, in: statusRow, theme: theme)
        } else {
            let positionWidth = min(TextWidth.width(of: position), max(0, rect.width - 1))
            canvas.draw(position, in: Rect(x: statusRow.maxX - 1 - positionWidth, y: statusRow.y,
                                           width: positionWidth, height: 1), style: theme.muted)
            if let note {
                StyledText.draw([note], into: &canvas,
                                in: statusRow.inset(right: positionWidth + (positionWidth > 0 ? 2 : 0)))
            }
        }
        guard rect.height > 1 else { return }
        KeyHintBar.draw(hints, into: &canvas, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1), theme: theme)
    }
}
