/// How a task repeats: a rule shaped like iCalendar's `RRULE` (frequency, interval, weekdays,
/// a day of the month, an end) plus the mode people know from Taskwarrior and topydo.
///
/// Dates are `CalendarDay`s, not instants, so a task due at 09:00 stays due at 09:00 on
/// every occurrence whatever daylight saving does in between. Month ends follow the `+1m`
/// rule of the due phrases: a rule on the 31st falls on the last day of shorter months
/// (Jan 31, Feb 28, Mar 31), and a yearly Feb 29 falls on Feb 28 in common years. That
/// differs from RFC 5545, which skips such months; people asking for "the 31st" mean
/// "the end of the month" there, and a skipped rent payment is worse than an early one.
public struct Recurrence: Hashable, Sendable {
    public enum Frequency: String, CaseIterable, Hashable, Sendable {
        case daily, weekly, monthly, yearly
    }

    /// Where the next date is counted from.
    public enum Mode: String, Hashable, Sendable {
        /// From the due date: rent is due on the 1st however late last month's was paid.
        case fromDue
        /// From the day it was completed: water the plants 3 days after the last watering.
        case fromCompletion

        /// The word the task file and the JSON export store for the mode (`"from": "due"`):
        /// one spelling for every format that writes it.
        public var storedName: String {
            switch self {
            case .fromDue: "due"
            case .fromCompletion: "completion"
            }
        }

        /// The mode a stored word names; nil for any other word.
        public init?(storedName: String) {
            switch storedName {
            case "due": self = .fromDue
            case "completion": self = .fromCompletion
            default: return nil
            }
        }
    }

    /// The day of the month a monthly (or yearly) rule falls on.
    public enum MonthDay: Hashable, Sendable {
        /// The 1st...31st, clamped to the month's last day.
        case day(Int)
        /// The month's last day.
        case last
        /// The `ordinal`th `weekday` of the month (1...5, or -1 for the last); 1 is Sunday.
        case weekday(ordinal: Int, weekday: Int)
    }

    /// When the repeating stops.
    public enum End: Hashable, Sendable {
        /// No occurrence after this day.
        case until(CalendarDay)
        /// This many occurrences are left, the current one included; completing the last
        /// one completes the task.
        case count(Int)
    }

    /// The largest interval a phrase gives and a stored rule may have: a rule read with a
    /// larger one is not followed (its next date would leave the calendar the files keep).
    public static let intervalLimit = 1000

    public var frequency: Frequency
    /// Every `interval` days, weeks, months or years (at least 1).
    public var interval: Int
    /// Weekdays (1 is Sunday ... 7 Saturday), sorted; empty for "the due date's weekday".
    public var weekdays: [Int]
    /// For monthly and yearly rules; `nil` means the due date's day.
    public var monthDay: MonthDay?
    /// For yearly rules; `nil` means the due date's month.
    public var month: Int?
    public var end: End?
    public var mode: Mode
    /// `RRULE` parts taskdeck does not follow (`BYSETPOS=-1`, `WKST=SU`), kept verbatim so a
    /// rule written by another client goes back to it unchanged.
    public var otherParts: [String]

    public init(frequency: Frequency, interval: Int = 1, weekdays: [Int] = [], monthDay: MonthDay? = nil,
                month: Int? = nil, end: End? = nil, mode: Mode = .fromDue, otherParts: [String] = []) {
        self.frequency = frequency
        self.interval = max(1, interval)
        self.weekdays = Array(Set(weekdays.filter { (1...7).contains($0) })).sorted()
        self.monthDay = monthDay
        self.month = month.flatMap { (1...12).contains($0) ? $0 : nil }
        self.end = end
        self.mode = mode
        self.otherParts = otherParts
    }

