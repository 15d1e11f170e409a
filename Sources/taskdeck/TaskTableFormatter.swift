import Foundation
import TaskDomain
import TaskScenes
import TerminalCore

/// The human `list` output: one aligned row per task, coloured on a terminal.
///
/// Columns: short ID, checkbox, priority, title, project, tags, due (in words relative to
/// today). Alignment uses display width, so wide characters do not break it; user text
/// is sanitized before it is measured.
struct TaskTableFormatter {
    let now: LocalNow
    /// Turns when a task was completed into a day (`done yesterday`).
    let calendar: Calendar
    let usesColor: Bool
    /// The terminal's width when printing to one: long titles are cut with `…` so each
    /// task stays on one line. Nil (a pipe, a file) keeps every title whole.
    var maxWidth: Int? = nil

    /// The title's share before any other column gives way (as in the app's rows).
    static let comfortableTitleWidth = 30
    /// The narrowest a project or tags column is cut to before it is dropped.
    static let minimumSideWidth = 6
    static let titleColumn = 3
    static let projectColumn = 4
    static let tagsColumn = 5

    /// SGR codes for the parts that get colour.

    private struct Cell {
        var text: String
        var color: Style?
        /// Display width of `text`, measured once.
        var width: Int

        init(text: String, color: Style?) {
            self.text = text
            self.color = color
            width = TextWidth.width(of: text)
        }
    }

    func format(_ tasks: [Task]) -> String {
        guard !tasks.isEmpty else { return "No tasks.\n" }
        var rows = tasks.map(cells)
        var widths = (0..<rows[0].count).map { column in
            rows.map { $0[column].width }.max() ?? 0
        }
        if let maxWidth {
            fit(&rows, &widths, into: maxWidth)
        }
        var output = ""
        output.reserveCapacity(rows.count * (widths.reduce(0, +) + 2 * widths.count + 8))
        for row in rows {
            // Cells after the last non-empty one add nothing, not even padding.
            let last = row.lastIndex { !$0.text.isEmpty } ?? 0
            // A column empty in every row (no task has a project) takes no room at all.
            for column in 0...last where widths[column] > 0 {
                let cell = row[column]
                // The padding stays outside the colour, so a line never ends in coloured spaces.
                output += paint(cell.text, cell.color)
                if column < last {
                    output.append(contentsOf: Self.spaces(max(0, widths[column] - cell.width) + 2))
                }
            }
            output += "\n"
        }
        return output
    }

    /// `count` spaces, without making a new string for the usual short runs.
    private static func spaces(_ count: Int) -> String {
        count < blanks.count ? blanks[count] : String(repeating: " ", count: count)
    }

    private static let blanks = (0..<256).map { String(repeating: " ", count: $0) }

    /// Shares `maxWidth` out by `ColumnFit`, the rule the app's rows use: the title keeps
    /// up to 30 columns, then tags and project shrink to 6, then tags and then the project
    /// are dropped, and only then is the title cut further; IDs, checkboxes, priorities
    /// and due dates stay whole.
    private func fit(_ rows: inout [[Cell]], _ widths: inout [Int], into maxWidth: Int) {
        let fit = ColumnFit(naturals: widths, gap: 2, flexible: Self.titleColumn,
                            comfortable: TaskTableFormatter.comfortableTitleWidth, flexibleMinimum: 1,
                            shrinkable: [(Self.tagsColumn, Self.minimumSideWidth), (Self.projectColumn, Self.minimumSideWidth)],
                            droppable: [Self.tagsColumn, Self.projectColumn], fills: false)
        let fitted = fit.widths(available: maxWidth)
        for column in widths.indices where fitted[column] < widths[column] {
            widths[column] = fitted[column]
            for index in rows.indices where rows[index][column].width > fitted[column] {
                let cell = rows[index][column]
                rows[index][column] = Cell(text: TextWidth.truncate(cell.text, toWidth: fitted[column]), color: cell.color)
            }
        }
    }

    private func cells(_ task: Task) -> [Cell] {
        let done = task.isCompleted
        let due = task.due.map { RelativeDue(due: $0, now: now) }
        return [
            Cell(text: task.id.shortForm, color: Theme.muted),
            Cell(text: done ? "[x]" : "[ ]", color: nil),
            Cell(text: task.priority.mark, color: done ? Theme.muted : Theme.priorityStyle(task.priority)),
            Cell(text: TerminalText.sanitized(task.title), color: done ? Theme.muted : nil),
            Cell(text: TerminalText.sanitized(task.project.map { "+" + $0 } ?? ""), color: Theme.project),
            Cell(text: TerminalText.sanitized(task.sortedTags.map { "#" + $0 }.joined(separator: " ")), color: Theme.tag),
            // A done task is not overdue: it shows when it was done, as in the app.
            Cell(text: (done ? task.completed.map { RelativeCompletion(completed: $0, now: now, calendar: calendar).text }
                             : due?.text) ?? "",
                 color: done ? Theme.muted : due.map { Theme.dueStyle($0.urgency) }),
        ]
    }

    /// `text` in `style` (the app's `Theme`), when colour is on; plain text stays bare.
    private func paint(_ text: String, _ style: Style?) -> String {
        guard usesColor, let style, style != .plain, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return text }
        return String(decoding: ANSI.sgr(style), as: UTF8.self) + text + String(decoding: ANSI.resetAttributes, as: UTF8.self)
    }

}
