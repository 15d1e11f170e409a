import Testing
import TaskDomain
import TaskTestSupport
import TaskWording
import TerminalCore
@testable import TaskScenes

/// A repeating task's detail: the rule in words and the next three dates (today is 2026-03-11).
@Suite struct TaskDetailRepeatTests {
    private func lines(_ task: Task, width: Int = 60) -> [String] {
        let display = TaskDetailDisplayLogicSpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.clock)
        presenter.viewController = display
        presenter.presentTask(response: .init(task: task, index: 0, count: 1, width: width))
        return display.displayTaskViewModels.first?.lines.map(\.text) ?? []
    }

    @Test func theRuleInWordsAndTheNextThreeDates() throws {
        let task = try Task(title: "Pay rent", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2027, 1, 31)),
                            recurrence: Recurrence(frequency: .monthly))
        let shown = lines(task)
        #expect(shown.contains("Repeat     ↻ every month"))
        #expect(shown.contains("Then       Sun 2027-02-28, Wed 2027-03-31, Fri 2027-04-30"))
    }

    @Test func fromCompletionAndAnEndAreSaid() throws {
        let task = try Task(title: "Water", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 12)),
                            recurrence: Recurrence(frequency: .daily, interval: 3, end: .count(2), mode: .fromCompletion))
        let shown = lines(task)
        #expect(shown.contains("Repeat     ↻ after 3 days 2 times (from completion)"))
        #expect(shown.contains("Then       Sun 2026-03-15"))
        let last = try Task(title: "Last", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 12)),
                            recurrence: Recurrence(frequency: .weekly, end: .count(1)))
        #expect(lines(last).contains("Then       no more: completing it ends the repeat"))
    }

    @Test func aTaskThatDoesNotRepeatHasNoRepeatLine() throws {
        #expect(!lines(try Fixtures.task("Plain")).contains { $0.hasPrefix("Repeat") })
    }

    /// `X` on `task`, shown alone in the detail.
    private func skipping(_ task: Task) -> (TaskDetailPresentationLogicSpy, TaskWorkingSpy) {
        let (worker, _) = TaskWorkingSpy.over([task])
        let presenter = TaskDetailPresentationLogicSpy()
        let interactor = TaskDetailInteractor(presenter: presenter, worker: worker)
        interactor.order = [task.id]
        interactor.currentTaskID = task.id
        interactor.showTask(request: .init(width: 60))
        interactor.skipOccurrence(request: .init())
        return (presenter, worker)
    }

    @Test func bigXSkipsTheShownTaskAndSaysWhereItMoved() throws {
        let task = try Task(title: "Gym", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 12)),
                            recurrence: Recurrence(frequency: .weekly))
        let (presenter, worker) = skipping(task)
        #expect(worker.calls == [.allTasks, .skip([task.id]), .allTasks])
        #expect(presenter.presentTaskResponses.last?.task?.due == Due(day: try Fixtures.day(2026, 3, 19)))
        guard case .change(.made(let change, _))? = presenter.presentStatusResponses.last?.kind else {
            Issue.record("expected a made change, got \(presenter.presentStatusResponses)")
            return
        }
        #expect(ChangeStatus.line(for: .made(change)).text == "Skipped 'Gym', next due Thu 2026-03-19 — u to undo")
    }

    /// The last occurrence skipped, the task is gone: the detail goes back to the list, which
    /// announces the change ("Skipped 'Gym', its last occurrence: task removed").
    @Test func bigXOnTheLastOccurrenceGoesBackToTheList() throws {
        let task = try Task(title: "Gym", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 12)),
                            recurrence: Recurrence(frequency: .weekly, end: .count(1)))
        let (presenter, worker) = skipping(task)
        #expect(worker.calls == [.allTasks, .skip([task.id]), .allTasks])
        let change = try #require(presenter.presentDeleteTaskResponses.last?.change)
        #expect(ChangeStatus.line(for: .made(change)).text == "Skipped 'Gym', its last occurrence: task removed — u to undo")
        #expect(presenter.presentStatusResponses.isEmpty)
    }

    @Test func bigXOnATaskThatDoesNotRepeatChangesNothing() throws {
        let plain = try Fixtures.task("Plain")
        let (presenter, worker) = skipping(plain)
        #expect(worker.calls == [.allTasks])
        #expect(presenter.presentStatusResponses == [.init(kind: .change(.cannotSkip(title: "Plain", .notRepeating)))])
        #expect(ChangeStatus.line(for: .cannotSkip(title: "Plain", .notRepeating)).text == "'Plain' does not repeat: nothing to skip")
    }

    /// Issue 25, item 7: an "after 3 days" task has no occurrence to skip; nothing is written.
    @Test func bigXOnATaskRepeatingAfterCompletionChangesNothing() throws {
        let plants = try Task(title: "Water plants", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 12)),
                              recurrence: Recurrence(frequency: .daily, interval: 3, mode: .fromCompletion))
        let (presenter, worker) = skipping(plants)
        #expect(worker.calls == [.allTasks])
        #expect(presenter.presentStatusResponses == [.init(kind: .change(.cannotSkip(title: "Water plants", .repeatsAfterCompletion)))])
    }

    @Test func theDetailsKeyIsBigX() {
        let interactor = TaskDetailBusinessLogicSpy()
        let viewController = TaskDetailViewController(interactor: interactor, router: TaskDetailRouterSpy())
        viewController.layout(size: Size(width: 40, height: 10))
        viewController.handle(TestInput.char("X"))
        #expect(interactor.requests == [.skipOccurrence])
    }
}
