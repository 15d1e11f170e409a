import TerminalCore

/// Draws a scene's key hints on one line: `a add  x done  / search  ? help`, cut at the
/// edge so the most important (first declared) hints stay visible in narrow windows.
enum KeyHintBar {
    static func draw(_ hints: [KeyHint], into canvas: inout Canvas, in rect: Rect) {
        var x = rect.x
        for hint in hints {
            let width = TextWidth.width(of: hint.key) + 1 + TextWidth.width(of: hint.label)
            guard x + width <= rect.maxX else { break }
            x += canvas.draw(hint.key, at: Point(x: x, y: rect.y), style: Theme.hintKey)
            x += canvas.draw(" " + hint.label + "  ", at: Point(x: x, y: rect.y), style: Theme.hintLabel)
        }
    }
}
