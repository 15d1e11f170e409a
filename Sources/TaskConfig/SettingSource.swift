/// Where an effective setting came from, for `taskdeck config` and for messages.
///
/// The order of the cases is the precedence, lowest first: an option beats a variable,
/// which beats the config file, which beats the default.
public enum SettingSource: Equatable, Sendable, CustomStringConvertible {
    case defaultValue
    /// The line of the config file that set it.
    case configFile(line: Int)
    /// An environment variable, by name (`TASKDECK_VDIR`).
    case environment(String)
    /// A command-line option, with its dashes (`--vdir`).
    case option(String)

    public var description: String {
        switch self {
        case .defaultValue: "default"
        case .configFile(let line): "config file line \(line)"
        case .environment(let name): "$\(name)"
        case .option(let name): name
        }
    }
}

/// A setting's value together with where it came from.
public struct Sourced<Value: Equatable & Sendable>: Equatable, Sendable {
    public var value: Value
    public var source: SettingSource

    public init(_ value: Value, from source: SettingSource) {
        self.value = value
        self.source = source
    }
}
