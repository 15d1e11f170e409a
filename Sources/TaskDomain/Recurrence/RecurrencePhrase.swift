/// A rule as the phrase `RecurrencePhraseParser` reads back: "every 2 weeks on mon, thu until
/// 2027-06-01", "every month on the last fri", "after 3 days 5 times". One language both ways,
/// so the editor's Repeat field shows a rule in words that save to the same rule.
extension Recurrence {
    public var phrase: String {
        var text = mode == .fromCompletion ? "after " + amount : "every " + period
        switch end {
        case .until(let day): text += " until \(day)"
        case .count(let count): text += count == 1 ? " 1 time" : " \(count) times"
        case nil: break
        }
        return text
    }

    /// `1 day`, `3 weeks`.
    private var amount: String {
        interval == 1 ? "1 \(unitName)" : "\(interval) \(unitName)s"
    }

    /// `weekday`, `2 weeks on mon, thu`, `month on the 2nd tue`.
    private var period: String {
        if frequency == .weekly, interval == 1, weekdays == [2, 3, 4, 5, 6] { return "weekday" }
        var text = interval == 1 ? unitName : "\(interval) \(unitName)s"
        if !weekdays.isEmpty { text += " on " + weekdays.map(Self.dayName).joined(separator: ", ") }
        switch monthDay {
        case .day(let number): text += " on the " + Self.ordinal(number)
        case .last: text += " on the last day"
        case .weekday(let number, let weekday):
            text += " on the " + (number == -1 ? "last" : Self.ordinal(number)) + " " + Self.dayName(weekday)
        case nil: break
        }
        return text
    }

    private var unitName: String {
        switch frequency {
        case .daily: "day"
        case .weekly: "week"
        case .monthly: "month"
        case .yearly: "year"
        }
    }

    /// `mon` for 2, as typed in a phrase.
    private static func dayName(_ weekday: Int) -> String {
        ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][((weekday - 1) % 7 + 7) % 7]
    }

    /// `1st`, `2nd`, `3rd`, `11th`, `22nd`.
    public static func ordinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }
}
