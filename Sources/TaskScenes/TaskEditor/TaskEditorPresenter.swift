import TaskDomain
import TaskWording
import TerminalCore

/// Formats the Task Editor's responses: labels, the due preview in absolute and relative
/// words, the quick-add preview, completion lists, error lines and status messages.
final class TaskEditorPresenter: TaskEditorPresentationLogic {
    weak var viewController: TaskEditorDisplayLogic?
    private let clock: any Clock

    /// Completion candidates listed under a field before "+N more".
    static let shownCompletions = 5
    /// The due phrases suggested under an empty or unreadable Due field.
    static let dueExamples = "tomorrow at 3pm, fri 9:30, in 2 hours, dec 20, the 15th, next week"
    /// The repeat phrases suggested under an empty Repeat field.
    static let repeatExamples = "every week, every mon,thu, every month on the 1st, every last day, after 3 days"

    /// The styles of every meaning this scene shows.
    let theme: Theme

    init(clock: any Clock, theme: Theme) {
        self.theme = theme
        self.clock = clock
    }

    // MARK: - Presentation logic

    func presentForm(response: TaskEditor.ShowForm.Response) {
        let rows = TaskEditor.Field.all(custom: response.customFields).map { row($0, response) }
        viewController?.displayForm(viewModel: .init(
            title: response.isEditing ? "Edit task"
                : response.parentTitle.map { "New subtask of '\(ChangeStatus.shortened($0))'" } ?? "New task",
            modified: response.isDirty ? "● modified" : "",
            rows: rows,
            focus: response.focus,
            newText: response.newText))
    }

    func presentSaved(response: TaskEditor.Save.Response) {
        viewController?.displaySaved(viewModel: .init())
    }

    func presentSaveFailure(response: TaskEditor.Save.Failure) {
        let text: String
        switch response.kind {
        case .invalidFields(let fields):
            text = fields.count == 1
                ? "Not saved: fix the marked field"
                : "Not saved: fix the \(fields.count) marked fields"
        case .nothingAdded:
            text = "Could not save: nothing was added"
        case .notSaved(let cause):
            text = "Could not save: \(ChangeStatus.causeFirst(ChangeStatus.cause(cause)))"
        }
        viewController?.displayStatus(viewModel: .init(text: text, isError: true))
    }

    func presentCancel(response: TaskEditor.Cancel.Response) {
        viewController?.displayCancel(viewModel: .init(quitting: response.quitting))
    }

    func presentQuestion(response: TaskEditor.AskQuestion.Response) {
        viewController?.displayQuestion(viewModel: response)
    }

    func presentStatus(response: TaskEditor.Status.Response) {
        switch response.kind {
        case .completionUnavailable(let cause):
            viewController?.displayStatus(viewModel: .init(
                text: "No completion: could not read the existing projects and tags: \(ChangeStatus.cause(cause))",
                isError: true))
        }
    }

    // MARK: - Rows

    static func label(_ field: TaskEditor.Field) -> String {
        switch field {
        case .title: "Title"
        case .notes: "Notes"
        case .due: "Due"
        case .recurrence: "Repeat"
        case .wait: "Wait"
        case .scheduled: "Scheduled"
        case .until: "Until"
        case .priority: "Priority"
        case .project: "Project"
        case .tags: "Tags"
        case .custom(let name): name
        }
    }

    /// A declared field's label: the config's (`label = "Estimate (h)"`), else its name.
    private static func label(_ field: TaskEditor.Field, custom: [FieldDeclaration]) -> String {
        guard case .custom(let name) = field else { return label(field) }
        return FieldWording.label(of: name, declarations: custom)
    }

    private func row(_ field: TaskEditor.Field, _ response: TaskEditor.ShowForm.Response) -> TaskEditor.ShowForm.Row {
        let content: TaskEditor.ShowForm.Content
        if field == .priority {
            content = .choices(Priority.allCases.map {
                .init(label: $0.rawValue, isSelected: $0 == response.priority, style: theme.priorityStyle($0))
            })
        } else if field == .notes, let bytes = response.oversizedNotes {
            content = .fixed("\(ByteSize.text(bytes)) of notes: too long to edit here; they are kept as they are")
        } else {
            content = .typedText
        }
        return .init(field: field,
                     label: TaskEditorPresenter.label(field, custom: response.customFields),
                     content: content,
                     note: note(field, response),
                     error: response.errors[field].map(errorText))
    }

