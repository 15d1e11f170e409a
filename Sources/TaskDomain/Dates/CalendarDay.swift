import Foundation

/// A day on the Gregorian calendar, without a time zone.
///
/// Due dates are days people think in ("the 24th"), not instants: storing year/month/day
/// keeps a task due on the 24th due on the 24th whichever zone the machine is in. Day
/// arithmetic goes through a serial day number (days since 1970-01-01), which is cheap
/// enough to run for every task of a 10,000-task query.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// A checked day; `nil` for impossible dates such as February 30th.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...9999).contains(year),
              (1...CalendarDay.daysInMonth(year: year, month: month)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day with the given serial number (0 is 1970-01-01).
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    /// The local day that `date` falls on in `calendar`'s time zone.
    public init(date: Date, calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(dayNumber: CalendarDay.dayNumber(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1))
    }

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int {
        CalendarDay.dayNumber(year: year, month: month, day: day)
    }

    /// 1 = Sunday ... 7 = Saturday, as `Calendar.Component.weekday`.
    public var weekday: Int {
        let shifted = (dayNumber + 4) % 7  // 1970-01-01 was a Thursday (5).
        return (shifted < 0 ? shifted + 7 : shifted) + 1
    }

    public func adding(days: Int) -> CalendarDay {
        CalendarDay(dayNumber: dayNumber + days)
    }

    /// `days` later (earlier when negative), or nil outside years 1...9999, the days a
    /// due date can be stored as: what stepping a repeat rule uses, so no rule writes a
    /// date its reader refuses.
    public func checkedAdding(days: Int) -> CalendarDay? {
        let (number, overflow) = dayNumber.addingReportingOverflow(days)
        guard !overflow, (Self.firstDayNumber...Self.lastDayNumber).contains(number) else { return nil }
        return CalendarDay(dayNumber: number)
    }

    /// `months` later like `adding(months:)`, or nil outside years 1...9999.
    public func checkedAdding(months: Int) -> CalendarDay? {
        let (total, overflow) = (year * 12 + month - 1).addingReportingOverflow(months)
        guard !overflow, (12...(9999 * 12 + 11)).contains(total) else { return nil }
        return adding(months: months)
    }

    /// 0001-01-01 and 9999-12-31 as day numbers.
    static let firstDayNumber = dayNumber(year: 1, month: 1, day: 1)
    static let lastDayNumber = dayNumber(year: 9999, month: 12, day: 31)

    /// The same day `months` later, clamped to the month's last day (Jan 31 + 1m = Feb 28/29).
    public func adding(months: Int) -> CalendarDay {
        let total = year * 12 + (month - 1) + months
        let newYear = total / 12
        let newMonth = total % 12 + 1
        let newDay = min(day, CalendarDay.daysInMonth(year: newYear, month: newMonth))
        return CalendarDay(dayNumber: CalendarDay.dayNumber(year: newYear, month: newMonth, day: newDay))
    }

    /// The last day of this day's month.
    public var endOfMonth: CalendarDay {
        CalendarDay(dayNumber: CalendarDay.dayNumber(
            year: year, month: month, day: CalendarDay.daysInMonth(year: year, month: month)))
    }

    /// Signed number of days from `other` to this day (tomorrow.days(from: today) == 1).
    public func days(from other: CalendarDay) -> Int {
        dayNumber - other.dayNumber
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        // By hand: String(format:) is slow enough to show when 100,000 tasks are listed.
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    // MARK: - Calendar arithmetic

    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Howard Hinnant's days_from_civil.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
