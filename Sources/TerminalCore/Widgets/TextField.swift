/// The editing model of a single-line text field: the text, a cursor between grapheme
/// clusters, and the editing keys people expect (readline/emacs style included).
public struct TextField: TextEditing, Hashable, Sendable {
    public private(set) var text: String
    /// The cursor as a number of characters from the start.
    public private(set) var cursor: Int
    /// The longest text accepted, in characters; no limit unless a caller sets one. A field
    /// that shows stored text must not have one: it would cut what it was opened with, and
    /// what is saved from it, without a word (a 1,507-character title lost 508).
    public var maxLength: Int

    public init(text: String = "", maxLength: Int = .max) {
        let clean = TextField.singleLine(text)
        self.text = String(clean.prefix(maxLength))
        self.cursor = self.text.count
        self.maxLength = maxLength
    }

    /// A field on `text` with the cursor at `cursor` characters from the start (clamped).
    public init(text: String, cursor: Int, maxLength: Int = .max) {
        self.init(text: text, maxLength: maxLength)
        self.cursor = min(max(0, cursor), self.text.count)
    }

    private var characters: [Character] { Array(text) }

    // MARK: - Editing

    public mutating func insert(_ string: String) {
        var chars = characters
        let room = maxLength - chars.count
        guard room > 0 else { return }
        let inserted = Array(TextField.singleLine(string)).prefix(room)
        chars.insert(contentsOf: inserted, at: cursor)
        text = String(chars)
        // Clamped: a combining mark may have merged with the character before it.
        cursor = min(text.count, cursor + inserted.count)
    }

    public mutating func backspace() {
        guard cursor > 0 else { return }
        var chars = characters
        chars.remove(at: cursor - 1)
        text = String(chars)
        cursor -= 1
    }

    public mutating func deleteForward() {
        var chars = characters
        guard cursor < chars.count else { return }
        chars.remove(at: cursor)
        text = String(chars)
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    public mutating func moveHome() { cursor = 0 }
    public mutating func moveEnd() { cursor = text.count }

    /// To the start of the previous word.
    public mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

    /// To the end of the next word.
    public mutating func moveWordRight() {
        let chars = characters
        var index = cursor
        while index < chars.count, !TextField.isWordCharacter(chars[index]) { index += 1 }
        while index < chars.count, TextField.isWordCharacter(chars[index]) { index += 1 }
        cursor = index
    }

    /// Ctrl-K: deletes from the cursor to the end.
    public mutating func killToEnd() { text = String(characters.prefix(cursor)) }

    /// Ctrl-U: deletes from the start to the cursor.
    public mutating func killToStart() {
        text = String(characters.dropFirst(cursor))
        cursor = 0
    }

    /// Ctrl-W: deletes the word before the cursor.
    public mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        var chars = characters
        chars.removeSubrange(start..<cursor)
        text = String(chars)
        cursor = start
    }

    public mutating func setText(_ newText: String) {
        text = String(TextField.singleLine(newText).prefix(maxLength))
        cursor = text.count
    }

    /// Applies an editing key; returns false when the key is not an editing key (the scene
    /// then handles it: Enter, Esc, Tab, arrows up/down...).
    public mutating func handle(_ key: KeyEvent) -> Bool {
        switch (key.key, key.modifiers) {
        case (.char(let c), []), (.char(let c), [.shift]): insert(String(c))
        case (.backspace, []), (.char("h"), [.ctrl]): backspace()
        case (.delete, []), (.char("d"), [.ctrl]): deleteForward()
        case (.left, []), (.char("b"), [.ctrl]): moveLeft()
        case (.right, []), (.char("f"), [.ctrl]): moveRight()
        case (.left, [.ctrl]), (.left, [.alt]), (.char("b"), [.alt]): moveWordLeft()
        case (.right, [.ctrl]), (.right, [.alt]), (.char("f"), [.alt]): moveWordRight()
        case (.home, []), (.char("a"), [.ctrl]): moveHome()
        case (.end, []), (.char("e"), [.ctrl]): moveEnd()
        case (.char("k"), [.ctrl]): killToEnd()
        case (.char("u"), [.ctrl]): killToStart()
        case (.char("w"), [.ctrl]), (.backspace, [.alt]): deleteWordBackward()
        default: return false
        }
        return true
    }

    // MARK: - Drawing

    /// Draws the text in one row, scrolled so the cursor is visible, and places the
    /// terminal cursor when `focused`.
    public func draw(on canvas: inout Canvas, in rect: Rect, style: Style = .plain, focused: Bool = true) {
        guard rect.width > 0, rect.height > 0 else { return }
        canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: style)
        let chars = characters
        // Scroll: start at the first character such that the cursor column fits.
        var start = 0
        var widthToCursor = chars[0..<cursor].reduce(0) { $0 + TextWidth.width(of: $1) }
        while widthToCursor > rect.width - 1, start < cursor {
            widthToCursor -= TextWidth.width(of: chars[start])
            start += 1
        }
        canvas.draw(String(chars[start...]), at: rect.origin, style: style)
        if focused { canvas.setCursor(Point(x: rect.x + widthToCursor, y: rect.y)) }
    }

    // MARK: - Helpers

    private func wordStart(before position: Int) -> Int {
        let chars = characters
        var index = position
        while index > 0, !TextField.isWordCharacter(chars[index - 1]) { index -= 1 }
        while index > 0, TextField.isWordCharacter(chars[index - 1]) { index -= 1 }
        return index
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// Newlines and tabs become spaces (one line); other control characters are dropped.
    static func singleLine(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" || character == "\t" {
                result.append(" ")
            } else if !TextWidth.containsControlCharacters(String(character)) {
                result.append(character)
            }
        }
        return result
    }
}
