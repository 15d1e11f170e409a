/// A key on the keyboard, without its modifiers.
///
/// Ctrl-letters are `.char` of the lower-case letter with `.ctrl` in the modifiers, so a
/// key map can say `KeyEvent(.char("c"), [.ctrl])` whatever byte the terminal sent.
public enum Key: Hashable, Sendable {
    case char(Character)
    case enter
    case tab
    /// Shift-Tab, which terminals send as its own sequence (`CSI Z`).
    case backTab
    case backspace
    case escape
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete
    /// F1 to F20.
    case function(Int)

    /// The long, unambiguous name used by `taskdeck keys` and in logs.
    var name: String {
        switch self {
        case .char(let character): return "Char(\(Key.quoted(character)))"
        default: return displayName
        }
    }

    /// The short name shown in key hints and the Help scene (`↑`, `Space`, `Enter`).
    var displayName: String {
        switch self {
        case .char(" "): return "Space"
        case .char(let character):
            let text = String(character)
            return TextWidth.containsControlCharacters(text) ? Key.quoted(character) : text
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .escape: return "Esc"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .insert: return "Ins"
        case .delete: return "Del"
        case .function(let number): return "F\(number)"
        }
    }

    /// The name used inside `description` for the keys that have arrows in `displayName`.
    var descriptiveName: String {
        switch self {
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .insert: return "Insert"
        case .delete: return "Delete"
        default: return name
        }
    }

    /// A character in double quotes, with control characters and quotes escaped so the
    /// name is always safe to print.
    static func quoted(_ character: Character) -> String {
        var text = "\""
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0x22: text += "\\\""
            case 0x5C: text += "\\\\"
            case 0..<0x20, 0x7F..<0xA0: text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
