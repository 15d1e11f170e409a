/// One setting a config file may hold: where it goes, what it does, and its default, as
/// `taskdeck config --default` writes it and warnings about unknown keys list it.
public struct ConfigKey: Equatable, Sendable {
    public let section: String
    public let name: String
    /// What it does and what overrides it, a comment line each.
    public let help: [String]
    /// The value the default file shows.
    public let shown: ConfigValue
    /// Whether the default file leaves the line commented out: a setting with no fixed
    /// default (the store's path depends on the environment) must not be pinned by copying it.
    public let commentedOut: Bool

    /// `sync.command`.
    public var fullName: String { "\(section).\(name)" }
}
