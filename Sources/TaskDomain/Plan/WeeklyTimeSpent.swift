import Foundation

/// The time spent on tasks this week and last week, per **top-level** project (as
/// Statistics counts pending tasks), from every task's work intervals.
///
/// A week starts on the calendar's first weekday at local midnight; an interval that
/// crosses the start of a week counts in each week for its part, and a running one up to
/// now. Projects are ordered by this week's time, then last week's, then name; time on
/// tasks without a project comes last as `nil`. Projects with no time in either week are
/// left out.
public struct WeeklyTimeSpent: Hashable, Sendable {
    /// Seconds spent on one top-level project.
    public struct Row: Hashable, Sendable {
        public let project: String?
        public let thisWeek: Double
        public let lastWeek: Double

        public init(project: String?, thisWeek: Double, lastWeek: Double) {
            self.project = project
            self.thisWeek = thisWeek
            self.lastWeek = lastWeek
        }
    }

    public let rows: [Row]
    /// The first day of this week (for the heading).
    public let weekStart: CalendarDay

    public var thisWeekTotal: Double { rows.reduce(0) { $0 + $1.thisWeek } }
    public var lastWeekTotal: Double { rows.reduce(0) { $0 + $1.lastWeek } }

    public init(rows: [Row], weekStart: CalendarDay) {
        self.rows = rows
        self.weekStart = weekStart
    }

    /// The time spent on `tasks` in the week of the clock's now and the week before.
    public init(tasks: [Task], clock: any Clock) {
        let calendar = clock.calendar
        let now = clock.now
        let thisStart = calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? calendar.startOfDay(for: now)
        let lastStart = calendar.date(byAdding: .weekOfYear, value: -1, to: thisStart) ?? thisStart
        let thisWeek = thisStart..<max(thisStart, now)
        let lastWeek = lastStart..<thisStart
        var totals: [String?: (this: Double, last: Double)] = [:]
        // One row per project whatever its case, named as first met.
        var names: [String: String] = [:]
        for task in tasks where !task.intervals.isEmpty {
            var this = 0.0, last = 0.0
            for interval in task.intervals {
                this += interval.seconds(within: thisWeek, until: now)
                last += interval.seconds(within: lastWeek, until: now)
            }
            guard this > 0 || last > 0 else { continue }
            let project = task.project.map { String($0.split(separator: ".").first ?? Substring($0)) }
            let key = project.map { $0.lowercased() }
            let old = totals[key] ?? (0, 0)
            totals[key] = (old.this + this, old.last + last)
            if let project, names[key ?? ""] == nil { names[key ?? ""] = project }
        }
        rows = totals.map { key, value in Row(project: key.map { names[$0] ?? $0 }, thisWeek: value.this, lastWeek: value.last) }
            .sorted { a, b in
                if (a.project == nil) != (b.project == nil) { return b.project == nil }
                if a.thisWeek != b.thisWeek { return a.thisWeek > b.thisWeek }
                if a.lastWeek != b.lastWeek { return a.lastWeek > b.lastWeek }
                return (a.project ?? "") < (b.project ?? "")
            }
        weekStart = CalendarDay(date: thisStart, calendar: calendar)
    }
}
