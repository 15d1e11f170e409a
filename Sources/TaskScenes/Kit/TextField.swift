import TerminalCore

// TEMPORARY until TerminalCore's TextField widget lands (issue 3); same API.
struct TextField {
    var text: String
    init(text: String) { self.text = text }
    mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .paste(let pasted): text += pasted.map { $0 == "\n" || $0 == "\r" ? " " : $0 }; return true
        case .key(let key):
            switch (key.key, key.modifiers) {
            case (.char(let c), []): text.append(c); return true
            case (.backspace, _): if !text.isEmpty { text.removeLast() }; return true
            default: return false
            }
        case .unknown: return false
        }
    }
    func draw(into canvas: inout Canvas, in rect: Rect, style: Style, showsCursor: Bool) {
        let used = canvas.draw(text, in: rect, style: style)
        if showsCursor { canvas.setCursor(Point(x: rect.x + used, y: rect.y)) }
    }
}
