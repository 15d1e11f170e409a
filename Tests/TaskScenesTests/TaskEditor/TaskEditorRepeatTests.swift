import TaskDomain
import TaskTestSupport
import TerminalCore
import Testing
@testable import TaskScenes

/// The Repeat field: its live preview, reading it on save, and quick add's `every …` words.
/// Today is Sunday 2026-11-29.
extension TaskEditorInteractorTests {
    private func repeatDay(_ month: Int, _ day: Int) throws -> Due {
        Due(day: try Fixtures.Samples.day(2026, month, day))
    }

    @Test func theRuleIsPreviewedFromTheDueFieldOrFromToday() throws {
        let (editor, _) = makeInteractor()
        editor.type(.recurrence, "every week")
        #expect(try presenter.lastForm?.recurrence == .valid(Recurrence(frequency: .weekly), first: repeatDay(11, 29)))
        editor.type(.due, "2026-12-07")
        #expect(try presenter.lastForm?.recurrence == .valid(Recurrence(frequency: .weekly), first: repeatDay(12, 7)))
        editor.type(.recurrence, "every 2 weks")
        #expect(presenter.lastForm?.recurrence
            == .invalid(.invalidRepeatPhrase("every 2 weks", word: "weks",
                                             expected: "day(s), week(s), month(s), year(s), a weekday or a day of the month")))
        editor.type(.recurrence, "")
        #expect(presenter.lastForm?.recurrence == TaskEditor.RepeatPreview.none)
    }

    @Test func aRuleThatEndsBeforeItStartsIsPreviewedAsAnError() throws {
        let (editor, _) = makeInteractor()
        editor.type(.recurrence, "every 2nd tuesday until 2026-12-01")
        guard case .invalid(.invalidRepeatPhrase(_, let word, let expected)) = presenter.lastForm?.recurrence else {
            Issue.record("previewed as \(String(describing: presenter.lastForm?.recurrence))")
            return
        }
        #expect(word == "2026-12-01" && expected.contains("2026-12-08 (this repeat ends before it starts)"))
    }

    @Test func savingAddsTheRule() throws {
        let (editor, worker) = makeInteractor()
        editor.type(.title, "Pay rent")
        editor.type(.recurrence, "every month on the 1st")
        editor.save()
        #expect(worker.addDrafts.last?.recurrence == Recurrence(frequency: .monthly, monthDay: .day(1)))
    }

    @Test func anUnreadableRuleIsRefusedAtItsField() throws {
        let (editor, worker) = makeInteractor()
        editor.type(.title, "Pay rent")
        editor.type(.recurrence, "every fortnight")
        editor.save()
        #expect(worker.addDrafts.isEmpty)
        #expect(presenter.lastForm?.focus == .recurrence)
        #expect(presenter.lastForm?.errors[.recurrence] != nil)
        #expect(presenter.presentSaveFailureResponses.last == .init(kind: .invalidFields([.recurrence])))
    }

    @Test func quickAddReadsTheRuleFromTheTitle() throws {
        let (editor, worker) = makeInteractor()
        editor.type(.title, "Water plants after 3 days")
        #expect(presenter.lastForm?.quickAdd?.recurrence == Recurrence(frequency: .daily, interval: 3, mode: .fromCompletion))
        editor.save()
        #expect(worker.addDrafts.last?.title == "Water plants")
        #expect(worker.addDrafts.last?.recurrence == Recurrence(frequency: .daily, interval: 3, mode: .fromCompletion))
    }

    @Test func editingShowsTheRuleAndSendsOnlyAChangedOne() throws {
        let rule = Recurrence(frequency: .weekly, weekdays: [2, 5], end: .count(4))
        let task = try Task(title: "Gym", created: Fixtures.Samples.clock.now, due: repeatDay(11, 30), recurrence: rule)
        let (editor, worker) = makeInteractor(tasks: [task], editing: task)
        #expect(presenter.presentFormResponses.first?.newText[.recurrence] == "every week on mon, thu 4 times")
        editor.type(.title, "Gym class")
        editor.save()
        #expect(worker.editCalls.last?.edit.recurrence == .keep)
        let (stopping, stoppingWorker) = makeInteractor(tasks: [task], editing: task)
        stopping.type(.recurrence, "")
        stopping.save()
        #expect(stoppingWorker.editCalls.last?.edit.recurrence == .set(nil))
    }

    @Test func thePresenterWordsThePreview() throws {
        let presenter = TaskEditorPresenter(clock: Fixtures.Samples.clock)
        let display = TaskEditorDisplayLogicSpy()
        presenter.viewController = display
        presenter.presentForm(response: .init(
            isEditing: false, newText: [:], priority: .none, focus: .recurrence, due: .none,
            recurrence: .valid(Recurrence(frequency: .weekly), first: try repeatDay(12, 7)),
            quickAdd: nil, completions: [], errors: [:], isDirty: true))
        #expect(display.row(.recurrence)?.label == "Repeat")
        #expect(display.row(.recurrence)?.note == .init(text: "→ next: Mon 2026-12-07, then Mon 2026-12-14", style: Theme.dark.info))
        presenter.presentForm(response: .init(
            isEditing: false, newText: [:], priority: .none, focus: .recurrence, due: .none,
            recurrence: .valid(Recurrence(frequency: .weekly, end: .count(1)), first: try repeatDay(12, 7)),
            quickAdd: nil, completions: [], errors: [:], isDirty: true))
        #expect(display.row(.recurrence)?.note?.text == "→ next: Mon 2026-12-07, the last time")
        presenter.presentForm(response: .init(
            isEditing: false, newText: [:], priority: .none, focus: .recurrence, due: .none,
            quickAdd: nil, completions: [], errors: [:], isDirty: false))
        #expect(display.row(.recurrence)?.note == .init(
            text: "e.g. every week, every mon,thu, every month on the 1st, every last day, after 3 days", style: Theme.dark.muted))
    }
}

