import TerminalCore

/// Everything a key can do in Help.
enum HelpAction: Hashable, Sendable {
    case scroll(ScrollMovement)
    case close
}

/// Help's keys, declared once: dispatch, its own help lines and the hints read these.
enum HelpKeyMap {
    static let map = KeyMap<HelpAction>(ScrollKeys.bindings { .scroll($0) } + [
        KeyBinding([.key(.escape), .char("q"), .char("?")], .close, group: "Close", "back", hint: "back"),
    ])
}

/// The names a config file binds this scene's keys by (`[keys.help]`); `taskdeck help keys` lists them.
extension HelpAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .scroll(let movement): movement.configName
        case .close: "back"
        }
    }
}
