import Foundation

/// The port for "now": every date rule asks a clock, so tests can fix the time.
public protocol Clock: Sendable {
    /// The current instant.
    var now: Date { get }
    /// The calendar (and so the time zone and first weekday) that turns instants into days.
    var calendar: Calendar { get }
}

extension Clock {
    public var timeZone: TimeZone { calendar.timeZone }

    /// The local calendar day of `now`.
    public var today: CalendarDay { CalendarDay(date: now, calendar: calendar) }

    /// `now` truncated to whole seconds: stored timestamps have one-second resolution so
    /// they survive an ISO-8601 round trip unchanged.
    public var nowInWholeSeconds: Date {
        Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
    }
}

/// The machine's clock in the user's current calendar and time zone.
public struct SystemClock: Clock {
    public init() {}
    public var now: Date { Date() }
    public var calendar: Calendar { Calendar.current }
}

/// A clock stopped at one instant, for tests and benchmarks.
public struct FixedClock: Clock {
    public let now: Date
    public let calendar: Calendar

    public init(now: Date, calendar: Calendar) {
        self.now = now
        self.calendar = calendar
    }

    /// A clock at a local wall-clock time in `timeZone` (default UTC), Gregorian, weeks starting Monday.
    public init(year: Int, month: Int, day: Int, hour: Int = 12, minute: Int = 0,
                timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current, firstWeekday: Int = 2) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = firstWeekday
        let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        self.init(now: calendar.date(from: parts) ?? Date(timeIntervalSince1970: 0), calendar: calendar)
    }
}

/// "Now" as a local day and minute, computed once per query so per-task date checks are
/// integer comparisons instead of calendar calls.
public struct LocalNow: Hashable, Sendable {
    public let day: CalendarDay
    public let minuteOfDay: Int
    /// The latest wall-clock minute the day has shown by now: `minuteOfDay`, except in the
    /// hour a clock change repeats (fall back), where it stays at the last minute shown
    /// before the clocks went back. A wait or a scheduled time that has come stays come.
    public let minuteReached: Int
    /// The instant in whole seconds since 1970 (for ages and running times).
    public let secondsSince1970: Int

    /// A local now without a clock (tests, previews): the instant is the day and minute read as UTC.
    public init(day: CalendarDay, minuteOfDay: Int) {
        self.day = day
        self.minuteOfDay = minuteOfDay
        self.minuteReached = minuteOfDay
        self.secondsSince1970 = day.dayNumber * 86_400 + minuteOfDay * 60
    }

    public init(clock: any Clock) {
        self.init(date: clock.now, calendar: clock.calendar)
    }

    /// An instant as a local day and minute in `calendar`'s time zone.
    public init(date: Date, calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        self.day = CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDay(dayNumber: 0)
        self.minuteOfDay = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        self.secondsSince1970 = Int(date.timeIntervalSince1970.rounded(.down))
        self.minuteReached = max(minuteOfDay, Self.minuteShownBeforeFallBack(date: date, calendar: calendar, day: day) ?? 0)
    }

    /// In the hour a clock change repeats, the last minute the clock showed before it went
    /// back (01:59 on a night that goes from 02:00 back to 01:00); nil at any other time.
    private static func minuteShownBeforeFallBack(date: Date, calendar: Calendar, day: CalendarDay) -> Int? {
        let zone = calendar.timeZone
        // Clock changes are at most a few hours; look back that far for one.
        guard let change = zone.nextDaylightSavingTimeTransition(after: date.addingTimeInterval(-4 * 3600)),
              change <= date else { return nil }
        let before = zone.secondsFromGMT(for: change.addingTimeInterval(-1)), after = zone.secondsFromGMT(for: change)
        guard after < before, date.timeIntervalSince(change) < TimeInterval(before - after) else { return nil }
        let last = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: change.addingTimeInterval(-1))
        guard CalendarDay(year: last.year ?? 0, month: last.month ?? 0, day: last.day ?? 0) == day else { return nil }
        return (last.hour ?? 0) * 60 + (last.minute ?? 0)
    }
}
