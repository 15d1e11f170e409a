import Foundation
import Testing
import TaskDomain
import TerminalCore
import TaskTestSupport
@testable import TaskScenes

/// `i` on the list: the interactor adds the line to the targets through the worker (one
/// undoable change), the presenter words the field and shows annotations in the notes
/// preview, the view sends the exact requests and draws the field.
@Suite struct TaskListAnnotateTests {
    let presenter = TaskListPresentationLogicSpy()

    func makeInteractor(_ worker: TaskWorkingSpy) -> TaskListInteractor {
        let interactor = TaskListInteractor(presenter: presenter, worker: worker, query: TaskQuery(filter: .pending, sort: .due),
                                            plan: .defaults)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return interactor
    }

    func statuses() -> [TaskList.Status.Response.Kind] { presenter.presentStatusResponses.map(\.kind) }

    @Test func iOpensTheFieldForTheTargetsAndEnterAnnotatesThem() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        let first = try #require(presenter.presentTasksResponses.last?.window.first)
        interactor.annotate.openAnnotatePrompt(request: .init())
        #expect(presenter.presentAnnotatePromptResponses == [.init(count: 1)])
        interactor.annotate.annotate(request: .init(text: "called the plumber"))
        #expect(worker.annotateCalls.map(\.ids) == [[first.id]] && worker.annotateCalls.map(\.text) == ["called the plumber"])
        guard case .change(.made(let change, _)) = statuses().last else {
            Issue.record("expected the change said, got \(String(describing: statuses().last))")
            return
        }
        #expect(change.action == .annotated)
        #expect(try worker.allTasks().first { $0.id == first.id }?.annotations.map(\.text) == ["called the plumber"])
        interactor.changes.undo(request: .init())
        #expect(try worker.allTasks().first { $0.id == first.id }?.annotations.isEmpty == true)
    }

    @Test func anEmptyLineIsRefusedAndSaid() throws {
        let worker = try TaskWorkingSpy()
        let interactor = makeInteractor(worker)
        interactor.annotate.annotate(request: .init(text: "  "))
        #expect(statuses().last == .change(.failed(.annotate(count: 1), .domain(.emptyAnnotation))))
    }

    @Test func withNothingSelectedTheFieldDoesNotOpen() throws {
        let worker = try TaskWorkingSpy(tasks: [])
        let interactor = makeInteractor(worker)
        interactor.annotate.openAnnotatePrompt(request: .init())
        #expect(presenter.presentAnnotatePromptResponses.isEmpty && statuses().last == .noTaskSelected)
    }

    // MARK: - Presenter

    @Test func theFieldIsLabelledForOneTaskOrSeveral() {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentAnnotatePrompt(response: .init(count: 1))
        presenter.presentAnnotatePrompt(response: .init(count: 3))
        #expect(display.displayAnnotatePromptViewModels == [.init(label: "annotate: "), .init(label: "annotate 3 tasks: ")])
        presenter.presentStatus(response: .init(kind: .change(.failed(.annotate(count: 1), .domain(.emptyAnnotation)))))
        #expect(display.displayStatusViewModels.last == StatusLine(text: "Could not annotate the task: an annotation needs some text",
                                                                     isError: true))
    }

    /// The preview shows the annotations under the notes, each time on its line and the text under it.
    @Test func thePreviewShowsAnnotationsUnderTheNotes() throws {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        let task = try Task(title: "Fix sink", notes: "Kitchen", created: Fixtures.Samples.now,
                            annotations: [Annotation(entry: Fixtures.Samples.now.addingTimeInterval(90), text: "called the plumber")])
        let bare = try Task(title: "Bare", created: Fixtures.Samples.now, annotations: [Annotation(entry: Fixtures.Samples.now, text: "only this")])
        for shown in [task, bare] {
            presenter.presentTasks(response: .init(
                storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(total: 1, pending: 1), matchingCount: 1,
                window: [shown], windowStart: 0, selectedIndex: 0, rowWidth: 60, preview: .init(task: shown, width: 20)))
        }
        let previews = display.displayTasksViewModels.suffix(2).map(\.preview)
        #expect(previews.first??.lines == ["Kitchen", "", "Annotations (1)", "2026-11-29 12:01", "  called the plumber"])
        #expect(previews.last??.lines == ["Annotations (1)", "2026-11-29 12:00", "  only this"])
        #expect(previews.last??.isEmpty == false)
    }

    // MARK: - View

    @Test func iAsksForTheFieldAndEnterSendsTheLine() {
        let interactor = TaskListBusinessLogicSpy()
        let viewController = TaskListViewController(interactor: interactor, router: TaskListRouterSpy(), keyMap: TaskListKeyMap.list)
        viewController.layout(size: Size(width: 40, height: 12))
        viewController.viewWillAppear()
        viewController.handle(TestInput.char("i"))
        #expect(interactor.requestsAfterAppearing == [.openAnnotatePrompt])
        viewController.displayAnnotatePrompt(viewModel: .init(label: "annotate: "))
        viewController.handle(.paste("called"))
        var canvas = Canvas(size: Size(width: 40, height: 12))
        viewController.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 10).hasPrefix("annotate: called"))
        viewController.handle(TestInput.key(.enter))
        #expect(viewController.prompt == nil)
        #expect(interactor.requestsAfterAppearing == [.openAnnotatePrompt, .annotate(.init(text: "called"))])
        viewController.handle(TestInput.char("i"))
        viewController.displayAnnotatePrompt(viewModel: .init(label: "annotate: "))
        viewController.handle(TestInput.char("x"))
        viewController.handle(TestInput.key(.escape))
        #expect(viewController.prompt == nil)
        #expect(interactor.requestsAfterAppearing.last == .openAnnotatePrompt, "Esc sends nothing")
    }
}
