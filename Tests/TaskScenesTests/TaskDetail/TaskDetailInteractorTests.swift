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

    /// The terms the detail explains, with the default coefficients at the fixtures' now.
    static func urgency(of task: Task) -> [UrgencyTerm] {
        Urgency(coefficients: .taskwarrior, now: LocalNow(clock: Fixtures.clock)).terms(of: task)
    }

    /// An interactor opened on `current` with the list's order milk, mom, report.
    private func scene(current: Task?, tasks: [Task]? = nil)
        -> (TaskDetailInteractor, TaskDetailPresentationLogicSpy, TaskWorkingSpy, FailingTaskRepository) {
        let (worker, repository) = TaskWorkingSpy.over(tasks ?? [milk, mom, report])
        let presenter = TaskDetailPresentationLogicSpy()
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker)
        interactor.order = [milk.id, mom.id, report.id]
        interactor.currentTaskID = current?.id
        return (interactor, presenter, worker, repository)
    }

    @Test func showTaskReadsStorageAndPresentsTheCurrentTaskWithItsPlace() {
        let (interactor, presenter, worker, _) = scene(current: mom)
        interactor.showTask(request: .init(width: 60))
        #expect(worker.calls == [.allTasks])
        #expect(presenter.presentTaskResponses == [.init(task: mom, index: 1, count: 3, width: 60, urgency: Self.urgency(of: mom))])
        #expect(interactor.currentTask == mom)
    }

    @Test func aTaskThatNoLongerExistsIsPresentedAsGone() {
        let (interactor, presenter, _, _) = scene(current: mom, tasks: [milk, report])
        interactor.showTask(request: .init(width: 60))
        #expect(presenter.presentTaskResponses == [.init(task: nil, index: 1, count: 3, width: 60)])
    }

    @Test func movingGoesAlongTheListsOrderWithoutReadingStorage() {
        let (interactor, presenter, worker, _) = scene(current: milk)
        interactor.showTask(request: .init(width: 60))
        interactor.moveToTask(request: .init(forward: true))
        interactor.moveToTask(request: .init(forward: true))
        interactor.moveToTask(request: .init(forward: false))
        #expect(presenter.presentTaskResponses.map(\.task?.title) == ["Buy milk", "Call mom", "Write report", "Call mom"])
        #expect(presenter.presentTaskResponses.map(\.index) == [0, 1, 2, 1])
        #expect(worker.calls == [.allTasks])
        #expect(interactor.currentTaskID == mom.id)
    }

    @Test func movingPastTheEndsSaysSoAndStays() {
        let (interactor, presenter, _, _) = scene(current: report)
        interactor.showTask(request: .init(width: 60))
        interactor.moveToTask(request: .init(forward: true))
        interactor.currentTaskID = milk.id
        interactor.moveToTask(request: .init(forward: false))
        #expect(presenter.presentStatusResponses == [.init(kind: .lastTask), .init(kind: .firstTask)])
        #expect(presenter.presentTaskResponses.count == 1)
        #expect(interactor.currentTaskID == milk.id)
    }

    /// The list's order is read as it is now: when news takes the shown task out of it (done
    /// in another program, say), next and previous go on from the place it had.
    @Test(arguments: [true, false])
    func movingFromATaskThatLeftTheOrderGoesOnFromItsPlace(forward: Bool) {
        final class ListRows { var ids: [TaskID] = [] }
        let rows = ListRows()
        rows.ids = [milk.id, mom.id, report.id]
        let (interactor, presenter, _, _) = scene(current: mom)
        interactor.order = TaskOrder(count: { rows.ids.count }, id: { rows.ids.indices.contains($0) ? rows.ids[$0] : nil },
                                     index: { rows.ids.firstIndex(of: $0) })
        interactor.showTask(request: .init(width: 60))
        rows.ids.remove(at: 1)
        interactor.moveToTask(request: .init(forward: forward))
        #expect(interactor.currentTaskID == (forward ? report.id : milk.id))
        #expect(presenter.presentTaskResponses.last?.index == (forward ? 1 : 0))
    }

    @Test func movingSkipsTasksDeletedMeanwhile() {
        let (interactor, presenter, _, _) = scene(current: milk, tasks: [milk, report])
        interactor.showTask(request: .init(width: 60))
        interactor.moveToTask(request: .init(forward: true))
        #expect(presenter.presentTaskResponses.last?.task == report)
    }

    @Test func toggleCompletesThroughTheWorkerAndShowsTheNewState() throws {
        let (interactor, presenter, worker, _) = scene(current: milk)
        interactor.showTask(request: .init(width: 60))
        interactor.toggleTask(request: .init())
        #expect(worker.calls == [.allTasks, .toggle([milk.id]), .allTasks])
        let shown = try #require(presenter.presentTaskResponses.last?.task)
        #expect(shown.isCompleted)
        guard case .change(.made(let change, _)) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected a done status, got \(presenter.presentStatusResponses)")
            return
        }
        #expect(ChangeSummary.text(of: change) == "Completed 'Buy milk'")
    }

    @Test func toggleOfAGoneTaskSaysSo() {
        let (interactor, presenter, worker, _) = scene(current: mom, tasks: [milk])
        interactor.showTask(request: .init(width: 60))
        interactor.toggleTask(request: .init())
        #expect(presenter.presentStatusResponses == [.init(kind: .taskGone)])
        #expect(worker.calls == [.allTasks])
    }

    @Test func editOpensAndDeleteAsksOnlyWhileTheTaskExists() {
        let (interactor, presenter, _, _) = scene(current: mom)
        interactor.showTask(request: .init(width: 60))
        interactor.openTask(request: .init(destination: .editor))
        interactor.deleteTask(request: .init())
        #expect(presenter.presentOpenTaskResponses == [.init(destination: .editor)])
        #expect(presenter.presentQuestionResponses == [.init(question: .deleteTask(titled: "Call mom"))])
        #expect(presenter.presentStatusResponses.isEmpty)

        let (goneInteractor, gonePresenter, _, _) = scene(current: mom, tasks: [milk])
        goneInteractor.showTask(request: .init(width: 60))
        goneInteractor.openTask(request: .init(destination: .editor))
        goneInteractor.deleteTask(request: .init())
        #expect(gonePresenter.presentOpenTaskResponses.isEmpty && gonePresenter.presentQuestionResponses.isEmpty)
        #expect(gonePresenter.presentStatusResponses == [.init(kind: .taskGone), .init(kind: .taskGone)])
    }

    @Test func noToTheDeleteQuestionChangesNothing() throws {
        let (interactor, presenter, _, repository) = scene(current: mom)
        interactor.showTask(request: .init(width: 60))
        interactor.deleteTask(request: .init())
        interactor.answerQuestion(request: .init(answer: .no))
        #expect(try repository.loadAll().count == 3)
        #expect(presenter.presentDeleteTaskResponses.isEmpty)
        // The answer is spent: a second one does nothing either.
        interactor.answerQuestion(request: .init(answer: .yes))
        #expect(try repository.loadAll().count == 3)
    }

    @Test func aFailedToggleSaysWhatCouldNotBeDone() {
        let (interactor, presenter, _, repository) = scene(current: milk)
        interactor.showTask(request: .init(width: 60))
        repository.failNextWrite = Fixtures.TestError()
        interactor.toggleTask(request: .init())
        #expect(presenter.presentStatusResponses == [.init(kind: .change(.failed(.complete(title: "Buy milk"), SceneError(Fixtures.TestError()))))])
        #expect(presenter.presentTaskResponses.count == 1)
    }

    @Test func deleteRemovesTheTaskKeepsTheChangeForTheListAndIsUndoable() throws {
        let (interactor, presenter, worker, repository) = scene(current: mom)
        interactor.showTask(request: .init(width: 60))
        interactor.deleteTask(request: .init())
        interactor.answerQuestion(request: .init(answer: .yes))
        #expect(try repository.loadAll().map(\.title) == ["Buy milk", "Write report"])
        let change = try #require(presenter.presentDeleteTaskResponses.first?.change)
        #expect(ChangeSummary.text(of: change) == "Deleted 'Call mom'")
        #expect(interactor.deletion == change)
        _ = try worker.undo()
        #expect(try repository.loadAll().map(\.title).sorted() == ["Buy milk", "Call mom", "Write report"])
    }

    @Test func aFailedDeleteKeepsTheSceneAndSaysWhy() {
        let (interactor, presenter, _, repository) = scene(current: mom)
        interactor.showTask(request: .init(width: 60))
        repository.failNextWrite = Fixtures.TestError()
        interactor.deleteTask(request: .init())
        interactor.answerQuestion(request: .init(answer: .yes))
        #expect(presenter.presentDeleteTaskResponses.isEmpty)
        #expect(interactor.deletion == nil)
        #expect(presenter.presentStatusResponses == [.init(kind: .change(.failed(.delete(title: "Call mom", count: 1), SceneError(Fixtures.TestError()))))])
    }

    @Test func undoShowsTheTaskThatChangedAndRedoMakesItAgain() throws {
        let (interactor, presenter, _, _) = scene(current: milk)
        interactor.showTask(request: .init(width: 60))
        interactor.toggleTask(request: .init())
        interactor.moveToTask(request: .init(forward: true))
        interactor.undo(request: .init())
        #expect(presenter.presentTaskResponses.last?.task == milk)
        #expect(interactor.currentTaskID == milk.id)
        guard case .change(.undone(let change, _)) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected an undone status, got \(presenter.presentStatusResponses)")
            return
        }
        #expect(ChangeSummary.text(of: change) == "Completed 'Buy milk'")
        interactor.redo(request: .init())
        #expect(presenter.presentTaskResponses.last?.task?.isCompleted == true)
        guard case .change(.redone) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected a redone status")
            return
        }
    }

    @Test func undoAndRedoWithNothingToDoSaySo() {
        let (interactor, presenter, _, _) = scene(current: milk)
        interactor.undo(request: .init())
        interactor.redo(request: .init())
        #expect(presenter.presentStatusResponses == [.init(kind: .change(.nothingToUndo)), .init(kind: .change(.nothingToRedo))])
    }

    @Test func anUnreadableStoreIsReportedAsAFailure() {
        let (interactor, presenter, worker, _) = scene(current: milk)
        worker.failReads = true
        interactor.showTask(request: .init(width: 60))
        #expect(presenter.presentTaskResponses.isEmpty)
        #expect(presenter.presentShowTaskFailureResponses == [.init(error: SceneError(Fixtures.TestError()))])
    }
}

