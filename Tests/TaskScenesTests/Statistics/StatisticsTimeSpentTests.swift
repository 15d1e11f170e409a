import Foundation
import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// Statistics' time spent per project this week and last week: the interactor hands the
/// figures from the work intervals, the presenter words them as bars of `1h 05m`.
@Suite struct StatisticsTimeSpentTests {
    @Test func theInteractorReadsTheIntervals() throws {
        let task = try Task(title: "Garden", created: Fixtures.Samples.now, project: "home",
                            intervals: [WorkInterval(start: Fixtures.Samples.now.addingTimeInterval(-3900), end: Fixtures.Samples.now)])
        let worker = try TaskWorkingSpy(tasks: [task])
        let presenter = StatisticsPresentationLogicSpy()
        StatisticsInteractor(presenter: presenter, worker: worker).showStatistics(request: .init())
        #expect(presenter.presentStatisticsResponses.last?.timeSpent?.rows == [.init(project: "home", thisWeek: 3900, lastWeek: 0)])
    }

    @Test func thePresenterShowsBothWeeksAsBars() throws {
        let display = StatisticsDisplayLogicSpy()
        let presenter = StatisticsPresenter(theme: .dark)
        presenter.viewController = display
        let time = WeeklyTimeSpent(rows: [.init(project: "home", thisWeek: 3900, lastWeek: 0),
                                          .init(project: nil, thisWeek: 600, lastWeek: 0)],
                                   weekStart: try Fixtures.Samples.day(2026, 11, 23))
        presenter.presentStatistics(response: .init(storeName: "tasks.json",
                                                    statistics: TaskStatistics(tasks: try Fixtures.Samples.all, clock: Fixtures.Samples.clock),
                                                    timeSpent: time))
        let sections = try #require(display.displayStatisticsViewModels.last?.sections)
        #expect(sections.suffix(2).map(\.title) == ["Time spent this week (from Mon 23) · 1h 15m", "Time spent last week"])
        #expect(sections.suffix(2).map(\.content) == [
            .chart(BarChart(bars: [BarChart.Bar("home", 3900, style: Theme.dark.project, valueText: "1h 05m"),
                                   BarChart.Bar("(no project)", 600, style: Theme.dark.muted, valueText: "10m")])),
            .note("No time recorded."),
        ])
        presenter.presentStatistics(response: .init(storeName: "tasks.json",
                                                    statistics: TaskStatistics(tasks: try Fixtures.Samples.all, clock: Fixtures.Samples.clock),
                                                    timeSpent: WeeklyTimeSpent(rows: [], weekStart: try Fixtures.Samples.day(2026, 11, 23))))
        #expect(display.displayStatisticsViewModels.last?.sections.count == 4)
    }

    @Test func aBarWritesItsValueText() {
        var canvas = Canvas(size: Size(width: 30, height: 1))
        BarChart(bars: [BarChart.Bar("home", 65, valueText: "1h 05m")]).draw(on: &canvas, in: canvas.bounds)
        #expect(canvas.text(ofRow: 0).hasSuffix("1h 05m"))
    }
}
