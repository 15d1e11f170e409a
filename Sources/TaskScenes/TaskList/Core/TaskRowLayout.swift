import Foundation
import TaskDomain
import TaskWording
import TerminalCore

/// The columns of a task row for a given width and the rows on screen: the checkbox, then
/// the configured columns (`[list] columns`: priority, title, project, tags, due, in the
/// user's order), shared out by `TaskColumns` (the rule the CLI's `list` uses too): the
/// title gets the room first; project, tags and due take only the room their longest
/// visible cell needs, up to a maximum, and the room left over stays at the row's end. Every cell
/// is cut and padded by display width, so CJK and emoji titles keep the columns aligned.
struct TaskRowLayout: Equatable {
    let width: Int
    let columns: [ListColumn]
    /// Each column's width in the order of `columns`; 0 for one dropped for room.
    private(set) var widths: [Int]
    private let now: LocalNow
    private let calendar: Calendar
    /// Each row's words, worked out once for both the widths and the spans.
    private var texts: [TaskID: RowTexts]
    /// "↻ 2026-12-24 09:30", the longest due text there is (a repeating task's marker before
    /// the ISO date and time).
    static let maximumDue = 16 + 1 + RecurrenceWording.marker.count
    /// Before a waiting task's day of return and a scheduled day (when no due date shows).
    static let backWord = "back "
    static let scheduledWord = "sched "
    /// The checkbox, the mark after it and a space: `[ ]* `, so a mark does not run into
    /// the priority (`[ ]*!!!` read as one word; issue 25).
    static let leadingWidth = 5
    /// The widest a project or tags column grows (`TaskColumns`, shared with `list`).
    static let maximumProject = TaskColumns.maximumProject
    static let maximumTags = TaskColumns.maximumTags
    /// After the title (and the subtask progress) of a task that has notes: one column wide
    /// everywhere, kept in view when the title is cut, as the progress is.
    static let notesMark = NotesMarker.mark

    /// What the tree adds around a row's title: the indent and fold mark before it, the
    /// subtask progress after it (kept in view when the title is cut).
    struct TitleMarks: Equatable {
        var prefix = ""
        var suffix = ""
        /// Dim words after the title that say where it belongs (a subtask's parent in the
        /// flat Next tab: ` · Trip`); cut first when the row is short.
        var context = ""
    }

    /// `tasks`: the rows the layout is for (those on screen; `spans(for:)` expects one of
    /// them); `calendar` turns the instant a task was completed into a day (`done yesterday`);
    /// `marks`: the tree's marks around titles, by task. `columns` must hold the title (the
    /// config file is checked for it).
    init(width: Int, tasks: [Task], now: LocalNow, calendar: Calendar, marks: [TaskID: TitleMarks] = [:],
         urgency: Urgency? = nil,
         columns: [ListColumn] = ListColumn.defaults, dateStyle: DateStyle = .relative) {
        self.width = max(0, width)
        (self.now, self.calendar) = (now, calendar)
        let ordered = columns.contains(.title) ? columns : columns + [.title]
        self.columns = ordered
        let rows = tasks.map {
            TaskRowLayout.texts(of: $0, now: now, calendar: calendar, dateStyle: dateStyle, marks: marks[$0.id] ?? TitleMarks(),
                                columns: ordered, urgency: urgency)
        }
        texts = Dictionary(zip(tasks.map(\.id), rows), uniquingKeysWith: { first, _ in first })
        widths = TaskRowLayout.widths(of: ordered, rows: rows, width: self.width)
    }

    /// One row's words, with the width of each of its cells (what the columns' widths are
    /// worked out from, and again when the window scrolls).
    private static func texts(of task: Task, now: LocalNow, calendar: Calendar, dateStyle: DateStyle, marks: TitleMarks,
                              columns: [ListColumn], urgency: Urgency?) -> RowTexts {
        var texts = RowTexts(task, now: now, calendar: calendar, dateStyle: dateStyle, marks: marks, columns: columns,
                             scale: urgency)
        texts.cellWidths = columns.map { TextWidth.width(of: texts.text($0)) }
        return texts
    }

