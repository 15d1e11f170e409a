import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The editor's Wait, Scheduled and Until fields: read as Due is, each with its preview and
/// its error at the field; saved through TaskDraft and TaskEdit. Today is Sunday 2026-11-29.
@Suite struct TaskEditorPlanDatesTests {
    let presenter = TaskEditorPresentationLogicSpy()

    func makeEditor(tasks: [Task] = [], editing task: Task? = nil) -> (EditorFormDriver, TaskWorkingSpy) {
        let worker = TaskWorkingSpy.editing(tasks)
        let interactor = TaskEditorInteractor(presenter: presenter, worker: worker)
        interactor.task = task
        let editor = EditorFormDriver(interactor: interactor, presenter: presenter)
        editor.load()
        return (editor, worker)
    }

    func day(_ month: Int, _ day: Int, hour: Int? = nil) throws -> Due {
        Due(day: try Fixtures.Samples.day(2026, month, day), hour: hour)
    }

    @Test func theFieldsComeAfterRepeatInTabOrder() {
        #expect(TaskEditor.Field.builtIn == [.title, .notes, .due, .recurrence, .wait, .scheduled, .until, .priority,
                                              .project, .tags])
    }

    @Test func eachFieldPreviewsItsDateAndAWaitPastTheDueDateIsFlagged() throws {
        let (editor, _) = makeEditor()
        editor.type(.due, "tue")
        editor.type(.wait, "fri")
        editor.type(.scheduled, "mon 9:00")
        editor.type(.until, "someday")
        let response = try #require(presenter.presentFormResponses.last)
        #expect(response.planDates == [
            .wait: .valid(DateReading(due: try day(12, 4), words: "fri")),
            .scheduled: .valid(DateReading(due: try day(11, 30, hour: 9), words: "mon 9:00")),
            .until: .invalid("someday"),
        ])
        #expect(response.waitPastDue == (try day(12, 1)))
    }

    @Test func addingSavesThePlanDates() throws {
        let (editor, worker) = makeEditor()
        editor.type(.title, "Plan trip")
        editor.type(.wait, "+3d")
        editor.type(.scheduled, "fri")
        editor.type(.until, "dec 31")
        editor.save()
        let draft = try #require(worker.addDrafts.last)
        #expect(draft.wait == (try day(12, 2)))
        #expect(draft.scheduled == (try day(12, 4)))
        #expect(draft.until == (try day(12, 31)))
    }

    /// A field that does not read blocks the save with its error at the field.
    @Test func anUnreadableDateIsRefusedAtItsField() throws {
        let (editor, worker) = makeEditor()
        editor.type(.title, "Plan trip")
        editor.type(.scheduled, "someday")
        editor.save()
        #expect(worker.addDrafts.isEmpty)
        #expect(presenter.presentSaveFailureResponses.last == .init(kind: .invalidFields([.scheduled])))
        #expect(presenter.presentFormResponses.last?.errors[.scheduled] == .invalidDuePhrase("someday"))
    }

    /// Editing: the fields hold the task's dates; only a changed one is sent, an emptied
    /// one clears, and the title's `wait:` token fills a field nobody changed.
    @Test func editingSendsOnlyWhatChanged() throws {
        let task = try Task(title: "Plan trip", created: Fixtures.Samples.now, wait: try day(12, 2), scheduled: try day(12, 4, hour: 9))
        let (editor, worker) = makeEditor(tasks: [task], editing: task)
        #expect(presenter.presentFormResponses.first?.newText[.wait] == "2026-12-02")
        #expect(presenter.presentFormResponses.first?.newText[.scheduled] == "2026-12-04 09:00")
        editor.type(.scheduled, "")
        editor.type(.until, "eom")
        editor.save()
        let edit = try #require(worker.editCalls.last?.edit)
        #expect(edit.wait == .keep)
        #expect(edit.scheduled == .set(nil))
        #expect(edit.until == .set(try day(11, 30)))
    }

    @Test func thePresenterWordsEachField() throws {
        let display = TaskEditorDisplayLogicSpy()
        let editorPresenter = TaskEditorPresenter(clock: Fixtures.Samples.clock)
        editorPresenter.viewController = display
        var response = TaskEditor.ShowForm.Response(
            isEditing: false, newText: [:], priority: .none, focus: .wait, due: .none, quickAdd: nil,
            completions: [], errors: [:], isDirty: true)
        editorPresenter.presentForm(response: response)
        func note(_ field: TaskEditor.Field) -> TaskEditor.ShowForm.Note? {
            display.displayFormViewModels.last?.rows.first { $0.field == field }?.note
        }
        #expect(display.displayFormViewModels.last?.rows.map(\.label) == [
            "Title", "Notes", "Due", "Repeat", "Wait", "Scheduled", "Until", "Priority", "Project", "Tags"])
        #expect(note(.wait) == .init(text: "hides the task until then (Pending, Next, counts), e.g. fri, +3d, dec 20",
                                     style: Theme.dark.muted))
        #expect(note(.scheduled) == nil)
        response.planDates = [.wait: .valid(DateReading(due: try day(12, 4), words: "fri")),
                              .scheduled: .valid(DateReading(due: try day(11, 30, hour: 9), words: "mon 9:00")),
                              .until: .invalid("someday")]
        editorPresenter.presentForm(response: response)
        #expect(note(.wait) == .init(text: "→ hidden until Fri 2026-12-04 (in 5d)", style: Theme.dark.info))
        #expect(note(.scheduled) == .init(text: "→ planned to start Mon 2026-11-30 09:00 (tomorrow)", style: Theme.dark.info))
        #expect(note(.until)?.style == Theme.dark.error)
        #expect(note(.until)?.text.hasPrefix("✗ not a date: 'someday'") == true)
        response.waitPastDue = try day(12, 1)
        editorPresenter.presentForm(response: response)
        #expect(note(.wait) == .init(text: "→ hidden until Fri 2026-12-04 (in 5d), after the due date Tue 2026-12-01 (in 2d)",
                                     style: Theme.dark.warning))
    }
}
