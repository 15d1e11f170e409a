import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// A repeating task's detail: the rule in words and the next three dates (today is 2026-03-11).
@Suite struct TaskDetailRepeatTests {
    private func lines(_ task: Task, width: Int = 60) -> [String] {
        let display = TaskDetailDisplaySpy()
        let presenter = TaskDetailPresenter(clock: Fixtures.clock)
        presenter.viewController = display
        presenter.presentTask(response: .init(task: task, index: 0, count: 1, width: width))
        return display.taskViewModels.first?.lines.map(\.text) ?? []
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
}
