import Foundation

/// Turns the due-date phrases people type (`tomorrow`, `fri`, `+3d`, `2026-12-24 17:30`)
/// into a `Due`, relative to the clock's today.
///
/// Any day phrase may be followed by a time (`tomorrow 9:30`, `fri 5pm`, `mon noon`); a
/// time alone means today. Weekday names mean the next such day, never today; `next fri`
/// is the Friday of next week. `12-24` means the next December 24th (today counts).
public struct DuePhraseParser: Sendable {
    /// One line listing the accepted forms, for error messages and help.
    public static let acceptedForms =
        "today, tomorrow, yesterday, a weekday (monday or mon: the next one), next fri (next week's), "
        + "+3d, +2w, +1m, -1d, in 3 days, in 2 weeks, in 1 month, next week, next month, "
        + "eow (end of week), eom (end of month), eod (end of today), 2026-12-24, 2026-12-24 17:30, 12-24; "
        + "any of them may end with a time like 17:30, 9am, 5:30pm, noon or midnight (a time alone is today)"

    private let today: CalendarDay
    private let firstWeekday: Int

    /// A parser for `today`; weeks start on `firstWeekday` (1 = Sunday, 2 = Monday).
    public init(today: CalendarDay, firstWeekday: Int) {
        self.today = today
        self.firstWeekday = firstWeekday
    }

    /// A parser relative to the clock's today and its calendar's first weekday.
    public init(clock: any Clock) {
        self.init(today: clock.today, firstWeekday: clock.calendar.firstWeekday)
    }

    /// Parses a phrase; throws `TaskDomainError.invalidDuePhrase` naming the accepted forms.
    public func parse(_ phrase: String) throws(TaskDomainError) -> Due {
        let words = phrase.lowercased().split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { throw .invalidDuePhrase(phrase) }
        if words.count == 1, let stored = Due(storageString: words[0].uppercased()) {
            return stored  // 2026-12-24 or 2026-12-24T17:30
        }
        if words == ["eod"] { return Due(day: today, hour: 23, minute: 59) }
        var time: (Int, Int)?
        var dayWords = words
        if let last = words.last, let parsed = Self.time(last) {
            time = parsed
            dayWords.removeLast()
        }
        // A time alone: today at that time.
        let day = dayWords.isEmpty ? today : self.day(dayWords.joined(separator: " "))
        guard let day else { throw .invalidDuePhrase(phrase) }
        return Due(day: day, hour: time?.0, minute: time?.1 ?? 0)
    }

    /// Whether `phrase` names a time of day and no day (`9:30`, `5pm`, `noon`): a time alone
    /// means today, which a repeat rule may exclude, so quick add moves it to the rule's first day.
    public static func isTimeAlone(_ phrase: String) -> Bool {
        let words = phrase.lowercased().split(whereSeparator: \.isWhitespace)
        return words.count == 1 && time(words[0]) != nil
    }

    // MARK: - Day phrases

    private func day(_ text: String) -> CalendarDay? {
        switch text {
        case "today", "tod": return today
        case "tomorrow", "tom": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        case "next week": return startOfWeek.adding(days: 7)
        case "eow": return startOfWeek.adding(days: 6)
        case "eom": return today.endOfMonth
        default: break
        }
        if let weekday = DuePhraseParser.weekdays[text] {
            let ahead = (weekday - today.weekday + 7) % 7
            return today.adding(days: ahead == 0 ? 7 : ahead)
        }
        if text == "next month" { return today.endOfMonth.adding(days: 1) }
        if text.hasPrefix("next "), let weekday = DuePhraseParser.weekdays[String(text.dropFirst(5))] {
            // The weekday of next week (weeks start on the locale's first weekday).
            return startOfWeek.adding(days: 7 + (weekday - firstWeekday + 7) % 7)
        }
        return relative(text) ?? inPhrase(text) ?? isoDay(text) ?? monthDay(text)
    }

    /// `in 3 days`, `in 1 day`, `in 2 weeks`, `in 1 month`.
    private func inPhrase(_ text: String) -> CalendarDay? {
        let parts = text.split(separator: " ")
        guard parts.count == 3, parts[0] == "in", let count = Int(parts[1]), (0...10_000).contains(count) else {
            return nil
        }
        switch parts[2] {
        case "day", "days": return today.adding(days: count)
        case "week", "weeks": return today.adding(days: count * 7)
        case "month", "months": return today.adding(months: count)
        default: return nil
        }
    }

    /// `17:30`, `9:05`, `9am`, `12pm`, `5:30pm`, `noon`, `midnight`.
    static func time(_ text: Substring) -> (Int, Int)? {
        if let time = Due.parseTime(text) { return time }
        switch text {
        case "noon": return (12, 0)
        case "midnight": return (0, 0)
        default: break
        }
        let lower = text.lowercased()
        guard lower.hasSuffix("am") || lower.hasSuffix("pm") else { return nil }
        let isPM = lower.hasSuffix("pm")
        let clock = lower.dropLast(2)
        let (hour, minute): (Int, Int)
        if clock.contains(":") {
            guard let parsed = Due.parseTime(clock) else { return nil }
            (hour, minute) = parsed
        } else {
            guard (1...2).contains(clock.count), let parsed = Int(clock) else { return nil }
            (hour, minute) = (parsed, 0)
        }
        guard (1...12).contains(hour) else { return nil }
        return ((hour % 12) + (isPM ? 12 : 0), minute)
    }

    /// The first day of the week containing today.
    private var startOfWeek: CalendarDay {
        today.adding(days: -((today.weekday - firstWeekday + 7) % 7))
    }

    /// `+3d`, `+2w`, `+1m`, and back in time: `-1d`, `-2w`, `-1m`.
    private func relative(_ text: String) -> CalendarDay? {
        guard text.count >= 3, let sign = text.first, sign == "+" || sign == "-", let unit = text.last,
              let magnitude = Int(text.dropFirst().dropLast()), (0...10_000).contains(magnitude) else { return nil }
        let count = sign == "-" ? -magnitude : magnitude
        switch unit {
        case "d": return today.adding(days: count)
        case "w": return today.adding(days: count * 7)
        case "m": return today.adding(months: count)
        default: return nil
        }
    }

    /// `2026-12-24` (and the stored `2026-12-24T17:30` form is handled by `Due`).
    private func isoDay(_ text: String) -> CalendarDay? {
        guard text.count == 10 else { return nil }
        return Due(storageString: text)?.day
    }

    /// `12-24`: the next December 24th, today included.
    private func monthDay(_ text: String) -> CalendarDay? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) }),
              let month = Int(parts[0]), let day = Int(parts[1]) else { return nil }
        // Feb 29 may only exist in a later year: look ahead up to eight years.
        for year in today.year...(today.year + 8) {
            if let candidate = CalendarDay(year: year, month: month, day: day), candidate >= today {
                return candidate
            }
        }
        return nil
    }

    private static let weekdays: [String: Int] = [
        "sunday": 1, "sun": 1, "monday": 2, "mon": 2, "tuesday": 3, "tue": 3,
        "wednesday": 4, "wed": 4, "thursday": 5, "thu": 5, "friday": 6, "fri": 6,
        "saturday": 7, "sat": 7,
    ]
}
