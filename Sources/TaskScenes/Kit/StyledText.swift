import TerminalCore

/// A run of text in one style: view models carry lines as runs (a task row, a field of
/// Task Detail), and the view draws them with `draw(_:into:in:)`.
struct StyledText: Equatable {
    var text: String
    var style: Style

    /// Draws `runs` left to right from the left of `rect`, clipped at its right edge
    /// (presenters fit runs to their width, so nothing is measured again); returns the
    /// columns used.
    @discardableResult
    static func draw(_ runs: [StyledText], into canvas: inout Canvas, in rect: Rect) -> Int {
        var x = rect.x
        for run in runs where x < rect.maxX {
            x += canvas.draw(run.text, at: Point(x: x, y: rect.y), clippedTo: rect.maxX - x, style: run.style)
        }
        return x - rect.x
    }
}
