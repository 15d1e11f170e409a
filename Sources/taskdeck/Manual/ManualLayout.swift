/// Lays a `ManualDocument` out as text: for a pipe plain, for a pager on a terminal with
/// bold headings and code (`less -R` shows them). In tables the cells lose their marks:
/// the columns already set each cell apart.
///
/// Running text keeps its lines as written; tables become aligned columns whose last one
/// wraps to the width, so a long row reads as a hanging paragraph instead of a line that
/// runs off the screen.
struct ManualLayout {
    /// The columns to fill (the terminal's, else 80).
    var width: Int
    /// Whether to mark headings and code with bold (SGR 1), for a pager that shows it.
    var styled: Bool

    /// The widest a table's first columns grow before their cell goes on a line of its own.
    static let columnLimit = 28

    func text(of document: ManualDocument) -> String {
        var out: [String] = []
        for block in document.blocks {
            if !out.isEmpty { out.append("") }
            switch block {
            case .heading(let level, let text):
                let words = ManualDocument.plain(text)
                out.append(bold(level == 1 ? words.uppercased() : words))
            case .text(let lines):
                out.append(contentsOf: lines.map(inline))
            case .code(let lines, let indent):
                out.append(contentsOf: lines.map { String(repeating: " ", count: indent + 4) + $0 })
            case .table(let header, let rows):
                out.append(contentsOf: table(header: header, rows: rows))
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Aligned columns; the header in bold; the last column wrapped with a hanging indent.
    private func table(header: [String], rows: [[String]]) -> [String] {
        let all = ([header] + rows).map { $0.map(ManualDocument.plain) }
        let count = all.map(\.count).max() ?? 0
        guard count > 1 else { return all.map { $0.joined() } }
        let widths = (0..<(count - 1)).map { column in
            min(Self.columnLimit, all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0)
        }
        let start = widths.reduce(2) { $0 + $1 + 2 }
        var lines: [String] = []
        for (index, row) in all.enumerated() {
            var line = "  "
            var cut = false
            for column in 0..<(count - 1) {
                let cell = column < row.count ? row[column] : ""
                if cut || cell.count > widths[column] {
                    // Too wide for its column: on a line of its own, the rest below it.
                    lines.append((line + cell).trailingSpaceTrimmed)
                    line = String(repeating: " ", count: widths[..<(column + 1)].reduce(2) { $0 + $1 + 2 })
                    cut = true
                } else {
                    line += cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
                }
            }
            let last = row.count >= count ? row[count - 1] : ""
            let wrapped = Self.wrap(last, width: max(20, width - start))
            let first = (line + (wrapped.first ?? "")).trailingSpaceTrimmed
            lines.append(index == 0 ? bold(first) : first)
            let hanging = String(repeating: " ", count: start)
            lines.append(contentsOf: wrapped.dropFirst().map { hanging + $0 })
        }
        return lines
    }

    /// `text` cut at spaces into lines of at most `width` characters (a longer word stays whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Code and strong text in bold for a pager; in plain text code keeps its backticks
    /// (`a b or c` is `(a b) or c` reads only with them) and strong text its words.
    private func inline(_ line: String) -> String {
        ManualDocument.spans(of: line).map { span in
            switch span.kind {
            case .plain: span.text
            case .code: styled ? bold(span.text) : "`" + span.text + "`"
            case .strong: bold(span.text)
            }
        }.joined()
    }

    private func bold(_ text: String) -> String {
        styled && !text.isEmpty ? "\u{1B}[1m" + text + "\u{1B}[0m" : text
    }
}

private extension String {
    var trailingSpaceTrimmed: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