    private func note(_ field: TaskEditor.Field, _ response: TaskEditor.ShowForm.Response) -> TaskEditor.ShowForm.Note? {
        let focused = response.focus == field
        switch field {
        case .title:
            if let quick = response.quickAdd {
                return .init(text: quickAddText(quick, firstDue: response.quickAddFirstDue),
                             style: quick.problems.isEmpty ? theme.info : theme.error)
            }
            guard focused, !response.isEditing else { return nil }
            return .init(text: "tip: +project #tag !high and a date (tomorrow at 3pm, by fri, dec 20) fill the fields",
                         style: theme.muted)
        case .notes:
            if response.oversizedNotes != nil {
                return .init(text: "edit them in your editor from the list or the task's detail", style: theme.muted)
            }
            return focused ? .init(text: "Enter starts a new line; Tab moves on", style: theme.muted) : nil
        case .due:
            switch response.due {
            case .none:
                return focused ? .init(text: "e.g. " + TaskEditorPresenter.dueExamples, style: theme.muted) : nil
            case .valid(let reading):
                let notes = DateReadingWording.notes(of: reading)
                return .init(text: "→ " + dueText(reading.due) + (notes.isEmpty ? "" : " · " + notes),
                             style: dueStyle(reading.due))
            case .invalid(let text):
                return .init(text: invalidDueText(text), style: theme.error)
            }
        case .recurrence:
            switch response.recurrence {
            case .none:
                return focused ? .init(text: "e.g. " + TaskEditorPresenter.repeatExamples, style: theme.muted) : nil
            case .valid(let rule, let first):
                return .init(text: RecurrenceWording.preview(due: first, rule: rule), style: theme.info)
            case .invalid(let error):
                return .init(text: errorText(error), style: theme.error)
            }
        case .wait, .scheduled, .until:
            return planNote(field, response.planDates[field] ?? .none, focused: focused, pastDue: response.waitPastDue)
        case .priority:
            return focused ? .init(text: "← → to change", style: theme.muted) : nil
        case .project, .tags:
            if field == .project, let project = response.parentProject, !(focused && !response.completions.isEmpty) {
                return .init(text: "+\(project): the parent's project, which a subtask takes", style: theme.info)
            }
            guard focused else { return nil }
            if !response.completions.isEmpty {
                return .init(text: "Tab completes: " + completionList(response.completions), style: theme.muted)
            }
            return .init(text: field == .project ? "one word; dots make sub-projects: home.garden"
                                                 : "words separated by spaces or commas",
                         style: theme.muted)
        case .custom(let name):
            guard focused, let declaration = response.customFields.first(where: { $0.name == name }) else { return nil }
            return .init(text: FieldWording.hint(declaration) + "; empty clears it", style: theme.muted)
        }
    }

    // MARK: - Texts

    /// `Fri 2026-12-04 (in 5d)`, `Sat 2026-03-14 17:30 (tomorrow)`.
    /// What each plan field does, and the date it reads as the Due field's note does:
    /// `→ hidden until Fri 2026-12-04 (in 2d)`, a warning when the wait is after the due date.
    private func planNote(_ field: TaskEditor.Field, _ preview: TaskEditor.DuePreview, focused: Bool,
                          pastDue: Due?) -> TaskEditor.ShowForm.Note? {
        let meaning = switch field {
        case .wait: "hidden until"
        case .scheduled: "planned to start"
        default: "worth doing until"
        }
        switch preview {
        case .none:
            guard focused else { return nil }
            let tip = switch field {
            case .wait: "hides the task until then (Pending, Next, counts)"
            case .scheduled: "the day you plan to start; counts for urgency"
            default: "after it the task has expired (kept, out of Next)"
            }
            return .init(text: tip + ", e.g. fri, +3d, dec 20", style: theme.muted)
        case .valid(let reading):
            let notes = DateReadingWording.notes(of: reading)
            var text = "→ \(meaning) " + dueText(reading.due) + (notes.isEmpty ? "" : " · " + notes)
            if field == .wait, let pastDue {
                text += ", after the due date " + dueText(pastDue)
                return .init(text: text, style: theme.warning)
            }
            return .init(text: text, style: theme.info)
        case .invalid(let text):
            return .init(text: invalidDueText(text), style: theme.error)
        }
    }

    func dueText(_ due: Due) -> String {
        let weekday = Weekday.shortName(due.day.weekday)
        return "\(weekday) \(due.description) (\(relative(due)))"
    }

    private func relative(_ due: Due) -> String {
        DayDistance.text(due.daysFrom(clock: clock))
    }

    private func dueStyle(_ due: Due) -> Style {
        due.isOverdue(clock: clock) ? theme.warning : theme.info
    }

    private func invalidDueText(_ text: String) -> String {
        "✗ not a date: '\(text)' — try " + TaskEditorPresenter.dueExamples
    }

    /// `quick add: due Sat 2026-03-14 15:00 (tomorrow) ← 'tomorrow at 3pm' · +family · #phone → 'Call mom'
    /// · kept as text: 'friday'`: what was read first, so a long title cut at the edge does
    /// not hide it, then the words that look like a date but stay, and what cannot be read.
    private func quickAddText(_ quick: QuickAddParser.Result, firstDue: Due?) -> String {
        var parts = quick.readParts { DateReadingWording.read($0, dueText: dueText) }
        // `repeat every month on the 1st` says the day it starts: `first due Fri 2027-01-01`.
        if let firstDue, let index = parts.firstIndex(where: { $0.hasPrefix("repeat ") }) {
            parts.insert("first due " + dueText(firstDue), at: index + 1)
        }
        var text = "quick add: " + (parts.isEmpty ? "" : parts.joined(separator: " · ") + " ") + "→ '\(quick.title)'"
        if !quick.leftAsText.isEmpty { text += " · " + DateReadingWording.leftAsText(quick.leftAsText) }
        if let problem = quick.problems.first { text += " · " + errorText(problem) }
        return text
    }

    private func completionList(_ names: [String]) -> String {
        let shown = names.prefix(TaskEditorPresenter.shownCompletions).joined(separator: "  ")
        let more = names.count - TaskEditorPresenter.shownCompletions
        return more > 0 ? shown + "  +\(more) more" : shown
    }

    private func errorText(_ error: TaskDomainError) -> String {
        switch error {
        case .invalidDuePhrase(let text): invalidDueText(text)
        case .invalidRepeatPhrase(_, let word, let expected):
            "✗ " + (word.map { "at '\($0)': " } ?? "") + "expected \(expected) — try " + TaskEditorPresenter.repeatExamples
        default: "✗ " + DomainErrorText.sentence(error)
        }
    }

}