/// The Repeat field takes a time as the title does (`every weekday 9:30`): the due date's.
/// The sample week's clock: Sunday 2026-11-29 12:00.
extension TaskEditorInteractorTests {
    @Test func aTimeInTheRepeatFieldIsTheDueTimeOfTheRulesFirstDay() throws {
        let (editor, worker) = makeInteractor()
        editor.type(.title, "Standup")
        editor.type(.recurrence, "every weekday 9:30")
        let monday = Due(day: try Fixtures.Samples.day(2026, 11, 30), hour: 9, minute: 30)
        #expect(presenter.lastForm?.recurrence == .valid(Recurrence(frequency: .weekly, weekdays: [2, 3, 4, 5, 6]),
                                                         first: monday))
        editor.save()
        #expect(worker.addDrafts.first?.due == monday)
        #expect(worker.addDrafts.first?.recurrence == Recurrence(frequency: .weekly, weekdays: [2, 3, 4, 5, 6]))
    }

    @Test func aTimeInTheRepeatFieldGoesOntoTheDueFieldsDay() throws {
        let (editor, worker) = makeInteractor()
        editor.type(.title, "Review")
        editor.type(.due, "2026-12-04")
        editor.type(.recurrence, "every week at 4pm")
        editor.save()
        #expect(worker.addDrafts.first?.due == Due(day: try Fixtures.Samples.day(2026, 12, 4), hour: 16))
    }

    @Test func twoTimesAreRefusedAtTheRepeatField() throws {
        let (editor, worker) = makeInteractor()
        editor.type(.title, "Standup")
        editor.type(.due, "2026-12-04 10:00")
        editor.type(.recurrence, "every weekday 9:30")
        #expect(presenter.lastForm?.recurrence == .invalid(.twoTimes(due: 600, repeat: 570)))
        editor.save()
        #expect(worker.addDrafts.isEmpty)
        #expect(presenter.lastForm?.errors[.recurrence] == .twoTimes(due: 600, repeat: 570))
    }

    @Test func editingARepeatWithATimeMovesTheTasksTimeOnItsDay() throws {
        let task = try Fixtures.Samples.task("Standup", due: Due(day: try Fixtures.Samples.day(2026, 12, 4), hour: 10))
        let (editor, worker) = makeInteractor(tasks: [task], editing: task)
        editor.type(.recurrence, "every weekday 9:30")
        editor.save()
        let edit = try #require(worker.editCalls.first?.edit)
        #expect(edit.due == .set(Due(day: try Fixtures.Samples.day(2026, 12, 4), hour: 9, minute: 30)))
    }
}
