import Foundation
import Testing
import TaskDomain
import TerminalCore
import TaskTestSupport
@testable import TaskScenes

/// The list's plan: the Next and Waiting tabs, `b` (start / stop), `w` (wait) and tasks
/// coming back from waiting while the list is open. Interactor over a real worker (so undo
/// works), with the presenter and the worker spied on.
@Suite struct TaskListPlanTests {
    let presenter = TaskListPresentationLogicSpy()

    func makeInteractor(_ worker: TaskWorkingSpy, plan: PlanSettings = .defaults,
                        query: TaskQuery = TaskQuery(filter: .pending, sort: .due)) -> TaskListInteractor {
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: query, plan: plan)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return interactor
    }

    func shown() -> [String] { presenter.presentTasksResponses.last?.window.map(\.title) ?? [] }
    func statuses() -> [TaskList.Status.Response.Kind] { presenter.presentStatusResponses.map(\.kind) }

    /// Untimed, `offset` days after the seeds' Sunday.
    static func day(_ offset: Int) throws -> Due { Due(day: try Fixtures.Samples.day(2026, 11, 29)).adding(days: offset) }

    // MARK: - Tabs

    @Test func nextAndWaitingAreTabsAfterPendingAndBeforeDone() {
        #expect(TaskList.filterTabs == [.all, .pending, .ready, .dueToday, .dueThisWeek, .overdue, .waiting, .completed])
        let words = TaskListPresenter.commandWords(formats: [], views: [])
        #expect(words.tabs["next"] == .ready)
        #expect(words.tabs["waiting"] == .waiting)
    }

    /// Next ranks ready tasks by urgency, flat (a subtask on its own, its parent's title
    /// beside it), the first `nextLimit`; leaving it gives the order back.
    @Test func theNextTabRanksReadyTasksByUrgencyFlatAndCut() throws {
        let trip = try Fixtures.Samples.task("Trip", project: "home")
        let flights = try Task(title: "Book flights", created: Fixtures.Samples.now, due: Self.day(1), priority: .high, parent: trip.id)
        let later = try Task(title: "Later", created: Fixtures.Samples.now, wait: Self.day(3))
        let worker = try TaskWorkingSpy(tasks: try Fixtures.Samples.all + [trip, flights, later])
        let interactor = makeInteractor(worker, plan: PlanSettings(nextLimit: 3))
        interactor.commandLine.runCommand(request: .init(text: "tab next"))
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.query.filter == .ready && response.query.sort == .urgency && response.query.isFlat)
        #expect(response.query.limit == 3)
        // Buy milk's tag puts it ahead of the subtask due the same day (14.9 and 14.1).
        #expect(shown() == ["Buy milk", "Book flights", "Call mom"])
        #expect(response.parentTitles == [flights.id: "Trip"])
        #expect(response.outline.isEmpty)
        interactor.browse.changeFilter(request: .init(forward: true))  // Today
        let today = try #require(presenter.presentTasksResponses.last)
        #expect(today.query.sort == .due && !today.query.isFlat && today.query.limit == nil)
        #expect(today.parentTitles.isEmpty)
    }

    /// `s` on the Next tab cycles on from urgency; the urgency sort is among the orders.
    @Test func sortCyclesThroughUrgency() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        var sorts: [TaskSort] = []
        for _ in TaskSort.builtIn {
            interactor.browse.changeSort(request: .init())
            sorts.append(try #require(presenter.presentTasksResponses.last).query.sort)
        }
        #expect(sorts == [.priority, .created, .title, .urgency, .due])
    }

    @Test func theWaitingTabShowsWhatIsHidden() throws {
        let later = try Task(title: "Later", created: Fixtures.Samples.now, wait: Self.day(3))
        let interactor = makeInteractor(try TaskWorkingSpy(tasks: try Fixtures.Samples.all + [later]))
        #expect(!shown().contains("Later"))
        interactor.commandLine.runCommand(request: .init(text: "tab waiting"))
        #expect(shown() == ["Later"])
    }

    @Test func aConfigsFirstListMayBeNext() throws {
        let interactor = makeInteractor(try TaskWorkingSpy(), query: TaskQuery(filter: .ready, sort: .due))
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.query.sort == .urgency && response.query.isFlat && response.query.limit == 25)
        _ = interactor
    }

    // MARK: - Start / stop

    @Test func bStartsTheSelectedTaskThenStopsIt() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        let first = try #require(presenter.presentTasksResponses.last?.window.first)
        interactor.plan.startStop(request: .init(mode: .toggle))
        #expect(worker.startCalls.map(\.0) == [[first.id]])
        #expect(worker.startCalls.map(\.severalAtOnce) == [false])
        #expect(presenter.presentTasksResponses.last?.window.first?.isActive == true)
        guard case .change(.made(let change, _)) = statuses().last else { Issue.record("no change said"); return }
        #expect(change.action == .started)
        interactor.plan.startStop(request: .init(mode: .toggle))
        #expect(worker.stopCalls == [[first.id]])
        #expect(presenter.presentTasksResponses.last?.window.first?.isActive == false)
        interactor.changes.undo(request: .init())
        #expect(presenter.presentTasksResponses.last?.window.first?.isActive == true)
    }

    /// Another process started it: the list did not know, the start changes nothing, and
    /// the status line says it is running.
    @Test func startingATaskStartedElsewhereSaysItIsRunning() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        let first = try #require(presenter.presentTasksResponses.last?.window.first)
        _ = try TaskService(repository: worker.repository, clock: worker.clock).start(ids: [first.id], severalAtOnce: false)
        interactor.plan.startStop(request: .init(mode: .toggle))
        #expect(statuses().last == .plan(.alreadyRunning(title: first.title, count: 1)))
    }

    @Test func startAndStopCommandsGoOneWay() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        let first = try #require(presenter.presentTasksResponses.last?.window.first)
        interactor.plan.startStop(request: .init(mode: .stop))
        #expect(statuses().last == .plan(.notRunning(title: first.title, count: 1)))
        interactor.plan.startStop(request: .init(mode: .start))
        interactor.plan.startStop(request: .init(mode: .start))
        #expect(worker.startCalls.count == 2)
        #expect(statuses().last == .plan(.alreadyRunning(title: first.title, count: 1)))
    }

    @Test func severalMarkedTasksStartOnlyWhenSeveralMayRun() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        interactor.marks.markTasks(request: .init(scope: .allMatching))
        interactor.plan.startStop(request: .init(mode: .toggle))
        guard case .change(.failed(.start(nil, 3), _)) = statuses().last else {
            Issue.record("expected a refused start, got \(String(describing: statuses().last))")
            return
        }
        let several = makeInteractor(try TaskWorkingSpy(), plan: PlanSettings(severalActive: true))
        several.marks.markTasks(request: .init(scope: .allMatching))
        several.plan.startStop(request: .init(mode: .toggle))
        #expect(presenter.presentTasksResponses.last?.window.allSatisfy(\.isActive) == true)
    }

    @Test func nothingSelectedStartsNothing() throws {
        let worker = try TaskWorkingSpy(tasks: [])
        let interactor = makeInteractor(worker)
        interactor.plan.startStop(request: .init(mode: .toggle))
        interactor.plan.openWaitPrompt(request: .init())
        #expect(statuses() == [.noTaskSelected, .noTaskSelected])
        #expect(worker.startCalls.isEmpty)
    }

    // MARK: - Wait

    @Test func theWaitFieldPreviewsTheDayAndWarnsPastTheDueDate() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)  // Call mom (overdue) first
        interactor.plan.openWaitPrompt(request: .init())
        interactor.plan.previewWait(request: .init(text: "fri"))
        interactor.plan.previewWait(request: .init(text: "frx"))
        let friday = Due(day: try Fixtures.Samples.day(2026, 12, 4))
        let call = try Fixtures.Samples.call
        #expect(presenter.presentWaitPromptResponses == [
            .init(text: "", preview: .empty(anyWaiting: false)),
            .init(text: nil, preview: .valid(DateReading(due: friday, words: "fri"), pastDue: call.due, hasArrived: false)),
            .init(text: nil, preview: .invalid("frx")),
        ])
    }

    /// Enter hides the task (one undoable edit through the worker); `u` brings it back.
    @Test func enterHidesTheTaskAndUndoBringsItBack() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        let first = try #require(presenter.presentTasksResponses.last?.window.first)
        interactor.plan.changeWait(request: .init(text: "+3d"))
        let wait = Due(day: try Fixtures.Samples.day(2026, 12, 2))
        #expect(worker.editCalls.map(\.0) == [[first.id]])
        #expect(worker.editCalls.map(\.1) == [TaskEdit(wait: .set(wait))])
        #expect(!shown().contains(first.title))
        guard case .plan(.waitChanged(let change, until: wait, pastDue: first.due)) = statuses().last else {
            Issue.record("expected the wait said, got \(String(describing: statuses().last))")
            return
        }
        #expect(change.ids == [first.id])
        interactor.changes.undo(request: .init())
        #expect(shown().contains(first.title))
    }

    @Test func anEmptyWaitShowsTheTaskAgainAndNonsenseIsRefused() throws {
        let later = try Task(title: "Later", created: Fixtures.Samples.now, wait: Self.day(3))
        let worker = try TaskWorkingSpy(tasks: [later])
        let interactor = makeInteractor(worker, query: TaskQuery(filter: .waiting, sort: .due))
        interactor.plan.changeWait(request: .init(text: "someday"))
        #expect(statuses().last == .plan(.invalidWait("someday")))
        #expect(worker.editCalls.isEmpty)
        interactor.plan.openWaitPrompt(request: .init())
        #expect(presenter.presentWaitPromptResponses.last?.preview == .empty(anyWaiting: true))
        interactor.plan.changeWait(request: .init(text: ""))
        #expect(worker.editCalls.map(\.1) == [TaskEdit(wait: .set(nil))])
        #expect(shown().isEmpty)
    }

    // MARK: - Back from waiting

    /// The clock passes a waiting task's day: the list shows it again on the next tick and
    /// says so once; a tick with nothing arriving presents nothing.
    @Test func aTaskComesBackFromWaitingWhileTheListIsOpen() throws {
        let clock = MovableClock(Fixtures.Samples.clock)
        let soon = try Task(title: "Soon", created: Fixtures.Samples.now, wait: Due(day: try Fixtures.Samples.day(2026, 11, 29), hour: 12, minute: 5))
        let also = try Task(title: "Also soon", created: Fixtures.Samples.now, wait: Due(day: try Fixtures.Samples.day(2026, 11, 29), hour: 12, minute: 5))
        let worker = try TaskWorkingSpy(tasks: try Fixtures.Samples.all + [soon, also], clock: clock)
        let interactor = makeInteractor(worker)
        #expect(!shown().contains("Soon"))
        let presented = presenter.presentTasksResponses.count
        clock.advance(60)
        interactor.plan.passTime(request: .init())
        #expect(presenter.presentTasksResponses.count == presented)
        clock.advance(4 * 60)
        interactor.plan.passTime(request: .init())
        #expect(shown().contains("Soon") && shown().contains("Also soon"))
        #expect(statuses() == [.plan(.backFromWaiting(count: 2, title: nil))])
        interactor.plan.passTime(request: .init())
        #expect(statuses().count == 1)
        #expect(worker.allTasksCallCount == 1)  // no storage read
    }
}
