import Foundation
import TaskDomain
import TaskWording
import TaskTheme
import TerminalCore

/// The human `list` output: one aligned row per task, coloured on a terminal.
///
/// Columns: short ID, checkbox, then the configured ones (`[list] columns`; by default
/// priority, title, project, tags, due in words relative to today). Alignment uses display
/// width, so wide characters do not break it; user text is sanitized before it is measured.
struct TaskTableFormatter {
    let now: LocalNow
    /// Turns when a task was completed into a day (`done yesterday`).
    let calendar: Calendar
    /// How many colours the output shows: the theme's colours are degraded to it (none: no escapes at all).
    let colorMode: ColorMode
    /// The app's styles, so a project or an overdue date looks the same in both.
    let theme: Theme
    /// The terminal's width when printing to one: long titles are cut with `…` so each
    /// task stays on one line. Nil (a pipe, a file) keeps every title whole.
    var maxWidth: Int? = nil
    /// The columns after the ID and the checkbox, in order (the title among them).
    var columns = ListColumn.defaults
    var dateStyle = DateStyle.relative
    /// The urgency scale of the `urgency` column (the config file's coefficients at now);
    /// nil: Taskwarrior's.
    var urgency: Urgency? = nil

    /// The ID and the checkbox, before the configured columns.
    static let leadingColumns = 2

    /// The widest a column is padded to in a pipe (display columns). A cell wider than this
    /// (a 5 MB title) is written whole but sets no width: the columns after it in its own row
    /// move right, and every other row stays aligned. Without it one long title padded every
    /// row to its width (2,000 rows x 5 MB). So the output is at most the cells' text plus
    /// `alignmentLimit + 2` spaces per cell.
    static let alignmentLimit = 120

    private struct Cell {
        var text: String
        var style: Style?
        /// Display width of `text`, measured once.
        var width: Int

        init(text: String, style: Style?) {
            self.text = text
            self.style = style
            width = TextWidth.width(of: text)
        }
    }

    /// A row's place in the tree `list` prints.
    struct Outline {
        var depth: Int
        /// A parent shown only because a subtask matches.
        var isContext: Bool
        var progress: SubtaskProgress
    }

    /// One row per task; with `outline` (one per task) titles are indented by depth,
    /// parents carry their done/total subtasks, and context parents are muted and have no
    /// ID, so a script that takes the first column acts on the matching tasks only.
    /// - Parameter parents: for a flat table (`next`), each row's parent title, shown muted
    ///   after its own title as context (nil: a top-level task).
    func format(_ tasks: [Task], outline: [Outline]? = nil, parents: [String?]? = nil) -> String {
        var output = ""
        format(tasks, outline: outline, parents: parents) { output += $0 }
        return output
    }

    /// How much output is gathered before it is handed on: `list` writes 100,000 rows in
    /// pieces of this size instead of holding all of them (and a reserve for more) at once.
    static let pieceSize = 1 << 16

