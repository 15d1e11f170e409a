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
    public internal(set) var raw: [UInt8]?
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

    /// Parses `text`, an unfolded line that started on physical line `lineNumber`.
    static func parse(_ text: String, raw: [UInt8], lineNumber: Int) throws(ICalendarError) -> ContentLine {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func readName() -> String {
            let start = index
            while index < scalars.count, ContentLine.isNameScalar(scalars[index]) { index += 1 }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }
        let name = readName()
        guard !name.isEmpty else {
            throw .malformedLine(line: lineNumber, detail: "a content line must start with a property name")
        }
        var parameters: [Parameter] = []
        while index < scalars.count, scalars[index] == ";" {
            index += 1
            let parameterName = readName()
            guard !parameterName.isEmpty, index < scalars.count, scalars[index] == "=" else {
                throw .malformedLine(line: lineNumber, detail: "parameter of \(name) without a name and '='")
            }
            index += 1
            var values: [String] = []
            while true {
                var value = String.UnicodeScalarView()
                if index < scalars.count, scalars[index] == "\"" {
                    index += 1
                    while index < scalars.count, scalars[index] != "\"" { value.append(scalars[index]); index += 1 }
                    guard index < scalars.count else {
                        throw .malformedLine(line: lineNumber, detail: "unclosed quote in parameter \(parameterName) of \(name)")
                    }
                    index += 1
                } else {
                    while index < scalars.count, ![";", ":", ","].contains(scalars[index]) {
                        value.append(scalars[index])
                        index += 1
                    }
                }
                values.append(String(value))
                guard index < scalars.count, scalars[index] == "," else { break }
                index += 1
            }
            parameters.append(Parameter(name: parameterName, values: values))
        }
        guard index < scalars.count, scalars[index] == ":" else {
            throw .malformedLine(line: lineNumber, detail: "\(name) has no ':' before its value")
        }
        let value = String(String.UnicodeScalarView(scalars[(index + 1)...]))
        var line = ContentLine(name: name, parameters: parameters, value: value)
        line.raw = raw
        line.lineNumber = lineNumber
        return line
    }

    /// Letters, digits and `-`: the characters of names (RFC 5545 iana-token and x-name).
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "-": return true
        default: return false
        }
    }

    // MARK: - Writing

    /// The line as it is written: its original bytes, or new bytes folded with CRLF.
    var bytes: [UInt8] {
        raw ?? ContentLineFolding.fold(Array(unfoldedText.utf8))
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