    /// Each column's width for rows of these words in a row `width` wide.
    private static func widths(of ordered: [ListColumn], rows: some Collection<RowTexts>, width: Int) -> [Int] {
        // The due column is right-aligned and a repeating task's marker stands before its
        // date (`↻ today`), so every date ends in the same column and nothing sticks out.
        func widest(_ index: Int) -> Int { rows.lazy.map { $0.cellWidths[index] }.max() ?? 0 }
        let naturals = ordered.enumerated().map { index, column in
            switch column {
            case .priority: 3
            case .title: widest(index)
            case .project: min(TaskRowLayout.maximumProject, widest(index))
            case .tags: min(TaskRowLayout.maximumTags, widest(index))
            // At least one column, so every row keeps the blank before it.
            case .due: max(1, min(TaskRowLayout.maximumDue + TaskRowLayout.scheduledWord.count, widest(index)))
            // The plan's columns take the room their widest cell needs, like project and tags.
            case .wait, .scheduled: min(TaskRowLayout.maximumDue + TaskRowLayout.scheduledWord.count, widest(index))
            case .urgency, .active: widest(index)
            // A custom field's value, held like project and tags (`TaskColumns.maximumField`).
            case .field: min(TaskColumns.maximumField, widest(index))
            }
        }
        let index = { (column: ListColumn) in ordered.firstIndex(of: column) }
        let fields = ordered.indices.filter { if case .field = ordered[$0] { true } else { false } }
        let fit = ColumnFit(naturals: naturals, gap: 1, flexible: index(.title) ?? 0, comfortable: TaskColumns.comfortableTitle,
                            sides: TaskColumns.sides(project: index(.project), tags: index(.tags), fields: fields),
                            sideMinimum: TaskColumns.minimumSideColumn, fills: false)
        var widths = fit.widths(available: width - TaskRowLayout.leadingWidth)
        if let title = index(.title) { widths[title] = max(1, widths[title]) }
        return widths
    }

    /// The layout of the window after the list scrolled: the rows of `leaving` gone, the
    /// `entering` tasks worded (with the same moment, `dateStyle` and `urgency` as the rest),
    /// the widths worked out again from every row's cell widths. A fresh layout of the new
    /// window is the same, without wording the rows it kept (issue 27: laying out forty rows
    /// was the largest cost of a `j` that scrolls).
    ///
    /// Returns whether every column kept its width, so the rows still shown read exactly as
    /// laid out before (a wider project coming into view widens its column: then every row
    /// is spanned again); nil when the layout's rows are not `count` tasks after the move (a
    /// task shown twice), and the window must be laid out afresh.
    mutating func moveRows(leaving: some Sequence<TaskID>, entering: [Task], count: Int, marks: [TaskID: TitleMarks],
                           urgency: Urgency?, dateStyle: DateStyle) -> Bool? {
        for id in leaving { texts[id] = nil }
        for task in entering {
            texts[task.id] = TaskRowLayout.texts(of: task, now: now, calendar: calendar, dateStyle: dateStyle,
                                                 marks: marks[task.id] ?? TitleMarks(), columns: columns, urgency: urgency)
        }
        guard texts.count == count else { return nil }
        let before = widths
        widths = TaskRowLayout.widths(of: columns, rows: texts.values, width: width)
        return widths == before
    }

    /// The title's width (for tests and for nothing else to guess).
    var titleWidth: Int { columns.firstIndex(of: .title).map { widths[$0] } ?? 0 }

    /// The words of one row's text columns.
    private struct RowTexts: Equatable {
        /// The title with the tree's marks around it.
        let title: String
        let marks: TitleMarks
        let project: String
        let tags: String
        /// The due date in words; a done task is not overdue: it shows when it was done.
        var due: String
        /// How pressing a pending task's due date is (nil: done, or no due date).
        var urgency: RelativeDue.Urgency?
        /// The date column holds a plan date (the day a waiting task comes back, a
        /// scheduled day), drawn muted: it is not a deadline.
        var isPlanDate = false
        let priority: String
        /// The plan's columns (`PlanColumnText`), worked out only when shown.
        var wait = "", scheduled = "", urgencyPoints = "", active = ""
        /// The shown custom fields' cells, by field name.
        var fields: [String: String] = [:]
        /// The display width of each column's text, in the layout's column order.
        var cellWidths: [Int] = []

        init(_ task: Task, now: LocalNow, calendar: Calendar, dateStyle: DateStyle, marks: TitleMarks = TitleMarks(),
             columns: [ListColumn] = [], scale: Urgency? = nil) {
            var marks = marks
            if NotesMarker.shows(for: task) { marks.suffix += " " + TaskRowLayout.notesMark }
            // A done task says which date it was due, dimmed: two done occurrences of a
            // repeating task (`[x] done today !!! Pay rent`) are told apart.
            if task.isCompleted, let due = task.due { marks.context += TaskColumns.wasDue(due) }
            self.marks = marks
            title = marks.prefix + task.title + marks.suffix + marks.context
            project = task.project.map { "+" + $0 } ?? ""
            tags = task.sortedTags.map { "#" + $0 }.joined(separator: " ")
            (due, urgency) = TaskColumns.due(of: task, now: now, calendar: calendar, style: dateStyle)
            priority = Theme.priorityMark(task.priority)
            if columns.contains(.wait) { wait = PlanColumnText.wait(of: task, now: now, style: dateStyle) }
            if columns.contains(.scheduled) { scheduled = PlanColumnText.scheduled(of: task, now: now, style: dateStyle) }
            if columns.contains(.urgency), let scale { urgencyPoints = PlanColumnText.urgency(of: task, scale: scale) }
            for column in columns {
                if case .field(let declaration) = column {
                    fields[declaration.name] = ListColumn.fieldText(of: task, declaration)
                }
            }
            if columns.contains(.active) { active = PlanColumnText.active(of: task, now: Date(timeIntervalSince1970: TimeInterval(now.secondsSince1970))) }
            guard !task.isCompleted else { return }
            // A hidden task says when it comes back (the Waiting tab's point); a task
            // without a due date shows the day it is scheduled for.
            func words(_ date: Due) -> String { dateStyle == .iso ? date.description : PlanDayWords.text(date, now: now) }
            // (Not when their own columns show them.)
            if let wait = task.wait, task.isWaiting(at: now), !columns.contains(.wait) {
                (due, urgency, isPlanDate) = (TaskRowLayout.backWord + words(wait), nil, true)
            } else if task.due == nil, let scheduled = task.scheduled, !columns.contains(.scheduled) {
                (due, urgency, isPlanDate) = (TaskRowLayout.scheduledWord + words(scheduled), nil, true)
            }
        }

