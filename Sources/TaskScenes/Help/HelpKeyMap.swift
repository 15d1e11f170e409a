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
