import TaskWording

/// A cursor over a config file's characters that knows its line and column, and reads the
/// format's small tokens: blanks, comments, line ends, keys and strings.
///
/// Positions count Unicode scalars from 1, so a column matches what an editor shows for
/// the text people write in a config file.
struct ConfigScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private(set) var line = 1
    private(set) var column = 1
    let file: String

    init(text: String, file: String) {
        scalars = Array(text.unicodeScalars)
        self.file = file
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    var isAtEnd: Bool { index >= scalars.count }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func advance() {
        guard let scalar = current else { return }
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    /// An error at the cursor (or at `column` of the current line).
    func error(_ problem: ConfigProblem.SyntaxProblem, column: Int? = nil) -> ConfigError {
        ConfigError(file: file, line: line, column: column ?? self.column, .syntax(problem))
    }

    // MARK: - Blanks, comments, line ends

    mutating func skipBlanks() {
        while current == " " || current == "\t" { advance() }
    }

    /// Skips a `#` comment up to (not including) the line end.
    mutating func skipComment() throws(ConfigError) {
        guard current == "#" else { return }
        while let scalar = current, scalar != "\n", !(scalar == "\r" && peek(1) == "\n") {
            try refuseControl(scalar, in: .comment)
            advance()
        }
    }

    /// Whether the cursor is at `\n`, `\r\n` or the end of the file.
    var isAtLineEnd: Bool {
        current == nil || current == "\n" || (current == "\r" && peek(1) == "\n")
    }

    /// Consumes a line end; anything else there is an error saying what was expected.
    mutating func consumeLineEnd(after what: ConfigProblem.LinePart) throws(ConfigError) {
        skipBlanks()
        try skipComment()
        guard isAtLineEnd else {
            throw error(.lineEndExpected(after: what, found: Self.describe(current)))
        }
        if current == "\r" { advance() }
        advance()
    }

    /// Steps over the line end at the cursor (a blank or comment-only line).
    mutating func skipLineEnd() {
        if current == "\r" { advance() }
        advance()
    }

    /// Skips blanks, comments and line ends: the room between the items of a list.
    mutating func skipBlanksCommentsAndLineEnds() throws(ConfigError) {
        while true {
            skipBlanks()
            try skipComment()
            guard isAtLineEnd, !isAtEnd else { return }
            if current == "\r" { advance() }
            advance()
        }
    }

    /// Control characters (other than tab) have no place in a config file outside escapes.
    func refuseControl(_ scalar: Unicode.Scalar, in place: ConfigProblem.TextPart) throws(ConfigError) {
        let value = scalar.value
        guard value != 0x09, value < 0x20 || value == 0x7F else { return }
        throw error(.controlCharacter(value, in: place))
    }

    // MARK: - Keys

    /// Letters, digits, `-` and `_`: the characters of a key written without quotes.
    static func isBareKeyCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "-" || scalar == "_"
    }

    static func isBareKey(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isBareKeyCharacter)
    }

    /// The most parts a dotted key or section header may have. taskdeck's deepest is three
    /// (`views."Due soon".filter`); past this a path is refused, so no path is long enough
    /// to cost anything in what reads it.
    static let maximumKeyParts = 32

    /// A dotted key: `command`, `sync.command`, `view."Due soon"`.
    mutating func readKey() throws(ConfigError) -> [String] {
        var parts = [try readKeyPart()]
        while true {
            skipBlanks()
            guard current == "." else { return parts }
            guard parts.count < Self.maximumKeyParts else {
                throw error(.tooManyKeyParts(limit: Self.maximumKeyParts))
            }
            advance()
            skipBlanks()
            parts.append(try readKeyPart())
        }
    }

    private mutating func readKeyPart() throws(ConfigError) -> String {
        switch current {
        case "\"": return try readBasicString()
        case "'": return try readLiteralString()
        default:
            var part = ""
            while let scalar = current, Self.isBareKeyCharacter(scalar) {
                part.unicodeScalars.append(scalar)
                advance()
            }
            guard !part.isEmpty else {
                throw error(.keyExpected(found: Self.describe(current)))
            }
            return part
        }
    }

    // MARK: - Strings

    /// A `"basic string"` with backslash escapes: `\"` `\\` `\n` `\t` `\r` `\b` `\f`
    /// `\uXXXX` `\UXXXXXXXX`.
    mutating func readBasicString() throws(ConfigError) -> String {
        let start = column
        if peek(1) == "\"", peek(2) == "\"" {
            throw error(.multiLineString(literal: false))
        }
        advance()
        var text = ""
        while true {
            guard let scalar = current, !isAtLineEnd else {
                throw error(.unclosedString(literal: false), column: start)
            }
            if scalar == "\"" {
                advance()
                return text
            }
            if scalar == "\\" {
                text.unicodeScalars.append(try readEscape())
                continue
            }
            try refuseControl(scalar, in: .string)
            text.unicodeScalars.append(scalar)
            advance()
        }
    }

    private mutating func readEscape() throws(ConfigError) -> Unicode.Scalar {
        let start = column
        advance()
        guard let letter = current, !isAtLineEnd else {
            throw error(.backslashAtLineEnd, column: start)
        }
        advance()
        switch letter {
        case "\"": return "\""
        case "\\": return "\\"
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "u", "U":
            let digits = letter == "u" ? 4 : 8
            var hex = ""
            for _ in 0..<digits {
                guard let digit = current, digit.properties.isASCIIHexDigit else { break }
                hex.unicodeScalars.append(digit)
                advance()
            }
            guard hex.count == digits, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw error(.shortUnicodeEscape(letter: Character(letter), digits: digits), column: start)
            }
            return scalar
        default:
            throw error(.unknownEscape(letter: Character(letter)), column: start)
        }
    }

    /// A `'literal string'`: everything up to the next `'`, backslashes included (paths,
    /// shell commands, patterns).
    mutating func readLiteralString() throws(ConfigError) -> String {
        let start = column
        if peek(1) == "'", peek(2) == "'" {
            throw error(.multiLineString(literal: true))
        }
        advance()
        var text = ""
        while true {
            guard let scalar = current, !isAtLineEnd else {
                throw error(.unclosedString(literal: true), column: start)
            }
            advance()
            if scalar == "'" { return text }
            try refuseControl(scalar, in: .string)
            text.unicodeScalars.append(scalar)
        }
    }

    /// The character at the cursor, for "found ..." in messages.
    static func describe(_ scalar: Unicode.Scalar?) -> ConfigProblem.Scanned {
        guard let scalar else { return .endOfFile }
        switch scalar {
        case "\n": return .endOfLine
        // CR LF is a line end (handled before this is asked); a CR alone is not one.
        case "\r": return .loneCarriageReturn
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F { return .control }
            return .scalar(scalar)
        }
    }
}
