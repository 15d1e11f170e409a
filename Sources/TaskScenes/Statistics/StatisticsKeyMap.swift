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
