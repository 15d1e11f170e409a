import Foundation

/// One value of a config file, as written: the TOML-like scalars and lists taskdeck reads.
public enum ConfigValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case decimal(Double)
    case boolean(Bool)
    case list([ConfigValue])

    /// What kind of value this is, with its article, for messages ("found a string").
    public var kind: String {
        switch self {
        case .string: "a string"
        case .integer, .decimal: "a number"
        case .boolean: "a boolean"
        case .list: "a list"
        }
    }

    /// The value written back in the file's own syntax (`"vdirsyncer sync"`, `5`, `[a, b]`),
    /// so what `taskdeck config` prints can be pasted into a config file.
    public var written: String {
        switch self {
        case .string(let text): ConfigValue.quoted(text)
        case .integer(let number): String(number)
        case .decimal(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .list(let values): "[" + values.map(\.written).joined(separator: ", ") + "]"
        }
    }

    /// `text` as a basic string, with `"`, `\` and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    result += String(format: "\\u%04X", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
