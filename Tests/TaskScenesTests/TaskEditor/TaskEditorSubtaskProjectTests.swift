import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskScenes

/// A new subtask starts in its parent's project, and the editor says so under the field.
struct TaskEditorSubtaskProjectTests {
    let presenter = TaskEditorPresentationLogicSpy()

    func makeEditor(parent: Task) -> (EditorFormDriver, TaskWorkingSpy) {
        let worker = TaskWorkingSpy.editing([parent])
        let interactor = TaskEditorInteractor(presenter: presenter, worker: worker)
        interactor.parent = parent
        let editor = EditorFormDriver(interactor: interactor, presenter: presenter)
        editor.load()
        return (editor, worker)
    }

    @Test func theProjectFieldStartsWithTheParentsAndTheSaveKeepsIt() throws {
        let trip = try Fixtures.Samples.task("Trip to Lisbon", project: "travel")
        let (editor, worker) = makeEditor(parent: trip)
        #expect(editor.typed.project == "travel")
        #expect(presenter.lastForm?.parentProject == "travel")
        #expect(presenter.lastForm?.isDirty == false)
        editor.type(.title, "Book hotel")
        editor.save()
        #expect(worker.addDrafts.map(\.project) == ["travel"])
        #expect(worker.addDrafts.map(\.parent) == [trip.id])
    }

    @Test func aProjectTypedInsteadWinsAndTheNoteGoes() throws {
        let trip = try Fixtures.Samples.task("Trip to Lisbon", project: "travel")
        let (editor, worker) = makeEditor(parent: trip)
        editor.type(.project, "errands")
        #expect(presenter.lastForm?.parentProject == nil)
        editor.type(.title, "Buy stamps")
        editor.save()
        #expect(worker.addDrafts.map(\.project) == ["errands"])
    }

    @Test func aParentWithoutAProjectGivesNone() throws {
        let (editor, _) = makeEditor(parent: try Fixtures.Samples.task("Chores"))
        #expect(editor.typed.project == "" && presenter.lastForm?.parentProject == nil)
    }

    @Test func thePresenterSaysWhereTheProjectComesFrom() throws {
        let display = TaskEditorDisplayLogicSpy()
        let presenter = TaskEditorPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentForm(response: .init(
            isEditing: false, parentTitle: "Trip to Lisbon", parentProject: "travel", newText: [:], priority: .none,
            focus: .title, due: .none, quickAdd: nil, completions: [], errors: [:], isDirty: false))
        #expect(display.row(.project)?.note == .init(text: "+travel: the parent's project, which a subtask takes",
                                                     style: Theme.dark.info))
        #expect(display.displayFormViewModels.last?.title == "New subtask of 'Trip to Lisbon'")
    }
}

/// Issue 25: the quick-add line of `Pay rent every month on the 1st` never said the first
/// due date a save gives it. Today is Sunday 2026-11-29.
struct TaskEditorFirstDueTests {
    @Test func aRuleReadFromTheTitleSaysTheDayItStarts() throws {
        let presenter = TaskEditorPresentationLogicSpy()
        let interactor = TaskEditorInteractor(presenter: presenter, worker: TaskWorkingSpy.editing())
        let editor = EditorFormDriver(interactor: interactor, presenter: presenter)
        editor.load()
        editor.type(.title, "Pay rent every month on the 1st")
        let form = try #require(presenter.lastForm)
        #expect(form.quickAddFirstDue == Due(day: try Fixtures.Samples.day(2026, 12, 1)))
        let display = TaskEditorDisplayLogicSpy()
        let wording = TaskEditorPresenter(clock: Fixtures.Samples.clock)
        wording.viewController = display
        wording.presentForm(response: form)
        let note = try #require(display.row(.title)?.note?.text)
        #expect(note.contains("repeat every month on the 1st · first due "), "\(note)")
        #expect(note.contains("2026-12-01"), "\(note)")
        editor.type(.title, "Pay rent tomorrow every month")  // a date read with it: that is the due
        #expect(presenter.lastForm?.quickAddFirstDue == nil)
    }
}
