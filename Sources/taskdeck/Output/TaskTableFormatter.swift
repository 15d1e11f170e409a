import Foundation
import TaskDomain
import TaskWording
import TaskScenes
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
    var theme = Theme.dark
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
        guard !tasks.isEmpty else { return "No tasks.\n" }
        let scale = urgency ?? Urgency(coefficients: .taskwarrior, now: now)
        var rows = tasks.map { cells($0, urgency: scale) }
        if let parents {
            let titleColumn = (columns.firstIndex(of: .title) ?? 0) + Self.leadingColumns
            for index in rows.indices where index < parents.count {
                guard let parent = parents[index] else { continue }
                let cell = rows[index][titleColumn]
                rows[index][titleColumn] = Cell(text: cell.text + "  (in " + TerminalText.sanitized(parent) + ")", style: cell.style)
            }
        }
        if let outline {
            let titleColumn = (columns.firstIndex(of: .title) ?? 0) + Self.leadingColumns
            for index in rows.indices where index < outline.count {
                let place = outline[index]
                let progress = place.progress.total > 0 ? "  \(place.progress.done)/\(place.progress.total)" : ""
                let title = String(repeating: "  ", count: place.depth) + rows[index][titleColumn].text + progress
                rows[index][titleColumn] = Cell(text: title, style: place.isContext ? theme.muted
                                                        : rows[index][titleColumn].style)
                if place.isContext { rows[index][0] = Cell(text: "", style: .plain) }
            }
        }
        // On a terminal every cell counts (the fit then cuts to the window); in a pipe only
        // cells up to the alignment limit do.
        let limit = maxWidth == nil ? Self.alignmentLimit : Int.max
        var widths = (0..<rows[0].count).map { column in
            rows.lazy.map { $0[column].width }.filter { $0 <= limit }.max() ?? 0
        }
        // A column empty in every row (no task has a project) takes no room at all; in a pipe
        // one whose every cell is past the limit is still shown.
        let shown = (0..<rows[0].count).map { column in
            widths[column] > 0 || (maxWidth == nil && rows.contains { $0[column].width > 0 })
        }
        if let maxWidth {
            fit(&rows, &widths, into: maxWidth)
        }
        var output = ""
        let text = rows.reduce(0) { sum, row in row.reduce(sum) { $0 + $1.text.utf8.count } }
        output.reserveCapacity(text + rows.count * (widths.reduce(0, +) + 2 * widths.count + 24 * widths.count + 1))
        for row in rows {
            // Cells after the last non-empty one add nothing, not even padding.
            let last = row.lastIndex { !$0.text.isEmpty } ?? 0
            for column in 0...last where shown[column] && (maxWidth == nil || widths[column] > 0) {
                let cell = row[column]
                // The padding stays outside the colour, so a line never ends in coloured spaces.
                output += paint(cell.text, cell.style)
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

    /// Shares `maxWidth` out by `TaskColumns`, the rule the app's rows use (project and
    /// tags held to their maximums, the title served first); IDs, checkboxes, priorities
    /// and due dates stay whole.
    private func fit(_ rows: inout [[Cell]], _ widths: inout [Int], into maxWidth: Int) {
        func index(_ column: ListColumn) -> Int? { columns.firstIndex(of: column).map { $0 + Self.leadingColumns } }
        var naturals = widths
        if let project = index(.project) { naturals[project] = min(naturals[project], TaskColumns.maximumProject) }
        if let tags = index(.tags) { naturals[tags] = min(naturals[tags], TaskColumns.maximumTags) }
        let fit = TaskColumns.fit(naturals: naturals, title: index(.title) ?? Self.leadingColumns, project: index(.project),
                                  tags: index(.tags), gap: 2, fills: false)
        let fitted = fit.widths(available: maxWidth)
        for column in widths.indices where fitted[column] < widths[column] {
            widths[column] = fitted[column]
            for index in rows.indices where rows[index][column].width > fitted[column] {
                let cell = rows[index][column]
                rows[index][column] = Cell(text: TextWidth.truncate(cell.text, toWidth: fitted[column]), style: cell.style)
            }
        }
    }

    private func cells(_ task: Task, urgency: Urgency) -> [Cell] {
        let done = task.isCompleted
        let due = TaskColumns.due(of: task, now: now, calendar: calendar, style: dateStyle)
        return [
            Cell(text: task.id.shortForm, style: theme.muted),
            Cell(text: TaskCheckbox.text(for: task), style: nil),
        ] + columns.map { column in
            switch column {
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
            }
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

    /// `text` in `style` (the app's theme), when colour is on; plain text stays bare.
    private func paint(_ text: String, _ style: Style?) -> String {
        guard colorMode != .none, let style = style?.degraded(to: colorMode), style != .plain,
              !text.trimmingCharacters(in: .whitespaces).isEmpty else { return text }
        return String(decoding: ANSI.sgr(style), as: UTF8.self) + text + String(decoding: ANSI.resetAttributes, as: UTF8.self)
    }

}
