import Foundation
import TaskWording

/// One value of a config file, as written: the TOML-like scalars and lists taskdeck reads.
public enum ConfigValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case decimal(Double)
    case boolean(Bool)
    case list([ConfigValue])

    /// What kind of value this is, for messages ("found a string").
    public var kind: ConfigProblem.ValueKind {
        switch self {
        case .string: .string
        case .integer, .decimal: .number
        case .boolean: .boolean
        case .list: .list
        }
    }

    /// The value's kind, for "…, not a list".
    var foundKind: ConfigProblem.Found { .kind(kind) }

    /// The value as written, for "…, not 5".
    var foundWritten: ConfigProblem.Found { .written(written) }

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
        ConfigProblemText.quoted(text)
    }
}
