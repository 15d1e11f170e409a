import TerminalCore

/// A one-line message in a scene's status line ("Completed 'Buy milk' — u to undo",
/// "Could not save: ..."), which fades on the next key: every scene's Status view model.
struct StatusLine: Equatable {
    var text: String
    var isError: Bool

    /// Draws the message in one row: red and bold for an error, green otherwise.
    func draw(into canvas: inout Canvas, in rect: Rect) {
        canvas.draw(text, in: rect, style: isError ? Theme.error : Theme.info)
    }
}
