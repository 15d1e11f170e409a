/// Keys as a config file writes them: `x`, `X`, `ctrl-r`, `alt-x`, `f5`, `enter`,
/// `shift-tab`, `space`, `ctrl-up`.
///
/// Only keys the `InputDecoder` can report are accepted, so a binding that parses is one
/// that can fire: `ctrl-i` is refused because the terminal sends Tab's byte for it.
public enum KeySpec {
    /// The named keys, by their config names; the first name of a key is the one written back.
    static let named: [(name: String, key: Key)] = [
        ("enter", .enter), ("return", .enter), ("tab", .tab), ("backspace", .backspace),
        ("esc", .escape), ("escape", .escape), ("space", .char(" ")),
        ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ("home", .home), ("end", .end), ("pgup", .pageUp), ("pageup", .pageUp),
        ("pgdn", .pageDown), ("pagedown", .pageDown), ("ins", .insert), ("insert", .insert),
        ("del", .delete), ("delete", .delete),
    ]

    /// Ctrl-letters whose byte the terminal shares with another key: write that key.
    static let sameByte: [Character: String] = ["i": "tab", "m": "enter", "h": "backspace", "[": "esc"]

    /// The key `text` names, or why it names none (a sentence fragment: "expected ...").
    public static func parse(_ text: String) -> Result<KeyEvent, KeySpecError> {
        if text.count == 1, let character = text.first {
            guard !character.isWhitespace, !TextWidth.containsControlCharacters(text) else {
                return .failure(KeySpecError(text: text, reason: "write a space as \"space\""))
            }
            return .success(KeyEvent(.char(character)))
        }
        if text.contains(" ") {
            return .failure(KeySpecError(text: text, reason: "one key here; a sequence is two keys with a space (g g)"))
        }
        var rest = Substring(text)
        var modifiers: Modifiers = []
        while let dash = rest.firstIndex(of: "-"), rest.index(after: dash) < rest.endIndex {
            switch rest[..<dash].lowercased() {
            case "ctrl": modifiers.insert(.ctrl)
            case "alt", "meta": modifiers.insert(.alt)
            case "shift": modifiers.insert(.shift)
            default: return .failure(KeySpecError(text: text, reason: unknownReason))
            }
            rest = rest[rest.index(after: dash)...]
        }
        return key(String(rest), modifiers: modifiers, text: text)
    }

    private static let unknownReason = "expected a character (x, X, $), a named key (enter, tab, esc, space, "
        + "up, down, left, right, home, end, pgup, pgdn, ins, del, f1 to f20), "
        + "or one with ctrl-, alt- or shift- before it (ctrl-r, alt-x, shift-tab)"

    private static func key(_ name: String, modifiers: Modifiers, text: String) -> Result<KeyEvent, KeySpecError> {
        if name.count == 1, let character = name.first, !modifiers.isEmpty {
            return modified(character, modifiers: modifiers, text: text)
        }
        let lower = name.lowercased()
        if lower == "tab", modifiers == [.shift] { return .success(KeyEvent(.backTab)) }
        if let number = functionNumber(lower) { return .success(KeyEvent(.function(number), modifiers)) }
        guard let key = named.first(where: { $0.name == lower })?.key else {
            return .failure(KeySpecError(text: text, reason: unknownReason))
        }
        if key == .char(" "), !modifiers.isEmpty {
            return modifiers == [.ctrl] ? .success(KeyEvent(key, [.ctrl]))
                : .failure(KeySpecError(text: text, reason: "only ctrl-space reaches taskdeck"))
        }
        if key == .enter || key == .tab || key == .escape || key == .backspace, !modifiers.isEmpty, modifiers != [.alt] {
            return .failure(KeySpecError(text: text, reason: "terminals send \(lower) without ctrl or shift"))
        }
        return .success(KeyEvent(key, modifiers))
    }

    private static func modified(_ character: Character, modifiers: Modifiers, text: String) -> Result<KeyEvent, KeySpecError> {
        if modifiers.contains(.shift) {
            return .failure(KeySpecError(text: text, reason: "write a shifted character as itself (X, not shift-x)"))
        }
        if modifiers.contains(.ctrl) {
            guard modifiers == [.ctrl] else {
                return .failure(KeySpecError(text: text, reason: "terminals cannot send ctrl-alt- with a character"))
            }
            let lower = Character(character.lowercased())
            if let other = sameByte[lower] {
                return .failure(KeySpecError(text: text, reason: "the terminal sends \(other) for it; write \"\(other)\""))
            }
            guard lower.isASCII, lower.isLetter || "\\]^_".contains(lower) else {
                return .failure(KeySpecError(text: text, reason: "ctrl- goes with a letter (ctrl-r)"))
            }
            return .success(KeyEvent.ctrl(lower))
        }
        return .success(KeyEvent(.char(character), modifiers))
    }

    private static func functionNumber(_ name: String) -> Int? {
        guard name.first == "f", let number = Int(name.dropFirst()), (1...20).contains(number) else { return nil }
        return number
    }

    /// One key or a sequence of two, separated by a space: `"g g"`, `"ctrl-x ctrl-s"`.
    public static func parseStroke(_ text: String) -> Result<[KeyEvent], KeySpecError> {
        let parts = text.split(separator: " ").map(String.init)
        guard parts.count <= 2 else {
            return .failure(KeySpecError(text: text, reason: "a sequence is two keys (g g), not \(parts.count)"))
        }
        guard parts.count == 2 else { return parse(text).map { [$0] } }
        var keys: [KeyEvent] = []
        for part in parts {
            switch parse(part) {
            case .success(let key): keys.append(key)
            case .failure(let error): return .failure(KeySpecError(text: text, reason: error.message))
            }
        }
        return .success(keys)
    }

    /// A stroke as a config file writes it: `"g g"`.
    public static func name(of stroke: [KeyEvent]) -> String {
        stroke.map { name(of: $0) }.joined(separator: " ")
    }

    /// `event` as a config file writes it; `parse(name(of: e))` gives `e` back.
    public static func name(of event: KeyEvent) -> String {
        var prefix = ""
        if event.modifiers.contains(.ctrl) { prefix += "ctrl-" }
        if event.modifiers.contains(.alt) { prefix += "alt-" }
        switch event.key {
        case .backTab: return prefix + "shift-tab"
        case .function(let number): return prefix + (event.modifiers.contains(.shift) ? "shift-" : "") + "f\(number)"
        case .char(" "): return prefix + "space"
        case .char(let character): return prefix + String(character)
        default:
            let shift = event.modifiers.contains(.shift) ? "shift-" : ""
            return prefix + shift + (named.first { $0.key == event.key }?.name ?? event.key.displayName)
        }
    }
}

/// A key a config file names that taskdeck cannot read: the text and what is expected.
public struct KeySpecError: Error, Equatable, Sendable {
    public let text: String
    public let reason: String

    public var message: String { "unknown key \"\(text)\": \(reason)" }
}
