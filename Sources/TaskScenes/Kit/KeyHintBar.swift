import TerminalCore

/// A scene's key hints, read from its key map, drawn by TerminalCore's `StatusBar` in the
/// theme's styles: `a add  x done  / search  ? help`.
enum KeyHintBar {
    static func draw(_ hints: [KeyHint], into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        StatusBar(hints: hints.map { StatusBar.Hint($0.key, $0.label) })
            .draw(on: &canvas, in: rect, style: theme.hintLabel, keyStyle: theme.hintKey)
    }
}
