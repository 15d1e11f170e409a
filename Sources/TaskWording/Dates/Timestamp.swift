import Foundation
import TaskDomain

/// An instant (a task's created, modified or completed time) as a person reads it:
/// `2026-12-20 09:15` in the clock's calendar and time zone, so presenters never do
/// calendar work themselves.
public enum Timestamp {
    public static func text(of date: Date, in clock: any Clock) -> String {
        let local = LocalNow(date: date, calendar: clock.calendar)
        return Due(day: local.day, hour: local.minuteOfDay / 60, minute: local.minuteOfDay % 60).description
    }
}
