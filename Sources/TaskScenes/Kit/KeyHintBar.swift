import TerminalCore

/// A scene's key hints, read from its key map, drawn by TerminalCore's `StatusBar` in the
/// theme's styles: `a add  x done  / filter  ? help`. When they do not all fit, the help
/// hint comes first, so a narrow window still says where every key is.
enum KeyHintBar {
    static func draw(_ hints: [KeyHint], into canvas: inout Canvas, in rect: Rect, theme: Theme) {
        StatusBar(hints: ordered(hints, width: rect.width).map { StatusBar.Hint($0.key, $0.label) })
            .draw(on: &canvas, in: rect, style: theme.hintLabel, keyStyle: theme.hintKey)
    }

    /// The hints as given when they fit in `width`, else with the help hint first.
    static func ordered(_ hints: [KeyHint], width: Int) -> [KeyHint] {
        let total = hints.reduce(0) { $0 + TextWidth.width(of: $1.key) + 1 + TextWidth.width(of: $1.label) + 2 } - 2
        guard total > width, let help = hints.firstIndex(where: { $0.label == "help" }) else { return hints }
        var reordered = hints
        reordered.insert(reordered.remove(at: help), at: 0)
        return reordered
    }
}
