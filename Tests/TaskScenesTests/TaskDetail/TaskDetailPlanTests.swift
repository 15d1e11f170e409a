import Foundation
import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The detail's plan: `b` and `w` on the shown task (interactor over a real worker, spied),
/// the fields and the urgency explained (presenter, exact words), the keys (view).
@Suite struct TaskDetailPlanTests {
    let presenter = TaskDetailPresentationLogicSpy()

    func scene(_ tasks: [Task], current: Task, plan: PlanSettings = .defaults) throws -> (TaskDetailInteractor, TaskWorkingSpy) {
        let worker = try TaskWorkingSpy(tasks: tasks)
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker, plan: plan)
        interactor.order = TaskOrder(tasks.map(\.id))
        interactor.currentTaskID = current.id
        interactor.showTask(request: .init(width: 60))
        return (interactor, worker)
    }

    func statuses() -> [TaskDetail.Status.Response.Kind] { presenter.presentStatusResponses.map(\.kind) }

    // MARK: - The clock passing

    /// The detail says its words about time again when the minute changes, and only then:
    /// the running time grows and a waiting task's "back" turns into "came back" without a key.
    @Test func theShownTaskIsSaidAgainWhenTheMinuteChanges() throws {
        let clock = MovableClock(Fixtures.Samples.clock)
        let soon = try Task(title: "Soon", created: Fixtures.Samples.now, wait: Due(day: try Fixtures.Samples.day(2026, 11, 29), hour: 12, minute: 5))
        let worker = try TaskWorkingSpy(tasks: try Fixtures.Samples.all + [soon], clock: clock)
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker, plan: .defaults)
        interactor.order = [soon.id]
        interactor.currentTaskID = soon.id
        interactor.showTask(request: .init(width: 60))
        let presented = presenter.presentTaskResponses.count
        interactor.passTime(request: .init())
        #expect(presenter.presentTaskResponses.count == presented)  // the same minute
        clock.advance(5 * 60)
        interactor.passTime(request: .init())
        #expect(presenter.presentTaskResponses.count == presented + 1)
        #expect(worker.allTasksCallCount == 1)  // no storage read
    }

    @Test func theViewPassesTheClockOnOnlyOnceATaskIsShown() {
        let interactor = TaskDetailBusinessLogicSpy()
        let view = TaskDetailViewController(interactor: interactor, router: TaskDetailRouterSpy())
        view.timeDidPass()
        #expect(!interactor.requests.contains(.passTime))
        view.displayTask(viewModel: .init(id: nil, title: "Task abc", position: "1/1", lines: []))
        view.timeDidPass()
        #expect(interactor.requests.last == .passTime)
    }

    // MARK: - Interactor

    @Test func bStartsAndStopsTheShownTaskWithUndo() throws {
        let milk = try Fixtures.Samples.milk
        let (interactor, worker) = try scene(try Fixtures.Samples.all, current: milk)
        interactor.startStop(request: .init())
        #expect(worker.startCalls.map(\.0) == [[milk.id]])
        #expect(presenter.presentTaskResponses.last?.task?.isActive == true)
        #expect(presenter.presentTaskResponses.last?.urgency?.contains { $0.kind == .active } == true)
        interactor.startStop(request: .init())
        #expect(worker.stopCalls == [[milk.id]])
        #expect(presenter.presentTaskResponses.last?.task?.isActive == false)
        interactor.undo(request: .init())
        #expect(presenter.presentTaskResponses.last?.task?.isActive == true)
    }

    @Test func startingATaskStartedElsewhereSaysItIsRunning() throws {
        let milk = try Fixtures.Samples.milk
        let (interactor, worker) = try scene(try Fixtures.Samples.all, current: milk)
        _ = try TaskService(repository: worker.repository, clock: worker.clock).start(ids: [milk.id], severalAtOnce: false)
        interactor.startStop(request: .init())
        #expect(statuses().last == .alreadyRunning(title: "Buy milk"))
    }

    @Test func wPreviewsAndSetsTheWaitOfTheShownTask() throws {
        let milk = try Fixtures.Samples.milk
        let (interactor, worker) = try scene(try Fixtures.Samples.all, current: milk)
        interactor.openWaitPrompt(request: .init())
        interactor.previewWait(request: .init(text: "wed"))
        let wednesday = Due(day: try Fixtures.Samples.day(2026, 12, 2))
        #expect(presenter.presentWaitPromptResponses == [
            .init(text: "", preview: .empty(anyWaiting: false)),
            .init(text: nil, preview: .valid(DateReading(due: wednesday, words: "wed"), pastDue: milk.due, hasArrived: false)),
        ])
        interactor.changeWait(request: .init(text: "wed"))
        #expect(worker.editCalls.map(\.1) == [TaskEdit(wait: .set(wednesday))])
        #expect(presenter.presentTaskResponses.last?.task?.wait == wednesday)
        guard case .waitChanged(_, until: wednesday, pastDue: milk.due) = statuses().last else {
            Issue.record("expected the wait said, got \(String(describing: statuses().last))")
            return
        }
        interactor.changeWait(request: .init(text: "nonsense"))
        #expect(statuses().last == .invalidWait("nonsense"))
        #expect(worker.editCalls.count == 1)
    }

    // MARK: - Presenter

    func lines(_ task: Task, urgency: [UrgencyTerm]? = nil, clock: any Clock = Fixtures.Samples.clock) -> [String] {
        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: clock)
        presenter.viewController = display
        presenter.presentTask(response: .init(task: task, index: 0, count: 1, width: 70, urgency: urgency))
        return display.displayTaskViewModels.last?.lines.map(\.text) ?? []
    }

    static func at(_ day: Int, _ hour: Int? = nil) throws -> Due {
        Due(day: try Fixtures.Samples.day(2026, 11, 29).adding(days: day), hour: hour)
    }

    /// Sunday 2026-11-29 12:00 UTC is the seeds' now.
    @Test func planFieldsActiveMarkAndTimeSpent() throws {
        let now = Fixtures.Samples.now
        let task = try Task(title: "Plan", created: now.addingTimeInterval(-86_400), due: Self.at(5), wait: Self.at(-1),
                            scheduled: Self.at(1, 9), until: Self.at(10),
                            intervals: [WorkInterval(start: now.addingTimeInterval(-3 * 3600), end: now.addingTimeInterval(-2 * 3600 - 1800)),
                                        WorkInterval(start: now.addingTimeInterval(-3900))])
        let shown = lines(task)
        let status = try #require(shown.firstIndex(of: "Status     [▶] active for 1h 05m"))
        #expect(shown[status + 1] == "           since 2026-11-29 10:55")
        #expect(shown.contains("Wait       2026-11-28 (came back yesterday)"))
        #expect(shown.contains("Scheduled  2026-11-30 09:00 (tomorrow 09:00)"))
        #expect(shown.contains("Until      2026-12-09 (in 10d)"))
        let spent = try #require(shown.firstIndex(of: "Time spent 1h 35m in 2 stretches"))
        #expect(Array(shown[spent + 1...spent + 2]) == [
            "           2026-11-29 09:00–09:30  30m",
            "           2026-11-29 10:55–now  1h 05m",
        ])
    }

    @Test func aWaitingTaskSaysWhenItComesBack() throws {
        let task = try Task(title: "Later", created: Fixtures.Samples.now, wait: Self.at(3))
        let shown = lines(task)
        #expect(shown.contains("Status     [ ] pending, hidden until Wed 2026-12-02"))
        #expect(shown.contains("Wait       2026-12-02 (hidden, back Wed)"))
    }

    /// The urgency term by term, adding up to the number the list ranks by.
    @Test func theUrgencyIsExplainedTermByTerm() throws {
        let task = try Task(title: "Urgent", created: Fixtures.Samples.now, due: Self.at(2), priority: .high,
                            intervals: [WorkInterval(start: Fixtures.Samples.now)])
        let urgency = Urgency(coefficients: .taskwarrior, now: LocalNow(clock: Fixtures.Samples.clock))
        let terms = urgency.terms(of: task)
        let shown = lines(task, urgency: terms)
        let line = try #require(shown.first { $0.hasPrefix("Urgency") })
        #expect(line == "Urgency    due in 2 days +7.7 · high +6.0 · active +4.0 = 17.7")
        #expect(UrgencyWording.number(urgency.score(of: task)) == "17.7")
        #expect(!lines(task).contains { $0.hasPrefix("Urgency") })
    }

    @Test func urgencyWordsForEveryTerm() {
        let kinds: [UrgencyTerm.Kind] = [.due(days: 0), .due(days: 1), .due(days: -1), .due(days: -3), .priority(.low),
                                         .scheduled, .age(days: 1), .age(days: 40), .tags(count: 1), .tags(count: 3),
                                         .project, .notes, .waiting, .tagBonus("next"), .projectBonus("work")]
        #expect(kinds.map(UrgencyWording.label) == [
            "due today", "due tomorrow", "1 day overdue", "3 days overdue", "low", "scheduled", "1 day old",
            "40 days old", "1 tag", "3 tags", "project", "notes", "waiting", "#next", "+work",
        ])
        #expect(UrgencyWording.explanation([]) == "0.0 (nothing adds to it)")
        #expect(UrgencyWording.explanation([UrgencyTerm(kind: .waiting, points: -3)]) == "waiting -3.0 = -3.0")
        // A term that rounds to nothing is left out of the words, not the sum.
        #expect(UrgencyWording.explanation([UrgencyTerm(kind: .age(days: 0), points: 0.01),
                                            UrgencyTerm(kind: .project, points: 1)]) == "project +1.0 = 1.0")
        #expect(UrgencyWording.explanation([UrgencyTerm(kind: .age(days: 0), points: 0.04)]) == "0.0 (nothing adds to it)")
    }

    @Test func detailPlanStatusLines() throws {
        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentStatus(response: .init(kind: .alreadyRunning(title: "Buy milk")))
        presenter.presentStatus(response: .init(kind: .invalidWait("x")))
        presenter.presentWaitPrompt(response: .init(text: "", preview: .empty(anyWaiting: true)))
        #expect(display.displayStatusViewModels == [StatusLine(text: "'Buy milk' is already running", isError: false),
                                                    StatusLine(text: "Not a date: 'x'", isError: true)])
        #expect(display.displayWaitPromptViewModels == [
            .init(label: "wait until: ", text: "", preview: StatusLine(text: "→ Enter with no day shows it again", isError: false)),
        ])
    }

    // MARK: - View

    @Test func bAndWInTheDetail() {
        let interactor = TaskDetailBusinessLogicSpy()
        let viewController = TaskDetailViewController(interactor: interactor, router: TaskDetailRouterSpy())
        viewController.layout(size: Size(width: 40, height: 12))
        viewController.handle(TestInput.char("b"))
        viewController.handle(TestInput.char("w"))
        viewController.displayWaitPrompt(viewModel: .init(label: "wait until: ", text: "", preview: StatusLine(text: "→", isError: false)))
        viewController.handle(TestInput.char("j"))  // typed, not the next task
        viewController.handle(TestInput.key(.enter))
        viewController.handle(TestInput.char("w"))
        viewController.displayWaitPrompt(viewModel: .init(label: "wait until: ", text: "", preview: StatusLine(text: "→", isError: false)))
        viewController.handle(TestInput.key(.escape))  // cancels, does not go back
        #expect(interactor.requests == [.startStop, .openWaitPrompt, .previewWait(.init(text: "j")),
                                        .changeWait(.init(text: "j")), .openWaitPrompt])
        #expect(viewController.waitField == nil)
    }
}
