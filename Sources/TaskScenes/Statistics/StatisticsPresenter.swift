import TaskDomain
import TaskWording
import TerminalCore

/// Formats the statistics: the totals as numbers with names, the days as `Mon 23`, the
/// bars with their labels, values and `Theme` styles. The bar chart widget scales the
/// bars to the width the view gives it and writes the number after each bar.
final class StatisticsPresenter: StatisticsPresentationLogic {
    let theme: Theme

    init(theme: Theme) {
        self.theme = theme
    }

    weak var viewController: StatisticsDisplayLogic?

    // MARK: - Presentation logic

    func presentStatistics(response: Statistics.ShowStatistics.Response) {
        let statistics = response.statistics
        let title = "Statistics · \(response.storeName)"
        let note = response.context.map { "context: \($0)" } ?? ""
        guard statistics.summary.total > 0 else {
            viewController?.displayStatistics(viewModel: .init(
                title: title, note: note, sections: [],
                emptyState: response.context.map { ["No tasks in the context '\($0)'.", "':context none' on the list shows every task."] }
                    ?? ["No tasks yet.", "Statistics appear as you add and complete tasks."]))
            return
        }
        viewController?.displayStatistics(viewModel: .init(
            title: title, note: note,
            sections: [totals(statistics.summary), completions(statistics.completedPerDay),
                       byProject(statistics.pendingByProject), byPriority(statistics.pendingByPriority)]
                + timeSpent(response.timeSpent),
            emptyState: []))
    }

    func presentShowStatisticsFailure(response: Statistics.Failure.Response) {
        viewController?.displayShowStatisticsFailure(viewModel: ChangeStatus.failed(.readTasks, response.error))
    }

    /// `Mon 23`, `Tue  3`: the weekday and the day of the month, right-aligned in two columns.
    static func dayLabel(_ day: CalendarDay) -> String {
        let name = Weekday.shortName(day.weekday)
        return day.day < 10 ? "\(name)  \(day.day)" : "\(name) \(day.day)"
    }

    // MARK: - Sections

    private func totals(_ summary: TaskSummary) -> Statistics.Section {
        func figure(_ value: Int, _ label: String, _ style: Style) -> Statistics.Figure {
            .init(value: "\(value)", label: label, style: value > 0 ? style : .plain)
        }
        return .init(title: "Totals", content: .figures([
            figure(summary.total, "total", theme.title),
            figure(summary.pending, "pending", theme.title),
            figure(summary.completed, "completed", theme.info),
            figure(summary.overdue, "overdue", theme.dueStyle(.overdue)),
            figure(summary.dueToday, "due today", theme.dueStyle(.today)),
            figure(summary.dueThisWeek, "due this week", theme.dueStyle(.soon)),
        ]))
    }

    private func completions(_ days: [TaskStatistics.DayCount]) -> Statistics.Section {
        let count = days.map(\.count).reduce(0, +)
        let period = days.count == 1 ? "today" : "last \(days.count) days"
        return .init(title: "Completed · \(period) · \(count) in all",
                     content: .chart(BarChart(bars: days.map {
                         BarChart.Bar(StatisticsPresenter.dayLabel($0.day), $0.count, style: theme.info)
                     })))
    }

    private func byProject(_ projects: [TaskStatistics.ProjectCount]) -> Statistics.Section {
        let title = "Pending by top-level project"
        guard !projects.isEmpty else { return .init(title: title, content: .note("Nothing pending.")) }
        return .init(title: title, content: .chart(BarChart(bars: projects.map {
            BarChart.Bar($0.project ?? "(no project)", $0.count, style: $0.project == nil ? theme.muted : theme.project)
        })))
    }

    /// Time spent this week and last week, a bar per top-level project (seconds, so a few
    /// seconds still draw a sliver; worded as `1h 05m`); nothing while no time was recorded
    /// in either week.
    private func timeSpent(_ time: WeeklyTimeSpent?) -> [Statistics.Section] {
        guard let time, !time.rows.isEmpty else { return [] }
        func section(_ title: String, _ total: Double, _ seconds: (WeeklyTimeSpent.Row) -> Double) -> Statistics.Section {
            let heading = total > 0 ? "\(title) · \(SpentTime.text(seconds: total))" : title
            let rows = time.rows.filter { seconds($0) > 0 }
            guard !rows.isEmpty else { return .init(title: heading, content: .note("No time recorded.")) }
            return .init(title: heading, content: .chart(BarChart(bars: rows.map {
                BarChart.Bar($0.project ?? "(no project)", Int(seconds($0)),
                             style: $0.project == nil ? theme.muted : theme.project,
                             valueText: SpentTime.text(seconds: seconds($0)))
            })))
        }
        return [section("Time spent this week (from \(StatisticsPresenter.dayLabel(time.weekStart)))", time.thisWeekTotal, \.thisWeek),
                section("Time spent last week", time.lastWeekTotal, \.lastWeek)]
    }

    private func byPriority(_ priorities: [TaskStatistics.PriorityCount]) -> Statistics.Section {
        let title = "Pending by priority"
        guard priorities.contains(where: { $0.count > 0 }) else {
            return .init(title: title, content: .note("Nothing pending."))
        }
        return .init(title: title, content: .chart(BarChart(bars: priorities.map {
            BarChart.Bar(Theme.priorityMark($0.priority) + " " + $0.priority.rawValue, $0.count,
                         style: theme.priorityStyle($0.priority))
        })))
    }
}