        func text(_ column: ListColumn) -> String {
            switch column {
            case .priority: priority
            case .title: title
            case .project: project
            case .tags: tags
            case .due: due
            case .wait: wait
            case .scheduled: scheduled
            case .urgency: urgencyPoints
            case .active: active
            case .field(let declaration): fields[declaration.name] ?? ""
            }
        }
    }

    /// A marked row has `*` after its checkbox (visible without colour) and a bold checkbox;
    /// a context row (a parent shown for its matching subtasks) is dimmed.
    func spans(for task: Task, isMarked: Bool = false, isContext: Bool = false, theme: Theme) -> [StyledText] {
        let done = task.isCompleted
        let texts = self.texts[task.id] ?? RowTexts(task, now: now, calendar: calendar, dateStyle: .relative)
        func style(_ style: Style) -> Style { isContext ? style.adding(.dim) : done ? theme.completed : style }
        var spans = [StyledText(text: Theme.checkbox(for: task) + (isMarked ? "* " : "  "),
                                style: isMarked ? theme.marked : style(task.isActive && !done ? theme.active : .plain))]
        let shown = columns.indices.filter { widths[$0] > 0 }
        for (position, index) in shown.enumerated() {
            let column = columns[index], width = widths[index]
            let gap = position < shown.count - 1 ? " " : ""
            if column == .title, !texts.marks.context.isEmpty {
                spans += titleSpans(task.title, texts.marks, width: width, gap: gap, style: style)
                continue
            }
            // `pad` cuts what is too wide, so the text is measured once.
            let text = column == .title ? titleCell(task.title, texts.marks, width: width) : texts.text(column)
            var cell = TextWidth.pad(text, toWidth: width, alignment: column == .due ? .right : .left)
            cell += gap
            switch column {
            case .priority: spans.append(.init(text: cell, style: style(theme.priorityStyle(task.priority))))
            case .title: spans.append(.init(text: cell, style: style(.plain)))
            case .project: spans.append(.init(text: cell, style: style(theme.project)))
            case .tags: spans.append(.init(text: cell, style: style(theme.tag)))
            case .due:
                let dateStyle = texts.isPlanDate ? theme.muted : texts.urgency.map { theme.dueStyle($0) } ?? .plain
                spans.append(.init(text: cell, style: style(dateStyle)))
            case .wait, .scheduled: spans.append(.init(text: cell, style: style(theme.muted)))
            case .urgency: spans.append(.init(text: cell, style: style(.plain)))
            case .active: spans.append(.init(text: cell, style: style(theme.active)))
            case .field: spans.append(.init(text: cell, style: style(.plain)))
            }
        }
        // The room the columns leave stays blank at the row's end (every row is `width` wide).
        // Each column's cell is cut and padded to its width, so the row's width is known
        // without measuring its text again (this runs for every row of every frame).
        let used = TextWidth.width(of: spans[0].text) + shown.reduce(0) { $0 + widths[$1] } + max(0, shown.count - 1)
        if used < width { spans.append(.init(text: TextWidth.spaces(width - used), style: style(.plain))) }
        return spans
    }

    /// The title and its dim context: the title (with its marks) gets the room first, the
    /// context what is left.
    private func titleSpans(_ title: String, _ marks: TitleMarks, width: Int, gap: String,
                            style: (Style) -> Style) -> [StyledText] {
        var plainMarks = marks
        plainMarks.context = ""
        let titleText = titleCell(title, plainMarks, width: width)
        let used = TextWidth.width(of: titleText)
        let context = TextWidth.truncate(marks.context, toWidth: max(0, width - used))
        let rest = TextWidth.pad(context, toWidth: width - used, alignment: .left) + gap
        return [.init(text: titleText, style: style(.plain)), .init(text: rest, style: style(.plain).adding(.dim))]
    }

    /// The title cut to fit between its marks; when even the marks do not fit, all is cut.
    private func titleCell(_ title: String, _ marks: TitleMarks, width: Int) -> String {
        let room = width - TextWidth.width(of: marks.prefix) - TextWidth.width(of: marks.suffix)
        guard !marks.suffix.isEmpty, room >= 4 else { return TextWidth.truncate(marks.prefix + title + marks.suffix, toWidth: width) }
        return marks.prefix + TextWidth.truncate(title, toWidth: room) + marks.suffix
    }
}
