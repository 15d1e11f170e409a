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
        formatBytes(tasks, outline: outline, parents: parents) { write(String(decoding: $0, as: UTF8.self)) }
    }

    /// `format`'s pieces as UTF-8 bytes, for a writer that takes bytes (standard output):
    /// no string is made of 1.4 MB of table at 10,000 tasks only to be turned back into bytes.
    func formatBytes(_ tasks: [Task], outline: [Outline]? = nil, parents: [String?]? = nil, into write: ([UInt8]) -> Void) {
        guard !tasks.isEmpty else { return write(Array("No tasks.\n".utf8)) }
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
        var output: [UInt8] = []
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
                    painter.paint(cells[start + column].text, cells[start + column].style, column: column, into: &output)
                    if column < last {
                        painter.pad(max(0, widths[column] - cells[start + column].width) + 2, into: &output)
                    }
                }
                painter.endRow(into: &output)
                if output.count >= Self.pieceSize {
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

    /// Writes cells in their styles with the shortest escapes that show the same thing.
    ///
    /// It keeps the terminal's style as written and changes only what differs from one cell
    /// to the next (`ANSI.appendSGR(from:to:)`, the app's frame encoder's rule): from a
    /// project to its tags is one colour code, not a reset and a whole style. Padding is
    /// written in the style before it only where a blank shows nothing of that style (no
    /// background, underline or reverse video), else after a reset; every row ends plain, so
    /// a line never ends in coloured spaces and no style runs into the next row. The first
    /// escape starts from a reset (`0;`): the terminal's state before `list` is not known.
    private struct Painter {
        let colorMode: ColorMode
        /// The styles shown so far, each once (as the mode shows them): a style is its index here.
        private var palette: [Style] = [.plain]
        /// Each column's last style asked for and its index in `palette`: a column keeps
        /// one style in most rows, so a cell costs one comparison, not a search.
        private var lastOfColumn: [(style: Style?, index: Int)] = []
        /// The terminal's style as written so far, as an index in `palette`; nil before the
        /// first escape.
        private var current: Int?
        /// The escape from one style to another, made once for the whole table: at
        /// `(from + 1) * paletteLimit + to` (`from` -1: the terminal's style not known yet),
        /// for the first `paletteLimit` styles (a table has about ten).
        private var transitions: [[UInt8]?] = Array(repeating: nil, count: (paletteLimit + 1) * paletteLimit)
        private static let paletteLimit = 32

        init(colorMode: ColorMode) {
            self.colorMode = colorMode
        }

        /// `text` in `style` (the app's theme) in `column`, when colour is on.
        mutating func paint(_ text: String, _ style: Style?, column: Int, into output: inout [UInt8]) {
            guard colorMode != .none else {
                output.append(contentsOf: text.utf8)
                return
            }
            // Blanks (an empty cell) show only what a blank shows.
            let wanted = text.utf8.contains(where: { $0 != 0x20 && $0 != 0x09 }) ? index(of: style, column: column) : blankStyle
            change(to: wanted, into: &output)
            output.append(contentsOf: text.utf8)
        }

        /// `count` spaces between two cells.
        mutating func pad(_ count: Int, into output: inout [UInt8]) {
            if colorMode != .none { change(to: blankStyle, into: &output) }
            output.append(contentsOf: repeatElement(0x20, count: count))
        }

        /// Ends a row, plain.
        mutating func endRow(into output: inout [UInt8]) {
            if let current, current != 0 {
                output.append(contentsOf: ANSI.resetAttributes)
                self.current = 0
            }
            output.append(0x0A)
        }

        /// The style blanks are written in: the current one when a blank shows nothing of it
        /// (bold, dim, italic and a foreground colour show only on a glyph), else plain.
        private var blankStyle: Int {
            guard let current else { return 0 }
            let style = palette[current]
            return style.background == .default && style.attributes.isDisjoint(with: [.underline, .reverse]) ? current : 0
        }

        /// The index in `palette` of `style` as the mode shows it.
        private mutating func index(of style: Style?, column: Int) -> Int {
            if column < lastOfColumn.count, lastOfColumn[column].style == style { return lastOfColumn[column].index }
            let shown = style?.degraded(to: colorMode) ?? .plain
            let index = palette.firstIndex(of: shown) ?? palette.count
            if index == palette.count { palette.append(shown) }
            while lastOfColumn.count <= column { lastOfColumn.append((nil, 0)) }
            lastOfColumn[column] = (style, index)
            return index
        }

        private mutating func change(to style: Int, into output: inout [UInt8]) {
            // Plain text before any escape is written bare, as the terminal shows it.
            guard style != current, current != nil || style != 0 else { return }
            let key = style < Self.paletteLimit && (current ?? -1) < Self.paletteLimit
                ? ((current ?? -1) + 1) * Self.paletteLimit + style : nil
            if let key, let known = transitions[key] {
                output.append(contentsOf: known)
            } else {
                var escape: [UInt8] = []
                if style == 0 {
                    escape = ANSI.resetAttributes
                } else if let current {
                    ANSI.appendSGR(from: palette[current], to: palette[style], into: &escape)
                } else {
                    escape = ANSI.sgr(palette[style])
                }
                if let key { transitions[key] = escape }
                output.append(contentsOf: escape)
            }
            current = style
        }
    }

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
