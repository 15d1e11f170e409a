import Foundation
import Testing
import TaskDomain
import TerminalCore
import TaskTestSupport
@testable import TaskScenes

/// Contexts in the list (`@`, `:context NAME`): the interactor switches the shared
/// `ContextChoice` and the query, saves through the port and says so; the presenter words it
/// (and the header's `context: work`); the view sends the exact requests; the router hands
/// the list's defaults to a new task's editor, and the editor opens with them. Issue 25's
/// item 9 too: a task added where it is not shown is said to be, and by what.
@Suite struct TaskListContextTests {
    let presenter = TaskListPresentationLogicSpy()

    static let clock = Fixtures.Samples.clock
    static func filter(_ text: String) throws -> FilterExpression { try FilterParser(clock: clock).parse(text) }
    static func contexts() throws -> [TaskContext] {
        [TaskContext(name: "work", filter: try filter("+work or #shop")),
         TaskContext(name: "family", filter: try filter("+family #phone"))]
    }

    final class SaverSpy: ContextSaving {
        private(set) var saved: [String?] = []
        var error: (any Error)?
        func save(contextNamed name: String?) throws {
            if let error { throw error }
            saved.append(name)
        }
    }

    func makeInteractor(_ worker: TaskWorkingSpy, choice: ContextChoice, views: [SavedView] = [],
                        openView: String? = nil) -> TaskListInteractor {
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: TaskQuery(filter: .pending, sort: .due),
                                            views: views, openView: openView, contexts: choice)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return interactor
    }

    func statuses() -> [TaskList.Status.Response.Kind] { presenter.presentStatusResponses.map(\.kind) }
    func shownTitles() -> [String] { presenter.presentTasksResponses.last?.window.map(\.title) ?? [] }

    // MARK: - Interactor

    @Test func switchingAppliesTheContextToTheListAndItsCountsAndSavesIt() throws {
        let saver = SaverSpy()
        let choice = ContextChoice.testing(try Self.contexts(), saver: saver)
        let interactor = makeInteractor(try TaskWorkingSpy(), choice: choice)
        #expect(shownTitles() == ["Call mom", "Write report", "Buy milk"])
        interactor.context.switchContext(request: .init(name: "Work"))
        #expect(choice.active?.name == "work")
        #expect(saver.saved == ["work"])
        #expect(shownTitles() == ["Write report", "Buy milk"])
        #expect(presenter.presentTasksResponses.last?.summary.pending == 2)
        #expect(presenter.presentTasksResponses.last?.context == "work")
        #expect(statuses().last == .context(.switched(name: "work", filter: "+work or #shop", shown: 2)))
        interactor.context.switchContext(request: .init(name: "none"))
        #expect(choice.active == nil && saver.saved == ["work", nil])
        #expect(shownTitles() == ["Call mom", "Write report", "Buy milk"])
        #expect(statuses().last == .context(.switched(name: nil, filter: "", shown: 3)))
    }

    @Test func anUnknownNameOrNoContextsIsSaidAndChangesNothing() throws {
        let interactor = makeInteractor(try TaskWorkingSpy(), choice: .testing(try Self.contexts()))
        interactor.context.switchContext(request: .init(name: "gym"))
        #expect(statuses().last == .context(.unknown(typed: "gym", known: ["work", "family"])))
        #expect(shownTitles().count == 3)
        let bare = makeInteractor(try TaskWorkingSpy(), choice: .testing())
        bare.context.openContextPrompt(request: .init())
        #expect(statuses().last == .context(.noneDefined))
        #expect(presenter.presentContextPromptResponses.isEmpty)
    }

    /// The switch stands for this run when the state cannot be written, and that is said.
    @Test func aSwitchThatCannotBeSavedStillAppliesAndSaysSo() throws {
        let saver = SaverSpy()
        saver.error = Fixtures.TestError("read-only state")
        let choice = ContextChoice.testing(try Self.contexts(), saver: saver)
        let interactor = makeInteractor(try TaskWorkingSpy(), choice: choice)
        interactor.context.switchContext(request: .init(name: "family"))
        #expect(choice.active?.name == "family")
        #expect(shownTitles().isEmpty, "Call mom has no #phone")
        #expect(statuses().last == .context(.notSaved(name: "family", SceneError(Fixtures.TestError("read-only state")))))
    }

    @Test func theFieldListsTheNamesAndTabCompletesThem() throws {
        let interactor = makeInteractor(try TaskWorkingSpy(), choice: .testing(try Self.contexts(), active: "work"))
        interactor.context.openContextPrompt(request: .init())
        #expect(presenter.presentContextPromptResponses.last == .init(names: ["work", "family"], active: "work", text: ""))
        interactor.context.completeContext(request: .init(text: "fa"))
        #expect(presenter.presentContextPromptResponses.last?.text == "family")
        interactor.context.completeContext(request: .init(text: "n"))
        #expect(presenter.presentContextPromptResponses.last?.text == "none")
    }

    @Test func theCommandLineSwitchesTheContext() throws {
        let choice = ContextChoice.testing(try Self.contexts())
        let interactor = makeInteractor(try TaskWorkingSpy(), choice: choice)
        interactor.commandLine.runCommand(request: .init(text: "context work"))
        #expect(choice.active?.name == "work")
        interactor.commandLine.runCommand(request: .init(text: "context none"))
        #expect(choice.active == nil)
        interactor.commandLine.runCommand(request: .init(text: "context gym"))
        #expect(statuses().last == .commandLine(.commandError(.unknownArgument(command: "context", word: "gym", column: 9,
                                                                               expected: ["work", "family", "none"]))))
        interactor.commandLine.completeCommand(request: .init(text: "context fam"))
        #expect(presenter.presentCommandLineResponses.last?.text == "context family")
    }

    /// What a launch found wrong with the saved context is said once, when the list opens.
    @Test func aProblemFindingTheContextIsSaidOnceWhenTheListOpens() throws {
        let interactor = makeInteractor(try TaskWorkingSpy(), choice: .testing(try Self.contexts(),
                                                                                problems: [.savedContextGone(name: "gym")]))
        #expect(statuses() == [.context(.problem(.savedContextGone(name: "gym"), known: ["work", "family"]))])
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(statuses().count == 1)
    }

    /// The defaults a new task gets: the context's, the view's, the `/` filter's, the project chosen.
    @Test func newTasksGetTheDefaultsOfWhereTheyAreAdded() throws {
        let view = SavedView(name: "calls", filter: try Self.filter("#phone +family.mom"))
        let interactor = makeInteractor(try TaskWorkingSpy(), choice: .testing(try Self.contexts(), active: "family"),
                                        views: [view], openView: "calls")
        #expect(interactor.newTaskDefaults == WriteDefaults(project: "family.mom", tags: ["phone"]))
        interactor.search.search(request: .init(text: "#urgent"))
        #expect(interactor.newTaskDefaults == WriteDefaults(project: "family.mom", tags: ["phone", "urgent"]))
        let plain = makeInteractor(try TaskWorkingSpy(), choice: .testing(try Self.contexts(), active: "work"))
        #expect(plain.newTaskDefaults == .none, "+work or #shop requires neither")
    }

    /// Issue 25 item 9: a task added (in the editor) that what is shown hides is said to be,
    /// by the widest thing that hides it.
    @Test(arguments: [
        ("Draft agenda", TaskHiding?.some(.context(name: "family"))),
        ("Ring Bob +family #phone", .view(name: "due soon")),
    ])
    func aTaskAddedWhereItIsNotShownIsSaidToBeHidden(title: String, hiding: TaskHiding?) throws {
        let worker = try TaskWorkingSpy()
        let view = SavedView(name: "due soon", filter: try Self.filter("due:any"))
        let interactor = makeInteractor(worker, choice: .testing(try Self.contexts(), active: "family"), views: [view],
                                        openView: "due soon")
        let read = QuickAddParser(dates: DateReader(clock: Self.clock)).parse(title)
        let change = try worker.add(TaskDraft(title: read.title, project: read.project, tags: read.tags))
        interactor.announce(change)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(statuses().last == hiding.map { .context(.addedHidden(change, by: $0)) })
    }

    @Test func aTaskAddedOnATabThatHidesItNamesTheTabAndOneShownIsSaidAsUsual() throws {
        let worker = try TaskWorkingSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: TaskQuery(filter: .dueToday, sort: .due),
                                            contexts: .testing())
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        let change = try worker.add(TaskDraft(title: "Someday"))
        interactor.announce(change)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(statuses().last == .context(.addedHidden(change, by: .tab(.dueToday))))
        let shown = try worker.add(TaskDraft(title: "Now", due: Due(day: Self.clock.today)))
        interactor.announce(shown)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        #expect(statuses().last == .change(.made(shown)))
    }

    // MARK: - Presenter

    @Test func thePresenterWordsTheFieldTheSwitchesAndTheHiddenTask() throws {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Self.clock)
        presenter.viewController = display
        presenter.presentContextPrompt(response: .init(names: ["work", "home"], active: "work", text: ""))
        presenter.presentContextPrompt(response: .init(names: ["errands", "office", "garden"], active: nil, text: "of"))
        #expect(display.displayContextPromptViewModels == [.init(label: "context (work, home or none): ", text: ""),
                                                           .init(label: "context (Tab lists them): ", text: "of")])
        let draft = try Fixtures.Samples.task("Draft agenda")
        let change = TaskChange(action: .added, entries: [.init(id: draft.id, before: nil, after: draft)])
        let lines: [(TaskList.ContextStatus, StatusLine)] = [
            (.switched(name: "work", filter: "+work or #office", shown: 12),
             StatusLine(text: "Context: work (+work or #office), 12 tasks here — :context none shows every task", isError: false)),
            (.switched(name: nil, filter: "", shown: 40), StatusLine(text: "No context: every task is shown (40 here)", isError: false)),
            (.unknown(typed: "gym", known: ["work", "home"]),
             StatusLine(text: "No context 'gym': the config file defines work, home (or none)", isError: true)),
            (.noneDefined, StatusLine(text: "No contexts yet: define one in the config file, such as [contexts.work] filter = \"+work\"",
                                      isError: true)),
            (.addedHidden(change, by: .view(name: "work")),
             StatusLine(text: "Added 'Draft agenda' — hidden by the view 'work'", isError: false, isWarning: true)),
            (.addedHidden(change, by: .context(name: "work")),
             StatusLine(text: "Added 'Draft agenda' — hidden by the context 'work'", isError: false, isWarning: true)),
            (.addedHidden(change, by: .tab(.dueToday)),
             StatusLine(text: "Added 'Draft agenda' — hidden by the tab 'Today'", isError: false, isWarning: true)),
            (.addedHidden(change, by: .filter),
             StatusLine(text: "Added 'Draft agenda' — hidden by the filter", isError: false, isWarning: true)),
            (.problem(.savedContextGone(name: "gym"), known: ["work"]),
             StatusLine(text: "The saved context 'gym' is not in the config file: showing every task (defined: work; "
                        + "taskdeck context NAME or none chooses again)", isError: false, isWarning: true)),
        ]
        for (status, line) in lines {
            presenter.presentStatus(response: .init(kind: .context(status)))
            #expect(display.displayStatusViewModels.last == line)
        }
    }

    @Test func theHeaderSaysTheContextAndTheEmptyListWhy() {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Self.clock)
        presenter.viewController = display
        presenter.presentTasks(response: .init(storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(),
                                               matchingCount: 0, window: [], windowStart: 0, selectedIndex: nil,
                                               rowWidth: 80, context: "work"))
        let viewModel = display.displayTasksViewModels.last
        #expect(viewModel?.header.note == "context: work  sort: due")
        #expect(viewModel?.emptyState == ["Nothing here in Pending within the context 'work'.",
                                          "f shows another tab; :context none shows every task."])
    }

    // MARK: - View

    @Test func atOpensTheFieldTabCompletesAndEnterSwitches() {
        let interactor = TaskListBusinessLogicSpy()
        let viewController = TaskListViewController(interactor: interactor, router: TaskListRouterSpy(), keyMap: TaskListKeyMap.list)
        viewController.layout(size: Size(width: 40, height: 12))
        viewController.viewWillAppear()
        viewController.handle(TestInput.char("@"))
        #expect(interactor.requestsAfterAppearing == [.openContextPrompt])
        viewController.displayContextPrompt(viewModel: .init(label: "context (work or none): ", text: ""))
        viewController.handle(.paste("wo"))
        viewController.handle(TestInput.key(.tab))
        #expect(interactor.requestsAfterAppearing.last == .completeContext(.init(text: "wo")))
        viewController.displayContextPrompt(viewModel: .init(label: "context (work or none): ", text: "work"))
        var canvas = Canvas(size: Size(width: 40, height: 12))
        viewController.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 10).hasPrefix("context (work or none): work"))
        viewController.handle(TestInput.key(.enter))
        #expect(viewController.prompt == nil)
        #expect(interactor.requestsAfterAppearing.last == .switchContext(.init(name: "work")))
        viewController.handle(TestInput.char("@"))
        viewController.displayContextPrompt(viewModel: .init(label: "context: ", text: ""))
        viewController.handle(TestInput.key(.enter))
        #expect(interactor.requestsAfterAppearing.last == .openContextPrompt, "Enter on nothing typed changes nothing")
    }

    // MARK: - Router and editor

    @Test func theEditorOfANewTaskGetsTheListsDefaults() throws {
        let navigator = NavigatorSpy()
        let router = TaskListRouter(navigator: navigator, environment: .testing(try TaskWorkingSpy()))
        let store = DetailListDataStoreSpy()
        store.newTaskDefaults = WriteDefaults(project: "work", tags: ["office"])
        store.selectedTask = try Fixtures.Samples.report
        router.dataStore = store
        router.routeToAddTask()
        router.routeToAddSubtask()
        let editors = navigator.pushed.compactMap { $0 as? TaskEditorViewController }
        #expect(editors.count == 2)
        #expect(editors.allSatisfy { $0.router?.dataStore?.defaults == WriteDefaults(project: "work", tags: ["office"]) })
        withExtendedLifetime(store) {}
    }

    @Test func theEditorOpensWithTheDefaultsAndATypedProjectWins() throws {
        let editorPresenter = TaskEditorPresentationLogicSpy()
        let worker = TaskWorkingSpy.editing([])
        let interactor = TaskEditorInteractor(presenter: editorPresenter, worker: worker)
        interactor.defaults = WriteDefaults(project: "work", tags: ["office", "desk"])
        let editor = EditorFormDriver(interactor: interactor, presenter: editorPresenter)
        editor.load()
        #expect(editorPresenter.presentFormResponses.first?.newText[.project] == "work")
        #expect(editorPresenter.presentFormResponses.first?.newText[.tags] == "office desk")
        #expect(editorPresenter.presentFormResponses.first?.isDirty == false)
        editor.type(.title, "Call Bob +home")
        #expect(editorPresenter.lastForm?.quickAdd?.project == "home", "the preview says what the save stores")
        editor.save()
        #expect(worker.addDrafts.last?.project == "home")
        #expect(worker.addDrafts.last?.tags == ["office", "desk"])
        let other = TaskEditorInteractor(presenter: editorPresenter, worker: worker)
        other.defaults = WriteDefaults(project: "work")
        let second = EditorFormDriver(interactor: other, presenter: editorPresenter)
        second.load()
        second.type(.title, "Plan sprint")
        second.save()
        #expect(worker.addDrafts.last?.project == "work")
    }
}
