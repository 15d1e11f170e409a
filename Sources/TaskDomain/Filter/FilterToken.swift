import Foundation

/// A word of a filter or one of its parentheses, with where it starts (column 1 is the
/// first character). Spaces separate words; `(` and `)` are words of their own outside
/// quotes; `"…"` keeps spaces and parentheses in a word.
struct FilterToken: Equatable {
    /// As typed, quotes included.
    let text: String
    /// Without its quotes.
    let value: String
    /// True when the word is a phrase in quotes from its first character: it is text, never a field test.
    let quoted: Bool
    let column: Int

    var isOpen: Bool { !quoted && text == "(" }
    var isClose: Bool { !quoted && text == ")" }

    /// `or`, `and`, `not` in any case, unquoted.
    func isKeyword(_ word: String) -> Bool {
        !quoted && text.lowercased() == word
    }

    /// Whether an operand can start here (not a `)` or a connective).
    var startsOperand: Bool {
        !isClose && !isKeyword("or") && !isKeyword("and")
    }

    /// The words of `text`; an unclosed quote is an error pointing at it.
    static func tokens(of text: String) throws(FilterError) -> [FilterToken] {
        var tokens: [FilterToken] = []
        var raw = "", value = ""
        var start = 0, quoteColumn = 0
        var inQuote = false
        func finish() {
            guard !raw.isEmpty else { return }
            tokens.append(FilterToken(text: raw, value: value, quoted: raw.hasPrefix("\""), column: start))
            raw = ""
            value = ""
        }
        for (offset, character) in text.enumerated() {
            let column = offset + 1
            if inQuote {
                raw.append(character)
                if character == "\"" { inQuote = false } else { value.append(character) }
                continue
            }
            switch character {
            case _ where character.isWhitespace:
                finish()
            case "(", ")":
                finish()
                tokens.append(FilterToken(text: String(character), value: String(character), quoted: false, column: column))
            default:
                if raw.isEmpty { start = column }
                raw.append(character)
                if character == "\"" {
                    inQuote = true
                    quoteColumn = column
                } else {
                    value.append(character)
                }
            }
        }
        if inQuote {
            throw FilterError(.unclosedQuote, word: String(text.dropFirst(quoteColumn - 1)), column: quoteColumn)
        }
        finish()
        return tokens
    }
}
