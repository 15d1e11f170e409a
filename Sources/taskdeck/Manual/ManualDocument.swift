import Foundation

/// A topic's text read into blocks, so the terminal, a pipe and the man page each lay it
/// out their own way from one source.
///
/// The source is a small part of Markdown, the part the topics are written in: `#`
/// headings, paragraphs and list items (kept line by line, as written), fenced code
/// blocks, and `|` tables; inline `` `code` `` and `**strong**`.
struct ManualDocument: Equatable {
    enum Block: Equatable {
        /// Level 1 is the topic's title.
        case heading(level: Int, text: String)
        /// Lines of running text, as written (a blank line ends it).
        case text([String])
        /// A fenced block, shown as it is; `indent` is the fence's own indentation.
        case code([String], indent: Int)
        /// The header row, then the rows; the `| --- |` line is not kept.
        case table(header: [String], rows: [[String]])
    }

    var blocks: [Block]

    init(markdown: String) {
        var blocks: [Block] = []
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        var paragraph: [String] = []
        func endParagraph() {
            if !paragraph.isEmpty { blocks.append(.text(paragraph)) }
            paragraph = []
        }
        while let line = lines.popFirst() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                endParagraph()
                let indent = line.count - trimmed.count
                var code: [String] = []
                while let next = lines.popFirst(), !next.drop(while: { $0 == " " }).hasPrefix("```") {
                    code.append(String(next.dropFirst(min(indent, next.prefix { $0 == " " }.count))))
                }
                blocks.append(.code(code, indent: indent))
            } else if line.hasPrefix("#"), let space = line.firstIndex(of: " "), line[..<space].allSatisfy({ $0 == "#" }) {
                endParagraph()
                blocks.append(.heading(level: line.distance(from: line.startIndex, to: space),
                                       text: String(line[line.index(after: space)...])))
            } else if trimmed.hasPrefix("|") {
                endParagraph()
                var rows = [Self.cells(of: String(trimmed))]
                while let next = lines.first, next.drop(while: { $0 == " " }).hasPrefix("|") {
                    lines.removeFirst()
                    let cells = Self.cells(of: String(next.drop { $0 == " " }))
                    if !cells.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } }) { rows.append(cells) }
                }
                blocks.append(.table(header: rows[0], rows: Array(rows.dropFirst())))
            } else if trimmed.isEmpty {
                endParagraph()
            } else {
                paragraph.append(line)
            }
        }
        endParagraph()
        self.blocks = blocks
    }

    /// `| a | b |` -> ["a", "b"]. A cell may hold `|` inside backticks (`a|b`).
    static func cells(of row: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var inCode = false
        for character in row.dropFirst() {
            if character == "`" { inCode.toggle() }
            if character == "|", !inCode {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        if !cell.trimmingCharacters(in: .whitespaces).isEmpty { cells.append(cell.trimmingCharacters(in: .whitespaces)) }
        return cells
    }

    /// The text of inline markup without the marks: `` `x` `` and `**x**` read as x.
    static func plain(_ text: String) -> String {
        spans(of: text).map(\.text).joined()
    }

    /// A line cut into runs of plain, code and strong text.
    static func spans(of text: String) -> [Span] {
        var spans: [Span] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix("`"), let close = rest.dropFirst().firstIndex(of: "`") {
                spans.append(Span(text: String(rest[rest.index(after: rest.startIndex)..<close]), kind: .code))
                rest = rest[rest.index(after: close)...]
            } else if rest.hasPrefix("**"), let close = rest.dropFirst(2).range(of: "**") {
                spans.append(Span(text: String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound]), kind: .strong))
                rest = rest[close.upperBound...]
            } else {
                let end = rest.dropFirst().firstIndex { $0 == "`" || $0 == "*" } ?? rest.endIndex
                let piece = String(rest[..<end])
                if case .plain = spans.last?.kind {
                    spans[spans.count - 1].text += piece
                } else {
                    spans.append(Span(text: piece, kind: .plain))
                }
                rest = rest[end...]
            }
        }
        return spans
    }

    /// A run of one kind of inline text.
    struct Span: Equatable {
        enum Kind: Equatable { case plain, code, strong }
        var text: String
        var kind: Kind
    }
}
