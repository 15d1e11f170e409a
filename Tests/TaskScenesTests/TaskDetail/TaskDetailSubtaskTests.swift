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

    private func scene() -> (TaskDetailInteractor, TaskDetailPresentationLogicSpy, FailingTaskRepository) {
        let (worker, repository) = TaskWorkingSpy.over([trip, hotel, room])
        let presenter = TaskDetailPresentationLogicSpy()
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker)
        interactor.order = [trip.id]
        interactor.currentTaskID = trip.id
        interactor.showTask(request: .init(width: 60))
        return (interactor, presenter, repository)
    }

    @Test func completingAParentWithOpenSubtasksAsksAndDoesWhatWasChosen() throws {
        let (interactor, presenter, repository) = scene()
        interactor.toggleTask(request: .init())
        #expect(presenter.presentQuestionResponses == [.init(question: .completeParent(titled: "Trip", count: 1, openSubtasks: 1))])
        #expect(try repository.loadAll().filter(\.isCompleted).count == 1)
        interactor.answerQuestion(request: .init(answer: .yes))
        #expect(try repository.loadAll().allSatisfy(\.isCompleted))
        interactor.undo(request: .init())
        interactor.toggleTask(request: .init())
        interactor.answerQuestion(request: .init(answer: .alternative))
        #expect(try repository.loadAll().first { $0.id == hotel.id }?.isCompleted == false)
        #expect(try repository.loadAll().first { $0.id == trip.id }?.isCompleted == true)
        // Reopening never asks.
        interactor.toggleTask(request: .init())
        #expect(presenter.presentQuestionResponses.count == 2)
        #expect(try repository.loadAll().first { $0.id == trip.id }?.isCompleted == false)
    }

    @Test(arguments: [(ConfirmAnswer.alternative, SubtaskDisposal.keep), (.yes, .delete)])
    func deletingAParentAsksAndKeepsOrDeletesItsSubtasks(answer: ConfirmAnswer, disposal: SubtaskDisposal) throws {
        let (interactor, presenter, repository) = scene()
        interactor.deleteTask(request: .init())
        #expect(presenter.presentQuestionResponses == [.init(question: .deleteParent(titled: "Trip", count: 1, subtasks: 2))])
        interactor.answerQuestion(request: .init(answer: answer))
        switch disposal {
        case .keep: #expect(try repository.loadAll().first { $0.id == hotel.id }?.parent == nil)
        case .delete: #expect(try repository.loadAll().isEmpty)
        }
    }

    /// The router only shows the question and hands the answer back, whatever it is.
    @Test(arguments: [(TestInput.char("y"), ConfirmAnswer.yes), (TestInput.char("o"), .alternative), (TestInput.char("n"), .no)])
    func theRouterShowsTheQuestionAndHandsTheAnswerBack(key: InputEvent, answer: ConfirmAnswer) throws {
        let navigator = NavigatorSpy()
        let router = TaskDetailRouter(navigator: navigator, environment: .testing(TaskWorkingSpy.over([]).0))
        let source = TaskDetailRouteSourceSpy()
        router.viewController = source
        router.routeToQuestion(.completeParent(titled: "Trip", count: 1, openSubtasks: 1))
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.handle(key)
        #expect(source.answers == [answer])
    }
}
