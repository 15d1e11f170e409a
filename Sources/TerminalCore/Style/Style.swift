/// How a cell looks: foreground, background and text attributes.
public struct Style: Hashable, Sendable {
    /// Text attributes; they survive `ColorMode.none` so a selection stays visible.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let reverse = Attributes(rawValue: 1 << 4)
    }

    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// The derived equality, inlined, attributes first (see `Color.==`).
    @inline(__always)
    public static func == (lhs: Style, rhs: Style) -> Bool {
        lhs.attributes == rhs.attributes && lhs.foreground == rhs.foreground && lhs.background == rhs.background
    }

    public static func fg(_ color: Color) -> Style { Style(foreground: color) }

    public var bold: Style { adding(.bold) }
    public var dim: Style { adding(.dim) }
    public var italic: Style { adding(.italic) }
    public var underline: Style { adding(.underline) }
    public var reverse: Style { adding(.reverse) }

    public func adding(_ attributes: Attributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    public func foreground(_ color: Color) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    public func background(_ color: Color) -> Style {
        var copy = self
        copy.background = color
        return copy
    }

    /// This style as the mode can show it. Without colour, what stands out by its
    /// background (a selection bar, an overdue date in white on red) is shown in reverse
    /// video, so it still stands out.
    public func degraded(to mode: ColorMode) -> Style {
        var shown = Style(foreground: foreground.degraded(to: mode), background: background.degraded(to: mode),
                          attributes: attributes)
        if mode == .none, background != .default { shown.attributes.insert(.reverse) }
        return shown
    }
}
