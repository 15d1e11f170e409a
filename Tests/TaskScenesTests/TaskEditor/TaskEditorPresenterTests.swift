import TaskDomain
import TaskTestSupport
import TerminalCore
import Testing
@testable import TaskScenes

/// Today is Sunday 2026-11-29.
struct TaskEditorPresenterTests {
    let display = TaskEditorDisplayLogicSpy()
    let presenter: TaskEditorPresenter

    init() {
        presenter = TaskEditorPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
    }

    private func response(newText: [TaskEditor.Field: String] = [:], priority: Priority = .none,
                          focus: TaskEditor.Field = .title,
                          due: TaskEditor.DuePreview = .none, quickAdd: QuickAddParser.Result? = nil,
                          completions: [String] = [], errors: [TaskEditor.Field: TaskDomainError] = [:],
                          isEditing: Bool = false, isDirty: Bool = false) -> TaskEditor.ShowForm.Response {
        .init(isEditing: isEditing, newText: newText, priority: priority, focus: focus, due: due, quickAdd: quickAdd,
              completions: completions, errors: errors, isDirty: isDirty)
    }

    /// The view model of a new, empty form focused on `focus`, with `note` under it (and
    /// the tip under Title, which stays when Title is not focused only while adding).
    private func emptyForm(focus: TaskEditor.Field, note: TaskEditor.ShowForm.Note?) -> TaskEditor.ShowForm.ViewModel {
        let rows = TaskEditor.Field.builtIn.map { field -> TaskEditor.ShowForm.Row in
            let content: TaskEditor.ShowForm.Content = field == .priority
                ? .choices(Priority.allCases.map {
                    .init(label: $0.rawValue, isSelected: $0 == .none, style: Theme.dark.priorityStyle($0))
                })
                : .typedText
            return .init(field: field, label: TaskEditorPresenter.label(field), content: content,
                         note: field == focus ? note : nil, error: nil)
        }
        return .init(title: "New task", modified: "", rows: rows, focus: focus, newText: [:])
    }

    private func day(_ month: Int, _ day: Int, hour: Int? = nil) throws -> Due {
        Due(day: try Fixtures.Samples.day(2026, month, day), hour: hour, minute: 0)
    }

    // MARK: - Form

