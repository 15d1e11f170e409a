import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
@testable import TaskScenes

@Suite struct TaskDetailInteractorTests {
    let milk: Task
    let mom: Task
    let report: Task

    init() throws {
        milk = try Fixtures.task("Buy milk", priority: .high)
        mom = try Fixtures.task("Call mom")
        report = try Fixtures.task("Write report")
    }

    /// An interactor opened on `current` with the list's order milk, mom, report.
    private func scene(current: Task?, tasks: [Task]? = nil)
        -> (TaskDetailInteractor, TaskDetailPresentationSpy, DetailWorkerSpy, FailingTaskRepository) {
        let (worker, repository) = DetailWorkerSpy.over(tasks ?? [milk, mom, report])
        let presenter = TaskDetailPresentationSpy()
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker)
        interactor.taskIDs = [milk.id, mom.id, report.id]
        interactor.currentTaskID = current?.id
        return (interactor, presenter, worker, repository)
    }

    @Test func showTaskReadsStorageAndPresentsTheCurrentTaskWithItsPlace() {
        let (interactor, presenter, worker, _) = scene(current: mom)
        interactor.showTask(request: .init(width: 60))
        #expect(worker.calls == ["allTasks"])
        #expect(presenter.taskResponses == [.init(task: mom, index: 1, count: 3, width: 60)])
        #expect(interactor.currentTask == mom)
    }

    @Test func aTaskThatNoLongerExistsIsPresentedAsGone() {
        let (interactor, presenter, _, _) = scene(current: mom, tasks: [milk, report])
        interactor.showTask(request: .init(width: 60))
        #expect(presenter.taskResponses == [.init(task: nil, index: 1, count: 3, width: 60)])
    }

    @Test func movingGoesAlongTheListsOrderWithoutReadingStorage() {
        let (interactor, presenter, worker, _) = scene(current: milk)
        interactor.showTask(request: .init(width: 60))
        interactor.moveToTask(request: .init(forward: true))
        interactor.moveToTask(request: .init(forward: true))
        interactor.moveToTask(request: .init(forward: false))
        #expect(presenter.taskResponses.map(\.task?.title) == ["Buy milk", "Call mom", "Write report", "Call mom"])
        #expect(presenter.taskResponses.map(\.index) == [0, 1, 2, 1])
        #expect(worker.calls == ["allTasks"])
        #expect(interactor.currentTaskID == mom.id)
    }

    @Test func movingPastTheEndsSaysSoAndStays() {
        let (interactor, presenter, _, _) = scene(current: report)
        interactor.showTask(request: .init(width: 60))
        interactor.moveToTask(request: .init(forward: true))
        interactor.currentTaskID = milk.id
        interactor.moveToTask(request: .init(forward: false))
        #expect(presenter.statusResponses == [.init(kind: .lastTask), .init(kind: .firstTask)])
        #expect(presenter.taskResponses.count == 1)
        #expect(interactor.currentTaskID == milk.id)
    }

    @Test func movingSkipsTasksDeletedMeanwhile() {
        let (interactor, presenter, _, _) = scene(current: milk, tasks: [milk, report])
        interactor.showTask(request: .init(width: 60))
        interactor.moveToTask(request: .init(forward: true))
        #expect(presenter.taskResponses.last?.task == report)
    }

    @Test func toggleCompletesThroughTheWorkerAndShowsTheNewState() throws {
        let (interactor, presenter, worker, _) = scene(current: milk)
        interactor.showTask(request: .init(width: 60))
        interactor.toggleTask(request: .init())
        #expect(worker.calls == ["allTasks", "toggle", "allTasks"])
        let shown = try #require(presenter.taskResponses.last?.task)
        #expect(shown.isCompleted)
        guard case .change(.made(let change, _)) = presenter.statusResponses.last?.kind else {
            Issue.record("expected a done status, got \(presenter.statusResponses)")
            return
        }
        #expect(ChangeSummary.text(of: change) == "Completed 'Buy milk'")
    }

    @Test func toggleOfAGoneTaskSaysSo() {
        let (interactor, presenter, worker, _) = scene(current: mom, tasks: [milk])
        interactor.showTask(request: .init(width: 60))
        interactor.toggleTask(request: .init())
        #expect(presenter.statusResponses == [.init(kind: .taskGone)])
        #expect(worker.calls == ["allTasks"])
    }

    @Test func editAndDeleteOpenOnlyWhileTheTaskExists() {
        let (interactor, presenter, _, _) = scene(current: mom)
        interactor.showTask(request: .init(width: 60))
        interactor.openTask(request: .init(destination: .editor))
        interactor.openTask(request: .init(destination: .deleteConfirmation))
        #expect(presenter.openResponses == [.init(destination: .editor), .init(destination: .deleteConfirmation)])
        #expect(presenter.statusResponses.isEmpty)

        let (goneInteractor, gonePresenter, _, _) = scene(current: mom, tasks: [milk])
        goneInteractor.showTask(request: .init(width: 60))
        goneInteractor.openTask(request: .init(destination: .editor))
        goneInteractor.openTask(request: .init(destination: .deleteConfirmation))
        #expect(gonePresenter.openResponses.isEmpty)
        #expect(gonePresenter.statusResponses == [.init(kind: .taskGone), .init(kind: .taskGone)])
    }

    @Test func aFailedToggleSaysWhatCouldNotBeDone() {
        let (interactor, presenter, _, repository) = scene(current: milk)
        interactor.showTask(request: .init(width: 60))
        repository.failNextWrite = Fixtures.TestError()
        interactor.toggleTask(request: .init())
        #expect(presenter.statusResponses == [.init(kind: .change(.failed(.complete(title: "Buy milk"), SceneError(Fixtures.TestError()))))])
        #expect(presenter.taskResponses.count == 1)
    }

    @Test func deleteRemovesTheTaskKeepsTheChangeForTheListAndIsUndoable() throws {
        let (interactor, presenter, worker, repository) = scene(current: mom)
        interactor.showTask(request: .init(width: 60))
        interactor.deleteTask(request: .init(id: mom.id))
        #expect(try repository.loadAll().map(\.title) == ["Buy milk", "Write report"])
        let change = try #require(presenter.deleteResponses.first?.change)
        #expect(ChangeSummary.text(of: change) == "Deleted 'Call mom'")
        #expect(interactor.deletion == change)
        _ = try worker.undo()
        #expect(try repository.loadAll().map(\.title).sorted() == ["Buy milk", "Call mom", "Write report"])
    }

    @Test func aFailedDeleteKeepsTheSceneAndSaysWhy() {
        let (interactor, presenter, _, repository) = scene(current: mom)
        interactor.showTask(request: .init(width: 60))
        repository.failNextWrite = Fixtures.TestError()
        interactor.deleteTask(request: .init(id: mom.id))
        #expect(presenter.deleteResponses.isEmpty)
        #expect(interactor.deletion == nil)
        #expect(presenter.statusResponses == [.init(kind: .change(.failed(.delete(title: "Call mom", count: 1), SceneError(Fixtures.TestError()))))])
    }

    @Test func undoShowsTheTaskThatChangedAndRedoMakesItAgain() throws {
        let (interactor, presenter, _, _) = scene(current: milk)
        interactor.showTask(request: .init(width: 60))
        interactor.toggleTask(request: .init())
        interactor.moveToTask(request: .init(forward: true))
        interactor.undo(request: .init())
        #expect(presenter.taskResponses.last?.task == milk)
        #expect(interactor.currentTaskID == milk.id)
        guard case .change(.undone(let change)) = presenter.statusResponses.last?.kind else {
            Issue.record("expected an undone status, got \(presenter.statusResponses)")
            return
        }
        #expect(ChangeSummary.text(of: change) == "Completed 'Buy milk'")
        interactor.redo(request: .init())
        #expect(presenter.taskResponses.last?.task?.isCompleted == true)
        guard case .change(.redone) = presenter.statusResponses.last?.kind else {
            Issue.record("expected a redone status")
            return
        }
    }

    @Test func undoAndRedoWithNothingToDoSaySo() {
        let (interactor, presenter, _, _) = scene(current: milk)
        interactor.undo(request: .init())
        interactor.redo(request: .init())
        #expect(presenter.statusResponses == [.init(kind: .change(.nothingToUndo)), .init(kind: .change(.nothingToRedo))])
    }

    @Test func anUnreadableStoreIsReportedAsAFailure() {
        let (interactor, presenter, worker, _) = scene(current: milk)
        worker.failReads = true
        interactor.showTask(request: .init(width: 60))
        #expect(presenter.taskResponses.isEmpty)
        #expect(presenter.failureResponses == [.init(error: SceneError(Fixtures.TestError()))])
    }
}

