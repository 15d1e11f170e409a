import TerminalCore

/// A run of text in one style: view models carry lines as runs (a task row, a field of
/// Task Detail), and the view draws them with `draw(_:into:in:)`.
struct StyledText: Equatable {
    var text: String
    var style: Style

    /// Draws `runs` left to right from the left of `rect`, each cut at its right edge;
    /// returns the columns used.
    @discardableResult
    static func draw(_ runs: [StyledText], into canvas: inout Canvas, in rect: Rect) -> Int {
        var x = rect.x
        for run in runs where x < rect.maxX {
            x += canvas.draw(run.text, in: Rect(x: x, y: rect.y, width: rect.maxX - x, height: 1), style: run.style)
        }
        return x - rect.x
    }
}
