import Foundation

/// An input as text: UTF-8 checked, a byte-order mark dropped, and split into lines with
/// CRLF or LF endings, so every codec tolerates files from Windows editors alike.
public struct InterchangeText: Sendable, Equatable {
    /// The text without a leading byte-order mark.
    public let string: String

    public init(_ string: String) {
        self.string = string.hasPrefix("\u{FEFF}") ? String(string.dropFirst()) : string
    }

    /// Decodes `data` as UTF-8; throws `notText` at the first byte that is not.
    public init(data: Data, source: String) throws {
        guard let string = String(data: data, encoding: .utf8) else {
            throw InterchangeError.notText(source: source, byteOffset: Self.firstInvalidByte(in: data))
        }
        self.init(string)
    }

    /// True when there is nothing but white space.
    public var isBlank: Bool { string.allSatisfy(\.isWhitespace) }

    /// The lines, without their `\n` or `\r\n` endings; a final line ending adds no empty line.
    public var lines: [Substring] {
        // "\r\n" is one Character in Swift, so it is a separator of its own; a lone "\r" (old
        // Mac files) ends a line too, as a title cannot hold one.
        var lines = string.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The first character that is not white space (`[` or `{` for JSON).
    public var firstSignificantCharacter: Character? {
        string.first { !$0.isWhitespace }
    }

    private static func firstInvalidByte(in data: Data) -> Int {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var consumed = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            consumed += UTF8.width(scalar)
        }
        return consumed
    }
}
