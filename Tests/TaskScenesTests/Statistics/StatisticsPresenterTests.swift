import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

@Suite struct StatisticsPresenterTests {
    let display = StatisticsDisplayLogicSpy()

    func present(_ statistics: TaskStatistics) -> Statistics.ShowStatistics.ViewModel? {
        let presenter = StatisticsPresenter()
        presenter.viewController = display
        presenter.presentStatistics(response: .init(storeName: "tasks.json", statistics: statistics))
        return display.displayStatisticsViewModels.last
    }

    @Test func everySectionWithExactLabelsValuesAndStyles() throws {
        let viewModel = try #require(present(StatisticsInteractorTests.seedStatistics))
        #expect(viewModel.title == "Statistics · tasks.json")
        #expect(viewModel.emptyState.isEmpty)
        #expect(viewModel.sections.map(\.title) == [
            "Totals", "Completed · last 14 days · 1 in all", "Pending by top-level project", "Pending by priority",
        ])
        try #require(viewModel.sections.count == 4)
        #expect(viewModel.sections[0].content == .figures([
            .init(value: "4", label: "total", style: Theme.dark.title),
            .init(value: "3", label: "pending", style: Theme.dark.title),
            .init(value: "1", label: "completed", style: Theme.dark.info),
            .init(value: "1", label: "overdue", style: Theme.dark.dueStyle(.overdue)),
            .init(value: "1", label: "due today", style: Theme.dark.dueStyle(.today)),
            .init(value: "2", label: "due this week", style: Theme.dark.dueStyle(.soon)),
        ]))
        let days = ["Mon 16", "Tue 17", "Wed 18", "Thu 19", "Fri 20", "Sat 21", "Sun 22",
                    "Mon 23", "Tue 24", "Wed 25", "Thu 26", "Fri 27", "Sat 28", "Sun 29"]
        #expect(viewModel.sections[1].content == .chart(BarChart(bars: days.enumerated().map {
            BarChart.Bar($0.element, $0.offset == 13 ? 1 : 0, style: Theme.dark.info)
        })))
        #expect(viewModel.sections[2].content == .chart(BarChart(bars: [
            .init("family", 1, style: Theme.dark.project),
            .init("work", 1, style: Theme.dark.project),
            .init("(no project)", 1, style: Theme.dark.muted),
        ])))
        #expect(viewModel.sections[3].content == .chart(BarChart(bars: [
            .init("!!! high", 1, style: Theme.dark.priorityStyle(.high)),
            .init("!!  medium", 0, style: Theme.dark.priorityStyle(.medium)),
            .init("!   low", 0, style: Theme.dark.priorityStyle(.low)),
            .init("    none", 2, style: Theme.dark.priorityStyle(.none)),
        ])))
    }

    @Test func zeroFiguresAreNotColoured() throws {
        let viewModel = try #require(present(TaskStatistics(summary: TaskSummary(total: 1, completed: 1))))
        guard case .figures(let figures) = viewModel.sections.first?.content else {
            Issue.record("totals are figures")
            return
        }
        #expect(figures.map(\.text) == ["1 total", "0 pending", "1 completed", "0 overdue", "0 due today",
                                        "0 due this week"])
        #expect(figures.map(\.style) == [Theme.dark.title, .plain, Theme.dark.info, .plain, .plain, .plain])
    }

    @Test func dayLabelsAreTheWeekdayAndTheDayAligned() throws {
        #expect(try StatisticsPresenter.dayLabel(Fixtures.Samples.day(2026, 11, 23)) == "Mon 23")
        #expect(try StatisticsPresenter.dayLabel(Fixtures.Samples.day(2026, 12, 3)) == "Thu  3")
        #expect(try StatisticsPresenter.dayLabel(Fixtures.Samples.day(2026, 11, 29)) == "Sun 29")
        #expect(try StatisticsPresenter.dayLabel(Fixtures.Samples.day(2026, 11, 28)) == "Sat 28")
    }

    @Test func nothingPendingIsANoteInsteadOfEmptyCharts() throws {
        let viewModel = try #require(try present(TaskStatistics(
            summary: TaskSummary(total: 1, completed: 1), completedPerDay: [.init(day: Fixtures.Samples.day(2026, 11, 29), count: 1)],
            pendingByProject: [], pendingByPriority: Priority.allCases.reversed().map { .init(priority: $0, count: 0) })))
        #expect(viewModel.sections[1].title == "Completed · today · 1 in all")
        #expect(viewModel.sections[2].content == .note("Nothing pending."))
        #expect(viewModel.sections[3].content == .note("Nothing pending."))
    }

    @Test func noTasksAtAllIsAnEmptyState() throws {
        let viewModel = try #require(present(TaskStatistics(tasks: [], clock: Fixtures.Samples.clock)))
        #expect(viewModel == .init(title: "Statistics · tasks.json", sections: [],
                                   emptyState: ["No tasks yet.", "Statistics appear as you add and complete tasks."]))
    }

    @Test func aFailureSaysWhatWentWrong() {
        let presenter = StatisticsPresenter()
        presenter.viewController = display
        presenter.presentShowStatisticsFailure(response: .init(error: SceneError(Fixtures.TestError("disk full"))))
        #expect(display.displayShowStatisticsFailureViewModels == [.init(text: "Could not read the tasks: disk full",
                                                                         isError: true)])
    }
}
