/// A row of tabs with one selected; Tab/Shift-Tab (or ←/→ where the scene says so) move.
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

    /// Draws ` A │ B │ C ` in one row, the selected tab in `selectedStyle`; titles are cut
    /// with `…` when the row is too narrow.
    public func draw(on canvas: inout Canvas, in rect: Rect, style: Style = .plain,
                     selectedStyle: Style = Style.plain.reverse.bold) {
        guard rect.width > 0, rect.height > 0, !titles.isEmpty else { return }
        canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: style)
        let separators = titles.count - 1
        let each = max(3, (rect.width - separators) / titles.count)
        var x = rect.x
        for (index, title) in titles.enumerated() {
            let label = " \(TextWidth.truncate(title, toWidth: max(1, each - 2))) "
            let tabRect = Rect(x: x, y: rect.y, width: rect.maxX - x, height: 1)
            x += canvas.draw(label, in: tabRect, style: index == selected ? selectedStyle : style)
            if index < separators, x < rect.maxX {
                x += canvas.draw("│", at: Point(x: x, y: rect.y), style: style)
            }
        }
    }
}
