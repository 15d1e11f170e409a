import TerminalCore

/// An action a config file can bind keys to, by a stable kebab-case name (`toggle`,
/// `page-down`). The names are the config file's vocabulary and `taskdeck help keys`' table: renaming
/// one breaks users' files, so a name once shipped stays.
protocol KeyActionNaming: Hashable, Sendable {
    var configName: String { get }
}

extension ScrollMovement {
    /// The one name a movement has in every scene, so `[keys] down = ...` moves everywhere.
    var configName: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .pageUp: "page-up"
        case .pageDown: "page-down"
        case .halfPageUp: "half-page-up"
        case .halfPageDown: "half-page-down"
        case .top: "top"
        case .bottom: "bottom"
        }
    }
}
