import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The Task List's subtasks, interactor side, over a real worker: the tree in the
/// response, folding, indent / outdent / move, and completing a parent asking first.
@Suite struct TaskListSubtaskTests {
    let trip, hotel, room, train, other: Task

    /// Trip > (Hotel > Room, Train); Other. Titles sort them; all pending.
    init() throws {
        let created = Fixtures.clock.now
        trip = try Task(title: "Trip", created: created)
        hotel = try Task(title: "Hotel", created: created, parent: trip.id)
        room = try Task(title: "Room", created: created, parent: hotel.id)
        train = try Task(title: "Train", created: created, parent: trip.id)
        other = try Task(title: "Other", created: created)
    }

    private func scene(_ tasks: [Task]? = nil) -> (TaskListInteractor, TaskListPresentationLogicSpy, DetailWorkerSpy,
                                                   FailingTaskRepository) {
        let (worker, repository) = DetailWorkerSpy.over(tasks ?? [trip, hotel, room, train, other])
        let presenter = TaskListPresentationLogicSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: TaskQuery(filter: .pending, sort: .title))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return (interactor, presenter, worker, repository)
    }

    private func select(_ task: Task, in interactor: TaskListInteractor) {
        interactor.selectTask(id: task.id)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
    }

    @Test func theResponseCarriesEachRowsPlaceInTheTree() throws {
        let (_, presenter, _, _) = scene()
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.map(\.title) == ["Other", "Trip", "Hotel", "Room", "Train"])
        #expect(response.outline == [
            .init(depth: 0, isContext: false, hiddenCount: 0, progress: nil),
            .init(depth: 0, isContext: false, hiddenCount: 0, progress: SubtaskProgress(done: 0, total: 2)),
            .init(depth: 1, isContext: false, hiddenCount: 0, progress: SubtaskProgress(done: 0, total: 1)),
            .init(depth: 2, isContext: false, hiddenCount: 0, progress: nil),
            .init(depth: 1, isContext: false, hiddenCount: 0, progress: nil),
        ])
    }

    @Test func aFlatListHasNoOutline() throws {
        let (_, presenter, _, _) = scene([other])
        #expect(presenter.presentTasksResponses.last?.outline == [])
    }

    @Test func aSearchKeepsTheParentsOfAMatchAsContextAndMarkAllSkipsThem() throws {
        let (interactor, presenter, _, _) = scene()
        interactor.search(request: .init(text: "room"))
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.map(\.title) == ["Trip", "Hotel", "Room"])
        #expect(response.outline.map(\.isContext) == [true, true, false])
        #expect(response.matchingCount == 3)
        interactor.markTasks(request: .init(scope: .allMatching))
        #expect(interactor.targetIDs == [room.id])
    }

    @Test func foldingHidesAndCountsAndLeftOnASubtaskGoesToItsParent() throws {
        let (interactor, presenter, _, _) = scene()
        select(trip, in: interactor)
        interactor.fold(request: .init(collapse: true))
        var response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.map(\.title) == ["Other", "Trip"])
        #expect(response.outline[1].hiddenCount == 3)
        // Kept when the list is read again (another scene closed).
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.presentTasksResponses.last?.window.count == 2)
        interactor.fold(request: .init(collapse: false))
        response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.count == 5 && response.selectedIndex == 1)
        select(room, in: interactor)
        interactor.fold(request: .init(collapse: true))
        #expect(presenter.presentTasksResponses.last?.selectedIndex == 2)  // Hotel
        select(other, in: interactor)
        interactor.fold(request: .init(collapse: true))
        #expect(presenter.presentStatusResponses.last == .init(kind: .nothingToFold))
    }

    @Test func indentMakesItASubtaskOfTheTaskAboveAtItsLevel() throws {
        let (interactor, presenter, worker, repository) = scene()
        select(train, in: interactor)
        interactor.changeLevel(request: .init(indent: true))
        #expect(try repository.loadAll().first { $0.id == train.id }?.parent == hotel.id)
        #expect(worker.calls.last == "edit")
        guard case .change(.made(let change, _)) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected a change, got \(presenter.presentStatusResponses)")
            return
        }
        #expect(ChangeSummary.text(of: change) == "Moved 'Train'")
        select(other, in: interactor)
        interactor.changeLevel(request: .init(indent: true))
        #expect(presenter.presentStatusResponses.last == .init(kind: .nothingToIndentUnder))
    }

    @Test func outdentMovesUpALevelAndSaysWhenItCannot() throws {
        let (interactor, presenter, _, repository) = scene()
        select(room, in: interactor)
        interactor.changeLevel(request: .init(indent: false))
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == trip.id)
        interactor.changeLevel(request: .init(indent: false))
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == nil)
        interactor.changeLevel(request: .init(indent: false))
        #expect(presenter.presentStatusResponses.last == .init(kind: .alreadyTopLevel(title: "Room")))
        interactor.undo(request: .init())
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == trip.id)
    }

    @Test func moveFindsTheParentByTitleOrIDCompletesTitlesAndRefusesCycles() throws {
        let (interactor, presenter, _, repository) = scene()
        select(room, in: interactor)
        interactor.openParentPrompt(request: .init())
        #expect(presenter.presentParentPromptResponses == [.init(text: "")])
        interactor.completeParent(request: .init(text: "ot"))
        #expect(presenter.presentParentPromptResponses.last == .init(text: "Other"))
        interactor.moveToParent(request: .init(text: "other"))
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == other.id)
        interactor.moveToParent(request: .init(text: String(train.id.description.prefix(6))))
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == train.id)
        interactor.moveToParent(request: .init(text: "  "))
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == nil)
        interactor.moveToParent(request: .init(text: "Nothing"))
        #expect(presenter.presentStatusResponses.last == .init(kind: .noSuchParent(text: "Nothing", matches: 0)))
        interactor.moveToParent(request: .init(text: "T"))  // Trip, Train
        #expect(presenter.presentStatusResponses.last == .init(kind: .noSuchParent(text: "T", matches: 2)))
        // A task cannot go under its own subtask, or itself: the candidates leave those out,
        // and the domain's refusal says why.
        select(trip, in: interactor)
        interactor.moveToParent(request: .init(text: "Hotel"))
        #expect(presenter.presentStatusResponses.last
                == .init(kind: .change(.failed(.move(title: "Trip"), .domain(.parentCycle(task: "Trip", parent: "Hotel"))))))
        interactor.moveToParent(request: .init(text: "trip"))
        #expect(presenter.presentStatusResponses.last
                == .init(kind: .change(.failed(.move(title: "Trip"), .domain(.parentCycle(task: "Trip", parent: nil))))))
        #expect(try repository.loadAll().first { $0.id == trip.id }?.parent == nil)
    }

    @Test func completingAParentWithOpenSubtasksAsksFirstThenDoesWhatWasChosen() throws {
        let (interactor, presenter, worker, repository) = scene()
        select(trip, in: interactor)
        interactor.toggleTask(request: .init())
        #expect(presenter.presentOpenTaskResponses == [.init(destination: .completeQuestion)])
        #expect(!worker.calls.contains("toggle"))
        let pending = try #require(interactor.pendingCompletion)
        #expect(pending.ids == [trip.id] && pending.openSubtasks == 3)
        interactor.completeTasks(request: .init(ids: [trip.id], withSubtasks: true))
        #expect(try repository.loadAll().filter(\.isCompleted).count == 4)
        #expect(interactor.pendingCompletion == nil)
        interactor.undo(request: .init())
        #expect(try repository.loadAll().filter(\.isCompleted).isEmpty)
        interactor.completeTasks(request: .init(ids: [trip.id], withSubtasks: false))
        #expect(try repository.loadAll().filter(\.isCompleted).map(\.id) == [trip.id])
        // A task without open subtasks completes at once.
        select(other, in: interactor)
        interactor.toggleTask(request: .init())
        #expect(try repository.loadAll().filter(\.isCompleted).count == 2)
    }

    @Test func deletingWithSubtasksKeptMovesThemUpInOneChange() throws {
        let (interactor, _, worker, repository) = scene()
        #expect(interactor.subtaskCount(of: [trip.id]) == 3 && interactor.subtaskCount(of: [trip.id, hotel.id]) == 2)
        interactor.deleteTask(request: .init(ids: [hotel.id], subtasks: .keep))
        #expect(worker.calls.last == "delete keep")
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == trip.id)
        interactor.undo(request: .init())
        interactor.deleteTask(request: .init(ids: [trip.id], subtasks: .delete))
        #expect(try repository.loadAll().map(\.title) == ["Other"])
    }
}