    /// `format`, the text handed to `write` in pieces of about `pieceSize` bytes, each
    /// ending with a whole row; the pieces joined are `format`'s text byte for byte.
    func format(_ tasks: [Task], outline: [Outline]? = nil, parents: [String?]? = nil, into write: (String) -> Void) {
        guard !tasks.isEmpty else { return write("No tasks.\n") }
        let scale = urgency ?? Urgency(coefficients: .taskwarrior, now: now)
        // One flat array of cells, row after row: at 100,000 tasks an array per row was a
        // third of the time, in allocations and reference counts.
        let columnCount = columns.count + Self.leadingColumns
        var table = Table(columns: columnCount, cells: [])
        table.cells.reserveCapacity(tasks.count * columnCount)
        for task in tasks { appendCells(task, urgency: scale, to: &table.cells) }
        let titleColumn = (columns.firstIndex(of: .title) ?? 0) + Self.leadingColumns
        if let parents {
            for row in table.rows where row < parents.count {
                guard let parent = parents[row] else { continue }
                let cell = table[row, titleColumn]
                table[row, titleColumn] = Cell(text: cell.text + "  (in " + TerminalText.sanitized(parent) + ")", style: cell.style)
            }
        }
        if let outline {
            for row in table.rows where row < outline.count {
                let place = outline[row]
                let progress = place.progress.total > 0 ? "  \(place.progress.done)/\(place.progress.total)" : ""
                let title = String(repeating: "  ", count: place.depth) + table[row, titleColumn].text + progress
                table[row, titleColumn] = Cell(text: title, style: place.isContext ? theme.muted : table[row, titleColumn].style)
                if place.isContext { table[row, 0] = Cell(text: "", style: .plain) }
            }
        }
        // On a terminal every cell counts (the fit then cuts to the window); in a pipe only
        // cells up to the alignment limit do.
        let limit = maxWidth == nil ? Self.alignmentLimit : Int.max
        var widths = [Int](repeating: 0, count: columnCount)
        var anyText = [Bool](repeating: false, count: columnCount)
        for (index, cell) in table.cells.enumerated() {
            let column = index % columnCount
            if cell.width <= limit { widths[column] = max(widths[column], cell.width) }
            if cell.width > 0 { anyText[column] = true }
        }
        // A column empty in every row (no task has a project) takes no room at all; in a pipe
        // one whose every cell is past the limit is still shown.
        let shown = (0..<columnCount).map { column in widths[column] > 0 || (maxWidth == nil && anyText[column]) }
        if let maxWidth {
            fit(&table, &widths, into: maxWidth)
        }
        var painter = Painter(colorMode: colorMode)
        var output = ""
        output.reserveCapacity(Self.pieceSize + Self.pieceSize / 4)
        let written = (0..<columnCount).map { shown[$0] && (maxWidth == nil || widths[$0] > 0) }
        // The cells read in place (no row slice or cell copied per row: 70,000 cells at 10,000
        // tasks, each copy a reference count).
        table.cells.withUnsafeBufferPointer { cells in
            for start in stride(from: 0, to: cells.count, by: columnCount) {
                // Cells after the last non-empty one add nothing, not even padding.
                var last = columnCount - 1
                while last > 0, cells[start + last].text.isEmpty { last -= 1 }
                for column in 0...last where written[column] {
                    // The padding stays outside the colour, so a line never ends in coloured spaces.
                    painter.paint(cells[start + column].text, cells[start + column].style, into: &output)
                    if column < last {
                        output += Self.spaces(max(0, widths[column] - cells[start + column].width) + 2)
                    }
                }
                output += "\n"
                if output.utf8.count >= Self.pieceSize {
                    write(output)
                    output.removeAll(keepingCapacity: true)
                }
            }
        }
        if !output.isEmpty { write(output) }
    }

    /// The table's cells, row after row.
    private struct Table {
        let columns: Int
        var cells: [Cell]

        var rows: Range<Int> { 0..<(cells.count / columns) }

        subscript(row: Int, column: Int) -> Cell {
            get { cells[row * columns + column] }
            set { cells[row * columns + column] = newValue }
        }
    }

    /// Writes cells in their styles, each style's escape made once for the whole table.
    private struct Painter {
        let colorMode: ColorMode
        /// Each style met and its escape, looked up by equality: a table has a handful of
        /// styles, and comparing them costs less than hashing one per cell.
        private var openings: [(style: Style, escape: String)] = []
        private let reset = String(decoding: ANSI.resetAttributes, as: UTF8.self)

        init(colorMode: ColorMode) {
            self.colorMode = colorMode
        }

        /// `text` in `style` (the app's theme), when colour is on; plain text and blanks stay bare.
        mutating func paint(_ text: String, _ style: Style?, into output: inout String) {
            guard colorMode != .none, let style, text.utf8.contains(where: { $0 != 0x20 && $0 != 0x09 }) else {
                output += text
                return
            }
            let opening: String
            if let known = openings.firstIndex(where: { $0.style == style }) {
                opening = openings[known].escape
            } else {
                let degraded = style.degraded(to: colorMode)
                opening = degraded == .plain ? "" : String(decoding: ANSI.sgr(degraded), as: UTF8.self)
                openings.append((style, opening))
            }
            guard !opening.isEmpty else {
                output += text
                return
            }
            output += opening
            output += text
            output += reset
        }
    }

    /// `count` spaces, without making a new string for the usual short runs.
    private static func spaces(_ count: Int) -> String {
        count < blanks.count ? blanks[count] : String(repeating: " ", count: count)
    }

