import Foundation
import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The detail's annotations: listed under the notes, numbered as `denotate` takes them, each
/// with its time (presenter, exact words at 60 and 40 columns); `i` adds one (interactor over
/// a real worker, spied; the view's field).
@Suite struct TaskDetailAnnotationTests {
    let task: Task

    init() throws {
        task = try Task(title: "Fix sink", created: Fixtures.clock.now,
                        annotations: [Annotation(entry: Fixtures.date(2026, 3, 10, 9, 0), text: "called the plumber"),
                                      Annotation(entry: Fixtures.date(2026, 3, 11, 8, 30), text: "back Tuesday with a new washer")])
    }

    func lines(width: Int) -> [String] {
        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.clock)
        presenter.viewController = display
        presenter.presentTask(response: .init(task: task, index: 0, count: 1, width: width))
        return display.displayTaskViewModels.first?.lines.map(\.text) ?? []
    }

    @Test func annotationsAreListedUnderTheNotesWithTheirTimes() {
        let shown = lines(width: 60)
        let start = shown.firstIndex(of: "Annotations 2") ?? shown.count
        #expect(Array(shown[start...]) == ["Annotations 2",
                                            "1  2026-03-10 09:00  called the plumber",
                                            "2  2026-03-11 08:30  back Tuesday with a new washer"])
        #expect(shown.firstIndex(of: "No notes.").map { $0 < start } == true)
    }

    @Test func atFortyColumnsTheTextWrapsBesideTheTime() {
        let shown = lines(width: 40)
        let start = shown.firstIndex(of: "Annotations 2") ?? shown.count
        #expect(Array(shown[start...]) == ["Annotations 2",
                                            "1  2026-03-10 09:00  called the plumber",
                                            "2  2026-03-11 08:30  back Tuesday with a",
                                            "                     new washer"])
        let narrow = Array(lines(width: 30).drop { $0 != "Annotations 2" })
        #expect(narrow == ["Annotations 2", "1  2026-03-10 09:00", "   called the plumber", "2  2026-03-11 08:30",
                           "   back Tuesday with a new", "   washer"])
    }

    @Test func iAnnotatesTheShownTask() throws {
        let presenter = TaskDetailPresentationLogicSpy()
        let worker = try TaskWorkingSpy(tasks: [task])
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker, plan: .defaults)
        interactor.order = [task.id]
        interactor.currentTaskID = task.id
        interactor.showTask(request: .init(width: 60))
        interactor.openAnnotatePrompt(request: .init())
        #expect(presenter.presentAnnotatePromptResponses == [.init()])
        interactor.annotate(request: .init(text: "fixed"))
        #expect(worker.annotateCalls.map(\.text) == ["fixed"])
        #expect(presenter.presentTaskResponses.last?.task?.annotations.map(\.text)
                == ["called the plumber", "back Tuesday with a new washer", "fixed"])
        guard case .change(.made(let change, _)) = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected the change said")
            return
        }
        #expect(ChangeSummary.text(of: change) == "Annotated 'Fix sink'")
        interactor.annotate(request: .init(text: ""))
        #expect(presenter.presentStatusResponses.last?.kind == .change(.failed(.annotate(count: 1), .domain(.emptyAnnotation))))
    }

    @Test func theFieldSendsTheLineOnEnter() {
        let interactor = TaskDetailBusinessLogicSpy()
        let viewController = TaskDetailViewController(interactor: interactor, router: TaskDetailRouterSpy())
        viewController.layout(size: Size(width: 40, height: 10))
        viewController.handle(TestInput.char("i"))
        #expect(interactor.requests == [.openAnnotatePrompt])
        viewController.displayAnnotatePrompt(viewModel: .init(label: "annotate: "))
        viewController.handle(.paste("fixed"))
        var canvas = Canvas(size: Size(width: 40, height: 10))
        viewController.render(into: &canvas, area: canvas.bounds)
        #expect(canvas.text(ofRow: 8).hasPrefix("annotate: fixed"))
        viewController.handle(TestInput.key(.enter))
        #expect(interactor.requests == [.openAnnotatePrompt, .annotate(.init(text: "fixed"))])
        viewController.handle(TestInput.char("i"))
        viewController.displayAnnotatePrompt(viewModel: .init(label: "annotate: "))
        viewController.handle(TestInput.key(.escape))
        viewController.handle(TestInput.char("j"))
        #expect(interactor.requests.suffix(2) == [.openAnnotatePrompt, .moveToTask(.init(forward: true))])
    }
}
