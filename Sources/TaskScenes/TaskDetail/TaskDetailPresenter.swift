import TaskDomain
import TaskWording
import TerminalCore

/// Formats Task Detail's responses: the fields with their labels, dates absolute and
/// relative to the clock, and the title and notes wrapped by display width.
final class TaskDetailPresenter: TaskDetailPresentationLogic {
    weak var viewController: TaskDetailDisplayLogic?
    private let clock: any Clock

    /// "Completed" plus two spaces: the labels' column.
    static let labelWidth = 11
    /// What an empty field shows.
    static let none = "—"

    /// The styles of every meaning this scene shows.
    let theme: Theme

    init(clock: any Clock, theme: Theme) {
        self.theme = theme
        self.clock = clock
    }

    // MARK: - Presentation logic

    func presentTask(response: TaskDetail.ShowTask.Response) {
        let position = response.index.map { "\($0 + 1)/\(response.count)" } ?? ""
        guard let task = response.task else {
            viewController?.displayTask(viewModel: .init(
                id: nil, title: "Task", position: position,
                lines: [TaskDetail.Line([.init(text: "This task no longer exists.", style: theme.title)]),
                        TaskDetail.Line([.init(text: "u undoes the last change; j/k show another task; Esc goes back.",
                                               style: theme.muted)])]))
            return
        }
        viewController?.displayTask(viewModel: .init(
            id: task.id,
            title: "Task \(task.id.shortForm)",
            position: position,
            lines: lines(for: task, width: max(1, response.width), parent: response.parent, subtasks: response.subtasks),
            toggleHint: task.isCompleted ? "reopen" : "done"))
    }

    func presentOpenTask(response: TaskDetail.OpenTask.Response) {
        viewController?.displayOpenTask(viewModel: .init(destination: response.destination))
    }

    func presentQuestion(response: TaskDetail.AskQuestion.Response) {
        viewController?.displayQuestion(viewModel: response)
    }

    func presentDeleteTask(response: TaskDetail.DeleteTask.Response) {
        viewController?.displayDeleteTask(viewModel: .init())
    }

    func presentStatus(response: TaskDetail.Status.Response) {
        viewController?.displayStatus(viewModel: status(response.kind))
    }

    func presentShowTaskFailure(response: TaskDetail.ShowTask.FailureResponse) {
        viewController?.displayStatus(viewModel: ChangeStatus.line(for: .failed(.readTasks, response.error)))
    }

    /// How many dates after the due date the Repeat field lists.
    static let upcomingDates = 3

    /// The most characters of the title and of the notes the scene wraps and shows: past
    /// it a line says how much more there is, so opening a task costs the same for 100 MB
    /// of notes as for 100 KB.
    static let shownCharacters = 100_000

    // MARK: - Lines

