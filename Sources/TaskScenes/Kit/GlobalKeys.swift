import TerminalCore

/// Keys that work in every scene; the run loop handles them before the top scene sees
/// the key, and Help lists them under every scene's own keys.
public enum GlobalAction: Hashable, Sendable {
    case quit
    case repaint
    case suspend
}

public enum GlobalKeys {
    public static let map = KeyMap<GlobalAction>([
        KeyBinding([.ctrl("c")], .quit, group: "Everywhere", "quit taskdeck"),
        KeyBinding([.ctrl("l")], .repaint, group: "Everywhere", "repaint the screen"),
        KeyBinding([.ctrl("z")], .suspend, group: "Everywhere", "suspend to the shell (fg to return)"),
    ])
}