/// Task Detail updates in place from storage news.
@Suite struct TaskDetailRefreshTests {
    @Test func theShownTaskChangedOutsideIsShownAsItIsNow() throws {
        let milk = try Fixtures.task("Buy milk"), mom = try Fixtures.task("Call mom")
        let (worker, _) = TaskWorkingSpy.over([milk, mom])
        let presenter = TaskDetailPresentationLogicSpy()
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker)
        interactor.order = [milk.id, mom.id]
        interactor.currentTaskID = mom.id
        interactor.showTask(request: .init(width: 60))
        let renamed = try Task(id: mom.id, title: "Call mom back", created: mom.created)
        interactor.refreshTask(request: .init(news: CommitReport(external: ExternalChanges(changed: [renamed]))))
        #expect(presenter.presentTaskResponses.last == .init(task: renamed, index: 1, count: 2, width: 60,
                                                             urgency: TaskDetailInteractorTests.urgency(of: renamed)))
        #expect(worker.calls == [.allTasks, .allTasks])  // who is whose subtask is read again: one pass, no copy
        #expect(presenter.presentStatusResponses.last?.kind == .reloaded(StorageReload(changedOutside: 1, conflicts: [], setAsideLocation: nil)))
        interactor.refreshTask(request: .init(news: CommitReport(external: ExternalChanges(removed: [mom.id]))))
        #expect(presenter.presentTaskResponses.last == .init(task: nil, index: 1, count: 2, width: 60))
    }

    @Test func theViewPassesChangesOnAndLeavesUnreadableToTheList() {
        let interactor = TaskDetailBusinessLogicSpy()
        let viewController = TaskDetailViewController(interactor: interactor, router: TaskDetailRouterSpy())
        let report = CommitReport(external: ExternalChanges(removed: [TaskID()]))
        viewController.storageDidChange(.changed(report))
        struct Unreadable: Error {}
        viewController.storageDidChange(.unreadable(Unreadable()))
        #expect(interactor.requests == [.refreshTask(.init(news: report))])
    }
}
