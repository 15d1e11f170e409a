/// One logical content line of RFC 5545 (`NAME;PARAM=a,"b:c":value`), unfolded.
///
/// A line read from a file keeps the exact bytes it was read from (`raw`, folds and line
/// endings included), so writing it back unchanged reproduces the file byte for byte; a line
/// taskdeck makes or changes has no `raw` and is written folded with CRLF.
public struct ContentLine: Equatable, Sendable {
    /// One parameter; values as written, quotes removed.
    public struct Parameter: Equatable, Sendable {
        public var name: String
        public var values: [String]

        public init(name: String, values: [String]) {
            self.name = name.uppercased()
            self.values = values
        }
    }

    /// Upper-cased (names are case-insensitive).
    public var name: String
    public var parameters: [Parameter]
    /// The value as written (still escaped for TEXT values).
    public var value: String
    /// The bytes this line was read from, or nil for a line taskdeck wrote.
    public internal(set) var raw: ArraySlice<UInt8>?
    /// The physical line it started on (0 for a new line).
    public internal(set) var lineNumber: Int

    public init(name: String, parameters: [Parameter] = [], value: String) {
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
        raw = nil
        lineNumber = 0
    }

    /// The first value of parameter `name`, if present.
    public func parameter(_ name: String) -> String? {
        let wanted = name.uppercased()
        return parameters.first { $0.name == wanted }?.values.first
    }

    /// Same name, parameters and value (what a line means, whatever its folding).
    public func means(_ other: ContentLine) -> Bool {
        name == other.name && parameters == other.parameters && value == other.value
    }

    // MARK: - Parsing one unfolded line

    /// Parses `text`, the UTF-8 bytes of an unfolded line that started on physical line
    /// `lineNumber`. Works on bytes: every delimiter is ASCII, and a file of 10,000 tasks is
    /// parsed line by line at load.
    static func parse(_ text: ArraySlice<UInt8>, raw: ArraySlice<UInt8>, lineNumber: Int) throws(ICalendarError) -> ContentLine {
        let colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";"), comma = UInt8(ascii: ","),
            quote = UInt8(ascii: "\""), equals = UInt8(ascii: "=")
        var index = text.startIndex
        let end = text.endIndex
        func readName() -> String {
            let start = index
            while index < end, ContentLine.isNameByte(text[index]) { index += 1 }
            return String(decoding: text[start..<index], as: UTF8.self)
        }
        let name = readName()
        guard !name.isEmpty else {
            throw .malformedLine(line: lineNumber, detail: "a content line must start with a property name")
        }
        var parameters: [Parameter] = []
        while index < end, text[index] == semicolon {
            index += 1
            let parameterName = readName()
            guard !parameterName.isEmpty, index < end, text[index] == equals else {
                throw .malformedLine(line: lineNumber, detail: "parameter of \(name) without a name and '='")
            }
            index += 1
            var values: [String] = []
            while true {
                let start: Int
                let stop: Int
                if index < end, text[index] == quote {
                    index += 1
                    start = index
                    while index < end, text[index] != quote { index += 1 }
                    guard index < end else {
                        throw .malformedLine(line: lineNumber, detail: "unclosed quote in parameter \(parameterName) of \(name)")
                    }
                    stop = index
                    index += 1
                } else {
                    start = index
                    while index < end, text[index] != semicolon, text[index] != colon, text[index] != comma { index += 1 }
                    stop = index
                }
                values.append(String(decoding: text[start..<stop], as: UTF8.self))
                guard index < end, text[index] == comma else { break }
                index += 1
            }
            parameters.append(Parameter(name: parameterName, values: values))
        }
        guard index < end, text[index] == colon else {
            throw .malformedLine(line: lineNumber, detail: "\(name) has no ':' before its value")
        }
        var line = ContentLine(name: name, parameters: parameters,
                               value: String(decoding: text[(index + 1)...], as: UTF8.self))
        line.raw = raw
        line.lineNumber = lineNumber
        return line
    }

    /// For tests and callers holding text: parses one unfolded line.
    static func parse(_ text: String, raw: [UInt8], lineNumber: Int) throws(ICalendarError) -> ContentLine {
        try parse(ArraySlice(text.utf8), raw: ArraySlice(raw), lineNumber: lineNumber)
    }

    /// Letters, digits and `-`: the bytes of names (RFC 5545 iana-token and x-name).
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): return true
        default: return false
        }
    }

    // MARK: - Writing

    /// The line as it is written: its original bytes, or new bytes folded with CRLF.
    var bytes: [UInt8] {
        if let raw { return Array(raw) }
        return ContentLineFolding.fold(Array(unfoldedText.utf8))
    }

    /// `NAME;P=v:value` without folding; parameter values are quoted when they hold `:;,`.
    var unfoldedText: String {
        var text = name
        for parameter in parameters {
            text += ";" + parameter.name + "=" + parameter.values.map { value in
                value.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"\(value)\"" : value
            }.joined(separator: ",")
        }
        return text + ":" + value
    }
}
