import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// `E` in Task Detail: the shown task's notes in the editor, saved as one change.
@Suite struct TaskDetailNotesTests {
    let milk: Task

    init() throws {
        milk = try Fixtures.task("Buy milk", priority: .high)
    }

    private func scene(_ notes: NotesEditingSpy?, tasks: [Task]? = nil)
        -> (TaskDetailInteractor, TaskDetailPresentationLogicSpy, TaskWorkingSpy) {
        let (worker, _) = TaskWorkingSpy.over(tasks ?? [milk])
        let presenter = TaskDetailPresentationLogicSpy()
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker, notesEditor: notes)
        interactor.order = [milk.id]
        interactor.currentTaskID = milk.id
        interactor.showTask(request: .init(width: 60))
        return (interactor, presenter, worker)
    }

    @Test func changedNotesAreSavedShownAndUndoable() throws {
        let notes = NotesEditingSpy()
        let (interactor, presenter, worker) = scene(notes)
        interactor.editNotes(request: .init())
        #expect(notes.editedNotes == [""])
        #expect(worker.calls.count == 3 && worker.calls.first == .allTasks && worker.calls.last == .allTasks)
        #expect(worker.editCalls.map(\.0) == [[milk.id]])
        #expect(presenter.presentTaskResponses.last?.task?.notes == " and more")
        guard case .notes(.change(.made(let change, _)))? = presenter.presentStatusResponses.last?.kind else {
            Issue.record("\(presenter.presentStatusResponses)")
            return
        }
        #expect(change.ids == [milk.id])
        interactor.undo(request: .init())
        #expect(presenter.presentTaskResponses.last?.task?.notes == "")
    }

    @Test func anUnchangedOrFailedEditChangesNothing() {
        let unchanged = NotesEditingSpy()
        unchanged.appending = ""
        let (interactor, presenter, worker) = scene(unchanged)
        interactor.editNotes(request: .init())
        #expect(presenter.presentStatusResponses.last?.kind == .notes(.unchanged(title: "Buy milk")))
        let failing = NotesEditingSpy(result: .exited(command: "vi", status: 1))
        let (other, otherPresenter, otherWorker) = scene(failing)
        other.editNotes(request: .init())
        #expect(otherPresenter.presentStatusResponses.last?.kind == .notes(.editorFailed(.exited(command: "vi", status: 1))))
        #expect(worker.editCalls.isEmpty && otherWorker.editCalls.isEmpty)
    }

    @Test func aGoneTaskOrNoEditorIsSaid() {
        let notes = NotesEditingSpy()
        let (interactor, presenter, _) = scene(notes, tasks: [])
        interactor.editNotes(request: .init())
        #expect(presenter.presentStatusResponses.last?.kind == .taskGone)
        #expect(notes.editedNotes.isEmpty)
        let (noEditor, noEditorPresenter, _) = scene(nil)
        noEditor.editNotes(request: .init())
        #expect(noEditorPresenter.presentStatusResponses.last?.kind == .notes(.noEditor))
    }

    @Test func theNotesOutcomeIsWordedAsInTheList() {
        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentStatus(response: .init(kind: .notes(.unchanged(title: "Buy milk"))))
        #expect(display.displayStatusViewModels == [StatusLine(text: "Notes of 'Buy milk' unchanged", isError: false)])
    }

    @Test func capitalEAsksForTheNotes() {
        let interactor = TaskDetailBusinessLogicSpy()
        let viewController = TaskDetailViewController(interactor: interactor, router: TaskDetailRouterSpy())
        viewController.layout(size: Size(width: 40, height: 10))
        viewController.handle(TestInput.char("E"))
        #expect(interactor.requests == [.editNotes])
    }
}
