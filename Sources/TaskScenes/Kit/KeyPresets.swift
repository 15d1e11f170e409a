/// The key presets `[keys] preset = "NAME"` picks, applied over the defaults and under the
/// file's own bindings. Small on purpose: each changes only the moving keys, the same way
/// in every scene, so "One meaning per key" holds for them as for the defaults.
public enum KeyPresets {
    /// `vim` is the defaults themselves.
    public static let names = ["vim", "emacs", "arrows"]

    /// The bindings of preset `name` (line 0: they are not in the file); nil for an unknown name.
    public static func remaps(of name: String) -> [KeyRemap]? {
        switch name {
        case "vim": []
        case "emacs": emacs
        case "arrows": arrows
        default: nil
        }
    }

    /// Ctrl-N / Ctrl-P a line, Ctrl-V / Alt-V a page, Alt-< / Alt-> the ends, Ctrl-S search;
    /// `j` `k` `g` `G` are left unbound.
    static let emacs: [KeyRemap] = [
        all("down", "ctrl-n", "down"), all("up", "ctrl-p", "up"),
        all("page-down", "ctrl-v", "pgdn", "space"), all("page-up", "alt-v", "pgup"),
        all("top", "alt-<", "home"), all("bottom", "alt->", "end"),
        KeyRemap(scene: "list", action: "search", keys: ["ctrl-s", "/"], line: 0),
    ]

    /// Only the arrows and the named moving keys move; the letters that moved are unbound.
    static let arrows: [KeyRemap] = [
        all("down", "down"), all("up", "up"), all("top", "home"), all("bottom", "end"),
        all("page-down", "pgdn", "space"), all("page-up", "pgup"),
        KeyRemap(scene: "projects-and-tags", action: "show-projects", keys: ["left"], line: 0),
        KeyRemap(scene: "projects-and-tags", action: "show-tags", keys: ["right"], line: 0),
    ]

    private static func all(_ action: String, _ keys: String...) -> KeyRemap {
        KeyRemap(scene: nil, action: action, keys: keys, line: 0)
    }
}
