import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

/// The list's `E`, preview, `n` / `N` and `:` command line, through its interactor with
/// a worker spy, a notes editor spy and an exporter spy.
@Suite struct TaskListNotesAndCommandsTests {
    let presenter = TaskListPresentationLogicSpy()
    let notes = NotesEditingSpy()
    let exporter = TaskListExportingSpy()

    /// Pending by due: Call mom, Write report, Buy milk.
    func makeInteractor(_ worker: TaskWorkingSpy, editor: Bool = true, export: Bool = true,
                        previewWidth: Int? = nil) -> TaskListInteractor {
        // The command words as the configurator gives them when an exporter is set up, so
        // `:export json` without one reads and says there is none.
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: TaskQuery(filter: .pending, sort: .due),
                                            views: [], openView: nil, sync: nil, notesEditor: editor ? notes : nil,
                                            exporter: export ? exporter : nil,
                                            commandWords: TaskListPresenter.commandWords(formats: exporter.formats, views: []), plan: .defaults,
                                            contexts: .testing(), fields: [])
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80, previewWidth: previewWidth)))
        return interactor
    }

    var lastStatus: TaskList.Status.Response.Kind? { presenter.presentStatusResponses.last?.kind }

    // MARK: - E

    @Test func changedNotesAreOneChangeThatUndoes() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        interactor.changes.editNotes(request: .init())
        let call = try Fixtures.Samples.call
        #expect(notes.editedNotes == [""])
        #expect(worker.editCalls.map(\.0) == [[call.id]])
        #expect(worker.editCalls.map(\.1) == [TaskEdit(notes: .set(" and more"))])
        guard case .changes(.notes(.change(.made(let change, _)))) = lastStatus else { Issue.record("\(String(describing: lastStatus))"); return }
        #expect(change.ids == [call.id])
        interactor.changes.undo(request: .init())
        #expect(try worker.allTasks().first { $0.id == call.id }?.notes == "")
    }

    @Test(arguments: [
        NotesEditResult.exited(command: "vi", status: 1),
        .killed(command: "vi", signal: 2),
        .notText,
        .fileGone(path: "/tmp/x/notes.txt"),
        .couldNotStart(command: "vi", reason: "no"),
        .couldNotPrepare(reason: "full"),
    ])
    func anEditorThatFailedChangesNothing(result: NotesEditResult) throws {
        let worker = try TaskWorkingSpy()
        notes.result = result
        makeInteractor(worker).changes.editNotes(request: .init())
        #expect(worker.editCalls.isEmpty)
        #expect(lastStatus == .changes(.notes(.editorFailed(result))))
    }

    @Test func anUnchangedFileChangesNothing() throws {
        let worker = try TaskWorkingSpy()
        notes.appending = ""
        makeInteractor(worker).changes.editNotes(request: .init())
        #expect(worker.editCalls.isEmpty)
        #expect(lastStatus == .changes(.notes(.unchanged(title: "Call mom"))))
    }

    @Test func withoutAnEditorOrATaskItSaysSo() throws {
        makeInteractor(try TaskWorkingSpy(), editor: false).changes.editNotes(request: .init())
        #expect(lastStatus == .changes(.notes(.noEditor)))
        makeInteractor(try TaskWorkingSpy(tasks: [])).changes.editNotes(request: .init())
        #expect(lastStatus == .noTaskSelected)
        #expect(notes.editedNotes.isEmpty)
    }

    @Test func aStorageFailureNamesTheNotes() throws {
        let worker = try TaskWorkingSpy()
        worker.failNextChange = CocoaError(.fileWriteOutOfSpace)
        makeInteractor(worker).changes.editNotes(request: .init())
        #expect(lastStatus == .changes(.notes(.change(.failed(.editNotes(title: "Call mom"), SceneError(CocoaError(.fileWriteOutOfSpace)))))))
    }

    // MARK: - Preview

    @Test func thePreviewGetsTheSelectedTaskOnlyWhenShown() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker, previewWidth: 30)
        #expect(presenter.presentTasksResponses.last?.preview == .init(task: try Fixtures.Samples.call, width: 30))
        interactor.browse.moveSelection(request: .init(movement: .down))
        #expect(presenter.presentTasksResponses.last?.preview == .init(task: try Fixtures.Samples.report, width: 30))
        _ = makeInteractor(worker)
        #expect(presenter.presentTasksResponses.last?.preview == nil)
    }

    // MARK: - n / N

    @Test func nFindsTheNextMatchOfTheLastSearchInTheWholeListAndWraps() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        interactor.search.search(request: .init(text: "MILK"))
        interactor.search.search(request: .init(text: ""))  // Esc: the whole list again
        interactor.search.findMatch(request: .init(forward: true))
        #expect(presenter.presentTasksResponses.last?.selectedIndex == 2)
        let statuses = presenter.presentStatusResponses.count
        interactor.search.findMatch(request: .init(forward: true))
        #expect(presenter.presentTasksResponses.last?.selectedIndex == 2)
        #expect(lastStatus == .search(.searchWrapped(forward: true)))
        #expect(presenter.presentStatusResponses.count == statuses + 1)
    }

    /// A match in a fold: `n` opens the fold and selects it, as vim does.
    @Test func nOpensTheFoldThatHidesAMatch() throws {
        let created = Fixtures.Samples.clock.now
        let trip = try Task(title: "Trip", created: created)
        let deep = try Task(title: "Deep child", created: created, parent: trip.id)
        let interactor = makeInteractor(try TaskWorkingSpy(tasks: [trip, deep]))
        interactor.tree.fold(request: .init(collapse: true))  // Trip is selected: its subtask is hidden
        #expect(presenter.presentTasksResponses.last?.window.map(\.title) == ["Trip"])
        interactor.search.search(request: .init(text: "deep"))
        interactor.search.search(request: .init(text: ""))
        interactor.search.findMatch(request: .init(forward: true))
        #expect(presenter.presentTasksResponses.last?.window.map(\.title) == ["Trip", "Deep child"])
        #expect(interactor.selectedTask?.id == deep.id)
    }

    @Test func capitalNGoesBackAndWrapsToTheBottom() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        interactor.search.search(request: .init(text: "r"))  // only Write report (+work) has an r
        interactor.search.search(request: .init(text: ""))
        interactor.search.findMatch(request: .init(forward: false))
        #expect(presenter.presentTasksResponses.last?.selectedIndex == 1)
        #expect(lastStatus == .search(.searchWrapped(forward: false)))
    }

    @Test func withoutASearchOrAMatchNothingMoves() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        let fetched = presenter.presentTasksResponses.count
        interactor.search.findMatch(request: .init(forward: true))
        #expect(lastStatus == .search(.noSearch))
        interactor.search.search(request: .init(text: "zebra"))
        interactor.search.search(request: .init(text: ""))
        let shown = presenter.presentTasksResponses.count
        interactor.search.findMatch(request: .init(forward: false))
        #expect(lastStatus == .search(.noMatch(search: "zebra")))
        #expect(presenter.presentTasksResponses.count == shown && shown > fetched)
    }

    // MARK: - The command line

    @Test func sortAndTabChangeTheQuery() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        interactor.commandLine.runCommand(request: .init(text: "sort priority"))
        #expect(presenter.presentTasksResponses.last?.query.sort == .priority)
        #expect(presenter.presentTasksResponses.last?.window.first?.title == "Buy milk")
        interactor.commandLine.runCommand(request: .init(text: "tab done"))
        #expect(presenter.presentTasksResponses.last?.query.filter == .completed)
        #expect(presenter.presentTasksResponses.last?.window.map(\.title) == ["File taxes"])
        #expect(presenter.presentStatusResponses.isEmpty)
    }

    @Test func anActionByNameGoesBackToTheView() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        interactor.commandLine.runCommand(request: .init(text: "toggle"))
        interactor.commandLine.runCommand(request: .init(text: "q"))
        #expect(presenter.presentCommandActionResponses == [.init(action: .change(.toggle)), .init(action: .browse(.quit))])
    }

    @Test func aLineItCannotReadIsAnErrorAndAnEmptyOneNothing() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        interactor.commandLine.runCommand(request: .init(text: "   "))
        #expect(presenter.presentStatusResponses.isEmpty)
        interactor.commandLine.runCommand(request: .init(text: "sortt x"))
        #expect(lastStatus == .commandLine(.commandError(.unknownCommand(word: "sortt", column: 1))))
    }

    @Test func exportWritesTheShownTasksInOrderThroughThePort() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        interactor.commandLine.runCommand(request: .init(text: "export! todotxt ~/t.txt"))
        #expect(exporter.calls == [.init(titles: ["Call mom", "Write report", "Buy milk"], format: "todotxt",
                                         path: "~/t.txt", overwrite: true)])
        #expect(lastStatus == .commandLine(.exported(exporter.result)))
        makeInteractor(try TaskWorkingSpy(), export: false).commandLine.runCommand(request: .init(text: "export json"))
        #expect(lastStatus == .commandLine(.exportUnavailable))
    }

    /// `:export` writes what the tab and the filter match: subtasks in a fold too, and not
    /// the parents shown only as the context of a match.
    @Test func exportWritesTheMatchesNotTheRowsDrawn() throws {
        let created = Fixtures.Samples.clock.now
        let trip = try Task(title: "Trip", created: created)
        let hotel = try Task(title: "Book hotel", created: created, parent: trip.id)
        let other = try Task(title: "Other", created: created)
        let interactor = makeInteractor(try TaskWorkingSpy(tasks: [trip, hotel, other]))
        interactor.search.search(request: .init(text: "hotel"))
        interactor.commandLine.runCommand(request: .init(text: "export json"))
        interactor.search.search(request: .init(text: ""))
        interactor.tree.fold(request: .init(collapse: true))  // Trip is selected: folded, Book hotel is not drawn
        #expect(presenter.presentTasksResponses.last?.window.map(\.title).contains("Book hotel") == false)
        interactor.commandLine.runCommand(request: .init(text: "export json"))
        #expect(exporter.calls.map { Set($0.titles) } == [["Book hotel"], ["Trip", "Book hotel", "Other"]])
    }

    @Test func tabCompletesThroughTheCycle() throws {
        let interactor = makeInteractor(try TaskWorkingSpy())
        interactor.commandLine.completeCommand(request: .init(text: "so"))
        interactor.commandLine.completeCommand(request: .init(text: "sort "))
        interactor.commandLine.completeCommand(request: .init(text: "sort created"))
        #expect(presenter.presentCommandLineResponses.map(\.text) == ["sort", "sort created", "sort due"])
    }
}

extension TaskListNotesAndCommandsTests {
    /// `:view NAME` shows a saved view's tab; `:tab NAME` a built-in one again.
    @Test func viewShowsASavedViewAndTabTheBuiltInOnes() throws {
        let shop = SavedView(name: "shop", filter: try FilterParser(clock: Fixtures.Samples.clock).parse("#shop"))
        let interactor = TaskListInteractor(presenter: presenter, worker: try TaskWorkingSpy(), views: [shop])
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        interactor.commandLine.runCommand(request: .init(text: "view SHOP"))
        #expect(presenter.presentTasksResponses.last?.activeView == "shop")
        #expect(presenter.presentTasksResponses.last?.window.map(\.title) == ["Buy milk"])
        interactor.commandLine.runCommand(request: .init(text: "tab pending"))
        #expect(presenter.presentTasksResponses.last?.activeView == nil)
        #expect(presenter.presentTasksResponses.last?.window.count == 3)
    }
}
