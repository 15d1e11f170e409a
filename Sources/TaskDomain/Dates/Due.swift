/// When a task is due: a calendar day, optionally with a wall-clock time. The same value
/// holds every date of a task a person names (due, wait, scheduled, until), so they read,
/// store and compare alike.
///
/// A due date without a time counts as due for the whole day: it becomes overdue the day
/// after, and sorts after timed tasks of the same day. A wait or scheduled day without a
/// time arrives at the day's first minute.
public struct Due: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let day: CalendarDay
    /// Minutes after midnight (0..<1440), or `nil` for "some time that day".
    public let minuteOfDay: Int?

    public init(day: CalendarDay, hour: Int? = nil, minute: Int = 0) {
        self.day = day
        if let hour, (0..<24).contains(hour), (0..<60).contains(minute) {
            self.minuteOfDay = hour * 60 + minute
        } else {
            self.minuteOfDay = nil
        }
    }

    /// Parses the stored forms `YYYY-MM-DD` and `YYYY-MM-DDTHH:MM` (a space also works).
    public init?(storageString text: String) {
        // The usual `YYYY-MM-DD`, read from its bytes (every due date of 100,000 tasks at launch).
        if let (year, month, dayValue) = Due.plainDay(text) {
            guard let day = CalendarDay(year: year, month: month, day: dayValue) else { return nil }
            self.init(day: day)
            return
        }
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "T" || $0 == " " })
        guard parts.count <= 2, let first = parts.first else { return nil }
        let numbers = first.split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers[0].count == 4, numbers[1].count == 2, numbers[2].count == 2,
              let year = Int(numbers[0]), let month = Int(numbers[1]), let dayValue = Int(numbers[2]),
              let day = CalendarDay(year: year, month: month, day: dayValue) else { return nil }
        if parts.count == 2 {
            guard let (hour, minute) = Due.parseTime(parts[1]) else { return nil }
            self.init(day: day, hour: hour, minute: minute)
        } else {
            self.init(day: day)
        }
    }

    /// Year, month and day of text that is exactly four, two and two ASCII digits between
    /// hyphens; nil for anything else (the general reading then decides).
    private static func plainDay(_ text: String) -> (Int, Int, Int)? {
        let utf8 = text.utf8
        guard utf8.count == 10 else { return nil }
        var numbers = (0, 0, 0)
        var part = 0
        for (offset, byte) in utf8.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                part += 1
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch part {
            case 0: numbers.0 = numbers.0 * 10 + digit
            case 1: numbers.1 = numbers.1 * 10 + digit
            default: numbers.2 = numbers.2 * 10 + digit
            }
        }
        return numbers
    }

    public var hour: Int? { minuteOfDay.map { $0 / 60 } }
    public var minute: Int? { minuteOfDay.map { $0 % 60 } }

    /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`: the form stored in the file and printed by `--json`.
    public var storageString: String {
        guard let hour, let minute else { return day.description }
        return day.description + "T" + Due.twoDigits(hour) + ":" + Due.twoDigits(minute)
    }

    /// `YYYY-MM-DD` or `YYYY-MM-DD HH:MM`, for people.
    public var description: String {
        guard let hour, let minute else { return day.description }
        return day.description + " " + Due.twoDigits(hour) + ":" + Due.twoDigits(minute)
    }

    /// A single integer that orders due dates; an untimed day sorts at the end of its day.
    public var sortKey: Int {
        day.dayNumber * 1441 + (minuteOfDay ?? 1440)
    }

    // MARK: - Relative to now

    /// Signed whole days from `today` to the due day: 0 today, 1 tomorrow, -2 two days overdue.
    public func daysFrom(today: CalendarDay) -> Int {
        day.days(from: today)
    }

    /// Signed whole days from the clock's today to the due day.
    public func daysFrom(clock: any Clock) -> Int {
        daysFrom(today: clock.today)
    }

    /// Past due: the day is over, or the time has passed today.
    public func isOverdue(at now: LocalNow) -> Bool {
        if day < now.day { return true }
        guard day == now.day, let minuteOfDay else { return false }
        return minuteOfDay < now.minuteOfDay
    }

    public func isOverdue(clock: any Clock) -> Bool { isOverdue(at: LocalNow(clock: clock)) }

    /// Whether the day (at its time, or its first minute) has come at `now`: a waiting task
    /// wakes then and a scheduled one is due to start. The hour a clock change repeats does
    /// not take it back (`LocalNow.minuteReached`), and a time the clocks skip arrives with
    /// the first minute after the jump.
    public func hasArrived(at now: LocalNow) -> Bool {
        if day != now.day { return day < now.day }
        return (minuteOfDay ?? 0) <= now.minuteReached
    }

    /// This day and time `days` later (a repeating task's dates move together).
    public func adding(days: Int) -> Due {
        Due(day: day.checkedAdding(days: days) ?? day, hour: hour, minute: minute ?? 0)
    }

    /// Due on today's date (overdue earlier today or not).
    public func isDueToday(at now: LocalNow) -> Bool { day == now.day }

    public func isDueToday(clock: any Clock) -> Bool { isDueToday(at: LocalNow(clock: clock)) }

    /// Due today or in the six days after: the coming seven days, a rolling week.
    public func isDueThisWeek(at now: LocalNow) -> Bool {
        (0...6).contains(day.days(from: now.day))
    }

    public func isDueThisWeek(clock: any Clock) -> Bool { isDueThisWeek(at: LocalNow(clock: clock)) }

    public static func < (lhs: Due, rhs: Due) -> Bool { lhs.sortKey < rhs.sortKey }

    // MARK: - Helpers

    static func parseTime(_ text: Substring) -> (Int, Int)? {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count == 2, (1...2).contains(pieces[0].count), pieces[1].count == 2,
              let hour = Int(pieces[0]), let minute = Int(pieces[1]),
              (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        return (hour, minute)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
