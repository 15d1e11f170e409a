import Foundation
import TaskDomain
import TaskWording
import TerminalCore

/// The columns of a task row for a given width and the rows on screen: checkbox,
/// priority, title, project, tags and due date, shared out by `TaskColumns` (the rule the
/// CLI's `list` uses too); project, tags and due take only the room their longest
/// visible cell needs. Every cell is cut and padded by display width, so CJK and
/// emoji titles keep the columns aligned.
struct TaskRowLayout: Equatable {
    let width: Int
    let titleWidth: Int
    let projectWidth: Int
    let tagsWidth: Int
    /// The widest due text on screen (at most `maximumDue`), right-aligned.
    let dueWidth: Int
    private let now: LocalNow
    private let calendar: Calendar
    /// Each row's words, worked out once for both the widths and the spans.
    private let texts: [TaskID: RowTexts]
    /// "tomorrow 09:30 ↻", the longest due text there is (a repeating task's marker after
    /// "done yesterday"-long words).
    static let maximumDue = 14 + 1 + RecurrenceWording.marker.count
    /// Checkbox and priority: `[ ] !!! `.
    static let leadingWidth = 8
    /// The widest a project or tags column grows, so one long name cannot starve the title.
    static let maximumProject = 20
    static let maximumTags = 24

    /// What the tree adds around a row's title: the indent and fold mark before it, the
    /// subtask progress after it (kept in view when the title is cut).
    struct TitleMarks: Equatable {
        var prefix = ""
        var suffix = ""
    }

    /// `tasks`: the rows the layout is for (those on screen; `spans(for:)` expects one of
    /// them); `calendar` turns the instant a task was completed into a day (`done yesterday`);
    /// `marks`: the tree's marks around titles, by task.
    init(width: Int, tasks: [Task], now: LocalNow, calendar: Calendar, marks: [TaskID: TitleMarks] = [:]) {
        self.width = max(0, width)
        (self.now, self.calendar) = (now, calendar)
        let rows = tasks.map { RowTexts($0, now: now, calendar: calendar, marks: marks[$0.id] ?? TitleMarks()) }
        texts = Dictionary(zip(tasks.map(\.id), rows), uniquingKeysWith: { first, _ in first })
        func widest(_ text: (RowTexts) -> String) -> Int { rows.map { TextWidth.width(of: text($0)) }.max() ?? 0 }
        // At least one column, so every row keeps the blank before it.
        dueWidth = max(1, min(TaskRowLayout.maximumDue, widest(\.due)))
        let fit = TaskColumns.fit(
            naturals: [widest(\.title),
                       min(TaskRowLayout.maximumProject, widest(\.project)),
                       min(TaskRowLayout.maximumTags, widest(\.tags)),
                       dueWidth],
            title: 0, project: 1, tags: 2, gap: 1, fills: true)
        let widths = fit.widths(available: self.width - TaskRowLayout.leadingWidth)
        (titleWidth, projectWidth, tagsWidth) = (max(1, widths[0]), widths[1], widths[2])
    }

    /// The words of one row's text columns.
    private struct RowTexts: Equatable {
        /// The title with the tree's marks around it.
        let title: String
        let marks: TitleMarks
        let project: String
        let tags: String
        /// The due date in words; a done task is not overdue: it shows when it was done.
        let due: String
        /// How pressing a pending task's due date is (nil: done, or no due date).
        let urgency: RelativeDue.Urgency?

        init(_ task: Task, now: LocalNow, calendar: Calendar, marks: TitleMarks = TitleMarks()) {
            self.marks = marks
            title = marks.prefix + task.title + marks.suffix
            project = task.project.map { "+" + $0 } ?? ""
            tags = task.sortedTags.map { "#" + $0 }.joined(separator: " ")
            (due, urgency) = TaskColumns.due(of: task, now: now, calendar: calendar)
        }
    }

    /// A marked row has `*` after its checkbox (visible without colour) and a bold checkbox;
    /// a context row (a parent shown for its matching subtasks) is dimmed.
    func spans(for task: Task, isMarked: Bool = false, isContext: Bool = false) -> [StyledText] {
        let done = task.isCompleted
        let texts = self.texts[task.id] ?? RowTexts(task, now: now, calendar: calendar)
        func style(_ style: Style) -> Style { isContext ? style.adding(.dim) : done ? Theme.muted : style }
        var spans = [
            StyledText(text: Theme.checkbox(done) + (isMarked ? "*" : " "),
                          style: isMarked ? Theme.marked : style(.plain)),
            StyledText(text: Theme.priorityMark(task.priority) + " ", style: style(Theme.priorityStyle(task.priority))),
            StyledText(text: titleCell(task.title, texts.marks) + " ", style: style(.plain)),
        ]
        if projectWidth > 0 {
            spans.append(.init(text: cell(texts.project, projectWidth) + " ",
                               style: style(Theme.project)))
        }
        if tagsWidth > 0 {
            spans.append(.init(text: cell(texts.tags, tagsWidth) + " ",
                               style: style(Theme.tag)))
        }
        spans.append(.init(text: TextWidth.pad(TextWidth.truncate(texts.due, toWidth: dueWidth),
                                               toWidth: dueWidth, alignment: .right),
                           style: style(texts.urgency.map(Theme.dueStyle) ?? .plain)))
        return spans
    }

    /// The title cut to fit between its marks; when even the marks do not fit, all is cut.
    private func titleCell(_ title: String, _ marks: TitleMarks) -> String {
        let room = titleWidth - TextWidth.width(of: marks.prefix) - TextWidth.width(of: marks.suffix)
        guard !marks.suffix.isEmpty, room >= 4 else { return cell(marks.prefix + title + marks.suffix, titleWidth) }
        return cell(marks.prefix + TextWidth.truncate(title, toWidth: room) + marks.suffix, titleWidth)
    }

    private func cell(_ text: String, _ width: Int) -> String {
        TextWidth.pad(TextWidth.truncate(text, toWidth: width), toWidth: width)
    }
}
