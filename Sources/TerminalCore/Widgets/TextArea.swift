/// The editing model of a multi-line text (a task's notes): lines, a cursor (line,
/// column in characters), editing keys, and drawing with vertical scrolling.
public struct TextArea: TextEditing, Hashable, Sendable {
    public private(set) var lines: [String]
    public private(set) var line = 0
    public private(set) var column = 0
    private var scrollTop = 0
    /// The first display column shown (sideways scrolling of long lines).
    private var scrollLeft = 0

    public init(text: String = "") {
        lines = TextArea.split(text)
        line = lines.count - 1
        column = lines[line].count
    }

    public var text: String { lines.joined(separator: "\n") }

    public mutating func insert(_ string: String) {
        let pieces = TextArea.split(string)
        var chars = Array(lines[line])
        let tail = Array(chars[column...])
        chars.removeSubrange(column...)
        if pieces.count == 1 {
            // Counted as a String: code points typed one at a time (a flag, a ZWJ emoji,
            // a combining accent) merge with the character before them.
            column = String(chars + Array(pieces[0])).count
            lines[line] = String(chars + Array(pieces[0]) + tail)
        } else {
            lines[line] = String(chars + Array(pieces[0]))
            let middle = pieces[1..<(pieces.count - 1)]
            let last = pieces[pieces.count - 1]
            lines.insert(contentsOf: middle + [last + String(tail)], at: line + 1)
            line += pieces.count - 1
            column = last.count
        }
        clampColumn()
    }

    /// Keeps the cursor inside its line: joining text can merge characters, so a column
    /// computed before the join may point past the end.
    private mutating func clampColumn() {
        column = min(column, lines[line].count)
    }

    public mutating func newline() { insert("\n") }

    public mutating func backspace() {
        if column > 0 {
            var chars = Array(lines[line])
            chars.remove(at: column - 1)
            lines[line] = String(chars)
            column -= 1
        } else if line > 0 {
            let previous = lines[line - 1]
            column = previous.count
            lines[line - 1] = previous + lines[line]
            lines.remove(at: line)
            line -= 1
        }
        clampColumn()
    }

    public mutating func deleteForward() {
        var chars = Array(lines[line])
        if column < chars.count {
            chars.remove(at: column)
            lines[line] = String(chars)
        } else if line + 1 < lines.count {
            lines[line] += lines[line + 1]
            lines.remove(at: line + 1)
        }
    }

    public mutating func moveLeft() {
        if column > 0 { column -= 1 } else if line > 0 { line -= 1; column = lines[line].count }
    }

    public mutating func moveRight() {
        if column < lines[line].count { column += 1 } else if line + 1 < lines.count { line += 1; column = 0 }
    }

    /// Moves to the line above; false on the first line, where a form moves to the field above.
    @discardableResult
    public mutating func moveUp() -> Bool {
        guard line > 0 else { return false }
        line -= 1
        column = min(column, lines[line].count)
        return true
    }

    /// Moves to the line below; false on the last line, where a form moves to the next field.
    @discardableResult
    public mutating func moveDown() -> Bool {
        guard line + 1 < lines.count else { return false }
        line += 1
        column = min(column, lines[line].count)
        return true
    }

    /// Applies an editing key; false for keys the area does not use (Esc, Tab, Ctrl-S...)
    /// and for Up on the first line and Down on the last, so a form can leave the area.
    public mutating func handle(_ key: KeyEvent) -> Bool {
        switch (key.key, key.modifiers) {
        case (.enter, []): newline()
        case (.char(let c), []), (.char(let c), [.shift]): insert(String(c))
        case (.backspace, []): backspace()
        case (.delete, []): deleteForward()
        case (.left, []): moveLeft()
        case (.right, []): moveRight()
        case (.up, []): return moveUp()
        case (.down, []): return moveDown()
        case (.home, []), (.char("a"), [.ctrl]): column = 0
        case (.end, []), (.char("e"), [.ctrl]): column = lines[line].count
        default:
            // The one-line editing keys (word moves, Ctrl-K / Ctrl-U / Ctrl-W, Alt-Backspace)
            // act on the current line exactly as in a text field.
            var field = TextField(text: lines[line], cursor: column, maxLength: Int.max)
            guard field.handle(key) else { return false }
            lines[line] = field.text
            column = field.cursor
        }
        return true
    }

    /// Draws the lines (cut at the right edge), scrolled so the cursor line is visible.
    public mutating func draw(on canvas: inout Canvas, in rect: Rect, style: Style = .plain, focused: Bool = true) {
        guard rect.width > 0, rect.height > 0 else { return }
        if line < scrollTop { scrollTop = line }
        if line >= scrollTop + rect.height { scrollTop = line - rect.height + 1 }
        // Lines are not wrapped (the text is stored as typed). Only the cursor's line
        // scrolls sideways, so the cursor is always visible; every other line shows its
        // beginning, cut with `…` (scrolling them all would blank the short ones). Without
        // focus nothing is scrolled.
        let cursorX = TextWidth.width(of: String(lines[line].prefix(column)))
        if !focused {
            scrollLeft = 0
        } else {
            if cursorX < scrollLeft { scrollLeft = cursorX }
            if cursorX >= scrollLeft + rect.width { scrollLeft = cursorX - rect.width + 1 }
        }
        canvas.fill(rect, style: style)
        for row in 0..<rect.height where scrollTop + row < lines.count {
            let index = scrollTop + row
            let visible = index == line && focused ? TextArea.dropping(columns: scrollLeft, from: lines[index])
                : TextWidth.truncate(lines[index], toWidth: rect.width)
            canvas.draw(visible, in: Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1), style: style)
        }
        if focused {
            canvas.setCursor(Point(x: rect.x + cursorX - scrollLeft, y: rect.y + line - scrollTop))
        }
    }

    /// `text` without its first `columns` display columns (a wide character cut in half
    /// becomes a space, so the rest stays aligned).
    static func dropping(columns: Int, from text: String) -> String {
        guard columns > 0 else { return text }
        var dropped = 0
        var rest = Substring(text)
        while dropped < columns, let first = rest.first {
            dropped += TextWidth.width(of: first)
            rest = rest.dropFirst()
        }
        return (dropped > columns ? " " : "") + rest
    }

    /// Lines of text; tabs become spaces and other control characters are dropped.
    static func split(_ text: String) -> [String] {
        var lines = [""]
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append("")
            } else if character == "\t" {
                lines[lines.count - 1] += "    "
            } else if !TextWidth.containsControlCharacters(String(character)) {
                lines[lines.count - 1].append(character)
            }
        }
        return lines
    }
}
