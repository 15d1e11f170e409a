import TaskWording

/// One `action = ["key", ...]` line of a config file: under `[keys]` (every scene that has
/// the action) or `[keys.SCENE]` (that scene only).
public struct KeyRemap: Equatable, Sendable {
    /// nil: every scene that has an action of this name.
    public let scene: String?
    public let action: String
    /// As written: `"ctrl-r"`, `"x"`, `"f5"`; empty unbinds the action.
    public let keys: [String]
    public let line: Int

    public init(scene: String?, action: String, keys: [String], line: Int) {
        self.scene = scene
        self.action = action
        self.keys = keys
        self.line = line
    }
}

/// A key setting that cannot be used: the line (nil for a preset's own fault) and what
/// is wrong (a fact naming both sides of a conflict; `ConfigProblemText` words it). The
/// executable adds the file's name.
public struct KeyConfigError: Error, Equatable, Sendable {
    public let line: Int?
    public let reason: ConfigProblem.KeyProblem

    public init(line: Int?, _ reason: ConfigProblem.KeyProblem) {
        self.line = line
        self.reason = reason
    }

    /// The sentence, as the config file's errors say it after `FILE:LINE: `.
    public var message: String { ConfigProblemText.sentence(.keys(reason)) }
}

/// A binding in effect that differs from the default, for `taskdeck config`.
public struct KeyChange: Equatable, Sendable {
    public let scene: String
    public let action: String
    /// The keys as a config file writes them.
    public let keys: [String]
    public let source: KeySource
}

/// Where a binding came from.
public enum KeySource: Equatable, Sendable, CustomStringConvertible {
    case preset(String, line: Int)
    case line(Int)

    public var description: String {
        switch self {
        case .preset(let name, let line): "preset \(name), config file line \(line)"
        case .line(let line): "config file line \(line)"
        }
    }

    /// Where a conflict's side came from, as a fact for its sentence.
    var origin: ConfigProblem.KeySide.Origin {
        switch self {
        case .preset(let name, _): .preset(name)
        case .line(let line): .line(line)
        }
    }
}
