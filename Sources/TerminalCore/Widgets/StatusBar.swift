/// The key hints at the bottom of a screen: `a add  x done  / search  ? help`, left to
/// right in the order given and cut before the first hint that would not fit whole, so
/// the most important (first) hints stay in narrow windows.
public struct StatusBar: Hashable, Sendable {
    /// A key and what it does, shown as `Enter open`.
    public struct Hint: Hashable, Sendable {
        public var key: String
        public var action: String
        public init(_ key: String, _ action: String) { self.key = key; self.action = action }
    }

    public var hints: [Hint]

    public init(hints: [Hint] = []) {
        self.hints = hints
    }

    /// Draws the hints in the first row of `rect`: each key in `keyStyle`, then a space,
    /// its action and two spaces in `style`.
    public func draw(on canvas: inout Canvas, in rect: Rect, style: Style = .plain,
                     keyStyle: Style = Style.plain.bold) {
        guard rect.height > 0 else { return }
        var x = rect.x
        for hint in hints {
            let width = TextWidth.width(of: hint.key) + 1 + TextWidth.width(of: hint.action)
            guard x + width <= rect.maxX else { break }
            x += canvas.draw(hint.key, at: Point(x: x, y: rect.y), style: keyStyle)
            x += canvas.draw(" " + hint.action + "  ", at: Point(x: x, y: rect.y), style: style)
        }
    }
}
