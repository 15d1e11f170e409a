import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskScenes

/// Today is Sunday 2026-11-29.
struct TaskEditorInteractorTests {
    let presenter = EditorPresentationLogicSpy()

    private func makeInteractor(tasks: [Task] = [], editing task: Task? = nil) -> (TaskEditorInteractor, EditorTaskWorkingSpy) {
        let worker = EditorTaskWorkingSpy(tasks: tasks)
        let interactor = TaskEditorInteractor(presenter: presenter, worker: worker)
        interactor.task = task
        interactor.loadForm(request: .init())
        return (interactor, worker)
    }

    private func type(_ interactor: TaskEditorInteractor, _ field: TaskEditor.Field, _ text: String) {
        interactor.editField(request: .init(field: field, text: text))
    }

    private func due(_ year: Int, _ month: Int, _ day: Int, hour: Int? = nil, minute: Int = 0) throws -> Due {
        Due(day: try Seeds.day(year, month, day), hour: hour, minute: minute)
    }

    // MARK: - Load

    @Test func addingLoadsAnEmptyFormFocusedOnTheTitle() throws {
        _ = makeInteractor()
        #expect(presenter.presentFormResponses == [TaskEditor.ShowForm.Response(
            isEditing: false, form: TaskEditor.Form(), focus: .title, due: .none, quickAdd: nil,
            completions: [], errors: [:], isDirty: false)])
        #expect(presenter.presentStatusResponses.isEmpty)
    }

    @Test func editingPrefillsEveryFieldFromTheTask() throws {
        let task = try Seeds.task("Call mom", notes: "ask about\nthe trip", due: due(2026, 12, 4, hour: 9, minute: 30),
                                  priority: .medium, project: "family", tags: ["phone", "calls"])
        _ = makeInteractor(tasks: [task], editing: task)
        let form = TaskEditor.Form(title: "Call mom", notes: "ask about\nthe trip", due: "2026-12-04 09:30",
                                   priority: .medium, project: "family", tags: "calls phone")
        #expect(try presenter.presentFormResponses == [TaskEditor.ShowForm.Response(
            isEditing: true, form: form, focus: .title, due: .valid(due(2026, 12, 4, hour: 9, minute: 30)),
            quickAdd: nil, completions: [], errors: [:], isDirty: false)])
    }

    @Test func unreadableTasksTurnCompletionOffAndSaySo() throws {
        let worker = EditorTaskWorkingSpy()
        worker.allTasksError = Fixtures.TestError("disk on fire")
        let interactor = TaskEditorInteractor(presenter: presenter, worker: worker)
        interactor.loadForm(request: .init())
        #expect(presenter.presentStatusResponses
                == [.init(kind: .completionUnavailable(.init(error: Fixtures.TestError("disk on fire"))))])
        #expect(presenter.presentFormResponses.count == 1)
    }

    // MARK: - Editing fields

    @Test func quickAddPreviewFollowsTheTitleWhenAdding() throws {
        let (interactor, _) = makeInteractor()
        type(interactor, .title, "Call mom tomorrow +family #phone !high")
        #expect(try presenter.lastForm?.quickAdd == QuickAddParser.Result(
            title: "Call mom", due: due(2026, 11, 30), duePhrase: "tomorrow", priority: .high,
            project: "family", tags: ["phone"]))
        #expect(presenter.lastForm?.isDirty == true)
        #expect(presenter.lastForm?.form.title == "Call mom tomorrow +family #phone !high")
    }

    /// A filled field wins over its token, and the token still leaves the title; the
    /// preview says what will be saved.
    @Test func filledFieldsWinAndTheirTokensLeaveTheTitle() throws {
        let (interactor, _) = makeInteractor()
        type(interactor, .due, "fri")
        type(interactor, .project, "work")
        type(interactor, .title, "Call mom tomorrow +family #phone")
        #expect(try presenter.lastForm?.quickAdd == QuickAddParser.Result(
            title: "Call mom", due: due(2026, 12, 4), duePhrase: "fri", project: "work", tags: ["phone"]))
    }

    @Test func noQuickAddWhenEditing() throws {
        let task = try Seeds.task("Old")
        let (interactor, _) = makeInteractor(tasks: [task], editing: task)
        type(interactor, .title, "New #tag tomorrow")
        #expect(presenter.lastForm?.quickAdd == nil)
    }

    @Test(arguments: [
        // Today is Sunday 2026-11-29.
        ("fri", TaskEditor.DuePreview.valid(Due(day: Seeds.clock.today.adding(days: 5)))),
        ("tomorrow 9:30", .valid(Due(day: Seeds.clock.today.adding(days: 1), hour: 9, minute: 30))),
        ("  ", .none),
        ("someday", .invalid("someday")),
    ])
    func duePreviewFollowsTheDueField(text: String, preview: TaskEditor.DuePreview) throws {
        let (interactor, _) = makeInteractor()
        type(interactor, .due, text)
        #expect(presenter.lastForm?.due == preview)
    }

    @Test func singleLineFieldsTurnNewlinesIntoSpaces() throws {
        let (interactor, _) = makeInteractor()
        type(interactor, .title, "a\nb")
        type(interactor, .notes, "c\nd")
        #expect(presenter.lastForm?.form.title == "a b")
        #expect(presenter.lastForm?.form.notes == "c\nd")
    }

    @Test func unchangedTextPresentsNothing() throws {
        let (interactor, _) = makeInteractor()
        type(interactor, .title, "")
        #expect(presenter.presentFormResponses.count == 1)
    }

    @Test func priorityStepsBothWaysAndStopsAtTheEnds() throws {
        let (interactor, _) = makeInteractor()
        interactor.cyclePriority(request: .init(direction: .next))
        #expect(presenter.lastForm?.form.priority == .low)
        interactor.cyclePriority(request: .init(direction: .previous))
        interactor.cyclePriority(request: .init(direction: .previous))
        #expect(presenter.lastForm?.form.priority == Priority.none)
        for _ in 0..<5 { interactor.cyclePriority(request: .init(direction: .next)) }
        #expect(presenter.lastForm?.form.priority == .high)
    }

    // MARK: - Focus and completion

    @Test func focusMovesThroughEveryFieldAndWraps() throws {
        let (interactor, _) = makeInteractor()
        var order: [TaskEditor.Field] = []
        for _ in 0..<6 {
            interactor.moveFocus(request: .init(direction: .next, completes: true))
            order.append(presenter.lastForm?.focus ?? .title)
        }
        #expect(order == [.notes, .due, .priority, .project, .tags, .title])
        interactor.moveFocus(request: .init(direction: .previous, completes: false))
        #expect(presenter.lastForm?.focus == .tags)
    }

    private func focusProject(_ interactor: TaskEditorInteractor) {
        for _ in 0..<4 { interactor.moveFocus(request: .init(direction: .next, completes: false)) }
    }

    @Test func tabCompletesAStartedProjectThenMovesOn() throws {
        let tasks = try [Seeds.task("a", project: "home.garden"), Seeds.task("b", project: "work")]
        let (interactor, _) = makeInteractor(tasks: tasks)
        focusProject(interactor)
        type(interactor, .project, "ho")
        #expect(presenter.lastForm?.completions == ["home", "home.garden"])
        interactor.moveFocus(request: .init(direction: .next, completes: true))
        #expect(presenter.lastForm?.form.project == "home")
        #expect(presenter.lastForm?.focus == .project)
        // `home` is a name and the beginning of a longer one: Tab goes on to it, then back.
        interactor.moveFocus(request: .init(direction: .next, completes: true))
        #expect(presenter.lastForm?.form.project == "home.garden")
        interactor.moveFocus(request: .init(direction: .next, completes: true))
        #expect(presenter.lastForm?.form.project == "ho")
        interactor.moveFocus(request: .init(direction: .next, completes: true))
        #expect(presenter.lastForm?.focus == .tags)
        #expect(presenter.lastForm?.form.project == "ho")
    }

    /// With no longer shared beginning, Tab offers the names in turn, then what was typed,
    /// and the Tab after that moves on.
    @Test func tabCyclesThroughTheCandidatesThenMovesOn() throws {
        let (interactor, _) = try makeInteractor(tasks: ["reading", "report", "review"].map { try Seeds.task($0, project: $0) })
        focusProject(interactor)
        type(interactor, .project, "re")
        var seen: [String] = []
        for _ in 0..<4 {
            interactor.moveFocus(request: .init(direction: .next, completes: true))
            seen.append(presenter.lastForm?.form.project ?? "")
        }
        #expect(seen == ["reading", "report", "review", "re"])
        #expect(presenter.lastForm?.focus == .project)
        interactor.moveFocus(request: .init(direction: .next, completes: true))
        #expect(presenter.lastForm?.focus == .tags)
        #expect(presenter.lastForm?.form.project == "re")
    }

    @Test func downNeverCompletes() throws {
        let (interactor, _) = try makeInteractor(tasks: [Seeds.task("a", project: "work")])
        focusProject(interactor)
        type(interactor, .project, "wo")
        interactor.moveFocus(request: .init(direction: .next, completes: false))
        #expect(presenter.lastForm?.form.project == "wo")
        #expect(presenter.lastForm?.focus == .tags)
    }

    @Test func tabCompletesTheLastTag() throws {
        let (interactor, _) = try makeInteractor(tasks: [Seeds.task("a", tags: ["work", "phone", "photos"])])
        for _ in 0..<5 { interactor.moveFocus(request: .init(direction: .next, completes: false)) }
        type(interactor, .tags, "phone, wo")
        #expect(presenter.lastForm?.completions == ["work"])
        interactor.moveFocus(request: .init(direction: .next, completes: true))
        #expect(presenter.lastForm?.form.tags == "phone, work")
        #expect(presenter.lastForm?.focus == .tags)
    }

    // MARK: - Saving a new task

    @Test func savingAddsTheQuickAddDraft() throws {
        let (interactor, worker) = makeInteractor()
        type(interactor, .title, "Call mom tomorrow +family #phone !high")
        type(interactor, .notes, "ask about the trip")
        interactor.save(request: .init())
        #expect(try worker.addDrafts == [TaskDraft(title: "Call mom", notes: "ask about the trip", due: due(2026, 11, 30),
                                                   priority: .high, project: "family", tags: ["phone"])])
        #expect(worker.editCalls.isEmpty)
        let saved = try #require(presenter.presentSavedResponses.first)
        #expect(presenter.presentSavedResponses.count == 1)
        #expect(saved.change?.description == "Added 'Call mom'")
        #expect(interactor.savedTask?.id == saved.change?.ids.first)
        #expect(interactor.savedTask?.change == saved.change)
    }

    @Test func explicitFieldsWinOverQuickAddTokens() throws {
        let (interactor, worker) = makeInteractor()
        type(interactor, .title, "Call mom tomorrow +family #phone !low")
        type(interactor, .due, "fri")
        type(interactor, .project, "work")
        type(interactor, .tags, "calls, #Phone")
        for _ in 0..<3 { interactor.cyclePriority(request: .init(direction: .next)) }  // high
        interactor.save(request: .init())
        #expect(try worker.addDrafts == [TaskDraft(title: "Call mom", due: due(2026, 12, 4),
                                                   priority: .high, project: "work", tags: ["calls", "phone"])])
    }

    @Test func emptyTitleIsRefusedAtTheTitleField() throws {
        let (interactor, worker) = makeInteractor()
        type(interactor, .notes, "only notes")
        interactor.moveFocus(request: .init(direction: .next, completes: false))
        interactor.save(request: .init())
        #expect(worker.addDrafts.isEmpty)
        #expect(presenter.presentSavedResponses.isEmpty)
        #expect(presenter.presentSaveFailureResponses == [.init(kind: .invalidFields([.title]))])
        #expect(presenter.lastForm?.errors == [.title: .emptyTitle])
        #expect(presenter.lastForm?.focus == .title)
        #expect(presenter.lastForm?.form.notes == "only notes")
    }

    @Test func everyInvalidFieldIsMarkedAndTheTextKept() throws {
        let (interactor, worker) = makeInteractor()
        type(interactor, .title, "Plan")
        type(interactor, .due, "someday")
        type(interactor, .project, "my project")
        type(interactor, .tags, "ok #")
        interactor.save(request: .init())
        #expect(worker.addDrafts.isEmpty)
        #expect(presenter.presentSaveFailureResponses == [.init(kind: .invalidFields([.due, .project, .tags]))])
        let form = presenter.lastForm
        #expect(form?.errors == [
            .due: .invalidDuePhrase("someday"),
            .project: .invalidProject("my project", reason: "a project name has no spaces (use '.' for sub-projects)"),
            .tags: .invalidTag("#", reason: "a tag cannot be empty"),
        ])
        #expect(form?.focus == .due)
        #expect(form?.form == TaskEditor.Form(title: "Plan", due: "someday", project: "my project", tags: "ok #"))
    }

    @Test func editingAFieldClearsOnlyItsError() throws {
        let (interactor, _) = makeInteractor()
        type(interactor, .due, "someday")
        type(interactor, .project, "a b")
        interactor.save(request: .init())
        type(interactor, .due, "fri")
        #expect(presenter.lastForm?.errors.keys.sorted { $0.rawValue < $1.rawValue } == [.title, .project])
    }

    @Test func storageFailureKeepsTheFormOpen() throws {
        let (interactor, worker) = makeInteractor()
        worker.saveError = Fixtures.TestError("disk full")
        type(interactor, .title, "Buy milk")
        interactor.save(request: .init())
        #expect(worker.addDrafts.count == 1)
        #expect(presenter.presentSavedResponses.isEmpty)
        #expect(presenter.presentSaveFailureResponses
                == [.init(kind: .notSaved(.init(error: Fixtures.TestError("disk full"))))])
        #expect(interactor.savedTask == nil)
    }

    // MARK: - Saving an edit

    @Test func editSendsOnlyTheChangedFields() throws {
        let task = try Seeds.task("Call mom", notes: "n", due: due(2026, 12, 4), priority: .low,
                                  project: "family", tags: ["phone", "old"])
        let (interactor, worker) = makeInteractor(tasks: [task], editing: task)
        interactor.cyclePriority(request: .init(direction: .previous))  // none
        type(interactor, .tags, "phone new")
        interactor.save(request: .init())
        #expect(worker.editCalls.count == 1)
        #expect(worker.editCalls.first?.ids == [task.id])
        #expect(worker.editCalls.first?.edit == TaskEdit(priority: PriorityUpdate.set(Priority.none), addTags: ["new"], removeTags: ["old"]))
        #expect(worker.addDrafts.isEmpty)
        #expect(presenter.presentSavedResponses.count == 1)
        #expect(interactor.savedTask?.id == task.id)
    }

    @Test func editOfTitleDueAndProject() throws {
        let task = try Seeds.task("Call mom", due: due(2026, 12, 4), project: "family")
        let (interactor, worker) = makeInteractor(tasks: [task], editing: task)
        type(interactor, .title, "  Call dad ")
        type(interactor, .due, "")
        type(interactor, .project, "")
        interactor.save(request: .init())
        #expect(worker.editCalls.first?.edit == TaskEdit(title: .set("Call dad"), due: .set(nil), project: .set(nil)))
        #expect(presenter.presentSavedResponses.first?.change?.description == "Edited 'Call dad'")
    }

    @Test func retypingTheSameValuesChangesNothing() throws {
        let task = try Seeds.task("Call mom", due: due(2026, 11, 30), tags: ["a", "b"])
        let (interactor, worker) = makeInteractor(tasks: [task], editing: task)
        type(interactor, .due, "tomorrow")
        type(interactor, .tags, "b,a")
        interactor.save(request: .init())
        #expect(worker.editCalls.isEmpty)
        #expect(presenter.presentSavedResponses == [.init(change: nil)])
        #expect(interactor.savedTask == TaskEditor.SavedTask(id: task.id, change: nil))
    }

    @Test func aVanishedTaskIsReportedNotMarkedOnAField() throws {
        let task = try Seeds.task("Gone")
        let (interactor, worker) = makeInteractor(tasks: [task], editing: task)
        worker.saveError = TaskDomainError.taskNotFound(task.id)
        type(interactor, .title, "Still gone")
        interactor.save(request: .init())
        #expect(presenter.presentSaveFailureResponses
                == [.init(kind: .notSaved(.init(error: TaskDomainError.taskNotFound(task.id))))])
        #expect(presenter.lastForm?.errors == [:])
    }

    // MARK: - Cancel

    @Test func cancelAsksOnlyWhenSomethingChanged() throws {
        let (interactor, _) = makeInteractor()
        interactor.cancel(request: .init())
        type(interactor, .title, "x")
        interactor.cancel(request: .init())
        type(interactor, .title, "")
        interactor.cancel(request: .init())
        interactor.cyclePriority(request: .init(direction: .next))
        interactor.cancel(request: .init())
        #expect(presenter.presentCancelResponses.map(\.needsConfirmation) == [false, true, false, true])
    }
}
