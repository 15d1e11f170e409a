import Foundation

/// Reads the filter language (see `taskdeck help filters`): words and `"quoted phrases"` match the
/// title, notes and annotations; `+project`, `#tag`, `!priority`, `due:`, `status:` and `is:` test
/// fields; `-` or `not` excludes; terms side by side must all hold; `or` and parentheses
/// group. Due dates are read with the due-phrase parser, relative to its today.
public struct FilterParser: Sendable {
    private let dates: DateReader
    /// The custom fields the config file declares, by name: `name:value` words about them.
    private let fields: [String: FieldDeclaration]

    public init(dates: DateReader, fields: [FieldDeclaration] = []) {
        self.dates = dates
        self.fields = Dictionary(fields.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A parser whose due phrases are relative to the clock's today.
    public init(clock: any Clock, fields: [FieldDeclaration] = []) {
        self.init(dates: DateReader(clock: clock), fields: fields)
    }

    /// The filter `text` says; throws naming the first word that could not be read.
    public func parse(_ text: String) throws(FilterError) -> FilterExpression {
        var reader = Reader(tokens: try FilterToken.tokens(of: text), dates: dates, fields: fields)
        let root = try reader.expression()
        if let extra = reader.peek {
            // Only a `)` can stop the top level early.
            throw FilterError(.unexpectedParenthesis, word: extra.text, column: extra.column)
        }
        return FilterExpression(source: text.trimmingCharacters(in: .whitespaces), root: root)
    }

    /// A recursive-descent reader over the tokens: or > and > unary > term.
    private struct Reader {
        let tokens: [FilterToken]
        let dates: DateReader
        let fields: [String: FieldDeclaration]
        var index = 0
        /// Groups and negations open around the word being read. Each is a call deeper,
        /// so a hostile filter (thousands of `(`) is refused before it overflows the stack.
        var depth = 0
        static let maximumDepth = 100

        var peek: FilterToken? { index < tokens.count ? tokens[index] : nil }

        mutating func next() -> FilterToken? {
            defer { index += 1 }
            return peek
        }

        /// Everything up to the end or an unmatched `)`.
        mutating func expression() throws(FilterError) -> FilterNode {
            var alternatives = [try conjunction()]
            while let token = peek, token.isKeyword("or") {
                index += 1
                guard let following = peek, following.startsOperand else {
                    throw FilterError(.missingOperand, word: token.text, column: token.column)
                }
                alternatives.append(try conjunction())
            }
            return alternatives.count == 1 ? alternatives[0] : .any(alternatives)
        }

        /// Terms side by side (and `and` between them, which says nothing more).
        mutating func conjunction() throws(FilterError) -> FilterNode {
            var parts: [FilterNode] = []
            while let token = peek, !token.isClose, !token.isKeyword("or") {
                if token.isKeyword("and") {
                    index += 1
                    guard !parts.isEmpty, let following = peek, following.startsOperand else {
                        throw FilterError(.missingOperand, word: token.text, column: token.column)
                    }
                    continue
                }
                parts.append(try unary())
            }
            if parts.isEmpty, let token = peek, token.isKeyword("or") {
                throw FilterError(.missingOperand, word: token.text, column: token.column)
            }
            return parts.count == 1 ? parts[0] : .all(parts)
        }

        /// A group, a negation or a term.
        mutating func unary() throws(FilterError) -> FilterNode {
            guard let token = next() else { return .all([]) }
            if token.isOpen || token.isKeyword("not") || token.text == "-" {
                guard depth < Self.maximumDepth else { throw FilterError(.nestedTooDeeply, word: token.text, column: token.column) }
            }
            depth += 1
            defer { depth -= 1 }
            if token.isOpen { return try group(opening: token) }
            if token.isKeyword("not") || (token.text == "-" && !token.quoted) {
                let opensGroup = peek?.isOpen == true
                guard let following = peek, following.startsOperand, token.text != "-" || opensGroup else {
                    throw FilterError(.missingOperand, word: token.text, column: token.column)
                }
                return .not(try unary())
            }
            return try FilterTermReader(dates: dates, fields: fields).node(token)
        }

        /// `( … )` after its `(`.
        mutating func group(opening: FilterToken) throws(FilterError) -> FilterNode {
            guard let first = peek, !first.isClose else {
                throw FilterError(.missingOperand, word: opening.text, column: opening.column)
            }
            let inner = try expression()
            guard let close = next(), close.isClose else {
                throw FilterError(.unclosedParenthesis, word: opening.text, column: opening.column)
            }
            return inner
        }
    }
}
