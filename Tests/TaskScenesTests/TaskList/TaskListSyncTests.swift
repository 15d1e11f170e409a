import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// `$` on the list: the interactor starts the sync command through the `SyncRunning` port
/// and reports facts; when the run loop hands back its end with what it changed, the list
/// applies the changes in place and the presenter words the outcome.
@Suite struct TaskListSyncTests {
    let presenter = TaskListPresentationLogicSpy()
    let runner = SyncRunnerSpy()

    func makeInteractor(sync: SyncRunning?) throws -> TaskListInteractor {
        let interactor = TaskListInteractor(presenter: presenter, worker: try TaskWorkingSpy(),
                                            query: TaskQuery(filter: .pending, sort: .due), sync: sync)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return interactor
    }

    @Test func startingSaysItStartedWhichCommand() throws {
        let interactor = try makeInteractor(sync: runner)
        interactor.storage.startSync(request: .init())
        #expect(runner.startCallCount == 1)
        #expect(presenter.presentStatusResponses.map(\.kind) == [.storage(.syncStarted(command: "vdirsyncer sync"))])
    }

    @Test func startingWhileARunGoesOnStartsNothingNew() throws {
        runner.startsRun = false
        let interactor = try makeInteractor(sync: runner)
        interactor.storage.startSync(request: .init())
        #expect(presenter.presentStatusResponses.map(\.kind) == [.storage(.syncAlreadyRunning)])
    }

    @Test func withoutARunnerTheKeySaysSo() throws {
        let interactor = try makeInteractor(sync: nil)
        interactor.storage.startSync(request: .init())
        #expect(presenter.presentStatusResponses.map(\.kind) == [.storage(.syncUnavailable)])
    }

    @Test func theEndOfASyncAppliesWhatItChangedAndReportsTheOutcome() throws {
        let interactor = try makeInteractor(sync: runner)
        interactor.browse.moveSelection(request: .init(movement: .down))  // Write report
        let rent = try Seeds.task("Pay rent", due: Due(day: Seeds.day(2026, 11, 28)))
        let outcome = SyncOutcome(command: "vdirsyncer sync", status: 0, lastLine: nil)
        let news = CommitReport(external: ExternalChanges(changed: [rent], removed: [(try Seeds.milk).id]))

        interactor.storage.finishSync(request: .init(outcome: outcome, news: news))

        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.map(\.title) == ["Call mom", "Pay rent", "Write report"])
        #expect(response.selectedIndex == 2)
        #expect(presenter.presentStatusResponses.last?.kind
                == .storage(.synced(outcome, changedHere: 2, conflicts: [], setAsideLocation: nil)))
    }

    @Test func aFailedSyncThatChangedNothingStillReportsItsOutcome() throws {
        let interactor = try makeInteractor(sync: runner)
        let fetches = presenter.presentTasksResponses.count
        let outcome = SyncOutcome(command: "vdirsyncer sync", status: 1, lastLine: "error: no route to host")
        interactor.storage.finishSync(request: .init(outcome: outcome, news: .clean))
        #expect(presenter.presentTasksResponses.count == fetches)
        #expect(presenter.presentStatusResponses.last?.kind
                == .storage(.synced(outcome, changedHere: 0, conflicts: [], setAsideLocation: nil)))
    }
}

/// The words of the sync's status lines.
@Suite struct TaskListSyncPresenterTests {
    let display = TaskListDisplayLogicSpy()

    func line(_ kind: TaskList.StorageNewsStatus) -> StatusLine? {
        let presenter = TaskListPresenter(clock: Seeds.clock)
        presenter.viewController = display
        presenter.presentStatus(response: .init(kind: .storage(kind)))
        return display.displayStatusViewModels.last
    }

    private func outcome(_ status: Int32?, _ lastLine: String? = nil) -> SyncOutcome {
        SyncOutcome(command: "vdirsyncer sync", status: status, lastLine: lastLine)
    }

    @Test func startedAndBusy() {
        #expect(line(.syncStarted(command: "vdirsyncer sync")) == .init(text: "Syncing (vdirsyncer sync)…", isError: false))
        #expect(line(.syncAlreadyRunning) == .init(text: "A sync is already running", isError: false))
        #expect(line(.syncUnavailable) == .init(text: "No sync command is set up", isError: true))
    }

    @Test func successSaysHowManyTasksChangedHere() {
        #expect(line(.synced(outcome(0), changedHere: 0, conflicts: [], setAsideLocation: nil))
                == .init(text: "Synced: nothing changed here", isError: false))
        #expect(line(.synced(outcome(0), changedHere: 1, conflicts: [], setAsideLocation: nil))
                == .init(text: "Synced: 1 task changed here", isError: false))
        #expect(line(.synced(outcome(0), changedHere: 3, conflicts: [], setAsideLocation: nil))
                == .init(text: "Synced: 3 tasks changed here", isError: false))
    }

    @Test func failureIsRedWithTheStatusAndTheLastLine() {
        #expect(line(.synced(outcome(1, "error: Storage was completely emptied"), changedHere: 0, conflicts: [],
                             setAsideLocation: nil))
                == .init(text: "Sync failed (vdirsyncer sync exited with 1): error: Storage was completely emptied",
                         isError: true))
        #expect(line(.synced(outcome(127), changedHere: 0, conflicts: [], setAsideLocation: nil))
                == .init(text: "Sync failed: 'vdirsyncer' was not found (exit 127); install it or set TASKDECK_SYNC_COMMAND",
                         isError: true))
        #expect(line(.synced(outcome(2), changedHere: 2, conflicts: [], setAsideLocation: nil))
                == .init(text: "Sync failed (vdirsyncer sync exited with 2) · 2 tasks changed here", isError: true))
    }
}

/// The view's side: `$` asks to start, the end of a sync from the run loop goes on as
/// FinishSync with its news.
@Suite struct TaskListSyncViewControllerTests {
    let interactor = TaskListBusinessLogicSpy()

    func makeViewController() -> TaskListViewController {
        let viewController = TaskListViewController(interactor: interactor, router: TaskListRouterSpy())
        viewController.layout(size: Size(width: 80, height: 24))
        viewController.viewWillAppear()
        return viewController
    }

    @Test func dollarStartsTheSync() {
        makeViewController().handle(TestInput.char("$"))
        #expect(interactor.requestsAfterAppearing == [.startSync])
    }

    @Test func theEndOfASyncIsPassedOnWithItsNews() throws {
        let outcome = SyncOutcome(command: "vdirsyncer sync", status: 0, lastLine: nil)
        let news = CommitReport(external: ExternalChanges(changed: [try Seeds.milk], removed: []))
        makeViewController().storageDidChange(.synced(outcome, news))
        #expect(interactor.requestsAfterAppearing == [.finishSync(.init(outcome: outcome, news: news))])
    }
}
