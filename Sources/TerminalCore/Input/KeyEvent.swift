/// A key press: a key and the modifiers held with it.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, _ modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A Ctrl-letter, e.g. `KeyEvent.ctrl("c")`.
    public static func ctrl(_ character: Character) -> KeyEvent { KeyEvent(.char(character), [.ctrl]) }

    /// The unambiguous name: `Ctrl-Up`, `Alt-Char("x")`, `F5`, `Char("é")`.
    public var description: String {
        if case .char(let character) = key, !modifiers.isEmpty {
            // `Ctrl-C` and `Alt-x` read better than `Ctrl-Char("c")`.
            return modifiers.namePrefix + Key.shortCharacterName(character, modifiers: modifiers)
        }
        return modifiers.namePrefix + key.descriptiveName
    }

    /// The short form for key hints and the Help scene: `↑`, `Ctrl-D`, `Space`, `Enter`, `Esc`.
    public var displayName: String {
        if case .char(let character) = key, !modifiers.isEmpty {
            return modifiers.namePrefix + Key.shortCharacterName(character, modifiers: modifiers)
        }
        return modifiers.namePrefix + key.displayName
    }
}

extension Key {
    /// `C` for Ctrl-c (the way people write it), `x` for Alt-x, `Space` for a space.
    static func shortCharacterName(_ character: Character, modifiers: Modifiers) -> String {
        if character == " " { return "Space" }
        let display = Key.char(character).displayName
        if modifiers.contains(.ctrl), character.isLetter, character.isASCII {
            return display.uppercased()
        }
        return display
    }
}
