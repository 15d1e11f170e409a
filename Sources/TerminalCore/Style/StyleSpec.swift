/// A style as a person writes it in a config file: `"bold red"`, `"208"`, `"color208"`,
/// `"#af5fff on black"`, `"underline"`, `"plain"`; and back, so `taskdeck config` prints
/// what a file can say.
///
/// Words are separated by spaces, in any order: attributes (`bold`, `dim`, `italic`,
/// `underline`, `reverse`), at most one foreground colour, and `on COLOUR` for the
/// background. A colour is one of the 16 names (`red`, `bright-red`), a 256-colour index
/// (`208` or `color208`), or `#rrggbb`. Degrading to the terminal's colours is the
/// renderer's job, so a spec never depends on the terminal it was written on.
public enum StyleSpec {
    /// Why a spec cannot be read: the word, and what was expected instead.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// What a spec may hold, for messages and documentation.
    public static let expected = "attributes (bold, dim, italic, underline, reverse), a colour (one of the 16 names "
        + "such as red or bright-blue, a number 0-255 or color208, or #rrggbb) and optionally on COLOUR for the "
        + "background, or plain"

    public static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    private static let attributeNames: [(String, Style.Attributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline), ("reverse", .reverse),
    ]

    public static func parse(_ text: String) throws(Problem) -> Style {
        var style = Style.plain
        var words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)[...]
        guard !words.isEmpty else { throw Problem(message: "an empty style; write plain for the terminal's own look") }
        var sawForeground = false
        while let word = words.popFirst() {
            if word == "plain" || word == "default" { continue }
            if let attribute = attributeNames.first(where: { $0.0 == word }) {
                style = style.adding(attribute.1)
            } else if word == "on" {
                guard let next = words.popFirst(), let color = color(next) else {
                    throw Problem(message: "'on' must be followed by a colour (on blue, on 236, on #202020)")
                }
                style.background = color
            } else if let color = color(word) {
                guard !sawForeground else {
                    throw Problem(message: "two colours ('\(word)' is the second); write on COLOUR for a background")
                }
                sawForeground = true
                style.foreground = color
            } else {
                throw Problem(message: "'\(word)' is not a colour or an attribute; expected \(expected)")
            }
        }
        return style
    }

    /// A colour word: a name, `bright-NAME` / `brightNAME`, `0`-`255`, `colorN` / `colourN`, `#rrggbb`.
    static func color(_ word: String) -> Color? {
        if let index = colorNames.firstIndex(of: word) { return .ansi(UInt8(index)) }
        for prefix in ["bright-", "bright"] where word.hasPrefix(prefix) {
            if let index = colorNames.firstIndex(of: String(word.dropFirst(prefix.count))) { return .ansi(UInt8(index + 8)) }
        }
        if word == "gray" || word == "grey" { return .brightBlack }
        var number = Substring(word)
        for prefix in ["color", "colour"] where number.hasPrefix(prefix) { number = number.dropFirst(prefix.count) }
        if !number.isEmpty, number.count <= 3, number.allSatisfy(\.isASCII), let index = Int(number), (0...255).contains(index) {
            return .indexed(UInt8(index))
        }
        if word.hasPrefix("#"), word.count == 7 {
            let hex = word.dropFirst()
            guard hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else { return nil }
            return .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        }
        return nil
    }

    /// `style` written so that `parse` gives it back.
    public static func text(of style: Style) -> String {
        var words = attributeNames.filter { style.attributes.contains($0.1) }.map(\.0)
        if style.foreground != .default { words.append(name(of: style.foreground)) }
        if style.background != .default { words += ["on", name(of: style.background)] }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }

    private static func name(of color: Color) -> String {
        switch color {
        case .default: "default"
        case .ansi(let n): n < 8 ? colorNames[Int(n)] : "bright-" + colorNames[Int(n & 7)]
        case .indexed(let n): "color\(n)"
        case .rgb(let r, let g, let b):
            "#" + [r, g, b].map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
                .joined()
        }
    }
}
