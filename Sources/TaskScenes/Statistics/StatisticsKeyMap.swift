import TerminalCore

/// Everything a key can do in Statistics.
enum StatisticsAction: Hashable, Sendable {
    case scroll(ScrollMovement)
    case back, help
}

/// Statistics' keys, declared once: dispatch, Help and the bottom hints read these.
enum StatisticsKeyMap {
    static let map = KeyMap<StatisticsAction>(ScrollKeys.bindings { .scroll($0) } + [
        KeyBinding([.key(.escape), .char("q")], .back, group: "Go", "back to the list", hint: "back"),
        KeyBinding([.char("?")], .help, group: "Go", "help", hint: "help"),
    ])
}

/// The names a config file binds this scene's keys by (`[keys.statistics]`); `taskdeck help keys` lists them.
extension StatisticsAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .scroll(let movement): movement.configName
        case .back: "back"
        case .help: "help"
        }
    }
}
