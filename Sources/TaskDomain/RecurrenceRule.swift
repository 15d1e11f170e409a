/// The `RRULE` text of a `Recurrence` (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20270601`):
/// the form the task file stores and the vdir's `VTODO` carries, so both read the same.
///
/// Parts taskdeck cannot follow are kept verbatim in `otherParts` and written back, so a
/// rule from another client survives a round trip. The mode is not part of the rule
/// (RFC 5545 has no "from completion"); each format stores it beside the rule.
extension Recurrence {
    /// The rule as `RRULE` value text.
    public var ruleText: String {
        var parts = ["FREQ=" + frequency.rawValue.uppercased()]
        if interval > 1 { parts.append("INTERVAL=\(interval)") }
        if !weekdays.isEmpty { parts.append("BYDAY=" + weekdays.map { Self.dayCodes[$0 - 1] }.joined(separator: ",")) }
        switch monthDay {
        case .day(let number): parts.append("BYMONTHDAY=\(number)")
        case .last: parts.append("BYMONTHDAY=-1")
        case .weekday(let ordinal, let weekday): parts.append("BYDAY=\(ordinal)" + Self.dayCodes[weekday - 1])
        case nil: break
        }
        if let month { parts.append("BYMONTH=\(month)") }
        switch end {
        case .until(let day): parts.append("UNTIL=" + day.description.replacingOccurrences(of: "-", with: ""))
        case .count(let count): parts.append("COUNT=\(count)")
        case nil: break
        }
        return (parts + otherParts).joined(separator: ";")
    }

    /// Reads `RRULE` value text; `nil` when it has no frequency taskdeck can follow
    /// (`FREQ=HOURLY`) or an interval beyond `intervalLimit`, so the caller keeps the text
    /// as it is.
    public init?(ruleText: String, mode: Mode = .fromDue) {
        var frequency: Frequency?
        var interval = 1
        var weekdays: [Int] = []
        var monthDay: MonthDay?
        var month: Int?
        var end: End?
        var other: [String] = []
        for part in ruleText.split(separator: ";").map(String.init) where !part.isEmpty {
            // Empty pieces kept: a lone `=` has an empty name (and goes to `otherParts`).
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = pieces[0].uppercased()
            let value = pieces.count == 2 ? pieces[1].uppercased() : ""
            switch name {
            case "FREQ":
                guard let known = Frequency(rawValue: value.lowercased()) else { return nil }
                frequency = known
            case "INTERVAL" where Int(value).map({ $0 >= 1 }) == true:
                // Beyond the limit the next date would leave the calendar: not followed.
                guard let number = Int(value), number <= Recurrence.intervalLimit else { return nil }
                interval = number
            case "BYDAY" where Self.plainDays(value) != nil:
                weekdays = Self.plainDays(value) ?? []
            case "BYDAY" where Self.ordinalDay(value) != nil && monthDay == nil:
                monthDay = Self.ordinalDay(value)
            case "BYMONTHDAY" where Int(value).map({ (1...31).contains($0) || $0 == -1 }) == true && monthDay == nil:
                monthDay = value == "-1" ? .last : .day(Int(value) ?? 1)
            case "BYMONTH" where Int(value).map({ (1...12).contains($0) }) == true:
                month = Int(value)
            case "UNTIL" where Self.untilDay(value) != nil && end == nil:
                end = Self.untilDay(value).map(End.until)
            case "COUNT" where Int(value).map({ $0 >= 1 }) == true && end == nil:
                end = .count(Int(value) ?? 1)
            default:
                other.append(part)
            }
        }
        guard let frequency else { return nil }
        self.init(frequency: frequency, interval: interval, weekdays: weekdays, monthDay: monthDay, month: month,
                  end: end, mode: mode, otherParts: other)
    }

    /// `SU` ... `SA`, indexed by weekday - 1.
    static let dayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    /// `MO,TH` as weekdays; `nil` when a code is unknown or has an ordinal.
    private static func plainDays(_ value: String) -> [Int]? {
        let days = value.split(separator: ",").map { dayCodes.firstIndex(of: String($0)).map { $0 + 1 } }
        guard !days.isEmpty, days.allSatisfy({ $0 != nil }) else { return nil }
        return days.compactMap { $0 }
    }

    /// `2TU`, `-1FR`, `+1MO`: one weekday with its ordinal.
    private static func ordinalDay(_ value: String) -> MonthDay? {
        guard value.count >= 3, let weekday = dayCodes.firstIndex(of: String(value.suffix(2))),
              let ordinal = Int(value.dropLast(2)), (1...5).contains(abs(ordinal)) else { return nil }
        return .weekday(ordinal: ordinal, weekday: weekday + 1)
    }

    /// `20270601` or `20270601T235959Z`: the day.
    private static func untilDay(_ value: String) -> CalendarDay? {
        let digits = value.prefix(8)
        guard digits.count == 8, digits.allSatisfy(\.isNumber),
              let year = Int(digits.prefix(4)), let month = Int(digits.dropFirst(4).prefix(2)),
              let day = Int(digits.suffix(2)) else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }
}
