import TaskDomain

/// A plan date (wait, scheduled, until) in words relative to today, as the list shows it
/// beside a task: `today`, `tomorrow 09:00`, `Fri`, `in 9d`, `3d ago`, or the date
/// itself when it is far. Unlike a due date, a past plan date is not overdue: it is ago.
public enum PlanDayWords {
    /// The day (and time when near) of `date` seen at `now`.
    public static func text(_ date: Due, now: LocalNow) -> String {
        PlanColumnText.date(date, now: now, style: .relative)
    }

    /// `Fri 2026-12-04` (with `09:00` when it has a time): the day named and dated, for the
    /// previews that say when a task comes back.
    public static func dated(_ date: Due) -> String {
        Weekday.shortName(date.day.weekday) + " " + date.description
    }

}
