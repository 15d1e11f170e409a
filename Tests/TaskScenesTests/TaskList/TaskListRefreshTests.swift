import Foundation
import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
@testable import TaskScenes

/// What other programs changed reaches the list in place: no storage read, the selection
/// on the same task, marks and search kept, and the status line says what happened.
@Suite struct TaskListRefreshTests {
    let presenter = TaskListPresentationLogicSpy()

    func makeInteractor(_ worker: TaskWorkingSpy) -> TaskListInteractor {
        let interactor = TaskListInteractor(presenter: presenter, worker: worker,
                                            query: TaskQuery(filter: .pending, sort: .due))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return interactor
    }

    private func news(changed: [Task] = [], removed: [TaskID] = [], conflicts: [TaskConflict] = []) -> CommitReport {
        CommitReport(external: ExternalChanges(changed: changed, removed: removed), conflicts: conflicts)
    }

    @Test func aTaskAddedOutsideShowsInItsPlaceAndTheSelectionStaysOnItsTask() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        interactor.browse.moveSelection(request: .init(movement: .down))  // Write report (due 11-29)
        let reads = worker.allTasksCallCount
        let rent = try Fixtures.Samples.task("Pay rent", due: Due(day: Fixtures.Samples.day(2026, 11, 28)))
        interactor.storage.refreshTasks(request: .init(news: news(changed: [rent])))
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.map(\.title) == ["Call mom", "Pay rent", "Write report", "Buy milk"])
        #expect(response.selectedIndex == 2)
        #expect(response.summary.pending == 4)
        #expect(worker.allTasksCallCount == reads)
        #expect(presenter.presentStatusResponses.last?.kind
                == .storage(.reloaded(StorageReload(changedOutside: 1, conflicts: [], setAsideLocation: nil))))
    }

    @Test func aTaskRemovedOutsideLeavesTheListAndItsMarkButOtherMarksStay() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        interactor.marks.markTasks(request: .init(scope: .allMatching))
        interactor.storage.refreshTasks(request: .init(news: news(removed: [(try Fixtures.Samples.call).id])))
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.window.map(\.title) == ["Write report", "Buy milk"])
        #expect(response.markedCount == 2)
        #expect(interactor.state.targetIDs == [(try Fixtures.Samples.report).id, (try Fixtures.Samples.milk).id])
    }

    /// A vdir file broken from outside (issue 28, item 15): its task leaves the list and the
    /// status line names the file and why, not only "1 task changed outside".
    @Test func aFileBrokenOutsideIsNamedWithItsCause() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        let call = try Fixtures.Samples.call
        let file = UnreadableFile(path: "/v/tasks/call.ics", reason: "line 5: BEGIN:VTODO is never ended")
        let report = CommitReport(external: ExternalChanges(removed: [call.id], unreadable: [file]))
        interactor.storage.refreshTasks(request: .init(news: report))
        #expect(try #require(presenter.presentTasksResponses.last).window.map(\.title) == ["Write report", "Buy milk"])
        #expect(presenter.presentStatusResponses.last?.kind
                == .storage(.reloaded(StorageReload(changedOutside: 1, unreadable: [file]))))
    }

    /// A broken file that held no task (a sync brought it) is news too, with no task changed.
    @Test func aBrokenFileWithoutATaskIsNewsToo() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        let file = UnreadableFile(path: "/v/new.ics", reason: "not iCalendar")
        interactor.storage.refreshTasks(request: .init(news: CommitReport(external: ExternalChanges(unreadable: [file]))))
        #expect(presenter.presentStatusResponses.last?.kind
                == .storage(.reloaded(StorageReload(changedOutside: 0, unreadable: [file]))))
    }

    @Test func theSearchStaysAndAppliesToWhatChanged() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        interactor.search.search(request: .init(text: "milk"))
        let more = try Fixtures.Samples.task("More milk")
        interactor.storage.refreshTasks(request: .init(news: news(changed: [more])))
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.searchFilter == "milk")
        #expect(response.window.map(\.title) == ["Buy milk", "More milk"])
    }

    @Test func aConflictShowsTheKeptVersionAndSaysSo() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        let theirs = try Task(id: (try Fixtures.Samples.milk).id, title: "Buy oat milk", created: (try Fixtures.Samples.milk).created,
                              modified: Fixtures.Samples.now.addingTimeInterval(60), due: (try Fixtures.Samples.milk).due, priority: .high)
        let conflict = TaskConflict(id: theirs.id, winner: .theirs, kept: theirs, setAside: (try Fixtures.Samples.milk), replaced: theirs)
        let report = CommitReport(conflicts: [conflict], setAsideLocation: "/t/tasks.json.conflicts")
        interactor.storage.refreshTasks(request: .init(news: report))
        #expect(presenter.presentTasksResponses.last?.window.map(\.title).contains("Buy oat milk") == true)
        #expect(presenter.presentStatusResponses.last?.kind
                == .storage(.reloaded(StorageReload(changedOutside: 0, conflicts: [conflict], setAsideLocation: "/t/tasks.json.conflicts"))))
    }

    @Test func noNewsPresentsNothing() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        let presented = presenter.presentTasksResponses.count
        interactor.storage.refreshTasks(request: .init(news: CommitReport()))
        #expect(presenter.presentTasksResponses.count == presented)
        #expect(presenter.presentStatusResponses.isEmpty)
    }

    @Test func anUnreadableFileIsSaidAndTheListKeepsWhatItShows() throws {
        struct Unreadable: Error {}
        let interactor = makeInteractor(try TaskWorkingSpy())
        let presented = presenter.presentTasksResponses.count
        interactor.storage.storageUnreadable(request: .init(error: Unreadable()))
        #expect(presenter.presentTasksResponses.count == presented)
        guard case .storage(.unreadable) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected an unreadable status, got \(String(describing: presenter.presentStatusResponses.last))")
            return
        }
    }

    /// A read-only file is said when the list first opens, before a change fails, once.
    @Test func aReadOnlyStoreIsSaidWhenTheListOpens() throws {
        let interactor = makeInteractor(try TaskWorkingSpy(isReadOnly: true))
        #expect(presenter.presentStatusResponses.map(\.kind) == [.readOnlyStore(name: "tasks.json")])
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.presentStatusResponses.count == 1)
    }

    /// Files of a vdir that show no task are said when the list opens, once: the CLI's
    /// warnings about them are hidden behind the full screen.
    @Test func unshownFilesAreSaidWhenTheListOpens() throws {
        let paths = ["/v/tasks/x.ics", "/v/tasks/y.ics"]
        let interactor = makeInteractor(try TaskWorkingSpy(unshownFiles: paths))
        #expect(presenter.presentStatusResponses.map(\.kind) == [.unshownFiles(paths: paths)])
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(presenter.presentStatusResponses.count == 1)
    }

    @Test func aStoreWhoseFilesAreAllShownSaysNothing() throws {
        _ = makeInteractor(try TaskWorkingSpy())
        #expect(presenter.presentStatusResponses.isEmpty)
    }

    @Test func theViewPassesStorageNewsToTheInteractor() throws {
        let interactor = TaskListBusinessLogicSpy()
        let viewController = TaskListViewController(interactor: interactor, router: TaskListRouterSpy())
        let report = news(removed: [try Fixtures.Samples.milk.id])
        viewController.storageDidChange(.changed(report))
        struct Unreadable: Error {}
        viewController.storageDidChange(.unreadable(Unreadable()))
        viewController.storageDidChange(.historyNotRecorded(Unreadable()))
        #expect(interactor.requests == [.refreshTasks(.init(news: report)), .storageUnreadable, .historyNotRecorded])
    }

    /// A change the shared history could not record is said, and the list keeps what it shows.
    @Test func aChangeNotRecordedIsSaidAsAWarning() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        let presented = presenter.presentTasksResponses.count
        let problem = ChangeHistoryError.newerFormat(path: "/t/tasks.json.history", version: 9)
        interactor.storage.historyNotRecorded(request: .init(error: problem))
        #expect(presenter.presentTasksResponses.count == presented)
        #expect(presenter.presentStatusResponses.last?.kind == .storage(.historyNotRecorded(SceneError(problem))))
    }
}

