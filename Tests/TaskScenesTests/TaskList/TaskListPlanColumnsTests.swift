import Foundation
import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The plan's columns in the list's rows (`[list] columns` with wait, scheduled, urgency,
/// active): the words the CLI's table uses (`PlanColumnText`), in their own columns, and
/// then the due column keeps the due date.
@Suite struct TaskListPlanColumnsTests {
    let display = TaskListDisplayLogicSpy()

    func rows(_ tasks: [Task], columns: [ListColumn], width: Int = 80) -> [String] {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock, columns: columns)
        presenter.viewController = display
        presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(tasks: tasks, clock: Fixtures.Samples.clock),
            matchingCount: tasks.count, window: tasks, windowStart: 0, selectedIndex: nil, rowWidth: width))
        return display.displayTasksViewModels.last?.rows.map { $0.spans.map(\.text).joined() } ?? []
    }

    static func at(_ day: Int, _ hour: Int? = nil) throws -> Due {
        Due(day: try Fixtures.Samples.day(2026, 11, 29).adding(days: day), hour: hour)
    }

    @Test func eachPlanColumnShowsItsWords() throws {
        let task = try Task(title: "Plan", created: Fixtures.Samples.now, due: Self.at(10), priority: .high, wait: Self.at(2),
                            scheduled: Self.at(1, 9), intervals: [WorkInterval(start: Fixtures.Samples.now.addingTimeInterval(-3900))])
        let row = try #require(rows([task], columns: [.title, .wait, .scheduled, .urgency, .active, .due]).first)
        let scale = Urgency(coefficients: .taskwarrior, now: LocalNow(clock: Fixtures.Samples.clock))
        #expect(row.hasPrefix("[▶]  Plan "))
        #expect(row.contains(" wait Tue "))
        #expect(row.contains(" sched tomorrow 09:00 "))
        #expect(row.contains(" " + PlanColumnText.number(scale.score(of: task)) + " "))
        #expect(row.contains(" ▶ 1h 05m "))
        // The due column keeps the due date when the wait has a column of its own.
        #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix(" in 10d"))
        #expect(!row.contains("back "))
    }

    /// Without the columns, the due column says when a waiting task comes back.
    @Test func withoutThemTheDueColumnSaysWhenItComesBack() throws {
        let task = try Task(title: "Plan", created: Fixtures.Samples.now, due: Self.at(10), wait: Self.at(2))
        let row = try #require(rows([task], columns: ListColumn.defaults).first)
        #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix(" back Tue"))
    }
}
