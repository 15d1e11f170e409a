import Foundation
import TaskDomain
import TerminalCore

/// The columns of a task row for a given width: checkbox, priority, title, project, tags
/// and due date. Columns that do not fit a narrow window are dropped (tags first, then the
/// project) so the title always keeps room; every cell is cut and padded by display width,
/// so CJK and emoji titles keep the columns aligned.
struct TaskRowLayout: Equatable {
    let width: Int
    let projectWidth: Int
    let tagsWidth: Int
    static let dueWidth = 14

    init(width: Int) {
        self.width = max(0, width)
        projectWidth = width >= 60 ? 14 : 0
        tagsWidth = width >= 80 ? 16 : 0
    }

    /// Checkbox and priority: `[ ] !!! `.
    static let leadingWidth = 8

    var titleWidth: Int {
        let used = TaskRowLayout.leadingWidth + TaskRowLayout.dueWidth + 1
            + (projectWidth > 0 ? projectWidth + 1 : 0) + (tagsWidth > 0 ? tagsWidth + 1 : 0)
        return max(1, width - used)
    }

    /// A marked row has `*` after its checkbox (visible without colour) and a bold checkbox.
    /// `calendar` turns the instant a task was completed into a day (`done yesterday`).
    func spans(for task: Task, now: LocalNow, calendar: Calendar, isMarked: Bool = false) -> [TaskList.Span] {
        let done = task.isCompleted
        func style(_ style: Style) -> Style { done ? Theme.muted : style }
        var spans = [
            TaskList.Span(text: Theme.checkbox(done) + (isMarked ? "*" : " "),
                          style: isMarked ? Theme.marked : style(.plain)),
            TaskList.Span(text: Theme.priorityMark(task.priority) + " ", style: style(Theme.priorityStyle(task.priority))),
            TaskList.Span(text: cell(task.title, titleWidth) + " ", style: style(.plain)),
        ]
        if projectWidth > 0 {
            spans.append(.init(text: cell(task.project.map { "+" + $0 } ?? "", projectWidth) + " ",
                               style: style(Theme.project)))
        }
        if tagsWidth > 0 {
            spans.append(.init(text: cell(task.sortedTags.map { "#" + $0 }.joined(separator: " "), tagsWidth) + " ",
                               style: style(Theme.tag)))
        }
        let due = task.due.map { RelativeDue(due: $0, now: now) }
        // A done task is not overdue: it shows when it was done, not "3d overdue".
        let dueText = done ? task.completed.map { RelativeCompletion(completed: $0, now: now, calendar: calendar).text }
            : due?.text
        spans.append(.init(text: TextWidth.pad(TextWidth.truncate(dueText ?? "", toWidth: TaskRowLayout.dueWidth),
                                               toWidth: TaskRowLayout.dueWidth, alignment: .right),
                           style: style(done ? .plain : due.map { Theme.dueStyle($0.urgency) } ?? .plain)))
        return spans
    }

    private func cell(_ text: String, _ width: Int) -> String {
        TextWidth.pad(TextWidth.truncate(text, toWidth: width), toWidth: width)
    }
}
