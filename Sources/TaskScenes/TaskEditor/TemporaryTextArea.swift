import TerminalCore

// TEMPORARY until TerminalCore's TextArea widget lands (issue 3), like Kit/TextField.swift:
// the Task Editor's Notes use only this API, so swapping in the real widget is a deletion.
/// A minimal multi-line text editing model: typing and pasting at the end, Enter, Backspace.
struct TextArea {
    var text: String
    init(text: String) { self.text = text }

    /// Applies a key or paste; false when the key is not an edit (arrows, Tab, ...).
    mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .paste(let pasted): text += pasted; return true
        case .key(let key):
            switch (key.key, key.modifiers) {
            case (.char(let c), []), (.char(let c), [.shift]): text.append(c); return true
            case (.enter, []): text.append("\n"); return true
            case (.backspace, _): if !text.isEmpty { text.removeLast() }; return true
            default: return false
            }
        case .unknown: return false
        }
    }

    /// Draws the last lines that fit (the cursor is at the end).
    func draw(into canvas: inout Canvas, in rect: Rect, style: Style, showsCursor: Bool) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shown = lines.suffix(max(0, rect.height))
        for (offset, line) in shown.enumerated() {
            canvas.draw(line, in: Rect(x: rect.x, y: rect.y + offset, width: rect.width, height: 1), style: style)
        }
        if showsCursor, let last = shown.last {
            canvas.setCursor(Point(x: rect.x + min(TextWidth.width(of: last), rect.width - 1),
                                   y: rect.y + shown.count - 1))
        }
    }
}
