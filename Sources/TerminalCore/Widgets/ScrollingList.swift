/// The state of a vertical list with a selection: which row is selected and which row is
/// at the top, kept so the selection is always visible. Drawing touches visible rows only.
public struct ScrollingList: Hashable, Sendable {
    public private(set) var count: Int
    public private(set) var selection: Int?
    public private(set) var offset = 0

    public init(count: Int = 0, selection: Int? = nil) {
        self.count = max(0, count)
        self.selection = count > 0 ? min(max(0, selection ?? 0), count - 1) : nil
    }

    /// Changes the number of items, keeping the selection in range.
    public mutating func setCount(_ newCount: Int) {
        count = max(0, newCount)
        if count == 0 { selection = nil; offset = 0; return }
        selection = min(max(0, selection ?? 0), count - 1)
        offset = min(offset, count - 1)
    }

    public mutating func select(_ index: Int) {
        guard count > 0 else { return }
        selection = min(max(0, index), count - 1)
    }

    /// Moves the selection as a movement key says, a page being `height` rows (the
    /// visible window). Returns false when the selection stayed (already at that edge).
    @discardableResult
    public mutating func move(_ movement: ScrollMovement, height: Int) -> Bool {
        guard let current = selection else { return false }
        selection = movement.target(from: current, page: height, count: count)
        return selection != current
    }

    /// Moves the selection by `delta` rows, stopping at the ends.
    public mutating func move(by delta: Int) { select((selection ?? 0) + delta) }
    public mutating func selectFirst() { select(0) }
    public mutating func selectLast() { select(count - 1) }
    /// PageUp/PageDown: a page is the visible height less one row of context.
    public mutating func page(_ direction: Int, height: Int) { move(by: direction * max(1, height - 1)) }

    /// Scrolls as little as possible so the selection is inside a window of `height` rows.
    public mutating func keepVisible(height: Int) {
        guard height > 0, let selection else { offset = 0; return }
        if selection < offset { offset = selection }
        if selection >= offset + height { offset = selection - height + 1 }
        offset = max(0, min(offset, max(0, count - height)))
    }

    /// The item indices shown in a window of `height` rows.
    public func visibleRange(height: Int) -> Range<Int> {
        let start = min(offset, count)
        return start..<min(count, start + max(0, height))
    }

    /// Keeps the selection visible, then draws each visible row with `drawRow(canvas, index,
    /// rowRect, isSelected)`; a scroll indicator appears in the last column when the list is
    /// longer than the area.
    public mutating func draw(on canvas: inout Canvas, in rect: Rect,
                              drawRow: (inout Canvas, Int, Rect, Bool) -> Void) {
        keepVisible(height: rect.height)
        let range = visibleRange(height: rect.height)
        let scrolls = count > rect.height && rect.width > 1
        let rowWidth = scrolls ? rect.width - 1 : rect.width
        for (row, index) in range.enumerated() {
            let rowRect = Rect(x: rect.x, y: rect.y + row, width: rowWidth, height: 1)
            drawRow(&canvas, index, rowRect, index == selection)
        }
        guard scrolls else { return }
        let thumb = max(0, min(rect.height - 1, rect.height * offset / max(1, count - rect.height + 1)))
        for row in 0..<rect.height {
            canvas.draw(row == thumb ? "┃" : "│", at: Point(x: rect.maxX - 1, y: rect.y + row), style: Style.plain.dim)
        }
    }
}
