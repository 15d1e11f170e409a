import Foundation
import TaskDomain

/// Conversions between taskdeck's local dates (a due day with an optional wall-clock
/// time) and the instants and days other formats store, in one calendar's time zone.
public struct LocalDates: Sendable {
    public let calendar: Calendar

    public init(calendar: Calendar) { self.calendar = calendar }

    /// The instant of local midnight starting `day` (or the first instant of the day where
    /// a time-zone change skips midnight).
    public func startOfDay(_ day: CalendarDay) -> Date {
        let parts = DateComponents(year: day.year, month: day.month, day: day.day)
        return calendar.date(from: parts).map { calendar.startOfDay(for: $0) } ?? Date(timeIntervalSince1970: 0)
    }

    /// The instant a due date means here: its local time, or local midnight for a whole day.
    public func instant(of due: Due) -> Date {
        guard let hour = due.hour, let minute = due.minute else { return startOfDay(due.day) }
        let parts = DateComponents(year: due.day.year, month: due.day.month, day: due.day.day, hour: hour, minute: minute)
        return calendar.date(from: parts) ?? startOfDay(due.day)
    }

    /// The due date an instant means here: local midnight is a whole day; any other time
    /// is that day at that minute (seconds are dropped: taskdeck's due times are minutes).
    public func due(at instant: Date) -> Due {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        let day = self.day(of: instant)
        if instant == startOfDay(day) { return Due(day: day) }
        return Due(day: day, hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }

    /// The local day `instant` falls on.
    public func day(of instant: Date) -> CalendarDay {
        CalendarDay(date: instant, calendar: calendar)
    }
}

/// `YYYY-MM-DD` (todo.txt) read strictly: four, two and two digits, a real date.
extension CalendarDay {
    init?(isoDay text: Substring) {
        var year = 0, month = 0, day = 0, position = 0
        for byte in text.utf8 {
            guard position < 10 else { return nil }
            if position == 4 || position == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
            } else {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                let digit = Int(byte - UInt8(ascii: "0"))
                if position < 4 { year = year * 10 + digit } else if position < 7 { month = month * 10 + digit } else { day = day * 10 + digit }
            }
            position += 1
        }
        guard position == 10 else { return nil }
        self.init(year: year, month: month, day: day)
    }
}
