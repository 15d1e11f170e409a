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

    /// The keys the sentences name, from the task screen's key map in effect.
    let keys: SentenceKeys

    /// The config's declared custom fields: a field is listed under its `label`.
    let fields: [FieldDeclaration]

    init(clock: any Clock, theme: Theme, keys: SentenceKeys, fields: [FieldDeclaration]) {
        self.keys = keys
        self.fields = fields
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
                        TaskDetail.Line([.init(text: goneHelp,
                                               style: theme.muted)])]))
            return
        }
        viewController?.displayTask(viewModel: .init(
            id: task.id,
            title: "Task \(task.id.shortForm)",
            position: position,
            lines: lines(for: task, width: max(1, response.width), parent: response.parent, subtasks: response.subtasks,
                         urgency: response.urgency, waitsFor: response.waitsFor, blocks: response.blocks),
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

    func presentWaitPrompt(response: TaskDetail.WaitPrompt.Response) {
        viewController?.displayWaitPrompt(viewModel: .init(label: "wait until: ", text: response.text,
                                                           preview: WaitWording.preview(response.preview)))
    }

    func presentAnnotatePrompt(response: TaskDetail.AnnotatePrompt.Response) {
        viewController?.displayAnnotatePrompt(viewModel: .init(label: "annotate: "))
    }

    func presentStatus(response: TaskDetail.Status.Response) {
        viewController?.displayStatus(viewModel: status(response.kind))
    }

    func presentShowTaskFailure(response: TaskDetail.ShowTask.FailureResponse) {
        viewController?.displayStatus(viewModel: ChangeStatus.failed(.readTasks, response.error))
    }

    /// How many dates after the due date the Repeat field lists.
    static let upcomingDates = 3

    /// The most characters of the title and of the notes the scene wraps and shows: past
    /// it a line says how much more there is, so opening a task costs the same for 100 MB
    /// of notes as for 100 KB.
    static let shownCharacters = 100_000

    // MARK: - Lines

    private func lines(for task: Task, width: Int, parent: Task?, subtasks: [Task], urgency: [UrgencyTerm]?,
                       waitsFor: [Task] = [], blocks: [Task] = [])
        -> [TaskDetail.Line] {
        let now = LocalNow(clock: clock)
        let done = task.isCompleted
        var lines = bounded(task.title, width: width, style: theme.title)
        lines.append(TaskDetail.Line())

        lines += statusLines(of: task, now: now)
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
            // The relative words only when they add to the date (not "2027-01-15 (2027-01-15)").
            let relative = RelativeDue.besideTheDate(due, now: now)
            lines.append(field("Due", [.init(text: due.description, style: .plain)]
                               + (relative.map { [.init(text: " (" + $0.text + ")", style: theme.dueStyle($0.urgency))] } ?? [])))
        } else {
            lines.append(field("Due", nil))
        }
        lines += planLines(for: task, now: now)
        // Custom fields, each under its name (Taskwarrior's UDAs, a vdir's X- properties, --set).
        for (name, value) in task.fields.sorted {
            lines += wrappedField(FieldWording.label(of: name, declarations: fields), value, style: .plain, width: width)
        }
        // Values sync conflicts did not keep (issue 24): what was kept, what lost, and when.
        for note in task.conflictNotes {
            lines += wrappedField("Conflict", ConflictWording.change(note) + " (" + Timestamp.text(of: note.at, in: clock) + ")",
                                  style: theme.warning, width: width)
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
        if !done, !waitsFor.isEmpty {
            lines += wrappedField("Waits for", DependencyWording.titles(waitsFor.map(\.title)), style: theme.muted, width: width)
        }
        if !done, !blocks.isEmpty {
            lines += wrappedField("Blocks", DependencyWording.titles(blocks.map(\.title)), style: .plain, width: width)
        }
        lines += timeLines(for: task, width: width)
        if !done, let urgency { lines += wrappedField("Urgency", UrgencyWording.explanation(urgency), style: .plain, width: width) }
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
        lines += annotationLines(for: task, width: width)
        return lines
    }

    /// Under the notes: `Annotations 2`, then each one numbered as `denotate` takes it, its
    /// time, and its text wrapped under the time's column: `1  2026-12-02 09:30  Called the plumber`.
    private func annotationLines(for task: Task, width: Int) -> [TaskDetail.Line] {
        guard !task.annotations.isEmpty else { return [] }
        var lines = [TaskDetail.Line(),
                     TaskDetail.Line([.init(text: "Annotations", style: theme.title),
                                      .init(text: " \(task.annotations.count)", style: theme.muted)])]
        let numberWidth = String(task.annotations.count).count + 2
        for (offset, annotation) in task.annotations.enumerated() {
            let number = TextWidth.pad(String(offset + 1), toWidth: numberWidth)
            let stamp = AnnotationWording.entry(annotation, in: clock)
            // The text beside the time when both fit, else under it (40 columns).
            let beside = numberWidth + stamp.count + 2
            let indent = width - beside >= 16 ? beside : numberWidth
            let text = TextWrap.lines(annotation.text, width: max(1, width - indent))
            var first: [StyledText] = [.init(text: number, style: theme.muted), .init(text: stamp, style: theme.muted)]
            var rest = text[...]
            if indent == beside, let line = rest.first {
                first += [.init(text: "  ", style: .plain), .init(text: line, style: .plain)]
                rest = rest.dropFirst()
            }
            lines.append(TaskDetail.Line(first))
            let pad = String(repeating: " ", count: indent)
            for line in rest { lines.append(TaskDetail.Line([.init(text: pad, style: .plain), .init(text: line, style: .plain)])) }
        }
        return lines
    }

    // MARK: - Plan

    /// `[ ] pending`, `[x] done`, `[▶] active for 1h 05m` with `since 2026-12-02 09:30`
    /// under it (so it reads at 40 columns), `[ ] pending, hidden until Fri 2026-12-04`.
    private func statusLines(of task: Task, now: LocalNow) -> [TaskDetail.Line] {
        if task.isCompleted { return [field("Status", [.init(text: "\(Theme.checkbox(true)) done", style: theme.info)])] }
        if let since = task.activeSince {
            let running = SpentTime.text(seconds: clock.now.timeIntervalSince(since))
            let indent = String(repeating: " ", count: TaskDetailPresenter.labelWidth)
            return [field("Status", [.init(text: "\(Theme.checkbox(for: task)) active", style: theme.active),
                                     .init(text: " for \(running)", style: .plain)]),
                    TaskDetail.Line([.init(text: indent + "since " + Timestamp.text(of: since, in: clock), style: theme.muted)])]
        }
        let hidden = task.isWaiting(at: now) ? task.wait.map { ", hidden until " + PlanDayWords.dated($0) } : nil
        return [field("Status", [.init(text: "\(Theme.checkbox(false)) pending", style: .plain)]
                    + (hidden.map { [.init(text: $0, style: theme.muted)] } ?? []))]
    }

    /// Wait, Scheduled and Until, each when set: the date, then where it stands today.
    private func planLines(for task: Task, now: LocalNow) -> [TaskDetail.Line] {
        var lines: [TaskDetail.Line] = []
        func date(_ label: String, _ date: Due?, _ note: (Due) -> (String, Style)?) {
            guard let date else { return }
            let words = note(date).map { [StyledText(text: " (" + $0.0 + ")", style: $0.1)] } ?? []
            lines.append(field(label, [.init(text: date.description, style: .plain)] + words))
        }
        /// The relative words for a far date are the date again: then none ("in 9d", not "2027-01-15").
        func near(_ date: Due) -> String? {
            let words = PlanDayWords.text(date, now: now)
            return words == date.day.description ? nil : words
        }
        func joined(_ first: String, _ second: String?) -> String { second.map { first + $0 } ?? first }
        date("Wait", task.wait) { wait in
            wait.hasArrived(at: now) ? (joined("came back", near(wait).map { " " + $0 }), theme.muted)
                : (joined("hidden", near(wait).map { ", back " + $0 }), theme.muted)
        }
        date("Scheduled", task.scheduled) { scheduled in near(scheduled).map { ($0, theme.muted) } }
        date("Until", task.until) { until in
            task.hasExpired(at: now) ? (joined("expired", near(until).map { " " + $0 }), theme.warning)
                : near(until).map { ($0, theme.muted) }
        }
        return lines
    }

    /// The most work intervals the detail lists (the latest ones); the total counts them all.
    static let shownIntervals = 10

    /// `Time spent  2h 10m in 3 stretches`, then each stretch (the latest `shownIntervals`):
    /// `Tue 2026-12-01 09:00–10:30  1h 30m`, a running one ending `now`.
    private func timeLines(for task: Task, width: Int) -> [TaskDetail.Line] {
        guard !task.intervals.isEmpty else { return [] }
        let now = clock.now
        let count = task.intervals.count
        let total = SpentTime.text(seconds: task.timeSpent(until: now))
        var lines = [field("Time spent", [.init(text: total, style: .plain),
                                          .init(text: count == 1 ? " in 1 stretch" : " in \(count) stretches", style: theme.muted)])]
        let indent = String(repeating: " ", count: TaskDetailPresenter.labelWidth)
        if count > TaskDetailPresenter.shownIntervals {
            lines.append(TaskDetail.Line([.init(text: indent + "… \(count - TaskDetailPresenter.shownIntervals) earlier",
                                                style: theme.muted)]))
        }
        for interval in task.intervals.suffix(TaskDetailPresenter.shownIntervals) {
            let start = Timestamp.text(of: interval.start, in: clock)
            let end = interval.end.map { String(Timestamp.text(of: $0, in: clock).suffix(5)) } ?? "now"
            let spent = SpentTime.text(seconds: interval.seconds(until: now))
            lines.append(TaskDetail.Line([.init(text: indent + "\(start)–\(end)", style: interval.isRunning ? theme.active : .plain),
                                          .init(text: "  " + spent, style: theme.muted)]))
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
        case .change(let outcome): ChangeStatus.line(for: outcome, keys: keys)
        case .firstTask: .init(text: "This is the first task", isError: false)
        case .lastTask: .init(text: "This is the last task", isError: false)
        case .taskGone: .init(text: "This task no longer exists", isError: false)
        case .reloaded(let reload): reload.line
        case .notes(let outcome): NotesEditStatus.line(for: outcome, keys: keys)
        case .alreadyRunning(let title): .init(text: "'\(ChangeStatus.shortened(title))' is already running", isError: false)
        case .waitChanged(let change, let until, let pastDue): WaitWording.changed(change, until: until, pastDue: pastDue, keys: keys)
        case .invalidWait(let text): .init(text: "Not a date: '\(text)'", isError: true)
        }
    }

    /// "u undoes the last change; j/k show another task; Esc goes back.", in the keys of
    /// the user's map (a part whose action has no key is left out).
    private var goneHelp: String {
        let another = keys.down.flatMap { down in keys.up.map { "\(down)/\($0) show another task" } }
        return [keys.undo.map { "\($0) undoes the last change" }, another, keys.back.map { "\($0) goes back" }]
            .compactMap { $0 }.joined(separator: "; ") + "."
    }
}
