import TaskDomain
import TerminalCore

/// The human `list` output: one aligned row per task, coloured on a terminal.
///
/// Columns: short ID, checkbox, priority, title, project, tags, due (in words relative to
/// today). Alignment uses display width, so wide characters do not break it; user text
/// is sanitized before it is measured.
struct TaskTableFormatter {
    let now: LocalNow
    let usesColor: Bool
    /// The terminal's width when printing to one: long titles are cut with `…` so each
    /// task stays on one line. Nil (a pipe, a file) keeps every title whole.
    var maxWidth: Int? = nil

    /// The title column never shrinks below this, however narrow the terminal.
    static let minimumTitleWidth = 12
    static let titleColumn = 3
    static let projectColumn = 4
    static let tagsColumn = 5

    /// SGR codes for the parts that get colour.
    private enum Color: String {
        case dim = "2", red = "31", yellow = "33", cyan = "36", magenta = "35", boldRed = "1;31"
    }

    private struct Cell {
        var text: String
        var color: Color?
    }

    func format(_ tasks: [Task]) -> String {
        guard !tasks.isEmpty else { return "No tasks.\n" }
        var rows = tasks.map(cells)
        var widths = (0..<rows[0].count).map { column in
            rows.map { TextWidth.width(of: $0[column].text) }.max() ?? 0
        }
        if let maxWidth {
            fit(&rows, &widths, into: maxWidth)
        }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                let isLast = column == row.count - 1
                let padding = isLast ? 0 : max(0, widths[column] - TextWidth.width(of: cell.text))
                // The padding stays outside the colour, so trailing spaces can be trimmed.
                line += paint(cell.text, cell.color) + String(repeating: " ", count: padding) + (isLast ? "" : "  ")
            }
            return trimmedTrailingSpaces(line) + "\n"
        }.joined()
    }

    /// Cuts the title, then the tags, then the project column (in that order, each to a
    /// minimum) until a row fits `maxWidth`; IDs, checkboxes, priorities and due dates stay whole.
    private func fit(_ rows: inout [[Cell]], _ widths: inout [Int], into maxWidth: Int) {
        let shrinkable = [(TaskTableFormatter.titleColumn, TaskTableFormatter.minimumTitleWidth),
                          (TaskTableFormatter.tagsColumn, 6), (TaskTableFormatter.projectColumn, 6)]
        for (column, minimum) in shrinkable {
            let total = widths.reduce(0, +) + 2 * (widths.count - 1)
            guard total > maxWidth, widths[column] > minimum else { continue }
            let width = max(minimum, widths[column] - (total - maxWidth))
            widths[column] = width
            for index in rows.indices {
                rows[index][column].text = TextWidth.truncate(rows[index][column].text, toWidth: width)
            }
        }
    }

    private func cells(_ task: Task) -> [Cell] {
        let done = task.isCompleted
        let due = task.due.map { RelativeDue(due: $0, now: now) }
        return [
            Cell(text: task.id.shortForm, color: .dim),
            Cell(text: done ? "[x]" : "[ ]", color: nil),
            Cell(text: priorityText(task.priority), color: task.priority == .high && !done ? .boldRed : nil),
            Cell(text: TerminalText.sanitized(task.title), color: done ? .dim : nil),
            Cell(text: TerminalText.sanitized(task.project ?? ""), color: .cyan),
            Cell(text: TerminalText.sanitized(task.sortedTags.map { "#" + $0 }.joined(separator: " ")), color: .magenta),
            // A done task is not overdue: it shows its date, as in the app.
            Cell(text: (done ? task.due?.description : due?.text) ?? "", color: done ? .dim : due.flatMap(dueColor)),
        ]
    }

    private func priorityText(_ priority: Priority) -> String {
        switch priority {
        case .none: ""
        case .low: "low"
        case .medium: "med"
        case .high: "high"
        }
    }

    private func dueColor(_ due: RelativeDue) -> Color? {
        switch due.urgency {
        case .overdue: .red
        case .today: .yellow
        case .soon, .later: nil
        }
    }

    private func paint(_ text: String, _ color: Color?) -> String {
        guard usesColor, let color, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return text }
        return "\u{1B}[\(color.rawValue)m" + text + "\u{1B}[0m"
    }

    private func trimmedTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
