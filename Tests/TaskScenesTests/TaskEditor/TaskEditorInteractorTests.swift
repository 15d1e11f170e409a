import TaskDomain
import TaskWording
import TaskTestSupport
import Testing
@testable import TaskScenes

/// Today is Sunday 2026-11-29.
struct TaskEditorInteractorTests {
    let presenter = TaskEditorPresentationLogicSpy()

    /// An interactor over a spy worker holding `tasks`, editing `task` (adding when nil), loaded.
    func makeInteractor(tasks: [Task] = [], editing task: Task? = nil) -> (EditorFormDriver, TaskWorkingSpy) {
        let worker = TaskWorkingSpy.editing(tasks)
        let interactor = TaskEditorInteractor(presenter: presenter, worker: worker)
        interactor.task = task
        let editor = EditorFormDriver(interactor: interactor, presenter: presenter)
        editor.load()
        return (editor, worker)
    }

    private func due(_ year: Int, _ month: Int, _ day: Int, hour: Int? = nil, minute: Int = 0) throws -> Due {
        Due(day: try Fixtures.Samples.day(year, month, day), hour: hour, minute: minute)
    }

    // MARK: - Load

    @Test func addingLoadsAnEmptyFormFocusedOnTheTitle() throws {
        _ = makeInteractor()
        #expect(presenter.presentFormResponses == [TaskEditor.ShowForm.Response(
            isEditing: false, newText: [.title: "", .notes: "", .due: "", .recurrence: "", .wait: "", .scheduled: "", .until: "",
                                        .project: "", .tags: ""],
            priority: .none,
            focus: .title, due: .none, quickAdd: nil,
            completions: [], errors: [:], isDirty: false)])
        #expect(presenter.presentStatusResponses.isEmpty)
    }

    @Test func editingPrefillsEveryFieldFromTheTask() throws {
        let task = try Fixtures.Samples.task("Call mom", notes: "ask about\nthe trip", due: due(2026, 12, 4, hour: 9, minute: 30),
                                  priority: .medium, project: "family", tags: ["phone", "calls"])
        _ = makeInteractor(tasks: [task], editing: task)
        let text: [TaskEditor.Field: String] = [.title: "Call mom", .notes: "ask about\nthe trip",
                                                .due: "2026-12-04 09:30", .recurrence: "", .wait: "", .scheduled: "",
                                                .until: "", .project: "family",
                                                .tags: "calls phone"]
        #expect(try presenter.presentFormResponses == [TaskEditor.ShowForm.Response(
            isEditing: true, newText: text, priority: .medium, focus: .title, due: .valid(DateReading(due: due(2026, 12, 4, hour: 9, minute: 30), words: "2026-12-04 09:30")),
            quickAdd: nil, completions: [], errors: [:], isDirty: false)])
    }

    @Test func unreadableTasksTurnCompletionOffAndSaySo() throws {
        let worker = TaskWorkingSpy.editing()
        worker.allTasksError = Fixtures.TestError("disk on fire")
        let interactor = TaskEditorInteractor(presenter: presenter, worker: worker)
        interactor.loadForm(request: .init())
        #expect(presenter.presentStatusResponses
                == [.init(kind: .completionUnavailable(SceneError(Fixtures.TestError("disk on fire"))))])
        #expect(presenter.presentFormResponses.count == 1)
    }

    // MARK: - Editing fields

    @Test func quickAddPreviewFollowsTheTitleWhenAdding() throws {
        let (editor, _) = makeInteractor()
        editor.type(.title, "Call mom tomorrow +family #phone !high")
        #expect(try presenter.lastForm?.quickAdd == QuickAddParser.Result(
            title: "Call mom", due: due(2026, 11, 30), duePhrase: "tomorrow", priority: .high,
            project: "family", tags: ["phone"]))
        #expect(presenter.lastForm?.isDirty == true)
        #expect(editor.typed.title == "Call mom tomorrow +family #phone !high")
    }

    /// A filled field wins over its token, and the token still leaves the title; the
    /// preview says what will be saved.
    @Test func filledFieldsWinAndTheirTokensLeaveTheTitle() throws {
        let (editor, _) = makeInteractor()
        editor.type(.due, "fri")
        editor.type(.project, "work")
        editor.type(.title, "Call mom tomorrow +family #phone")
        #expect(try presenter.lastForm?.quickAdd == QuickAddParser.Result(
            title: "Call mom", due: due(2026, 12, 4), duePhrase: "fri", project: "work", tags: ["phone"]))
    }

    @Test func editingPreviewsOnlyWhatWasAddedToTheTitle() throws {
        let task = try Fixtures.Samples.task("Review +1 votes on fri")
        let (editor, _) = makeInteractor(tasks: [task], editing: task)
        #expect(presenter.lastForm?.quickAdd == nil)
        editor.type(.title, "Review +1 votes on fri #tag tomorrow")
        var expected = QuickAddParser.Result(title: "Review +1 votes on fri", due: try due(2026, 11, 30),
                                             duePhrase: "tomorrow", tags: ["tag"])
        expected.leftAsText = []
        #expect(presenter.lastForm?.quickAdd == expected)
    }

    /// `e` on a task, append ` #home2 tomorrow`, Enter: the words added are read, not saved as the title.
    @Test func editingReadsTheWordsAddedToTheTitle() throws {
        let task = try Fixtures.Samples.task("Call mom", due: due(2026, 12, 24), project: "family", tags: ["phone"])
        let (editor, worker) = makeInteractor(tasks: [task], editing: task)
        editor.type(.title, "Call mom #home2 tomorrow at 3pm +calls !high")
        editor.save()
        let edit = try #require(worker.editCalls.first?.edit)
        #expect(edit.title == .keep)
        #expect(edit.due == .set(try due(2026, 11, 30, hour: 15)))
        #expect(edit.addTags == ["home2"] && edit.removeTags.isEmpty)
        #expect(edit.project == .set("calls") && edit.priority == .set(.high))
    }

    /// `wait:`, `scheduled:` and `until:` typed in the title are saved with the task, adding or editing.
    @Test func planDatesTypedInTheTitleAreSaved() throws {
        let (adding, addWorker) = makeInteractor()
        adding.type(.title, "Pack wait:fri scheduled:2026-12-05 until:2026-12-31")
        adding.save()
        let draft = try #require(addWorker.addDrafts.first)
        let friday = try due(2026, 12, 4), saturday = try due(2026, 12, 5), last = try due(2026, 12, 31)
        #expect(draft.title == "Pack" && draft.wait == friday)
        #expect(draft.scheduled == saturday && draft.until == last)
        let task = try Fixtures.Samples.task("Call mom")
        let (editor, worker) = makeInteractor(tasks: [task], editing: task)
        editor.type(.title, "Call mom wait:fri")
        editor.save()
        let edit = try #require(worker.editCalls.first?.edit)
        #expect(edit.title == .keep && edit.wait == .set(friday) && edit.scheduled == .keep)
    }

    @Test func whenEditingAChangedFieldWinsOverTheTitlesToken() throws {
        let task = try Fixtures.Samples.task("Call mom", due: due(2026, 12, 24))
        let (editor, worker) = makeInteractor(tasks: [task], editing: task)
        editor.type(.title, "Call mom fri")
        editor.type(.due, "2026-12-31")
        editor.save()
        let edit = try #require(worker.editCalls.first?.edit)
        let typed = try due(2026, 12, 31)
        #expect(edit.title == .keep && edit.due == .set(typed))
    }

    @Test func whenEditingAnAttributeTaskdeckHasNotIsRefusedAtTheTitle() throws {
        let task = try Fixtures.Samples.task("Call mom")
        let (editor, worker) = makeInteractor(tasks: [task], editing: task)
        editor.type(.title, "Call mom recur:1")
        editor.save()
        #expect(worker.editCalls.isEmpty)
        #expect(presenter.lastForm?.errors[.title] == .notAField("recur", fields: ["due", "wait", "scheduled", "until", "project", "tag", "priority", "depends"]))
        #expect(presenter.presentSaveFailureResponses.last == .init(kind: .invalidFields([.title])))
    }

    @Test(arguments: [
        // Today is Sunday 2026-11-29.
        ("fri", TaskEditor.DuePreview.valid(DateReading(due: Due(day: Fixtures.Samples.clock.today.adding(days: 5)), words: "fri"))),
        ("tomorrow 9:30", .valid(DateReading(due: Due(day: Fixtures.Samples.clock.today.adding(days: 1), hour: 9, minute: 30),
                                             words: "tomorrow 9:30"))),
        ("  ", .none),
        ("someday", .invalid("someday")),
    ])
    func duePreviewFollowsTheDueField(text: String, preview: TaskEditor.DuePreview) throws {
        let (editor, _) = makeInteractor()
        editor.type(.due, text)
        #expect(presenter.lastForm?.due == preview)
    }

    @Test func priorityStepsBothWaysAndStopsAtTheEnds() throws {
        let (editor, _) = makeInteractor()
        editor.cyclePriority(.next)
        #expect(presenter.lastForm?.priority == .low)
        editor.cyclePriority(.previous)
        editor.cyclePriority(.previous)
        #expect(presenter.lastForm?.priority == Priority.none)
        for _ in 0..<5 { editor.cyclePriority(.next) }
        #expect(presenter.lastForm?.priority == .high)
    }

    // MARK: - Focus and completion

    @Test func focusMovesThroughEveryFieldAndWraps() throws {
        let (editor, _) = makeInteractor()
        var order: [TaskEditor.Field] = []
        for _ in 0..<TaskEditor.Field.builtIn.count {
            editor.moveFocus(.next, completes: true)
            order.append(presenter.lastForm?.focus ?? .title)
        }
        #expect(order == [.notes, .due, .recurrence, .wait, .scheduled, .until, .priority, .project, .tags, .title])
        editor.moveFocus(.previous, completes: false)
        #expect(presenter.lastForm?.focus == .tags)
    }

    private func focusProject(_ editor: EditorFormDriver) {
        for _ in 0..<8 { editor.moveFocus(.next, completes: false) }
    }

    @Test func tabCompletesAStartedProjectThenMovesOn() throws {
        let tasks = try [Fixtures.Samples.task("a", project: "home.garden"), Fixtures.Samples.task("b", project: "work")]
        let (editor, _) = makeInteractor(tasks: tasks)
        focusProject(editor)
        editor.type(.project, "ho")
        #expect(presenter.lastForm?.completions == ["home", "home.garden"])
        editor.moveFocus(.next, completes: true)
        #expect(presenter.lastForm?.newText == [.project: "home"])
        #expect(editor.typed.project == "home")
        #expect(presenter.lastForm?.focus == .project)
        // `home` is a name and the beginning of a longer one: Tab goes on to it, then back.
        editor.moveFocus(.next, completes: true)
        #expect(editor.typed.project == "home.garden")
        editor.moveFocus(.next, completes: true)
        #expect(editor.typed.project == "ho")
        editor.moveFocus(.next, completes: true)
        #expect(presenter.lastForm?.focus == .tags)
        #expect(presenter.lastForm?.newText == [:])
        #expect(editor.typed.project == "ho")
    }

    /// With no longer shared beginning, Tab offers the names in turn, then what was typed,
    /// and the Tab after that moves on.
    @Test func tabCyclesThroughTheCandidatesThenMovesOn() throws {
        let (editor, _) = try makeInteractor(tasks: ["reading", "report", "review"].map { try Fixtures.Samples.task($0, project: $0) })
        focusProject(editor)
        editor.type(.project, "re")
        var seen: [String] = []
        for _ in 0..<4 {
            editor.moveFocus(.next, completes: true)
            seen.append(editor.typed.project)
        }
        #expect(seen == ["reading", "report", "review", "re"])
        #expect(presenter.lastForm?.focus == .project)
        editor.moveFocus(.next, completes: true)
        #expect(presenter.lastForm?.focus == .tags)
        #expect(editor.typed.project == "re")
    }

    @Test func downNeverCompletes() throws {
        let (editor, _) = try makeInteractor(tasks: [Fixtures.Samples.task("a", project: "work")])
        focusProject(editor)
        editor.type(.project, "wo")
        editor.moveFocus(.next, completes: false)
        #expect(editor.typed.project == "wo")
        #expect(presenter.lastForm?.focus == .tags)
    }

    @Test func tabCompletesTheLastTag() throws {
        let (editor, _) = try makeInteractor(tasks: [Fixtures.Samples.task("a", tags: ["work", "phone", "photos"])])
        for _ in 0..<9 { editor.moveFocus(.next, completes: false) }
        editor.type(.tags, "phone, wo")
        #expect(presenter.lastForm?.completions == ["work"])
        editor.moveFocus(.next, completes: true)
        #expect(editor.typed.tags == "phone, work")
        #expect(presenter.lastForm?.focus == .tags)
    }

    // MARK: - Saving a new task

    @Test func savingAddsTheQuickAddDraft() throws {
        let (editor, worker) = makeInteractor()
        editor.type(.title, "Call mom tomorrow +family #phone !high")
        editor.type(.notes, "ask about the trip")
        editor.save()
        #expect(try worker.addDrafts == [TaskDraft(title: "Call mom", notes: "ask about the trip", due: due(2026, 11, 30),
                                                   priority: .high, project: "family", tags: ["phone"])])
        #expect(worker.editCalls.isEmpty)
        let saved = try #require(presenter.presentSavedResponses.first)
        #expect(presenter.presentSavedResponses.count == 1)
        #expect(saved.change.map { ChangeSummary.text(of: $0) } == "Added 'Call mom'")
        #expect(editor.interactor.savedTask?.id == saved.change?.ids.first)
        #expect(editor.interactor.savedTask?.change == saved.change)
    }

    @Test func explicitFieldsWinOverQuickAddTokens() throws {
        let (editor, worker) = makeInteractor()
        editor.type(.title, "Call mom tomorrow +family #phone !low")
        editor.type(.due, "fri")
        editor.type(.project, "work")
        editor.type(.tags, "calls, #Phone")
        for _ in 0..<3 { editor.cyclePriority(.next) }  // high
        editor.save()
        #expect(try worker.addDrafts == [TaskDraft(title: "Call mom", due: due(2026, 12, 4),
                                                   priority: .high, project: "work", tags: ["calls", "phone"])])
    }

    @Test func emptyTitleIsRefusedAtTheTitleField() throws {
        let (editor, worker) = makeInteractor()
        editor.type(.notes, "only notes")
        editor.moveFocus(.next, completes: false)
        editor.save()
        #expect(worker.addDrafts.isEmpty)
        #expect(presenter.presentSavedResponses.isEmpty)
        #expect(presenter.presentSaveFailureResponses == [.init(kind: .invalidFields([.title]))])
        #expect(presenter.lastForm?.errors == [.title: .emptyTitle])
        #expect(presenter.lastForm?.focus == .title)
        #expect(editor.typed.notes == "only notes")
    }

    @Test func everyInvalidFieldIsMarkedAndTheTextKept() throws {
        let (editor, worker) = makeInteractor()
        editor.type(.title, "Plan")
        editor.type(.due, "someday")
        editor.type(.project, "my project")
        editor.type(.tags, "ok #")
        editor.save()
        #expect(worker.addDrafts.isEmpty)
        #expect(presenter.presentSaveFailureResponses == [.init(kind: .invalidFields([.due, .project, .tags]))])
        let form = presenter.lastForm
        #expect(form?.errors == [
            .due: .invalidDuePhrase("someday"),
            .project: .invalidProject("my project", reason: .notOneWord),
            .tags: .invalidTag("#", reason: .empty),
        ])
        #expect(form?.focus == .due)
        #expect(form?.newText == [:])  // the typed text stays as typed, in the view
        #expect(editor.typed == TaskEditor.FormText(title: "Plan", due: "someday", project: "my project", tags: "ok #"))
    }

    @Test func editingAFieldClearsOnlyItsError() throws {
        let (editor, _) = makeInteractor()
        editor.type(.due, "someday")
        editor.type(.project, "a b")
        editor.save()
        editor.type(.due, "fri")
        #expect(Set(presenter.lastForm?.errors.keys.map { $0 } ?? []) == [.title, .project])
    }

    @Test func storageFailureKeepsTheFormOpen() throws {
        let (editor, worker) = makeInteractor()
        worker.saveError = Fixtures.TestError("disk full")
        editor.type(.title, "Buy milk")
        editor.save()
        #expect(worker.addDrafts.count == 1)
        #expect(presenter.presentSavedResponses.isEmpty)
        #expect(presenter.presentSaveFailureResponses
                == [.init(kind: .notSaved(SceneError(Fixtures.TestError("disk full"))))])
        #expect(editor.interactor.savedTask == nil)
    }

    // MARK: - Saving an edit

    @Test func editSendsOnlyTheChangedFields() throws {
        let task = try Fixtures.Samples.task("Call mom", notes: "n", due: due(2026, 12, 4), priority: .low,
                                  project: "family", tags: ["phone", "old"])
        let (editor, worker) = makeInteractor(tasks: [task], editing: task)
        editor.cyclePriority(.previous)  // none
        editor.type(.tags, "phone new")
        editor.save()
        #expect(worker.editCalls.count == 1)
        #expect(worker.editCalls.first?.ids == [task.id])
        #expect(worker.editCalls.first?.edit == TaskEdit(priority: PriorityUpdate.set(Priority.none), addTags: ["new"], removeTags: ["old"]))
        #expect(worker.addDrafts.isEmpty)
        #expect(presenter.presentSavedResponses.count == 1)
        #expect(editor.interactor.savedTask?.id == task.id)
    }

    @Test func editOfTitleDueAndProject() throws {
        let task = try Fixtures.Samples.task("Call mom", due: due(2026, 12, 4), project: "family")
        let (editor, worker) = makeInteractor(tasks: [task], editing: task)
        editor.type(.title, "  Call dad ")
        editor.type(.due, "")
        editor.type(.project, "")
        editor.save()
        #expect(worker.editCalls.first?.edit == TaskEdit(title: .set("Call dad"), due: .set(nil), project: .set(nil)))
        #expect(presenter.presentSavedResponses.first?.change.map { ChangeSummary.text(of: $0) } == "Edited 'Call dad'")
    }

    @Test func retypingTheSameValuesChangesNothing() throws {
        let task = try Fixtures.Samples.task("Call mom", due: due(2026, 11, 30), tags: ["a", "b"])
        let (editor, worker) = makeInteractor(tasks: [task], editing: task)
        editor.type(.due, "tomorrow")
        editor.type(.tags, "b,a")
        editor.save()
        #expect(worker.editCalls.isEmpty)
        #expect(presenter.presentSavedResponses == [.init(change: nil)])
        #expect(editor.interactor.savedTask == TaskEditor.SavedTask(id: task.id, change: nil))
    }

    @Test func aVanishedTaskIsReportedNotMarkedOnAField() throws {
        let task = try Fixtures.Samples.task("Gone")
        let (editor, worker) = makeInteractor(tasks: [task], editing: task)
        worker.saveError = TaskDomainError.taskNotFound(task.id)
        editor.type(.title, "Still gone")
        editor.save()
        #expect(presenter.presentSaveFailureResponses
                == [.init(kind: .notSaved(SceneError(TaskDomainError.taskNotFound(task.id))))])
        #expect(presenter.lastForm?.errors == [:])
    }

    // MARK: - Cancel

    @Test func cancelAsksOnlyWhenSomethingChanged() throws {
        let (editor, _) = makeInteractor()
        editor.cancel()
        editor.type(.title, "x")
        editor.cancel()
        editor.type(.title, "")
        editor.cancel(quitting: true)
        editor.cyclePriority(.next)
        editor.cancel(quitting: true)
        #expect(presenter.presentCancelResponses == [.init(quitting: false), .init(quitting: true)])
        #expect(presenter.presentQuestionResponses == [
            .init(question: .discardChanges(toTaskTitled: nil, quitting: false)),
            .init(question: .discardChanges(toTaskTitled: nil, quitting: true)),
        ])
    }

    /// The interactor decides what the answer does: yes leaves as asked (here: quits), no
    /// keeps the form; an answer with no question pending does nothing.
    @Test func theDiscardAnswerLeavesOnlyOnYes() throws {
        let (editor, _) = makeInteractor()
        editor.type(.title, "x")
        editor.cancel()
        editor.interactor.answerQuestion(request: .init(answer: .no))
        #expect(presenter.presentCancelResponses.isEmpty)
        editor.cancel(quitting: true)
        editor.interactor.answerQuestion(request: .init(answer: .yes))
        editor.interactor.answerQuestion(request: .init(answer: .yes))
        #expect(presenter.presentCancelResponses == [.init(quitting: true)])
    }
}