    private static let blanks = (0..<256).map { String(repeating: " ", count: $0) }

    /// Shares `maxWidth` out by `TaskColumns` (TaskWording), the rule the app's rows use (project and
    /// tags held to their maximums, the title served first); IDs, checkboxes, priorities
    /// and due dates stay whole.
    private func fit(_ table: inout Table, _ widths: inout [Int], into maxWidth: Int) {
        func index(_ column: ListColumn) -> Int? { columns.firstIndex(of: column).map { $0 + Self.leadingColumns } }
        var naturals = widths
        if let project = index(.project) { naturals[project] = min(naturals[project], TaskColumns.maximumProject) }
        if let tags = index(.tags) { naturals[tags] = min(naturals[tags], TaskColumns.maximumTags) }
        let fields = columns.indices.filter { if case .field = columns[$0] { true } else { false } }.map { $0 + Self.leadingColumns }
        for field in fields { naturals[field] = min(naturals[field], TaskColumns.maximumField) }
        let fit = ColumnFit(naturals: naturals, gap: 2, flexible: index(.title) ?? Self.leadingColumns,
                            comfortable: TaskColumns.comfortableTitle,
                            sides: TaskColumns.sides(project: index(.project), tags: index(.tags), fields: fields),
                            sideMinimum: TaskColumns.minimumSideColumn, fills: false)
        let fitted = fit.widths(available: maxWidth)
        for column in widths.indices where fitted[column] < widths[column] {
            widths[column] = fitted[column]
            for row in table.rows where table[row, column].width > fitted[column] {
                let cell = table[row, column]
                table[row, column] = Cell(text: TextWidth.truncate(cell.text, toWidth: fitted[column]), style: cell.style)
            }
        }
    }

    private func appendCells(_ task: Task, urgency: Urgency, to cells: inout [Cell]) {
        let done = task.isCompleted
        let due = TaskColumns.due(of: task, now: now, calendar: calendar, style: dateStyle)
        cells.append(Cell(text: task.id.shortForm, style: theme.muted))
        cells.append(Cell(text: TaskCheckbox.text(for: task), style: nil))
        for column in columns {
            let cell: Cell = switch column {
            case .priority: Cell(text: task.priority.mark, style: done ? theme.completed : theme.priorityStyle(task.priority))
            // `⧗` before a blocked task's title and `≡` after a title with notes, as the app's list shows them.
            case .title:
                Cell(text: (!task.depends.isEmpty && urgency.links.isBlocked(task.id) ? BlockedMarker.mark + " " : "")
                        + titleText(task),
                     style: done ? theme.completed : nil)
            case .project: Cell(text: TerminalText.sanitized(task.project.map { "+" + $0 } ?? ""), style: theme.project)
            case .tags:
                Cell(text: TerminalText.sanitized(task.sortedTags.map { "#" + $0 }.joined(separator: " ")), style: theme.tag)
            case .due: Cell(text: due.text, style: done ? theme.completed : due.urgency.map { theme.dueStyle($0) })
            case .wait: Cell(text: PlanColumnText.wait(of: task, now: now, style: dateStyle), style: theme.muted)
            case .scheduled: Cell(text: PlanColumnText.scheduled(of: task, now: now, style: dateStyle), style: nil)
            case .urgency: Cell(text: PlanColumnText.urgency(of: task, scale: urgency), style: nil)
            case .active:
                Cell(text: PlanColumnText.active(of: task, now: Date(timeIntervalSince1970: TimeInterval(now.secondsSince1970))),
                     style: theme.priorityStyle(.high))
            case .field(let declaration):
                Cell(text: TerminalText.sanitized(ListColumn.fieldText(of: task, declaration)), style: done ? theme.completed : nil)
            }
            cells.append(cell)
        }
    }

    /// The title, `≡` after it when the task has notes (as the app's list shows it), and for
    /// a done task the day it was due (two done occurrences of a repeating task differ).
    private func titleText(_ task: Task) -> String {
        var text = TerminalText.sanitized(task.title)
        if NotesMarker.shows(for: task) { text += " " + NotesMarker.mark }
        if task.isCompleted, let due = task.due { text += TaskColumns.wasDue(due) }
        return text
    }

}
