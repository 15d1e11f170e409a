import TaskWording

/// Reads taskdeck's config format: a small subset of TOML.
///
/// Why this format: it is the INI shape people already write by hand (`[section]`,
/// `key = value`, `# comments`), with typed values (quoted strings with escapes, numbers,
/// `true`/`false`, `[lists]`) so a path with `#` or a command with quotes is never
/// ambiguous, and dotted sections (`[keys.list]`, `[view.work]`) for what #15 adds later.
/// A file written for it is TOML, so editors highlight it and other tools can read it
/// (it is only more lenient: see below). Left out, to keep it small: inline tables `{...}`, `[[arrays of tables]]`,
/// multi-line strings and dates. Unlike TOML, a `[section]` may be opened again further
/// down (a key set twice is still an error), and a number may start with zeros.
///
/// Syntax only: which keys exist and what their values mean is `ConfigSchema`'s.
public enum ConfigParser {
    /// Parses `text`; `file` names it in errors. Throws at the first error.
    public static func parse(_ text: String, file: String) throws(ConfigError) -> ConfigDocument {
        var parser = Parser(scanner: ConfigScanner(text: text, file: file))
        return try parser.run()
    }
}

/// The parse of one file: the cursor, the current section, and what each path already is.
private struct Parser {
    var scanner: ConfigScanner
    var document = ConfigDocument()
    var section: [String] = []
    /// What every path already is (a value, a section), as a tree walked part by part: a
    /// header or key costs its length, where a table of every prefix cost the square of it
    /// (a 32 KB `[a.a.….a]` took 16 s and 2 GB).
    let paths = PathNode()
    /// How many lists the value being read is inside: capped, so a file of thousands of
    /// `[` (hostile or broken) is an error and not a stack overflow.
    var listDepth = 0
    static let maximumListDepth = 8

    init(scanner: ConfigScanner) {
        self.scanner = scanner
    }

    mutating func run() throws(ConfigError) -> ConfigDocument {
        if scanner.current == "\u{FEFF}" { scanner.advance() }  // a byte-order mark
        while !scanner.isAtEnd {
            scanner.skipBlanks()
            try scanner.skipComment()
            if scanner.isAtLineEnd {
                scanner.skipLineEnd()
            } else if scanner.current == "[" {
                try readHeader()
            } else {
                try readEntry()
            }
        }
        return document
    }

    // MARK: - [section]

    mutating func readHeader() throws(ConfigError) {
        let line = scanner.line
        if scanner.peek(1) == "[" {
            throw scanner.error(.arrayOfTables)
        }
        scanner.advance()
        scanner.skipBlanks()
        let path = try scanner.readKey()
        scanner.skipBlanks()
        guard scanner.current == "]" else {
            throw scanner.error(.sectionCloseExpected(found: ConfigScanner.describe(scanner.current)))
        }
        scanner.advance()
        try claimSection(path, line: line)
        section = path
        document.sections.append(.init(path: path, line: line))
        try scanner.consumeLineEnd(after: .sectionHeader)
    }

    /// Marks `path` and every path above it as a section; the node of `path`.
    @discardableResult
    mutating func claimSection(_ path: [String], line: Int) throws(ConfigError) -> PathNode {
        var node = paths
        for (index, part) in path.enumerated() {
            node = node.child(part)
            if let setOn = node.valueLine {
                throw ConfigError(file: scanner.file, line: line,
                                  .syntax(.valueNotSection(name: ConfigDocument.shownName(of: Array(path.prefix(index + 1))), line: setOn)))
            }
            if node.sectionLine == nil { node.sectionLine = line }
        }
        return node
    }

    // MARK: - key = value

    mutating func readEntry() throws(ConfigError) {
        let line = scanner.line
        let key = try scanner.readKey()
        scanner.skipBlanks()
        guard scanner.current == "=" else {
            throw scanner.error(.equalsExpected(key: ConfigDocument.shownName(of: key), found: ConfigScanner.describe(scanner.current)))
        }
        scanner.advance()
        scanner.skipBlanks()
        let value = try readValue()
        let path = section + key
        try claimValue(path, line: line)
        document.entries.append(.init(path: path, value: value, line: line))
        try scanner.consumeLineEnd(after: .value)
    }

