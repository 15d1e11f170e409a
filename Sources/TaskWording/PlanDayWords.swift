import TaskDomain

/// A plan date (wait, scheduled, until) in words relative to today, as the list shows it
/// beside a task: `today`, `tomorrow 09:00`, `Fri`, `in 9d`, `3d ago`, or the date
/// itself when it is far. Unlike a due date, a past plan date is not overdue: it is ago.
public enum PlanDayWords {
    /// The day (and time when near) of `date` seen at `now`.
    public static func text(_ date: Due, now: LocalNow) -> String {
        let days = date.daysFrom(today: now.day)
        let time = date.hour.map { " " + twoDigits($0) + ":" + twoDigits(date.minute ?? 0) } ?? ""
        switch days {
        case 0, 1: return DayDistance.text(days) + time
        case 2...6: return Weekday.shortName(date.day.weekday) + time
        case -30 ... -1, 7...30: return DayDistance.text(days)
        default: return date.day.description
        }
    }

    /// `Fri 2026-12-04` (with `09:00` when it has a time): the day named and dated, for the
    /// previews that say when a task comes back.
    public static func dated(_ date: Due) -> String {
        Weekday.shortName(date.day.weekday) + " " + date.description
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