    /// What completing (or skipping) the occurrence due on `due` leads to.
    public enum Advance: Hashable, Sendable {
        /// The task moves to `due` and repeats by `rule` from there (a count goes down by one,
        /// a monthly or yearly rule remembers its day so Feb 28 goes back to Mar 31).
        case next(due: Due, rule: Recurrence)
        /// The until date or the count is used up: the task is done for good.
        case finished
    }

    /// The next occurrence after the one due on `due`, completed (or skipped) on `completedOn`.
    /// A task without a due date counts as due on `completedOn`.
    public func advance(due: Due?, completedOn: CalendarDay) -> Advance {
        let current = due?.day ?? completedOn
        let rule = mode == .fromDue ? pinned(to: current) : self
        let nextDay: CalendarDay?
        switch mode {
        case .fromDue: nextDay = rule.occurrence(after: current)
        case .fromCompletion: nextDay = stepped(completedOn)
        }
        guard let nextDay else { return .finished }
        var moved = rule
        switch end {
        case .count(let left):
            guard left > 1 else { return .finished }
            moved.end = .count(left - 1)
        case .until(let last):
            guard nextDay <= last else { return .finished }
        case nil:
            break
        }
        return .next(due: Due(day: nextDay, hour: due?.hour, minute: due?.minute ?? 0), rule: moved)
    }

    /// Up to `limit` dates after `due` as the rule would give them if each were done on its
    /// due day, stopping at the until date or the count; for previews.
    public func upcoming(after due: Due, limit: Int) -> [CalendarDay] {
        var days: [CalendarDay] = []
        var state = (due: due, rule: self)
        while days.count < limit, case .next(let next, let rule) = state.rule.advance(due: state.due, completedOn: state.due.day) {
            days.append(next.day)
            state = (next, rule)
        }
        return days
    }

    /// The first day on or after `day` the rule falls on: where a repeat without a due date
    /// starts (today for "every day", the coming Monday for "every mon"). The interval counts
    /// from there, so "every 2 weeks on mon" starts on the coming Monday, not a week later.
    public func firstOccurrence(onOrAfter day: CalendarDay) -> CalendarDay {
        if mode == .fromCompletion || falls(on: day) { return day }
        var everyPeriod = self
        everyPeriod.interval = 1
        return everyPeriod.occurrence(after: day) ?? day
    }

    /// Refuses a rule whose until date comes before `first`, the day it would start on: such a
    /// repeat ends before it starts (`every 2nd tuesday until` a day before that Tuesday, or
    /// `every day until yesterday`), which is a typing mistake rather than something to keep.
    public func validate(startingOn first: CalendarDay) throws(TaskDomainError) {
        guard case .until(let last) = end, last < first else { return }
        throw .invalidRepeatPhrase(phrase, word: last.description,
                                   expected: "an until date on or after the first due date, \(first) (this repeat ends before it starts)")
    }

    // MARK: - Following the rule

    /// A monthly or yearly rule with its day (and month) taken from `due` where it had none,
    /// so the 31st stays the 31st after a move to Feb 28.
    func pinned(to due: CalendarDay) -> Recurrence {
        var rule = self
        switch frequency {
        case .monthly where monthDay == nil:
            rule.monthDay = .day(due.day)
        case .yearly:
            if month == nil { rule.month = due.month }
            if monthDay == nil { rule.monthDay = .day(due.day) }
        default:
            break
        }
        return rule
    }

    /// Whether the rule (pinned to `day` where it has no day) falls on `day`.
    func falls(on day: CalendarDay) -> Bool {
        switch frequency {
        case .daily, .weekly:
            return weekdays.isEmpty || weekdays.contains(day.weekday)
        case .monthly:
            guard let monthDay else { return true }
            return Self.day(monthDay, year: day.year, month: day.month) == day
        case .yearly:
            guard month == nil || month == day.month else { return false }
            guard let monthDay else { return true }
            return Self.day(monthDay, year: day.year, month: day.month) == day
        }
    }

