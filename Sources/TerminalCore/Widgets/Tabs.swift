/// A row of tabs with one selected: ` All  Pending  Done `.
public struct Tabs: Hashable, Sendable {
    public var titles: [String]
    public private(set) var selected: Int

    public init(titles: [String], selected: Int = 0) {
        self.titles = titles
        self.selected = titles.isEmpty ? 0 : min(max(0, selected), titles.count - 1)
    }

    public mutating func select(_ index: Int) {
        guard !titles.isEmpty else { return }
        selected = min(max(0, index), titles.count - 1)
    }

    /// Next tab, wrapping around.
    public mutating func next() { if !titles.isEmpty { selected = (selected + 1) % titles.count } }
    /// Previous tab, wrapping around.
    public mutating func previous() { if !titles.isEmpty { selected = (selected + titles.count - 1) % titles.count } }

    /// The columns every tab takes: each title with a space either side and one after.
    public var fullWidth: Int { titles.reduce(0) { $0 + TextWidth.width(of: $1) + 3 } }

    /// The tab drawn at column `x` when the tabs are drawn in a row `width` columns wide
    /// starting at column `left` (as `draw` lays them out); nil between tabs, past them, or
    /// when only the selected tab is shown.
    public func index(atColumn x: Int, left: Int, width: Int) -> Int? {
        guard fullWidth <= width, x >= left else { return nil }
        var start = left
        for (index, title) in titles.enumerated() {
            let end = start + TextWidth.width(of: title) + 2
            if x < end { return x >= start ? index : nil }
            start = end + 1
        }
        return nil
    }

    /// In the narrow form `< Pending >`: -1 for a column on `<`, 1 on `>`, nil elsewhere or
    /// when every tab is drawn.
    public func arrow(atColumn x: Int, left: Int, width: Int) -> Int? {
        guard fullWidth > width, !titles.isEmpty else { return nil }
        let drawn = min(width, TextWidth.width(of: "< \(titles[selected]) >"))
        if x == left { return -1 }
        if x == left + drawn - 1, drawn >= 5 { return 1 }
        return nil
    }

    /// Draws the tabs in the first row of `rect` from its left: each title with a space
    /// either side, `selectedStyle` on the selected one, a space after each. When they do
    /// not all fit, only the selected tab is drawn, as `< Pending >`: the arrows say that
    /// others exist (the keys that switch tabs reach them). Returns the columns used.
    @discardableResult
    public func draw(on canvas: inout Canvas, in rect: Rect, style: Style = .plain,
                     selectedStyle: Style = Style.plain.reverse.bold) -> Int {
        guard rect.width > 0, rect.height > 0, !titles.isEmpty else { return 0 }
        let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        guard fullWidth <= rect.width else {
            return canvas.draw("< \(titles[selected]) >", in: row, style: selectedStyle)
        }
        var x = rect.x
        for (index, title) in titles.enumerated() {
            x += canvas.draw(" \(title) ", at: Point(x: x, y: rect.y), style: index == selected ? selectedStyle : style)
            x += canvas.draw(" ", at: Point(x: x, y: rect.y))
        }
        return x - rect.x
    }
}