/// Task Detail updates in place from storage news.
@Suite struct TaskDetailRefreshTests {
    @Test func theShownTaskChangedOutsideIsShownAsItIsNow() throws {
        let milk = try Fixtures.task("Buy milk"), mom = try Fixtures.task("Call mom")
        let (worker, _) = DetailWorkerSpy.over([milk, mom])
        let presenter = TaskDetailPresentationSpy()
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker)
        interactor.taskIDs = [milk.id, mom.id]
        interactor.currentTaskID = mom.id
        interactor.showTask(request: .init(width: 60))
        let renamed = try Task(id: mom.id, title: "Call mom back", created: mom.created)
        interactor.refreshTask(request: .init(news: CommitReport(external: ExternalChanges(changed: [renamed]))))
        #expect(presenter.taskResponses.last == .init(task: renamed, index: 1, count: 2, width: 60))
        #expect(worker.calls == ["allTasks"])  // no second read
        #expect(presenter.statusResponses.last?.kind == .reloaded(changedOutside: 1, conflicts: [], setAsideLocation: nil))
        interactor.refreshTask(request: .init(news: CommitReport(external: ExternalChanges(removed: [mom.id]))))
        #expect(presenter.taskResponses.last == .init(task: nil, index: 1, count: 2, width: 60))
    }

    @Test func theViewPassesChangesOnAndLeavesUnreadableToTheList() {
        let interactor = TaskDetailBusinessSpy()
        let viewController = TaskDetailViewController(interactor: interactor, router: TaskDetailRouterSpy())
        let report = CommitReport(external: ExternalChanges(removed: [TaskID()]))
        viewController.storageDidChange(.changed(report))
        struct Unreadable: Error {}
        viewController.storageDidChange(.unreadable(Unreadable()))
        #expect(interactor.refreshRequests == [.init(news: report)])
    }
}