/// Plays the view's part for the interactor's tests: it owns the typed text, hands all of
/// it over with every request, and takes the text the interactor puts in (`newText`: the
/// loaded form, a Tab completion), as `TaskEditorViewController` does.
final class EditorFormDriver {
    let interactor: TaskEditorInteractor
    private let presenter: TaskEditorPresentationLogicSpy
    private(set) var typed = TaskEditor.FormText()

    init(interactor: TaskEditorInteractor, presenter: TaskEditorPresentationLogicSpy) {
        self.interactor = interactor
        self.presenter = presenter
    }

    func load() { taking { interactor.loadForm(request: .init()) } }

    func type(_ field: TaskEditor.Field, _ text: String) {
        typed[text: field] = text
        taking { interactor.editField(request: .init(field: field, form: typed)) }
    }

    func moveFocus(_ direction: TaskEditor.Direction, completes: Bool) {
        taking { interactor.moveFocus(request: .init(direction: direction, completes: completes, form: typed)) }
    }

    func cyclePriority(_ direction: TaskEditor.Direction) {
        taking { interactor.cyclePriority(request: .init(direction: direction, form: typed)) }
    }

    func save() { taking { interactor.save(request: .init(form: typed)) } }

    func cancel(quitting: Bool = false) { taking { interactor.cancel(request: .init(quitting: quitting, form: typed)) } }

    /// Runs `request` and puts the text of the forms it presented into `typed`.
    private func taking(_ request: () -> Void) {
        let before = presenter.presentFormResponses.count
        request()
        for response in presenter.presentFormResponses.dropFirst(before) {
            for (field, text) in response.newText { typed[text: field] = text }
        }
    }
}
