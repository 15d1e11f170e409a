import TaskDomain
import TaskWording
import TerminalCore

/// Formats the Agenda: the header, the month strip, each day's heading ("Today · Wed
/// 2026-12-02", "Sat 2026-12-05 · nothing") and its tasks ("due 17:30  Call mom"), cut to
/// the width with `…`, and every status line, with the undo and redo keys the person's key
/// map has.
final class AgendaPresenter: AgendaPresentationLogic {
    /// The keys status lines name ("u to undo"), from the key map in effect.
    struct KeyWords: Equatable {
        var undo: String
        var redo: String
    }

    let theme: Theme
    let keyWords: KeyWords
    weak var viewController: AgendaDisplayLogic?

    /// Below this width the labels are short ("sched") and the project is left out.
    static let narrowWidth = 60
    /// The fewest columns a title keeps before the project is left out.
    static let titleRoom = 20
    static let indent = "  "
    static let gap = "  "

    init(theme: Theme, keyWords: KeyWords) {
        self.theme = theme
        self.keyWords = keyWords
    }

    // MARK: - Presentation logic

    func presentAgenda(response: Agenda.ShowAgenda.Response) {
        let width = max(1, response.width)
        let narrow = width < AgendaPresenter.narrowWidth
        let whens = response.sections.map { section in section.items.map { when($0, in: section, today: response.today, narrow: narrow) } }
        let whenWidth = whens.joined().map(\.count).max() ?? 0
        var lines: [Agenda.Line] = []
        var selectedLine: Int?
        var number = 0
        for (section, sectionWhens) in zip(response.sections, whens) {
            lines.append(heading(section, today: response.today, width: width))
            for (item, when) in zip(section.items, sectionWhens) {
                if number == response.selected { selectedLine = lines.count }
                lines.append(row(item, when: when, whenWidth: whenWidth, section: section, today: response.today,
                                 width: width, narrow: narrow))
                number += 1
            }
            if section.total > section.items.count {
                lines.append(.init([.init(text: fitted(AgendaPresenter.indent + "… and \(section.total - section.items.count) more",
                                                       width), style: theme.muted)]))
            }
        }
        let start = RecurrenceWording.dayText(response.start)
        viewController?.displayAgenda(viewModel: .init(
            // Narrow, the header keeps the day and drops the file's name.
            title: narrow ? "Agenda" : "Agenda · \(response.storeName)",
            note: (response.start == response.today ? "today, \(start)" : "from \(start)")
                + (response.context.map { "  context: \($0)" } ?? ""),
            strip: AgendaMonthStrip.lines(response.month, today: response.today, chosen: response.start, width: width,
                                          theme: theme),
            lines: lines,
            selectedLine: selectedLine,
            position: response.selected.map { "\($0 + 1)/\(number)" } ?? "",
            startHint: selectedTask(response)?.isActive == true ? "stop" : nil))
    }

    /// The selected item's task, if any.
    private func selectedTask(_ response: Agenda.ShowAgenda.Response) -> Task? {
        guard var index = response.selected else { return nil }
        for section in response.sections {
            if index < section.items.count { return section.items[index].task }
            index -= section.items.count
        }
        return nil
    }

    func presentShowAgendaFailure(response: Agenda.ShowAgenda.FailureResponse) {
        viewController?.displayStatus(viewModel: ChangeStatus.failed(.readTasks, response.error))
    }

    func presentOpenTask(response: Agenda.OpenTask.Response) {
        viewController?.displayOpenTask(viewModel: .init(destination: response.destination))
    }

    func presentQuestion(response: Agenda.AskQuestion.Response) {
        viewController?.displayQuestion(viewModel: response)
    }

    func presentStatus(response: Agenda.Status.Response) {
        viewController?.displayStatus(viewModel: status(response.kind))
    }

    // MARK: - Days

    /// "Overdue · 3", "Today · Wed 2026-12-02", "Fri 2026-12-04", "Sat 2026-12-05 · nothing".
    private func heading(_ section: Agenda.Section, today: CalendarDay, width: Int) -> Agenda.Line {
        switch section.kind {
        case .overdue:
            return .init([.init(text: fitted("Overdue · \(section.total)", width), style: theme.overdue.bold)])
        case .day(let day):
            let name = AgendaPresenter.dayName(day, today: today)
            guard section.total > 0 else { return .init([.init(text: fitted(name + " · nothing", width), style: theme.muted)]) }
            return .init([.init(text: fitted(name, width), style: day == today ? theme.dueToday.bold : theme.title)])
        }
    }

    /// "Today · Wed 2026-12-02", "Tomorrow · Thu 2026-12-03", "Fri 2026-12-04".
    static func dayName(_ day: CalendarDay, today: CalendarDay) -> String {
        let date = RecurrenceWording.dayText(day)
        switch day.days(from: today) {
        case 0: return "Today · " + date
        case 1: return "Tomorrow · " + date
        case -1: return "Yesterday · " + date
        default: return date
        }
    }

