import TerminalCore

/// Everything a key can do in Statistics.
enum StatisticsAction: Hashable, Sendable {
    case scroll(ScrollMovement)
    case back, help
}

/// Statistics' keys, declared once: dispatch, Help and the bottom hints read these.
enum StatisticsKeyMap {
    static let map = KeyMap<StatisticsAction>([
        KeyBinding([.char("j"), .key(.down)], .scroll(.lineDown), group: "Scroll", "down a line", hint: "scroll"),
        KeyBinding([.char("k"), .key(.up)], .scroll(.lineUp), group: "Scroll", "up a line"),
        KeyBinding([.key(.pageDown), .ctrl("f"), .char(" ")], .scroll(.pageDown), group: "Scroll", "page down"),
        KeyBinding([.key(.pageUp), .ctrl("b")], .scroll(.pageUp), group: "Scroll", "page up"),
        KeyBinding([.ctrl("d")], .scroll(.halfPageDown), group: "Scroll", "half a page down"),
        KeyBinding([.ctrl("u")], .scroll(.halfPageUp), group: "Scroll", "half a page up"),
        KeyBinding([.char("g"), .key(.home)], .scroll(.top), group: "Scroll", "top"),
        KeyBinding([.char("G"), .key(.end)], .scroll(.bottom), group: "Scroll", "bottom"),
        KeyBinding([.key(.escape), .char("q")], .back, group: "Go", "back to the list", hint: "back"),
        KeyBinding([.char("?")], .help, group: "Go", "help", hint: "help"),
    ])
}
