import Testing
import Foundation
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
        #expect(runner.calls == [.start])
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
        let rent = try Fixtures.Samples.task("Pay rent", due: Due(day: Fixtures.Samples.day(2026, 11, 28)))
        let outcome = SyncOutcome(command: "vdirsyncer sync", status: 0, lastLine: nil)
        let news = CommitReport(external: ExternalChanges(changed: [rent], removed: [(try Fixtures.Samples.milk).id]))

        interactor.storage.finishSync(request: .init(outcome: outcome, news: news))

        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.map(\.title) == ["Call mom", "Pay rent", "Write report"])
        #expect(response.selectedIndex == 2)
        #expect(presenter.presentStatusResponses.last?.kind
                == .storage(.synced(outcome, changedHere: 2, conflicts: [], setAsideLocation: nil)))
    }

    /// Issue 24, 7: `$` while a sync runs cancels it (the runner ends it; its end comes as usual).
    @Test func dollarWhileASyncRunsCancelsIt() throws {
        runner.runs = true
        let interactor = try makeInteractor(sync: runner)
        interactor.storage.startSync(request: .init())
        #expect(runner.calls == [.cancel])
        #expect(presenter.presentStatusResponses.map(\.kind) == [.storage(.syncCancelling(command: "vdirsyncer sync"))])
    }

    /// Issue 24, 6: a task the sync brings with a note it did not have is news; one it had is not.
    @Test func theEndOfASyncNamesNewConflictNotes() throws {
        let interactor = try makeInteractor(sync: runner)
        let old = FieldConflictNote(field: "due", kept: "2026-12-01", lost: "2026-12-02", at: Date(timeIntervalSince1970: 1_000))
        let new = FieldConflictNote(field: "title", kept: "Pay the rent", lost: "Pay rent now", at: Date(timeIntervalSince1970: 2_000))
        let rent = try Fixtures.Samples.task("Pay the rent").adding([old])
        let outcome = SyncOutcome(command: "vdirsyncer sync", status: 0, lastLine: nil)
        interactor.storage.finishSync(request: .init(outcome: outcome, news: CommitReport(external: ExternalChanges(changed: [rent]))))
        #expect(presenter.presentStatusResponses.last?.kind == .storage(.synced(
            outcome, changedHere: 1, conflicts: [], setAsideLocation: nil,
            notes: [TaskList.ConflictNews(title: "Pay the rent", notes: [old])])))

        let again = rent.adding([new])
        interactor.storage.finishSync(request: .init(outcome: outcome, news: CommitReport(external: ExternalChanges(changed: [again]))))
        #expect(presenter.presentStatusResponses.last?.kind == .storage(.synced(
            outcome, changedHere: 1, conflicts: [], setAsideLocation: nil,
            notes: [TaskList.ConflictNews(title: "Pay the rent", notes: [new])])))
    }

    /// A note a reload brought while the sync ran is named by the sync's result too (its
    /// line replaces the reload's).
    @Test func aNoteReadWhileTheSyncRanIsInItsResult() throws {
        let interactor = try makeInteractor(sync: runner)
        interactor.storage.startSync(request: .init())
        let note = FieldConflictNote(field: "title", kept: "Pay the rent", lost: "Pay rent now", at: Date(timeIntervalSince1970: 2_000))
        let rent = try Fixtures.Samples.task("Pay the rent").adding([note])
        interactor.storage.refreshTasks(request: .init(news: CommitReport(external: ExternalChanges(changed: [rent]))))
        #expect(presenter.presentStatusResponses.last?.kind
                == .storage(.reloaded(StorageReload(changedOutside: 1, conflicts: [], setAsideLocation: nil), notes: [])),
                "no notice that would take the place of Syncing…")
        let outcome = SyncOutcome(command: "vdirsyncer sync", status: 0, lastLine: nil)
        runner.outcome = outcome
        interactor.storage.finishSync(request: .init(outcome: outcome, news: CommitReport(external: ExternalChanges(changed: [rent]))))
        #expect(presenter.presentStatusResponses.last?.kind == .storage(.synced(
            outcome, changedHere: 1, conflicts: [], setAsideLocation: nil,
            notes: [TaskList.ConflictNews(title: "Pay the rent", notes: [note])])))
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
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentStatus(response: .init(kind: .storage(kind)))
        return display.displayStatusViewModels.last
    }

    private func outcome(_ status: Int32?, _ lastLine: String? = nil) -> SyncOutcome {
        SyncOutcome(command: "vdirsyncer sync", status: status, lastLine: lastLine)
    }

    @Test func startedAndBusy() {
        #expect(line(.syncStarted(command: "vdirsyncer sync"))
                == .init(text: "Syncing (vdirsyncer sync)… — $ cancels", isError: false, stays: true))
        #expect(line(.syncCancelling(command: "vdirsyncer sync"))
                == .init(text: "Cancelling the sync (vdirsyncer sync)…", isError: false, stays: true))
        #expect(line(.syncAlreadyRunning) == .init(text: "A sync is already running", isError: false))
        #expect(line(.syncUnavailable) == .init(text: "No sync command is set up", isError: true))
    }

    /// A change the history could not record: its cause first (a status line cuts the end).
    @Test func aChangeNotRecordedSaysWhyFirst() {
        let problem = ChangeHistoryError.unreadable(path: "/t/tasks.json.history", reason: "it is a folder, not a file")
        #expect(line(.historyNotRecorded(SceneError(problem)))
                == .init(text: "History not recorded: it is a folder, not a file; cannot read the undo history /t/tasks.json.history;"
                         + " the change stands, but u and taskdeck undo will not find it", isError: false, isWarning: true))
    }

    /// Issue 24, 7: what came in and what went out, and the line stays until Esc.
    @Test func successSaysWhatCameInAndWhatWentOut() {
        #expect(line(.synced(outcome(0), changedHere: 0, conflicts: [], setAsideLocation: nil))
                == .init(text: "Synced: nothing in — Esc dismisses", isError: false, stays: true))
        var out = outcome(0)
        out.outgoing = 1
        #expect(line(.synced(out, changedHere: 3, conflicts: [], setAsideLocation: nil))
                == .init(text: "Synced: 3 in, 1 out — Esc dismisses", isError: false, stays: true))
        out.outgoing = 0
        #expect(line(.synced(out, changedHere: 1, conflicts: [], setAsideLocation: nil))
                == .init(text: "Synced: 1 in, nothing out — Esc dismisses", isError: false, stays: true))
    }

    @Test func aTimeoutAndACancelSaySoAndStay() {
        let timedOut = SyncOutcome(command: "vdirsyncer sync", ending: .timedOut(seconds: 120), lastLine: nil)
        #expect(line(.synced(timedOut, changedHere: 1, conflicts: [], setAsideLocation: nil))
                == .init(text: "Sync stopped: vdirsyncer sync ran longer than 120 s (the [sync] timeout) and was ended; "
                         + "what it finished is kept, the rest syncs next time · 1 task changed here — Esc dismisses",
                         isError: true, stays: true))
        let cancelled = SyncOutcome(command: "vdirsyncer sync", ending: .cancelled, lastLine: nil)
        #expect(line(.synced(cancelled, changedHere: 0, conflicts: [], setAsideLocation: nil))
                == .init(text: "Sync cancelled: vdirsyncer sync was ended; what it finished is kept, the rest syncs next time"
                         + " — Esc dismisses", isError: true, stays: true))
    }

    /// Issue 24, 6: a task the sync brought with a value a conflict lost says so, in the
    /// warning style, and stays.
    @Test func aConflictNoteTheSyncBroughtIsANotice() throws {
        let note = FieldConflictNote(field: "title", kept: "Renew the passport", lost: "Renew my passport",
                                     at: Date(timeIntervalSince1970: 1_764_669_600))
        let news = [TaskList.ConflictNews(title: "Renew the passport", notes: [note])]
        #expect(line(.synced(outcome(0), changedHere: 1, conflicts: [], setAsideLocation: nil, notes: news))
                == .init(text: "Synced: 1 in · Sync conflict in 'Renew the passport': title: kept 'Renew the passport', "
                         + "lost 'Renew my passport'; the task's detail and taskdeck conflicts list them — Esc dismisses",
                         isError: false, isWarning: true, stays: true))
        #expect(line(.reloaded(StorageReload(changedOutside: 1, conflicts: [], setAsideLocation: nil), notes: news + news))
                == .init(text: "Reloaded: 1 task changed outside · Sync conflict in 'Renew the passport': title: kept "
                         + "'Renew the passport', lost 'Renew my passport'; 1 more task with conflicts; the task's detail "
                         + "and taskdeck conflicts list them", isError: false, isWarning: true, stays: true))
    }

    @Test func failureIsRedWithTheStatusAndTheLastLine() {
        #expect(line(.synced(outcome(1, "error: Storage was completely emptied"), changedHere: 0, conflicts: [],
                             setAsideLocation: nil))
                == .init(text: "Sync failed (vdirsyncer sync exited with 1): error: Storage was completely emptied — Esc dismisses",
                         isError: true, stays: true))
        #expect(line(.synced(outcome(127), changedHere: 0, conflicts: [], setAsideLocation: nil))
                == .init(text: "Sync failed: 'vdirsyncer' was not found (exit 127); install it or set TASKDECK_SYNC_COMMAND"
                         + " — Esc dismisses", isError: true, stays: true))
        #expect(line(.synced(outcome(2), changedHere: 2, conflicts: [], setAsideLocation: nil))
                == .init(text: "Sync failed (vdirsyncer sync exited with 2) · 2 tasks changed here — Esc dismisses",
                         isError: true, stays: true))
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

    /// Issue 24, 7: the sync's line stays through other keys (their messages show over it
    /// and fade); Esc dismisses it and does nothing else.
    @Test func theSyncLineStaysUntilEsc() {
        let viewController = makeViewController()
        viewController.displayStatus(viewModel: .init(text: "Syncing (vdirsyncer sync)… — $ cancels", isError: false, stays: true))
        viewController.handle(TestInput.char("j"))
        #expect(viewController.stayingStatus?.text == "Syncing (vdirsyncer sync)… — $ cancels")
        viewController.displayStatus(viewModel: .init(text: "Completed 'Buy milk' — u to undo", isError: false))
        #expect(viewController.status?.text == "Completed 'Buy milk' — u to undo")
        viewController.handle(TestInput.char("j"))
        #expect(viewController.status == nil && viewController.stayingStatus != nil)
        viewController.displayStatus(viewModel: .init(text: "Synced: 1 in — Esc dismisses", isError: false, stays: true))
        #expect(viewController.stayingStatus?.text == "Synced: 1 in — Esc dismisses")
        let before = interactor.requestsAfterAppearing
        viewController.handle(TestInput.key(.escape))
        #expect(viewController.stayingStatus == nil)
        #expect(interactor.requestsAfterAppearing == before)
        viewController.handle(TestInput.key(.escape))
        #expect(interactor.requestsAfterAppearing.count == before.count + 1, "the next Esc clears the marks")
    }

    @Test func theEndOfASyncIsPassedOnWithItsNews() throws {
        let outcome = SyncOutcome(command: "vdirsyncer sync", status: 0, lastLine: nil)
        let news = CommitReport(external: ExternalChanges(changed: [try Fixtures.Samples.milk], removed: []))
        makeViewController().storageDidChange(.synced(outcome, news))
        #expect(interactor.requestsAfterAppearing == [.finishSync(.init(outcome: outcome, news: news))])
    }
}
