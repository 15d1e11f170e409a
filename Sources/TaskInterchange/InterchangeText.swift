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
    /// A lone `\r` (old Mac files) ends a line too, as a title cannot hold one.
    ///
    /// Split on the UTF-8 bytes, not the characters: a line break is never part of a larger
    /// character (Unicode breaks around CR and LF always, CR LF being one), so the lines are
    /// the same, and a 1,000,000-line file is not walked character by character.
    public var lines: [Substring] {
        var lines: [Substring] = []
        forEachLine { lines.append($0) }
        return lines
    }

    /// Hands each line of `lines` to `body` in turn, without an array of them all.
    public func forEachLine(_ body: (Substring) throws -> Void) rethrows {
        let utf8 = string.utf8
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            try body(string[lineStart..<index])
            index = utf8.index(after: index)
            if byte == 0x0D, index < utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
            lineStart = index
        }
        // The last line, unless the text ended with its line break (or is empty).
        if lineStart < utf8.endIndex { try body(string[lineStart...]) }
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
