import TerminalCore

/// Word wrapping by display width, for text that scenes show on several lines (notes, a
/// question in a box). Lines break at spaces; a word wider than a line is cut between
/// grapheme clusters; line breaks in the text start new lines; tabs become spaces.
///
/// Control characters other than line breaks and tabs are kept: the `Canvas` draws them
/// as one-column placeholders and `TextWidth` counts them as one column, so the wrapped
/// lines still fit.
enum TextWrap {
    /// Columns a tab is expanded to.
    static let tabWidth = 4

    /// `text` broken into lines of at most `width` columns (at least one line).
    static func lines(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var result: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            result += wrap(expandingTabs(paragraph), width: width)
        }
        return result.isEmpty ? [""] : result
    }

    /// True when `text` is one line at `width` (`lines(text, width:)` has a single line),
    /// told without wrapping it when it has no line break or tab and fits: what a footer asks
    /// of its status on every key (issue 27), where wrapping split the text into words.
    static func isOneLine(_ text: String, width: Int) -> Bool {
        if !text.contains(where: { $0.isNewline || $0 == "\t" }), TextWidth.width(of: text) <= max(1, width) { return true }
        return lines(text, width: width).count == 1
    }

    /// At most the first `characters` characters of `text`, wrapped; `rest` is how many
    /// UTF-8 bytes were left out (0 when all of it fits). The work is bounded by
    /// `characters`, whatever the text's length (notes of 100 MB took 49 s to wrap whole).
    static func lines(_ text: String, width: Int, upTo characters: Int) -> (lines: [String], rest: Int) {
        let shown = text.prefix(characters)
        guard shown.endIndex < text.endIndex else { return (lines(text, width: width), 0) }
        return (lines(String(shown), width: width), text.utf8.count - shown.utf8.count)
    }

    // MARK: - Helpers

    private static func expandingTabs(_ text: Substring) -> String {
        var expanded = ""
        for character in text {
            if character == "\t" {
                expanded += String(repeating: " ", count: tabWidth)
            } else {
                expanded.append(character)
            }
        }
        return expanded
    }

    /// Greedy wrapping of one paragraph. Leading indentation is kept on its first line;
    /// spaces where a line breaks are dropped.
    private static func wrap(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var pendingSpaces = ""
        var isFirstLine = true

        func flush() {
            lines.append(line)
            line = ""
            lineWidth = 0
            isFirstLine = false
        }

        for token in tokens(paragraph) {
            if token.first == " " {
                pendingSpaces = token
                continue
            }
            let spaces = (line.isEmpty && !isFirstLine) ? "" : pendingSpaces
            pendingSpaces = ""
            let spacesWidth = spaces.count
            let wordWidth = TextWidth.width(of: token)
            if lineWidth + spacesWidth + wordWidth <= width {
                line += spaces + token
                lineWidth += spacesWidth + wordWidth
                continue
            }
            if !line.isEmpty { flush() }
            if wordWidth <= width {
                line = token
                lineWidth = wordWidth
                continue
            }
            // A word longer than a line: cut it into line-wide pieces.
            for character in token {
                let characterWidth = TextWidth.width(of: character)
                if lineWidth + characterWidth > width, !line.isEmpty { flush() }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Runs of spaces and runs of everything else, in order.
    private static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var currentIsSpace = false
        for character in text {
            let isSpace = character == " "
            if !current.isEmpty, isSpace != currentIsSpace {
                tokens.append(current)
                current = ""
            }
            current.append(character)
            currentIsSpace = isSpace
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}
