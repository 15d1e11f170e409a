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

    private func scene(_ tasks: [Task]? = nil) -> (TaskListInteractor, TaskListPresentationLogicSpy, TaskWorkingSpy,
                                                   FailingTaskRepository) {
        let (worker, repository) = TaskWorkingSpy.over(tasks ?? [trip, hotel, room, train, other])
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
        interactor.search.search(request: .init(text: "room"))
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.map(\.title) == ["Trip", "Hotel", "Room"])
        #expect(response.outline.map(\.isContext) == [true, true, false])
        #expect(response.matchingCount == 3)
        interactor.marks.markTasks(request: .init(scope: .allMatching))
        #expect(interactor.state.targetIDs == [room.id])
    }

    @Test func foldingHidesAndCountsAndLeftOnASubtaskGoesToItsParent() throws {
        let (interactor, presenter, _, _) = scene()
        select(trip, in: interactor)
        interactor.tree.fold(request: .init(collapse: true))
        var response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.map(\.title) == ["Other", "Trip"])
        #expect(response.outline[1].hiddenCount == 3)
        // Kept when the list is read again (another scene closed).
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.presentTasksResponses.last?.window.count == 2)
        interactor.tree.fold(request: .init(collapse: false))
        response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.count == 5 && response.selectedIndex == 1)
        select(room, in: interactor)
        interactor.tree.fold(request: .init(collapse: true))
        #expect(presenter.presentTasksResponses.last?.selectedIndex == 2)  // Hotel
        select(other, in: interactor)
        interactor.tree.fold(request: .init(collapse: true))
        #expect(presenter.presentStatusResponses.last == .init(kind: .tree(.nothingToFold)))
    }

    @Test func indentMakesItASubtaskOfTheTaskAboveAtItsLevel() throws {
        let (interactor, presenter, worker, repository) = scene()
        select(train, in: interactor)
        interactor.tree.changeLevel(request: .init(indent: true))
        #expect(try repository.loadAll().first { $0.id == train.id }?.parent == hotel.id)
        #expect(worker.calls.last.map { if case .edit([train.id], _) = $0 { true } else { false } } == true)
        guard case .tree(.moved(let change, under: "Hotel")) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected a move under Hotel, got \(presenter.presentStatusResponses)")
            return
        }
        #expect(ChangeSummary.text(of: change) == "Moved 'Train'")
        // Issue 25, item 14: the line said "Moved 'Train'" and not where to.
        let display = TaskListDisplayLogicSpy()
        let wording = TaskListPresenter(clock: Fixtures.Samples.clock)
        wording.viewController = display
        wording.presentStatus(response: .init(kind: .tree(.moved(change, under: "Hotel"))))
        wording.presentStatus(response: .init(kind: .tree(.moved(change, under: nil))))
        #expect(display.displayStatusViewModels.map(\.text) == ["Moved 'Train' under 'Hotel' — u to undo",
                                                               "Moved 'Train' to the top level — u to undo"])
        select(other, in: interactor)
        interactor.tree.changeLevel(request: .init(indent: true))
        #expect(presenter.presentStatusResponses.last == .init(kind: .tree(.nothingToIndentUnder)))
    }

    @Test func outdentMovesUpALevelAndSaysWhenItCannot() throws {
        let (interactor, presenter, _, repository) = scene()
        select(room, in: interactor)
        interactor.tree.changeLevel(request: .init(indent: false))
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == trip.id)
        #expect(presenter.presentStatusResponses.last?.kind.movedUnder == .some("Trip"))
        interactor.tree.changeLevel(request: .init(indent: false))
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == nil)
        #expect(presenter.presentStatusResponses.last?.kind.movedUnder == .some(nil))
        interactor.tree.changeLevel(request: .init(indent: false))
        #expect(presenter.presentStatusResponses.last == .init(kind: .tree(.alreadyTopLevel(title: "Room"))))
        interactor.changes.undo(request: .init())
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == trip.id)
    }

    @Test func moveFindsTheParentByTitleOrIDCompletesTitlesAndRefusesCycles() throws {
        let (interactor, presenter, _, repository) = scene()
        select(room, in: interactor)
        interactor.tree.openParentPrompt(request: .init())
        #expect(presenter.presentParentPromptResponses == [.init(text: "")])
        interactor.tree.completeParent(request: .init(text: "ot"))
        #expect(presenter.presentParentPromptResponses.last == .init(text: "Other"))
        interactor.tree.moveToParent(request: .init(text: "other"))
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == other.id)
        interactor.tree.moveToParent(request: .init(text: String(train.id.description.prefix(6))))
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == train.id)
        interactor.tree.moveToParent(request: .init(text: "  "))
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == nil)
        interactor.tree.moveToParent(request: .init(text: "Nothing"))
        #expect(presenter.presentStatusResponses.last == .init(kind: .tree(.noSuchParent(text: "Nothing", matches: 0))))
        interactor.tree.moveToParent(request: .init(text: "T"))  // Trip, Train
        #expect(presenter.presentStatusResponses.last == .init(kind: .tree(.noSuchParent(text: "T", matches: 2))))
        // A task cannot go under its own subtask, or itself: the candidates leave those out,
        // and the domain's refusal says why.
        select(trip, in: interactor)
        interactor.tree.moveToParent(request: .init(text: "Hotel"))
        #expect(presenter.presentStatusResponses.last
                == .init(kind: .change(.failed(.move(title: "Trip"), .domain(.parentCycle(task: "Trip", parent: "Hotel"))))))
        interactor.tree.moveToParent(request: .init(text: "trip"))
        #expect(presenter.presentStatusResponses.last
                == .init(kind: .change(.failed(.move(title: "Trip"), .domain(.parentCycle(task: "Trip", parent: nil))))))
        #expect(try repository.loadAll().first { $0.id == trip.id }?.parent == nil)
    }

    @Test func completingAParentWithOpenSubtasksAsksFirstThenDoesWhatWasChosen() throws {
        let (interactor, presenter, worker, repository) = scene()
        select(trip, in: interactor)
        interactor.changes.toggleTask(request: .init())
        let question = ConfirmQuestion.completeParent(titled: "Trip", count: 1, openSubtasks: 3)
        #expect(presenter.presentQuestionResponses == [.init(question: question)])
        #expect(worker.toggleCalls.isEmpty && worker.completeCalls.isEmpty)
        interactor.answerQuestion(request: .init(answer: .yes))
        #expect(try repository.loadAll().filter(\.isCompleted).count == 4)
        interactor.changes.undo(request: .init())
        interactor.answerQuestion(request: .init(answer: .yes))  // answered once: a second answer does nothing
        #expect(try repository.loadAll().filter(\.isCompleted).isEmpty)
        interactor.changes.toggleTask(request: .init())
        interactor.answerQuestion(request: .init(answer: .alternative))
        #expect(try repository.loadAll().filter(\.isCompleted).map(\.id) == [trip.id])
        interactor.changes.undo(request: .init())
        interactor.changes.toggleTask(request: .init())
        interactor.answerQuestion(request: .init(answer: .no))
        #expect(try repository.loadAll().filter(\.isCompleted).isEmpty)
        #expect(presenter.presentQuestionResponses.count == 3)
        // A task without open subtasks completes at once.
        select(other, in: interactor)
        interactor.changes.toggleTask(request: .init())
        #expect(try repository.loadAll().filter(\.isCompleted).map(\.id) == [other.id])
    }

    @Test func deletingWithSubtasksKeptMovesThemUpInOneChange() throws {
        let (interactor, presenter, worker, repository) = scene()
        select(hotel, in: interactor)
        interactor.changes.deleteTask(request: .init())
        #expect(presenter.presentQuestionResponses.last == .init(question: .deleteParent(titled: "Hotel", count: 1, subtasks: 1)))
        interactor.answerQuestion(request: .init(answer: .alternative))
        #expect(worker.calls.last.map { if case .deleteWithSubtasks(_, .keep) = $0 { true } else { false } } == true)
        #expect(try repository.loadAll().first { $0.id == room.id }?.parent == trip.id)
        interactor.changes.undo(request: .init())
        select(trip, in: interactor)
        interactor.changes.deleteTask(request: .init())
        #expect(presenter.presentQuestionResponses.last == .init(question: .deleteParent(titled: "Trip", count: 1, subtasks: 3)))
        interactor.answerQuestion(request: .init(answer: .yes))
        #expect(try repository.loadAll().map(\.title) == ["Other"])
    }

    /// A question that named no subtasks deletes none: one added from outside while it was
    /// asked is kept (the service moves it up a level).
    @Test func yesToAQuestionWithoutSubtasksKeepsAnyThatAppeared() throws {
        let (interactor, presenter, worker, repository) = scene([trip, other])
        select(trip, in: interactor)
        interactor.changes.deleteTask(request: .init())
        #expect(presenter.presentQuestionResponses == [.init(question: .deleteTask(titled: "Trip"))])
        // Another program adds a subtask of Trip while the question is shown.
        _ = try repository.wrapped.commit(TaskChange(action: .added, entries: [.init(id: hotel.id, before: nil, after: hotel)]))
        interactor.storage.refreshTasks(request: .init(news: CommitReport(external: ExternalChanges(changed: [hotel]))))
        interactor.answerQuestion(request: .init(answer: .yes))
        #expect(worker.calls.last.map { if case .deleteWithSubtasks(_, .keep) = $0 { true } else { false } } == true)
        #expect(try repository.loadAll().map(\.title).sorted() == ["Hotel", "Other"])
    }
}

private extension TaskList.Status.Response.Kind {
    /// The parent a move's status names: `.some(nil)` for the top level, nil when not a move.
    var movedUnder: String?? {
        guard case .tree(.moved(_, let parent)) = self else { return nil }
        return .some(parent)
    }
}