    @Test func newFormHasTitleLabelsAndTheTitleTip() {
        presenter.presentForm(response: response())
        let viewModel = display.lastForm
        #expect(viewModel?.title == "New task")
        #expect(viewModel?.modified == "")
        #expect(viewModel?.focus == .title)
        #expect(viewModel?.rows.map(\.label) == ["Title", "Notes", "Due", "Repeat", "Wait", "Scheduled", "Until", "Priority",
                                                  "Project", "Tags"])
        #expect(display.row(.title)?.note == .init(
            text: "tip: +project #tag !high and a date (tomorrow at 3pm, by fri, dec 20) fill the fields", style: Theme.dark.muted))
        #expect(display.row(.notes)?.note == nil)
        #expect(display.row(.due)?.note == nil)
    }

    /// Every word of an empty form, whole, with the line under each focused field.
    @Test(arguments: [
        (TaskEditor.Field.title, TaskEditor.ShowForm.Note(
            text: "tip: +project #tag !high and a date (tomorrow at 3pm, by fri, dec 20) fill the fields", style: Theme.dark.muted)),
        (.notes, .init(text: "Enter starts a new line; Tab moves on", style: Theme.dark.muted)),
        (.due, .init(text: "e.g. tomorrow at 3pm, fri 9:30, in 2 hours, dec 20, the 15th, next week", style: Theme.dark.muted)),
        (.priority, .init(text: "← → to change", style: Theme.dark.muted)),
        (.project, .init(text: "one word; dots make sub-projects: home.garden", style: Theme.dark.muted)),
        (.tags, .init(text: "words separated by spaces or commas", style: Theme.dark.muted)),
    ])
    func everyFieldsLineWhenFocused(field: TaskEditor.Field, note: TaskEditor.ShowForm.Note) {
        presenter.presentForm(response: response(focus: field))
        #expect(display.displayFormViewModels == [emptyForm(focus: field, note: note)])
    }

    @Test func editFormSaysSoAndShowsChanges() {
        presenter.presentForm(response: response(newText: [.title: "Buy milk"], isEditing: true, isDirty: true))
        #expect(display.lastForm?.title == "Edit task")
        #expect(display.lastForm?.modified == "● modified")
        #expect(display.lastForm?.newText == [.title: "Buy milk"])
        #expect(display.row(.title)?.content == .typedText)
        #expect(display.row(.title)?.note == nil)
    }

    @Test func priorityIsARowOfChoices() throws {
        presenter.presentForm(response: response(priority: .medium, focus: .priority))
        #expect(display.row(.priority)?.content == .choices([
            .init(label: "none", isSelected: false, style: Theme.dark.priorityStyle(.none)),
            .init(label: "low", isSelected: false, style: Theme.dark.priorityStyle(.low)),
            .init(label: "medium", isSelected: true, style: Theme.dark.priorityStyle(.medium)),
            .init(label: "high", isSelected: false, style: Theme.dark.priorityStyle(.high)),
        ]))
        #expect(display.row(.priority)?.note?.text == "← → to change")
    }

    @Test(arguments: [
        (12, 4, nil as Int?, "→ Fri 2026-12-04 (in 5d)"),
        (11, 29, 17, "→ Sun 2026-11-29 17:00 (today)"),
        (11, 30, nil, "→ Mon 2026-11-30 (tomorrow)"),
        (11, 28, nil, "→ Sat 2026-11-28 (yesterday)"),
        (11, 19, nil, "→ Thu 2026-11-19 (10d ago)"),
    ])
    func duePreviewIsAbsoluteAndRelative(month: Int, day: Int, hour: Int?, text: String) throws {
        presenter.presentForm(response: response(due: .valid(DateReading(due: try self.day(month, day, hour: hour), words: "typed"))))
        #expect(display.row(.due)?.note?.text == text)
    }

    @Test func futureDueIsGreenPastDueYellow() throws {
        presenter.presentForm(response: response(due: .valid(DateReading(due: try day(12, 4), words: "dec 4"))))
        #expect(display.row(.due)?.note?.style == Theme.dark.info)
        presenter.presentForm(response: response(due: .valid(DateReading(due: try day(11, 28), words: "nov 28"))))
        #expect(display.row(.due)?.note?.style == Theme.dark.warning)
    }

    @Test func unreadableDueIsAnErrorNoteWithExamples() {
        presenter.presentForm(response: response(due: .invalid("someday")))
        #expect(display.row(.due)?.note == .init(
            text: "✗ not a date: 'someday' — try tomorrow at 3pm, fri 9:30, in 2 hours, dec 20, the 15th, next week",
            style: Theme.dark.error))
    }

    @Test func emptyFocusedDueShowsExamples() {
        presenter.presentForm(response: response(focus: .due))
        #expect(display.row(.due)?.note?.text == "e.g. tomorrow at 3pm, fri 9:30, in 2 hours, dec 20, the 15th, next week")
    }

    @Test func quickAddPreviewListsWhatTheTitleFills() throws {
        let quick = try QuickAddParser.Result(title: "Call mom", due: day(11, 30), duePhrase: "tomorrow",
                                              priority: .high, project: "family", tags: ["phone", "kin"])
        presenter.presentForm(response: response(quickAdd: quick))
        #expect(display.row(.title)?.note == .init(
            text: "quick add: due Mon 2026-11-30 (tomorrow) ← 'tomorrow' · +family · #phone · #kin · !high → 'Call mom'",
            style: Theme.dark.info))
    }

    @Test func theDueLineSaysWhatTheReadingChose() throws {
        let reading = DateReading(due: try day(11, 30, hour: 9), words: "9am", namesDay: false,
                                  notes: [.timeHadPassed(minuteOfDay: 540)])
        presenter.presentForm(response: response(due: .valid(reading)))
        #expect(display.row(.due)?.note?.text == "→ Mon 2026-11-30 09:00 (tomorrow) · 09:00 has passed today: the next one")
    }

    @Test func quickAddPreviewNamesWhatItChoseWhatItLeftAndWhatItRefuses() throws {
        var quick = QuickAddParser.Result(title: "Plan friday party")
        quick.dueReading = DateReading(due: try day(11, 30, hour: 9), words: "at 9am", namesDay: false,
                                       notes: [.timeHadPassed(minuteOfDay: 540)])
        quick.leftAsText = ["friday"]
        presenter.presentForm(response: response(quickAdd: quick))
        #expect(display.row(.title)?.note == .init(
            text: "quick add: due Mon 2026-11-30 09:00 (tomorrow) ← 'at 9am' (09:00 has passed today: the next one) "
                + "→ 'Plan friday party' · kept as text: 'friday'",
            style: Theme.dark.info))
        quick.problems = [.notAField("wait", fields: ["due"])]
        presenter.presentForm(response: response(quickAdd: quick))
        let refused = display.row(.title)?.note
        #expect(refused?.style == Theme.dark.error)
        #expect(refused?.text.hasSuffix("· ✗ taskdeck has no wait: field (yet); a title reads due: (write \\wait: to keep the word)")
                == true, "\(String(describing: refused?.text))")
    }

    @Test func completionsAreListedUnderTheFocusedField() {
        presenter.presentForm(response: response(focus: .project, completions: ["a", "b", "c", "d", "e", "f", "g"]))
        #expect(display.row(.project)?.note?.text == "Tab completes: a  b  c  d  e  +2 more")
        presenter.presentForm(response: response(focus: .tags))
        #expect(display.row(.tags)?.note?.text == "words separated by spaces or commas")
        #expect(display.row(.project)?.note == nil)
    }

    @Test func errorsAreShownAtTheirFields() {
        presenter.presentForm(response: response(errors: [
            .title: .emptyTitle,
            .due: .invalidDuePhrase("xyz"),
            .recurrence: .invalidRepeatPhrase("every 2 weks", word: "weks", expected: "day(s) or week(s)"),
            .project: .invalidProject("a b", reason: .notOneWord),
            .tags: .invalidTag("#", reason: .empty),
        ]))
        #expect(display.lastForm?.rows.map(\.error) == [
            "✗ a task needs a title",
            nil,
            "✗ not a date: 'xyz' — try tomorrow at 3pm, fri 9:30, in 2 hours, dec 20, the 15th, next week",
            "✗ at 'weks': expected day(s) or week(s) — try every week, every mon,thu, every month on the 1st, "
                + "every last day, after 3 days",
            nil, nil, nil, nil,
            "✗ invalid project 'a b': a project name has no spaces (use '.' for sub-projects)",
            "✗ invalid tag '#': a tag cannot be empty",
        ])
    }

    // MARK: - Save, cancel, status

    @Test func saveFailuresGoToTheStatusLine() {
        presenter.presentSaveFailure(response: .init(kind: .invalidFields([.title])))
        presenter.presentSaveFailure(response: .init(kind: .invalidFields([.due, .tags])))
        presenter.presentSaveFailure(response: .init(kind: .nothingAdded))
        presenter.presentSaveFailure(response: .init(kind: .notSaved(SceneError(Fixtures.TestError("disk full")))))
        presenter.presentSaveFailure(response: .init(kind: .notSaved(SceneError(TaskDomainError.unknownID("ab12")))))
        presenter.presentSaveFailure(response: .init(kind: .notSaved(SceneError(Fixtures.TestError(
            "could not save /tmp/x/tasks.json (writing): No space left on device")))))
        #expect(display.displayStatusViewModels == [
            .init(text: "Not saved: fix the marked field", isError: true),
            .init(text: "Not saved: fix the 2 marked fields", isError: true),
            .init(text: "Could not save: nothing was added", isError: true),
            .init(text: "Could not save: disk full", isError: true),
            .init(text: "Could not save: no task has an ID starting with 'ab12'", isError: true),
            .init(text: "Could not save: No space left on device; could not save /tmp/x/tasks.json (writing)",
                  isError: true),
        ])
    }

    @Test func savedAndCancelPassThrough() {
        presenter.presentSaved(response: .init(change: nil))
        presenter.presentCancel(response: .init(quitting: true))
        presenter.presentCancel(response: .init(quitting: false))
        presenter.presentQuestion(response: .init(question: .discardChanges(toTaskTitled: "A", quitting: false)))
        #expect(display.displaySavedViewModels == [.init()])
        #expect(display.displayCancelViewModels == [.init(quitting: true), .init(quitting: false)])
        #expect(display.displayQuestionViewModels == [.init(question: .discardChanges(toTaskTitled: "A", quitting: false))])
    }

    @Test func completionUnavailableIsAnError() {
        presenter.presentStatus(response: .init(kind: .completionUnavailable(SceneError(Fixtures.TestError("disk on fire")))))
        #expect(display.displayStatusViewModels == [.init(
            text: "No completion: could not read the existing projects and tags: disk on fire", isError: true)])
    }
}
