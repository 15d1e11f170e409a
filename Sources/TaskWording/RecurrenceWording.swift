import TaskDomain

/// A repeat rule in words ("every 2 weeks on Mon, Thu until 2027-06-01", "3 days after
/// completion") and its dates ("Mon 2026-12-07"), once for the CLI, the list, the detail
/// and the editor's preview.
public enum RecurrenceWording {
    /// The marker a repeating task's row carries.
    public static let marker = "↻"

    /// The rule as a phrase `RecurrencePhraseParser` reads back ("every 2 weeks on Mon, Thu
    /// until 2027-06-01", "after 3 days 5 times"): what the editor's Repeat field shows.
    public static func phrase(of rule: Recurrence) -> String {
        var text = rule.mode == .fromCompletion ? "after " + amount(rule) : "every " + period(rule)
        switch rule.end {
        case .until(let day): text += " until \(day)"
        case .count(let count): text += count == 1 ? " 1 time" : " \(count) times"
        case nil: break
        }
        return text
    }

    /// The rule in words for reading: the phrase, saying what "after" counts from and
    /// which parts of another client's rule taskdeck keeps without following.
    public static func text(of rule: Recurrence) -> String {
        var text = phrase(of: rule)
        if rule.mode == .fromCompletion { text += " (from completion)" }
        if !rule.otherParts.isEmpty { text += " (kept: \(rule.otherParts.joined(separator: ";")))" }
        return text
    }

    /// `Mon 2026-12-07`.
    public static func dayText(_ day: CalendarDay) -> String {
        Weekday.shortName(day.weekday) + " " + day.description
    }

    /// "→ next: Mon 2026-12-07, then Mon 2026-12-14" for a task due on `due`.
    public static func preview(due: Due, rule: Recurrence) -> String {
        let then = rule.upcoming(after: due, limit: 1).first.map { ", then " + dayText($0) } ?? ", the last time"
        return "→ next: " + dayText(due.day) + then
    }

    // MARK: - Parts

    private static func amount(_ rule: Recurrence) -> String {
        let unit = unitName(rule.frequency)
        return rule.interval == 1 ? "1 \(unit)" : "\(rule.interval) \(unit)s"
    }

    private static func period(_ rule: Recurrence) -> String {
        let unit = unitName(rule.frequency)
        if rule.frequency == .weekly, rule.interval == 1, rule.weekdays == [2, 3, 4, 5, 6] { return "weekday" }
        var text = rule.interval == 1 ? unit : "\(rule.interval) \(unit)s"
        if !rule.weekdays.isEmpty {
            text += " on " + rule.weekdays.map(Weekday.shortName).joined(separator: ", ")
        }
        switch rule.monthDay {
        case .day(let number): text += " on the " + ordinal(number)
        case .last: text += " on the last day"
        case .weekday(let number, let weekday):
            text += " on the " + (number == -1 ? "last" : ordinal(number)) + " " + Weekday.shortName(weekday)
        case nil: break
        }
        return text
    }

    private static func unitName(_ frequency: Recurrence.Frequency) -> String {
        switch frequency {
        case .daily: "day"
        case .weekly: "week"
        case .monthly: "month"
        case .yearly: "year"
        }
    }

    /// `1st`, `2nd`, `3rd`, `11th`, `22nd`.
    static func ordinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }
}
