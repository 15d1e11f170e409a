import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// Task Detail on a parent: `x` asks about open subtasks, `D` about every subtask, and the
/// answers come back as one change.
@Suite struct TaskDetailSubtaskTests {
    let trip: Task
    let hotel: Task
    let room: Task

    init() throws {
        trip = try Fixtures.task("Trip")
        hotel = try Task(title: "Book hotel", created: trip.created, parent: trip.id)
        room = try Task(title: "Pick room", status: .completed, created: trip.created, parent: hotel.id)
    }

    private func scene() -> (TaskDetailInteractor, TaskDetailPresentationSpy, FailingTaskRepository) {
        let (worker, repository) = DetailWorkerSpy.over([trip, hotel, room])
        let presenter = TaskDetailPresentationSpy()
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker)
        interactor.taskIDs = [trip.id]
        interactor.currentTaskID = trip.id
        interactor.showTask(request: .init(width: 60))
        return (interactor, presenter, repository)
    }

    @Test func completingAParentWithOpenSubtasksAsksAndDoesWhatWasChosen() throws {
        let (interactor, presenter, repository) = scene()
        #expect(interactor.subtaskCounts == (all: 2, open: 1))
        interactor.toggleTask(request: .init())
        #expect(presenter.openResponses == [.init(destination: .completeQuestion)])
        #expect(try repository.loadAll().filter(\.isCompleted).count == 1)
        interactor.completeTask(request: .init(withSubtasks: true))
        #expect(try repository.loadAll().allSatisfy(\.isCompleted))
        interactor.undo(request: .init())
        interactor.completeTask(request: .init(withSubtasks: false))
        #expect(try repository.loadAll().first { $0.id == hotel.id }?.isCompleted == false)
        // Reopening never asks.
        interactor.toggleTask(request: .init())
        #expect(presenter.openResponses.count == 1)
    }

    @Test func deletingAParentKeepsOrDeletesItsSubtasks() throws {
        let (interactor, _, repository) = scene()
        interactor.deleteTask(request: .init(id: trip.id, subtasks: .keep))
        #expect(try repository.loadAll().first { $0.id == hotel.id }?.parent == nil)
        interactor.undo(request: .init())
        interactor.deleteTask(request: .init(id: trip.id, subtasks: .delete))
        #expect(try repository.loadAll().isEmpty)
    }

    private func router(open: Int, all: Int) -> (TaskDetailRouter, NavigatorSpy, TaskDetailDataStoreStub, TaskDetailRouteSourceSpy) {
        let navigator = NavigatorSpy()
        let router = TaskDetailRouter(navigator: navigator, worker: DetailWorkerSpy.over([]).0)
        let store = TaskDetailDataStoreStub()
        store.currentTask = trip
        store.currentTaskID = trip.id
        store.subtaskCounts = (all, open)
        let source = TaskDetailRouteSourceSpy()
        router.dataStore = store
        router.viewController = source
        return (router, navigator, store, source)
    }

    @Test(arguments: [(TestInput.char("y"), true), (TestInput.char("o"), false)])
    func theCompleteQuestionPassesTheChoiceOn(key: InputEvent, withSubtasks: Bool) throws {
        let (router, navigator, store, source) = router(open: 1, all: 2)
        router.routeToCompleteQuestion()
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.layout(size: Size(width: 80, height: 24))
        #expect(confirm.viewModel?.lines == ["'Trip' has 1 open subtask. Complete it too?"])
        confirm.handle(key)
        #expect(source.confirmedCompletions == [withSubtasks])
        withExtendedLifetime(store) {}
    }

    @Test(arguments: [(TestInput.char("y"), SubtaskDisposal.delete), (TestInput.char("o"), .keep)])
    func theDeleteQuestionAsksAboutSubtasks(key: InputEvent, disposal: SubtaskDisposal) throws {
        let (router, navigator, store, source) = router(open: 1, all: 2)
        router.routeToDeleteTask()
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.layout(size: Size(width: 80, height: 24))
        #expect(confirm.viewModel?.lines == ["Delete 'Trip' and its 2 subtasks?"])
        confirm.handle(key)
        #expect(source.confirmedDeletes == [trip.id] && source.confirmedDeleteDisposals == [disposal])
        withExtendedLifetime(store) {}
    }
}
