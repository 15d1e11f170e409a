/// The one-row bar at the bottom: a message on the left, key hints on the right.
public struct StatusBar: Hashable, Sendable {
    /// A key and what it does, shown as `Enter open`.
    public struct Hint: Hashable, Sendable {
        public var key: String
        public var action: String
        public init(_ key: String, _ action: String) { self.key = key; self.action = action }
    }

    public var message: String
    public var hints: [Hint]

    public init(message: String = "", hints: [Hint] = []) {
        self.message = message
        self.hints = hints
    }

    /// Draws the bar; hints that do not fit are dropped from the end, the message is cut
    /// with `…`, and the message always keeps at least a third of the row.
    public func draw(on canvas: inout Canvas, in rect: Rect, style: Style = Style.plain.reverse,
                     keyStyle: Style = Style.plain.reverse.bold) {
        guard rect.width > 0, rect.height > 0 else { return }
        let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        canvas.fill(row, style: style)
        var shown: [Hint] = []
        var hintsWidth = 0
        for hint in hints {
            let width = TextWidth.width(of: hint.key) + 1 + TextWidth.width(of: hint.action) + 2
            if hintsWidth + width > rect.width * 2 / 3 { break }
            shown.append(hint)
            hintsWidth += width
        }
        var x = rect.maxX - hintsWidth
        for hint in shown {
            x += canvas.draw(hint.key, at: Point(x: x, y: rect.y), style: keyStyle)
            x += canvas.draw(" \(hint.action)  ", at: Point(x: x, y: rect.y), style: style)
        }
        canvas.draw(message, in: Rect(x: rect.x + 1, y: rect.y, width: max(0, rect.width - hintsWidth - 2), height: 1),
                    style: style)
    }
}
