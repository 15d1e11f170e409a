import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The Task List's DeleteTask use case and the data store's selectTask / announce, over a
/// real worker.
@Suite struct TaskListDeleteTaskTests {
    let milk: Task
    let mom: Task

    init() throws {
        milk = try Fixtures.task("Buy milk", due: Due(day: Fixtures.day(2026, 3, 12)))
        mom = try Fixtures.task("Call mom", due: Due(day: Fixtures.day(2026, 3, 13)))
    }

    private func scene() -> (TaskListInteractor, TaskListPresentationLogicSpy, TaskWorkingSpy, FailingTaskRepository) {
        let (worker, repository) = TaskWorkingSpy.over([milk, mom])
        let presenter = TaskListPresentationLogicSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: worker)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return (interactor, presenter, worker, repository)
    }

    @Test func deleteGoesThroughTheWorkerSaysSoAndUndoBringsItBack() throws {
        let (interactor, presenter, _, repository) = scene()
        interactor.changes.deleteTask(request: .init())
        #expect(presenter.presentQuestionResponses == [.init(question: .deleteTask(titled: "Buy milk"))])
        #expect(try repository.loadAll().count == 2, "nothing is deleted before the answer")
        interactor.answerQuestion(request: .init(answer: .yes))
        #expect(try repository.loadAll().map(\.title) == ["Call mom"])
        #expect(presenter.presentTasksResponses.last?.window.map(\.title) == ["Call mom"])
        guard case .change(.made(let change, _)) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected a done status, got \(presenter.presentStatusResponses)")
            return
        }
        #expect(ChangeSummary.text(of: change) == "Deleted 'Buy milk'")
        interactor.changes.undo(request: .init())
        #expect(presenter.presentTasksResponses.last?.window.map(\.title) == ["Buy milk", "Call mom"])
        #expect(presenter.presentTasksResponses.last?.selectedIndex == 0)
    }

    @Test func noToTheQuestionChangesNothing() throws {
        let (interactor, presenter, worker, repository) = scene()
        interactor.changes.deleteTask(request: .init())
        interactor.answerQuestion(request: .init(answer: .no))
        #expect(presenter.presentStatusResponses.isEmpty)
        #expect(worker.deleteCalls.isEmpty && worker.deleteWithSubtasksCalls.isEmpty)
        #expect(try repository.loadAll().count == 2)
    }

    @Test func markedTasksAreAskedAboutByTheirCount() throws {
        let (interactor, presenter, _, repository) = scene()
        interactor.marks.markTasks(request: .init(scope: .allMatching))
        interactor.changes.deleteTask(request: .init())
        #expect(presenter.presentQuestionResponses == [.init(question: .deleteTasks(count: 2))])
        interactor.answerQuestion(request: .init(answer: .yes))
        #expect(try repository.loadAll().isEmpty)
    }

    @Test func aFailedDeleteSaysWhy() {
        let (interactor, presenter, _, repository) = scene()
        repository.failNextWrite = Fixtures.TestError()
        interactor.selectTask(id: mom.id)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        interactor.changes.deleteTask(request: .init())
        interactor.answerQuestion(request: .init(answer: .yes))
        #expect(presenter.presentStatusResponses == [.init(kind: .change(.failed(.delete(title: "Call mom", count: 1), SceneError(Fixtures.TestError()))))])
    }

    @Test func selectTaskMovesTheSelectionForTheNextFetch() {
        let (interactor, presenter, _, _) = scene()
        interactor.selectTask(id: mom.id)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.presentTasksResponses.last?.selectedIndex == 1)
        #expect(interactor.selectedTask == mom)
        interactor.selectTask(id: TaskID())  // not shown (e.g. filtered out): the selection stays
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(interactor.selectedTask == mom)
    }

    @Test func anAnnouncedChangeIsSaidOnceWhenTheListShowsAgain() {
        let (interactor, presenter, _, _) = scene()
        let change = TaskChange(action: .deleted, entries: [.init(id: milk.id, before: milk, after: nil)])
        interactor.announce(change)
        #expect(presenter.presentStatusResponses.isEmpty)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.presentStatusResponses == [.init(kind: .change(.made(change)))])
    }
}