/// The words for storage news, as the status line shows them.
@Suite struct StorageStatusTests {
    @Test func reloadsAndConflictsAreSaidInWords() throws {
        #expect(StorageStatus.reloaded(changedOutside: 1, conflicts: [], setAsideLocation: nil)
                == "Reloaded: 1 task changed outside")
        #expect(StorageStatus.reloaded(changedOutside: 3, conflicts: [], setAsideLocation: nil)
                == "Reloaded: 3 tasks changed outside")
        let milk = try Fixtures.Samples.milk, call = try Fixtures.Samples.call
        let ours = TaskConflict(id: milk.id, winner: .ours, kept: milk, setAside: milk, replaced: milk)
        let theirs = TaskConflict(id: call.id, winner: .theirs, kept: call, setAside: nil, replaced: call)
        let both = TaskConflict(id: call.id, winner: .both, kept: call, setAside: nil, replaced: call)
        #expect(StorageStatus.reloaded(changedOutside: 2, conflicts: [ours, theirs], setAsideLocation: "/d/t.conflicts")
                == "Reloaded: 2 tasks changed outside · 'Buy milk' was also changed outside: "
                + "this change kept where both changed it; the other version is in /d/t.conflicts (and 1 more)")
        #expect(StorageStatus.reloaded(changedOutside: 0, conflicts: [theirs], setAsideLocation: nil)
                == "'Call mom' was also changed outside: the other change kept (this change was a deletion)")
        #expect(StorageStatus.reloaded(changedOutside: 0, conflicts: [both], setAsideLocation: nil)
                == "'Call mom' was also changed outside: both changes kept")
        let broken = UnreadableFile(path: "/v/tasks/call.ics", reason: "line 5: BEGIN:VTODO is never ended")
        #expect(StorageStatus.reloaded(changedOutside: 1, conflicts: [], setAsideLocation: nil, unreadable: [broken])
                == "Cannot read call.ics (line 5: BEGIN:VTODO is never ended); left untouched, not shown until fixed"
                + " · Reloaded: 1 task changed outside")
        #expect(StorageStatus.reloaded(changedOutside: 0, conflicts: [], setAsideLocation: nil, unreadable: [broken, broken, broken])
                == "Cannot read call.ics (line 5: BEGIN:VTODO is never ended) (and 2 more files); left untouched, not shown until fixed")
        #expect(StorageStatus.unreadable(reason: "no such file")
                == "Cannot read the tasks now (showing what was last read): no such file")
    }

    @Test func thePresenterShowsThemAsStatusLines() {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        let display = TaskListDisplayLogicSpy()
        presenter.viewController = display
        presenter.presentStatus(response: .init(kind: .storage(.reloaded(StorageReload(changedOutside: 2, conflicts: [], setAsideLocation: nil)))))
        presenter.presentStatus(response: .init(kind: .storage(.unreadable(SceneError(Fixtures.TestError("gone"))))))
        #expect(display.displayStatusViewModels == [
            .init(text: "Reloaded: 2 tasks changed outside", isError: false),
            .init(text: "Cannot read the tasks now (showing what was last read): gone", isError: true),
        ])
        let broken = UnreadableFile(path: "/v/a.ics", reason: "not iCalendar")
        presenter.presentStatus(response: .init(kind: .storage(.reloaded(StorageReload(changedOutside: 0, unreadable: [broken])))))
        #expect(display.displayStatusViewModels.last
                == .init(text: "Cannot read a.ics (not iCalendar); left untouched, not shown until fixed", isError: true))
    }
}
