import TerminalCore

/// The top of a full-screen scene: its title on the left, a note on the right (where the
/// scene is, what the list shows) and a rule on the last row of its area. Both texts come
/// from the scene's view model; the title wins the room when the row is narrow.
struct SceneHeader {
    var title: String
    var note = ""
    /// nil: the theme's muted style.
    var noteStyle: Style?

    /// Title row and rule.
    static let height = 2
    /// Columns kept blank at each side of the title row, and between the title and the note.
    static let margin = 1
    static let gap = 2

    /// The columns the title and the note share in a window `width` columns wide, for
    /// presenters that fit them.
    static func textRoom(width: Int) -> Int { width - 2 * margin - gap }

    func draw(into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        guard rect.height > 0 else { return }
        let margin = SceneHeader.margin, gap = SceneHeader.gap
        let row = Rect(x: rect.x + margin, y: rect.y, width: max(0, rect.width - 2 * margin), height: 1)
        let used = canvas.draw(title, in: row, style: theme.title)
        let noteRoom = Rect(x: row.x + used + gap, y: row.y, width: max(0, row.maxX - row.x - used - gap), height: 1)
        canvas.draw(note, in: noteRoom, style: noteStyle ?? theme.muted, alignment: .right)
        guard rect.height > 1 else { return }
        canvas.fill(Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1), with: "─", style: theme.muted)
    }
}
