import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

/// The list shows again after a scene over it (detail, editor) closed: it takes in only the
/// tasks written meanwhile, as stored now, instead of reading and laying out every task (at
/// a million tasks that took seconds after each detail view), and shows exactly what a
/// list read afresh shows.
@Suite struct TaskListShowAgainTests {
    let presenter = TaskListPresentationLogicSpy()
    static let viewport = TaskList.Viewport(rows: 60, width: 100)

    func makeInteractor(_ worker: TaskWorkingSpy, query: TaskQuery = TaskQuery(filter: .all, sort: .due)) -> TaskListInteractor {
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: query)
        interactor.fetchTasks(request: .init(viewport: Self.viewport))
        return interactor
    }

    /// Every shown row, and the counts, of `interactor`'s list.
    func shown(_ interactor: TaskListInteractor) -> [Task] {
        interactor.state.shownTasks(in: 0..<interactor.state.shownCount)
    }

    /// The tree's shape of `interactor`'s rows: each row's depth and how many rows it hides.
    func outline(_ interactor: TaskListInteractor) -> [String] {
        let state = interactor.state
        guard state.live.isTree else { return [] }
        return state.shownTreeRows(in: 0..<state.shownCount).map { "\($0.depth) \($0.hiddenCount)" }
    }

    /// What a list made now over `worker` shows.
    func shownAfresh(_ worker: TaskWorkingSpy, query: TaskQuery = TaskQuery(filter: .all, sort: .due)) -> [Task] {
        shown(TaskListInteractor(presenter: TaskListPresentationLogicSpy(), worker: worker, query: query)
            .fetched(Self.viewport))
    }

    @Test func writesMadeOverTheListReachItWithoutReadingEveryTask() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        let milk = try Fixtures.Samples.milk, call = try Fixtures.Samples.call
        _ = try worker.edit([milk.id], TaskEdit(title: .set("Buy oat milk")))
        _ = try worker.toggleCompletion(ids: [call.id])
        let added = try worker.add(TaskDraft(title: "Water plants"))
        let reads = worker.allTasksCallCount
        interactor.fetchTasks(request: .init(viewport: Self.viewport))
        #expect(worker.allTasksCallCount == reads)
        let titles = shown(interactor).map(\.title)
        #expect(titles.contains("Buy oat milk") && titles.contains("Water plants") && !titles.contains("Buy milk"))
        #expect(shown(interactor).first { $0.id == call.id }?.isCompleted == true)
        #expect(shown(interactor) == shownAfresh(worker))
        #expect(presenter.presentTasksResponses.last?.summary.total == 5)
        #expect(added.ids.count == 1)
    }

    /// The queries the random test shows: every task by due date, and the Next view searched
    /// (ready tasks by urgency, whose blocked and blocking terms the dependencies move).
    static let randomQueries = [TaskQuery(filter: .all, sort: .due),
                                TaskQuery(filter: .ready, search: "1", sort: .urgency)]

    /// Random writes (adds, edits, completions, deletions, dependencies, subtasks, undo, redo)
    /// between showings, some by the list itself: after each showing the list equals one read
    /// afresh, rows, tree and order.
    @Test(arguments: [1, 2, 3] as [UInt64], [0, 1])
    func randomWritesBetweenShowingsLeaveTheListAsReadAfresh(seed: UInt64, queryIndex: Int) throws {
        var random = SplitMix64(seed: seed)
        let query = Self.randomQueries[queryIndex]
        let tasks = try (0..<30).map { n in
            try Fixtures.Samples.task("Task \(n)", due: n % 3 == 0 ? nil : Due(day: try Fixtures.Samples.day(2026, 11, 20 + n % 9)),
                                      priority: [.none, .low, .high][n % 3], createdMinutesAgo: n)
        }
        let worker = try TaskWorkingSpy(tasks: tasks)
        let interactor = makeInteractor(worker, query: query)
        var linked = 0  // dependencies and parents set (a cycle is refused)
        for round in 0..<12 {
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let ids = try worker.allTasks().map(\.id)
                let id = try #require(ids.randomElement(using: &random))
                let other = try #require(ids.randomElement(using: &random))
                switch Int.random(in: 0..<9, using: &random) {
                case 0: _ = try worker.add(TaskDraft(title: "New \(round)"))
                case 1: _ = try worker.edit([id], TaskEdit(title: .set("Renamed \(round)")))
                case 2: _ = try worker.edit([id], TaskEdit(due: .set(nil), priority: .set(.medium)))
                case 3: _ = try worker.toggleCompletion(ids: [id])
                case 4: _ = try worker.delete(ids: [id])
                case 5: _ = try worker.undo()
                case 6: if (try? worker.edit([id], TaskEdit(depends: .set(id == other ? [] : [other])))) != nil { linked += 1 }
                case 7: if (try? worker.edit([id], TaskEdit(parent: .set(id == other ? nil : other)))) != nil { linked += 1 }
                default: _ = try worker.redo()
                }
            }
            if round % 3 == 2 { interactor.changes.toggleTask(request: .init()) }  // the list's own write
            let reads = worker.allTasksCallCount
            interactor.fetchTasks(request: .init(viewport: Self.viewport))
            #expect(worker.allTasksCallCount == reads, "round \(round)")
            #expect(shown(interactor) == shownAfresh(worker, query: query), "round \(round)")
            #expect(outline(interactor) == outline(TaskListInteractor(presenter: TaskListPresentationLogicSpy(), worker: worker,
                                                                      query: query).fetched(Self.viewport)), "round \(round)")
        }
        #expect(linked > 2)
    }

    @Test func moreWritesThanRememberedReadEveryTaskAgain() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        let milk = try Fixtures.Samples.milk
        for n in 0...WriteLog.capacity { _ = try worker.edit([milk.id], TaskEdit(title: .set("Milk \(n)"))) }
        let reads = worker.allTasksCallCount
        interactor.fetchTasks(request: .init(viewport: Self.viewport))
        #expect(worker.allTasksCallCount == reads + 1)
        #expect(shown(interactor).contains { $0.title == "Milk \(WriteLog.capacity)" })
    }

    @Test func storageThatCannotBeReadOnReturnIsSaid() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        _ = try worker.toggleCompletion(ids: [try Fixtures.Samples.milk.id])
        worker.failReads = true
        interactor.fetchTasks(request: .init(viewport: Self.viewport))
        #expect(presenter.presentFetchTasksFailureResponses.count == 1)
    }

    /// A waiting task's moment came while the list was covered: it shows on return.
    @Test func timeThatPassedWhileCoveredShows() throws {
        let clock = MovableClock(Fixtures.Samples.clock)
        let soon = try Task(title: "Soon", created: Fixtures.Samples.now,
                            wait: Due(day: try Fixtures.Samples.day(2026, 11, 29), hour: 12, minute: 5))
        let worker = try TaskWorkingSpy(tasks: try Fixtures.Samples.all + [soon], clock: clock)
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: TaskQuery(filter: .pending, sort: .due))
        interactor.fetchTasks(request: .init(viewport: Self.viewport))
        #expect(!shown(interactor).contains { $0.title == "Soon" })
        clock.advance(10 * 60)
        interactor.fetchTasks(request: .init(viewport: Self.viewport))
        #expect(shown(interactor).contains { $0.title == "Soon" })
        #expect(worker.allTasksCallCount == 1)
    }
}

@Suite struct WriteLogTests {
    let a = TaskID(), b = TaskID(), c = TaskID()

    @Test func theTasksSinceAMarkComeOnceInTheOrderFirstTouched() {
        var log = WriteLog()
        log.note([a])
        let mark = log.count
        log.note([b, a])
        log.note([c, b])
        #expect(log.ids(since: mark) == [b, a, c])
        #expect(log.ids(since: log.count) == [])
        #expect(log.ids(since: 0) == [a, b, c])
    }

    @Test func writesNoLongerRememberedGiveNothing() {
        var log = WriteLog()
        for _ in 0..<WriteLog.capacity { log.note([a]) }
        #expect(log.ids(since: 0) == [a])
        log.note([b])
        #expect(log.ids(since: 0) == nil)
        #expect(log.ids(since: 1) == [a, b])
        #expect(log.ids(since: log.count + 1) == nil)
    }
}

private extension TaskListInteractor {
    func fetched(_ viewport: TaskList.Viewport) -> TaskListInteractor {
        fetchTasks(request: .init(viewport: viewport))
        return self
    }
}
