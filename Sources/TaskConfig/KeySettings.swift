import TaskWording

/// The `[keys]` and `[keys.SCENE]` sections of a config file, read for their shape only:
/// each `action = "key"` or `action = ["key", ...]` with its line, and `[keys] preset`.
///
/// Which scenes, actions and keys exist is the scenes' knowledge (`TaskScenes`'
/// `KeyConfiguration`), which the executable asks with these; this target checks only
/// what any binding must look like, so the line of a malformed one is named here.
public struct KeySettings: Equatable, Sendable {
    /// One binding line: `scene` is nil under `[keys]` (every scene with the action).
    public struct Binding: Equatable, Sendable {
        public let scene: String?
        public let action: String
        public let keys: [String]
        public let line: Int
    }

    /// `[keys] preset = "emacs"`: the preset applied under the file's own bindings.
    public var preset: Sourced<String>?
    public var bindings: [Binding] = []

    public init() {}

    /// Whether the file said anything about keys.
    public var isEmpty: Bool { preset == nil && bindings.isEmpty }

    /// The section every key setting is under.
    static let section = "keys"

    /// Reads `entry`, a key under `[keys]` or `[keys.SCENE]`.
    mutating func read(_ entry: ConfigDocument.Entry, file: String) throws(ConfigError) {
        let path = Array(entry.path.dropFirst())
        let place = ConfigDocument.name(of: entry.path)
        if path == ["preset"] {
            guard case .string(let name) = entry.value else {
                throw ConfigError(file: file, line: entry.line, .mustBe(key: "keys.preset", expected: .presetName, found: entry.value.foundKind))
            }
            preset = Sourced(name, from: .configFile(line: entry.line))
            return
        }
        guard path.count == 1 || path.count == 2 else {
            throw ConfigError(file: file, line: entry.line, .setting(.keysNotInSection(place: place)))
        }
        let keys: [String]
        switch entry.value {
        case .string(let key): keys = [key]
        case .list(let values):
            keys = try values.map { value throws(ConfigError) in
                guard case .string(let key) = value else {
                    throw ConfigError(file: file, line: entry.line, .setting(.keyListItem(place: place, found: value.kind)))
                }
                return key
            }
        default:
            throw ConfigError(file: file, line: entry.line, .mustBe(key: place, expected: .keys, found: entry.value.foundKind))
        }
        bindings.append(Binding(scene: path.count == 2 ? path[0] : nil, action: path[path.count - 1], keys: keys,
                                line: entry.line))
    }
}
