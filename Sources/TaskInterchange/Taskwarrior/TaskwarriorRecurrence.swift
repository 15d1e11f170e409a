import Foundation
import TaskDomain

/// Taskwarrior's `recur` (a period: `weekly`, `3d`, `2mo`, `P2W`, `weekdays`) and `until`,
/// as a taskdeck rule and back.
///
/// Taskwarrior repeats from the due date by a fixed period (`rtype: periodic`), so a rule
/// with weekdays other than Monday to Friday, another day of the month than the due date's,
/// a number of times, counting from completion, or parts kept from another client cannot
/// go to it: `recur(of:)` says nil, and the export says so.
enum TaskwarriorRecurrence {
    /// The rule of a template's `recur` and `until`; nil when `recur` is no period taskdeck reads.
    static func rule(recur: String, until: Date?, dates: LocalDates) -> Recurrence? {
        let end = until.map { Recurrence.End.until(dates.day(of: $0)) }
        let text = recur.lowercased().trimmingCharacters(in: .whitespaces)
        if text == "weekdays" { return Recurrence(frequency: .weekly, weekdays: [2, 3, 4, 5, 6], end: end) }
        if let (frequency, interval) = named[text] ?? period(text) {
            return Recurrence(frequency: frequency, interval: interval, end: end)
        }
        return nil
    }

    /// The `recur` for `rule`, or nil when Taskwarrior cannot repeat that way.
    static func recur(of rule: Recurrence, due: Due?) -> String? {
        guard rule.mode == .fromDue, rule.otherParts.isEmpty else { return nil }
        if case .count = rule.end { return nil }
        let day = due?.day
        switch rule.frequency {
        case .daily:
            guard rule.weekdays.isEmpty else { return nil }
            return rule.interval == 1 ? "daily" : "\(rule.interval)d"
        case .weekly:
            if rule.weekdays == [2, 3, 4, 5, 6], rule.interval == 1 { return "weekdays" }
            guard rule.weekdays.isEmpty || (rule.weekdays.count == 1 && rule.weekdays.first == day?.weekday) else { return nil }
            return rule.interval == 1 ? "weekly" : "\(rule.interval)w"
        case .monthly:
            guard rule.weekdays.isEmpty, rule.monthDay == nil || rule.monthDay == .day(day?.day ?? 0) else { return nil }
            return rule.interval == 1 ? "monthly" : "\(rule.interval)mo"
        case .yearly:
            guard rule.weekdays.isEmpty, rule.monthDay == nil || rule.monthDay == .day(day?.day ?? 0),
                  rule.month == nil || rule.month == day?.month else { return nil }
            return rule.interval == 1 ? "yearly" : "\(rule.interval)y"
        }
    }

    /// `until` for a rule's end: the last instant of its last day, so an occurrence due any
    /// time on that day is still made.
    static func until(of rule: Recurrence, dates: LocalDates) -> Date? {
        guard case .until(let day) = rule.end else { return nil }
        return dates.startOfDay(day.adding(days: 1)).addingTimeInterval(-1)
    }

    private static let named: [String: (Recurrence.Frequency, Int)] = [
        "daily": (.daily, 1), "day": (.daily, 1), "weekly": (.weekly, 1), "week": (.weekly, 1),
        "biweekly": (.weekly, 2), "fortnight": (.weekly, 2), "monthly": (.monthly, 1), "month": (.monthly, 1),
        "bimonthly": (.monthly, 2), "quarterly": (.monthly, 3), "semiannual": (.monthly, 6),
        "yearly": (.yearly, 1), "year": (.yearly, 1), "annual": (.yearly, 1), "biannual": (.yearly, 2),
        "biyearly": (.yearly, 2),
    ]

    private static let units: [String: (Recurrence.Frequency, Int)] = [
        "d": (.daily, 1), "day": (.daily, 1), "days": (.daily, 1),
        "w": (.weekly, 1), "wk": (.weekly, 1), "wks": (.weekly, 1), "week": (.weekly, 1), "weeks": (.weekly, 1),
        "mo": (.monthly, 1), "mos": (.monthly, 1), "mth": (.monthly, 1), "mths": (.monthly, 1),
        "month": (.monthly, 1), "months": (.monthly, 1),
        "q": (.monthly, 3), "qtr": (.monthly, 3), "qtrs": (.monthly, 3), "quarter": (.monthly, 3), "quarters": (.monthly, 3),
        "y": (.yearly, 1), "yr": (.yearly, 1), "yrs": (.yearly, 1), "year": (.yearly, 1), "years": (.yearly, 1),
    ]

    /// `3d`, `2 weeks`, `P2W`, `P1M`: a number and a unit.
    private static func period(_ text: String) -> (Recurrence.Frequency, Int)? {
        var body = Substring(text)
        let iso = body.hasPrefix("p")
        if iso { body = body.dropFirst() }
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        let unitText = body.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        guard let count = digits.isEmpty ? 1 : Int(digits), count >= 1, count <= Recurrence.intervalLimit else { return nil }
        let unit: (Recurrence.Frequency, Int)?
        if iso {
            unit = ["d": (.daily, 1), "w": (.weekly, 1), "m": (.monthly, 1), "y": (.yearly, 1)][unitText]
        } else {
            unit = units[unitText]
        }
        guard let (frequency, factor) = unit else { return nil }
        return (frequency, count * factor)
    }
}