    private func lines(for task: Task, width: Int, parent: Task?, subtasks: [Task]) -> [TaskDetail.Line] {
        let now = LocalNow(clock: clock)
        let done = task.isCompleted
        var lines = bounded(task.title, width: width, style: theme.title)
        lines.append(TaskDetail.Line())

        lines.append(field("Status", [.init(text: done ? "\(Theme.checkbox(true)) done" : "\(Theme.checkbox(false)) pending",
                                            style: done ? theme.info : .plain)]))
        lines.append(field("Priority", task.priority == .none
            ? [.init(text: "none", style: theme.muted)]
            : [.init(text: Theme.priorityMark(task.priority) + " " + task.priority.rawValue,
                     style: theme.priorityStyle(task.priority))]))
        lines += wrappedField("Project", task.project.map { "+" + $0 }, style: theme.project, width: width)
        lines += wrappedField("Tags", task.tags.isEmpty ? nil : task.sortedTags.map { "#" + $0 }.joined(separator: " "),
                              style: theme.tag, width: width)
        if let due = task.due, done {
            // A completed task is not overdue: its date only (when it was done is below).
            lines.append(field("Due", [.init(text: due.description, style: theme.muted)]))
        } else if let due = task.due {
            let relative = RelativeDue(due: due, now: now)
            lines.append(field("Due", [.init(text: due.description, style: .plain),
                                       .init(text: " (" + relative.text + ")", style: theme.dueStyle(relative.urgency))]))
        } else {
            lines.append(field("Due", nil))
        }
        if let rule = task.recurrence {
            lines += wrappedField("Repeat", RecurrenceWording.marker + " " + RecurrenceWording.text(of: rule),
                                  style: theme.info, width: width)
            if let due = task.due, !done {
                let upcoming = rule.upcoming(after: due, limit: TaskDetailPresenter.upcomingDates)
                lines += wrappedField("Then", upcoming.isEmpty ? "no more: completing it ends the repeat"
                                      : upcoming.map(RecurrenceWording.dayText).joined(separator: ", "),
                                      style: .plain, width: width)
            }
        }
        lines.append(field("Created", [.init(text: Timestamp.text(of: task.created, in: clock), style: .plain)]))
        lines.append(field("Modified", [.init(text: Timestamp.text(of: task.modified, in: clock), style: .plain)]))
        lines.append(field("Completed", task.completed.map { [.init(text: Timestamp.text(of: $0, in: clock), style: .plain)] }))
        if let parent { lines += wrappedField("Parent", parent.title, style: .plain, width: width) }
        lines.append(TaskDetail.Line())
        if !subtasks.isEmpty {
            let done = subtasks.filter(\.isCompleted).count
            lines.append(TaskDetail.Line([.init(text: "Subtasks", style: theme.title),
                                          .init(text: " \(done)/\(subtasks.count) done", style: theme.muted)]))
            for subtask in subtasks {
                let mark = Theme.checkbox(subtask.isCompleted) + " "
                let markWidth = TextWidth.width(of: mark)
                let style = subtask.isCompleted ? theme.muted : .plain
                for (offset, line) in TextWrap.lines(subtask.title, width: max(1, width - markWidth)).enumerated() {
                    let lead = offset == 0 ? mark : String(repeating: " ", count: markWidth)
                    lines.append(TaskDetail.Line([.init(text: lead, style: .plain), .init(text: line, style: style)]))
                }
            }
            lines.append(TaskDetail.Line())
        }

        lines.append(TaskDetail.Line([.init(text: "Notes", style: theme.title)]))
        if task.notes.allSatisfy(\.isWhitespace) {
            lines.append(TaskDetail.Line([.init(text: "No notes.", style: theme.muted)]))
        } else {
            lines += bounded(task.notes, width: width, style: .plain)
        }
        return lines
    }

    /// `text` wrapped, at most `shownCharacters` of it, then a line saying how much more there is.
    private func bounded(_ text: String, width: Int, style: Style) -> [TaskDetail.Line] {
        let (wrapped, rest) = TextWrap.lines(text, width: width, upTo: TaskDetailPresenter.shownCharacters)
        var lines = wrapped.map { TaskDetail.Line([.init(text: $0, style: style)]) }
        if rest > 0 {
            lines.append(TaskDetail.Line([.init(text: "… and \(ByteSize.text(rest)) more, too long to show here; "
                                                + "your editor opens all of it", style: theme.muted)]))
        }
        return lines
    }

    /// "Priority   !!! high": the label padded to its column, then the value (or "—").
    private func field(_ label: String, _ value: [StyledText]?) -> TaskDetail.Line {
        let label = StyledText(text: TextWidth.pad(label, toWidth: TaskDetailPresenter.labelWidth), style: theme.muted)
        return TaskDetail.Line([label] + (value ?? [.init(text: TaskDetailPresenter.none, style: theme.muted)]))
    }

    /// A field whose value may be wider than the window: continuation lines are indented
    /// under the value.
    private func wrappedField(_ label: String, _ value: String?, style: Style, width: Int) -> [TaskDetail.Line] {
        guard let value else { return [field(label, nil)] }
        let valueWidth = max(1, width - TaskDetailPresenter.labelWidth)
        let indent = String(repeating: " ", count: TaskDetailPresenter.labelWidth)
        return TextWrap.lines(value, width: valueWidth).enumerated().map { offset, line in
            offset == 0 ? field(label, [.init(text: line, style: style)])
                        : TaskDetail.Line([.init(text: indent, style: .plain), .init(text: line, style: style)])
        }
    }

    // MARK: - Status

    private func status(_ kind: TaskDetail.Status.Response.Kind) -> TaskDetail.Status.ViewModel {
        switch kind {
        case .change(let outcome): ChangeStatus.line(for: outcome)
        case .firstTask: .init(text: "This is the first task", isError: false)
        case .lastTask: .init(text: "This is the last task", isError: false)
        case .taskGone: .init(text: "This task no longer exists", isError: false)
        case .reloaded(let count, let conflicts, let location):
            .init(text: StorageStatus.reloaded(changedOutside: count, conflicts: conflicts, setAsideLocation: location),
                  isError: false)
        case .notes(let outcome): NotesEditStatus.line(for: outcome)
        }
    }
}
