import TerminalCore
/// The scrolling keys every scrolling scene shares (Help, Statistics), declared once so
/// they stay the same everywhere; a scene wraps each movement in its own action.
enum ScrollKeys {
    static func bindings<Action: Hashable & Sendable>(_ action: (ScrollMovement) -> Action) -> [KeyBinding<Action>] {
        [
            KeyBinding([.char("j"), .key(.down)], action(.down), group: "Scroll", "down a line", hint: "scroll"),
            KeyBinding([.char("k"), .key(.up)], action(.up), group: "Scroll", "up a line"),
            KeyBinding([.key(.pageDown), .ctrl("f"), .char(" ")], action(.pageDown), group: "Scroll", "page down"),
            KeyBinding([.key(.pageUp), .ctrl("b")], action(.pageUp), group: "Scroll", "page up"),
            KeyBinding([.ctrl("d")], action(.halfPageDown), group: "Scroll", "half a page down"),
            KeyBinding([.ctrl("u")], action(.halfPageUp), group: "Scroll", "half a page up"),
            KeyBinding([.char("g"), .key(.home)], action(.top), group: "Scroll", "top"),
            KeyBinding([.char("G"), .key(.end)], action(.bottom), group: "Scroll", "bottom"),
        ]
    }
}