    mutating func claimValue(_ path: [String], line: Int) throws(ConfigError) {
        guard let last = path.last else { return }
        let parent = try claimSection(Array(path.dropLast()), line: line)
        let node = parent.child(last)
        if let first = node.valueLine {
            throw ConfigError(file: scanner.file, line: line, .syntax(.setTwice(name: ConfigDocument.shownName(of: path), firstLine: first)))
        }
        if let header = node.sectionLine {
            throw ConfigError(file: scanner.file, line: line, .syntax(.sectionNotValue(name: ConfigDocument.shownName(of: path), line: header)))
        }
        node.valueLine = line
    }

    // MARK: - Values

    mutating func readValue() throws(ConfigError) -> ConfigValue {
        guard let first = scanner.current, !scanner.isAtLineEnd else {
            throw scanner.error(.valueExpected(found: .endOfLine))
        }
        switch first {
        case "\"": return .string(try scanner.readBasicString())
        case "'": return .string(try scanner.readLiteralString())
        case "[": return try readList()
        case "{": throw scanner.error(.inlineTable)
        case "+", "-", "0"..."9": return try readNumber()
        default:
            guard ConfigScanner.isBareKeyCharacter(first) else {
                throw scanner.error(.valueExpected(found: ConfigScanner.describe(first)))
            }
            let column = scanner.column
            let word = readWord()
            switch word {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            default:
                throw scanner.error(.bareWord(word), column: column)
            }
        }
    }

    mutating func readWord() -> String {
        var word = ""
        while let scalar = scanner.current, ConfigScanner.isBareKeyCharacter(scalar) || scalar == "." || scalar == "+" {
            word.unicodeScalars.append(scalar)
            scanner.advance()
        }
        return word
    }

    /// `[a, b]`, over several lines if need be, comments allowed between items, a comma
    /// after the last item allowed.
    mutating func readList() throws(ConfigError) -> ConfigValue {
        guard listDepth < Self.maximumListDepth else {
            throw scanner.error(.listTooDeep(limit: Self.maximumListDepth))
        }
        listDepth += 1
        defer { listDepth -= 1 }
        scanner.advance()
        var items: [ConfigValue] = []
        while true {
            try scanner.skipBlanksCommentsAndLineEnds()
            if scanner.current == "]" {
                scanner.advance()
                return .list(items)
            }
            guard !scanner.isAtEnd else { throw scanner.error(.unclosedList) }
            items.append(try readValue())
            try scanner.skipBlanksCommentsAndLineEnds()
            guard !scanner.isAtEnd else { throw scanner.error(.unclosedList) }
            switch scanner.current {
            case ",": scanner.advance()
            case "]": continue
            default:
                throw scanner.error(.listSeparatorExpected(found: ConfigScanner.describe(scanner.current)))
            }
        }
    }

    /// `5`, `-1`, `2.5`, `1_000`, `1e3`: an integer, or a decimal when it has `.` or an exponent.
    mutating func readNumber() throws(ConfigError) -> ConfigValue {
        let column = scanner.column
        let text = readWord()
        let digits = text.replacingUnderscoresBetweenDigits()
        let isDecimal = digits.map { $0.contains(".") || $0.contains("e") || $0.contains("E") } ?? false
        if let digits, !isDecimal, let number = Int(digits) { return .integer(number) }
        if let digits, isDecimal, Self.isDecimalSyntax(digits), let number = Double(digits), number.isFinite {
            return .decimal(number)
        }
        throw scanner.error(.notANumber(text), column: column)
    }

    /// Digits on both sides of a point, as TOML wants (`.5` and `5.` are refused).
    static func isDecimalSyntax(_ text: String) -> Bool {
        let unsigned = text.first == "+" || text.first == "-" ? String(text.dropFirst()) : text
        let mantissa = unsigned.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "e" || $0 == "E" })[0]
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count <= 2 && parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isASCIIDigit } }
    }
}

/// One part of a dotted path: whether it is a value or a section (and the line that made
/// it so), and the parts under it.
private final class PathNode {
    var valueLine: Int?
    var sectionLine: Int?
    private var children: [String: PathNode] = [:]

    /// The node for `part` under this one, made when new.
    func child(_ part: String) -> PathNode {
        if let known = children[part] { return known }
        let made = PathNode()
        children[part] = made
        return made
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

private extension String {
    /// The number with `_` separators removed, or nil when an `_` is not between two digits.
    func replacingUnderscoresBetweenDigits() -> String? {
        let characters = Array(self)
        for (index, character) in characters.enumerated() where character == "_" {
            guard index > 0, index + 1 < characters.count,
                  characters[index - 1].isASCIIDigit, characters[index + 1].isASCIIDigit else { return nil }
        }
        return String(characters.filter { $0 != "_" })
    }
}