    /// The first day strictly after `day` in the periods the rule counts from `day`'s own;
    /// nil when there is none before the calendar ends (year 9999). Steps are counted with
    /// overflow checks, so no interval traps.
    func occurrence(after day: CalendarDay) -> CalendarDay? {
        switch frequency {
        case .daily:
            guard var candidate = day.checkedAdding(days: interval) else { return nil }
            for _ in 0..<(7 * 53) where !weekdays.isEmpty && !weekdays.contains(candidate.weekday) {
                guard let next = candidate.checkedAdding(days: interval) else { return nil }
                candidate = next
            }
            return weekdays.isEmpty || weekdays.contains(candidate.weekday) ? candidate : nil
        case .weekly:
            guard !weekdays.isEmpty else { return stepped(day) }
            // Weeks start on Monday, as RRULE's default WKST.
            guard let weekStart = day.checkedAdding(days: -((day.weekday + 5) % 7)) else { return nil }
            let laterThisWeek = (1...6).compactMap { day.checkedAdding(days: $0) }
                .filter { $0.days(from: weekStart) < 7 && weekdays.contains($0.weekday) }
            if let first = laterThisWeek.first { return first }
            guard let nextWeek = stepped(weekStart) else { return nil }
            return (0..<7).compactMap { nextWeek.checkedAdding(days: $0) }.first { weekdays.contains($0.weekday) }
        case .monthly:
            let rule = monthDay ?? .day(day.day)
            guard let start = CalendarDay(year: day.year, month: day.month, day: 1) else { return nil }
            for step in 0...240 {
                guard let months = Self.product(step, interval), let first = start.checkedAdding(months: months) else { return nil }
                if let candidate = Self.day(rule, year: first.year, month: first.month), candidate > day {
                    return candidate
                }
            }
            return nil
        case .yearly:
            let rule = monthDay ?? .day(day.day)
            let month = month ?? day.month
            for step in 0...100 {
                guard let years = Self.product(step, interval), case (let year, false) = day.year.addingReportingOverflow(years),
                      year <= 9999 else { return nil }
                if let candidate = Self.day(rule, year: year, month: month), candidate > day { return candidate }
            }
            return nil
        }
    }

    /// `day` moved on by one interval of the frequency (months clamp like `+1m`); nil
    /// past the calendar's end.
    func stepped(_ day: CalendarDay) -> CalendarDay? {
        switch frequency {
        case .daily: Self.product(1, interval).flatMap { day.checkedAdding(days: $0) }
        case .weekly: Self.product(7, interval).flatMap { day.checkedAdding(days: $0) }
        case .monthly: Self.product(1, interval).flatMap { day.checkedAdding(months: $0) }
        case .yearly: Self.product(12, interval).flatMap { day.checkedAdding(months: $0) }
        }
    }

    /// `lhs * rhs`, or nil where it overflows.
    private static func product(_ lhs: Int, _ rhs: Int) -> Int? {
        let (result, overflow) = lhs.multipliedReportingOverflow(by: rhs)
        return overflow ? nil : result
    }

    /// The day `monthDay` names in a month; `nil` when it has none (a 5th Friday).
    static func day(_ monthDay: MonthDay, year: Int, month: Int) -> CalendarDay? {
        guard let first = CalendarDay(year: year, month: month, day: 1) else { return nil }
        switch monthDay {
        case .day(let number):
            return CalendarDay(year: year, month: month, day: min(max(1, number), CalendarDay.daysInMonth(year: year, month: month)))
        case .last:
            return first.endOfMonth
        case .weekday(let ordinal, let weekday):
            if ordinal < 0 {
                let last = first.endOfMonth
                let back = (last.weekday - weekday + 7) % 7
                let candidate = last.adding(days: -back - 7 * (-ordinal - 1))
                return candidate.month == month ? candidate : nil
            }
            let ahead = (weekday - first.weekday + 7) % 7
            let candidate = first.adding(days: ahead + 7 * (ordinal - 1))
            return candidate.month == month ? candidate : nil
        }
    }
}
