/// Horizontal bars with labels and values (statistics: tasks per tag, done per week).
public struct BarChart: Hashable, Sendable {
    /// One bar.
    public struct Bar: Hashable, Sendable {
        public var label: String
        public var value: Int
        public var style: Style
        /// What is written after the bar (nil: the value): `1h 05m` for a bar of minutes.
        public var valueText: String?
        public init(_ label: String, _ value: Int, style: Style = .fg(.cyan), valueText: String? = nil) {
            self.label = label
            self.value = value
            self.style = style
            self.valueText = valueText
        }

        /// The words after the bar.
        public var shownValue: String { valueText ?? String(value) }
    }

    public var bars: [Bar]

    public init(bars: [Bar]) { self.bars = bars }

    /// The bar length in eighths of a cell for `value`, scaled so the largest fills `width`.
    public static func eighths(value: Int, maximum: Int, width: Int) -> Int {
        guard maximum > 0, value > 0, width > 0 else { return 0 }
        return max(1, Int((Double(value) / Double(maximum) * Double(width * 8)).rounded()))
    }

    /// Draws one bar per row: label (cut to fit), bar with eighth-block precision, value.
    public func draw(on canvas: inout Canvas, in rect: Rect, labelStyle: Style = .plain) {
        guard rect.width > 0, rect.height > 0 else { return }
        let labelWidth = min(max(bars.map { TextWidth.width(of: $0.label) }.max() ?? 0, 1), rect.width / 3)
        let valueWidth = (bars.map { TextWidth.width(of: $0.shownValue) }.max() ?? 1)
        let barWidth = max(0, rect.width - labelWidth - valueWidth - 2)
        let maximum = bars.map(\.value).max() ?? 0
        let partial: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        for (row, bar) in bars.prefix(rect.height).enumerated() {
            let y = rect.y + row
            canvas.draw(TextWidth.pad(bar.label, toWidth: labelWidth), at: Point(x: rect.x, y: y), style: labelStyle)
            let eighths = Self.eighths(value: bar.value, maximum: maximum, width: barWidth)
            var text = String(repeating: "█", count: eighths / 8)
            if eighths % 8 > 0 { text.append(partial[eighths % 8 - 1]) }
            let used = canvas.draw(text, at: Point(x: rect.x + labelWidth + 1, y: y), style: bar.style)
            canvas.draw(bar.shownValue, at: Point(x: rect.x + labelWidth + 2 + used, y: y), style: labelStyle)
        }
    }
}