    /// Why the task is there and when: "due 17:30", "scheduled", "back 09:00", "due 3d ago"
    /// (overdue); narrow: "sched".
    private func when(_ item: Agenda.Item, in section: Agenda.Section, today: CalendarDay, narrow: Bool) -> String {
        if section.kind == .overdue { return "due " + DayDistance.text(item.date.day.days(from: today)) }
        let label = switch item.reason {
        case .due: "due"
        case .scheduled: narrow ? "sched" : "scheduled"
        case .back: "back"
        }
        guard item.date.minuteOfDay != nil else { return label }
        return label + " " + item.date.description.suffix(5)
    }

    /// "  due 17:30  ▶ !!! Call mom  home": the reason, the running marker, the priority,
    /// the title (cut with `…`) and, when wide, the project.
    private func row(_ item: Agenda.Item, when: String, whenWidth: Int, section: Agenda.Section, today: CalendarDay,
                     width: Int, narrow: Bool) -> Agenda.Line {
        let task = item.task
        var spans = [StyledText(text: AgendaPresenter.indent, style: .plain),
                     StyledText(text: TextWidth.pad(when, toWidth: whenWidth), style: whenStyle(item, section, today: today)),
                     StyledText(text: AgendaPresenter.gap, style: .plain)]
        if task.isActive { spans.append(.init(text: Theme.activeMark + " ", style: theme.active)) }
        if task.priority != .none { spans.append(.init(text: task.priority.mark + " ", style: theme.priorityStyle(task.priority))) }
        let used = spans.map { TextWidth.width(of: $0.text) }.reduce(0, +)
        let title = AgendaPresenter.safe(task.title)
        var room = max(1, width - used)
        var project: String?
        if !narrow, let name = task.project {
            let projectText = AgendaPresenter.gap + AgendaPresenter.safe(name)
            let projectWidth = TextWidth.width(of: projectText)
            if room - projectWidth >= min(AgendaPresenter.titleRoom, TextWidth.width(of: title)) {
                project = projectText
                room -= projectWidth
            }
        }
        spans.append(.init(text: TextWidth.truncate(title, toWidth: room), style: .plain))
        if let project { spans.append(.init(text: project, style: theme.project)) }
        return .init(spans)
    }

    private func whenStyle(_ item: Agenda.Item, _ section: Agenda.Section, today: CalendarDay) -> Style {
        if section.kind == .overdue { return theme.overdue }
        switch item.reason {
        case .due: return item.date.day == today ? theme.dueToday : .plain
        case .scheduled: return theme.info
        case .back: return theme.muted
        }
    }

    private func fitted(_ text: String, _ width: Int) -> String { TextWidth.truncate(text, toWidth: width) }

    /// User text with its control characters as their visible stand-ins, never raw.
    static func safe(_ text: String) -> String {
        guard TextWidth.containsControlCharacters(text) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if TextWidth.isControl(scalar) { shown.append(Canvas.placeholder(for: scalar)) } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }

    // MARK: - Status

    private func status(_ kind: Agenda.Status.Response.Kind) -> StatusLine {
        switch kind {
        case .change(.made(let change, _)): StatusLine(text: ChangeStatus.describe(change) + undoHint, isError: false)
        case .change(.undone(let change, let move)):
            StatusLine(text: ChangeStatus.moved(change, move, undone: true) + hint(keyWords.redo, "redo"), isError: false)
        case .change(let outcome): ChangeStatus.line(for: outcome, keys: SentenceKeys(undo: keyWords.undo.nonEmpty, redo: keyWords.redo.nonEmpty))
        case .moved(let change, let reason, let day):
            StatusLine(text: moved(change, reason: reason, to: day) + undoHint, isError: false)
        case .noTaskSelected: StatusLine(text: "No task selected", isError: false)
        case .startFailed(let title, let stopping, let error):
            StatusLine(text: "Could not \(stopping ? "stop" : "start") '\(ChangeStatus.shortened(title))': "
                       + ChangeStatus.causeFirst(ChangeStatus.cause(error)), isError: true)
        case .reloaded(let reload): reload.line
        }
    }

    /// "Moved 'X' to Fri 2026-12-04", "Scheduled 'X' for Fri 2026-12-04", "'X' comes back Fri 2026-12-04".
    private func moved(_ change: TaskChange, reason: Agenda.Reason, to day: CalendarDay) -> String {
        let title = ChangeStatus.shortened(AgendaPresenter.safe(change.entries.first?.after?.title ?? ""))
        let date = RecurrenceWording.dayText(day)
        switch reason {
        case .due: return "Moved '\(title)' to \(date)"
        case .scheduled: return "Scheduled '\(title)' for \(date)"
        case .back: return "'\(title)' comes back \(date)"
        }
    }

    private var undoHint: String { hint(keyWords.undo, "undo") }

    /// " — u to undo", or nothing when the action has no key.
    private func hint(_ key: String, _ verb: String) -> String {
        key.isEmpty ? "" : " — \(key) to \(verb)"
    }
}

private extension String {
    /// Nil for the empty string (an action without a key).
    var nonEmpty: String? { isEmpty ? nil : self }
}
