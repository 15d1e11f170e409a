/// The `RRULE` text of a `Recurrence` (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20270601`):
/// the form the task file stores and the vdir's `VTODO` carries, so both read the same.
///
/// A rule with parts taskdeck does not follow (`BYSETPOS`, `BYMONTHDAY=1,15`, a weekday list
/// on a monthly rule) is not read at all: following it without them would give wrong dates,
/// so the task does not repeat in taskdeck and each store keeps the text untouched. The
/// only parts kept verbatim in `otherParts` are those that change nothing taskdeck follows
/// (`WKST`). The mode is not part of the rule (RFC 5545 has no "from completion"); each
/// format stores it beside the rule.
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

    /// Reads `RRULE` value text; `nil` when taskdeck cannot follow it: no frequency it
    /// follows (`FREQ=HOURLY`), an interval beyond `intervalLimit`, or parts it does not
    /// follow (see `follows`), so the caller keeps the text as it is.
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
        guard follows else { return nil }
    }

    /// Whether taskdeck's dates are the rule's: every part is one it follows, in the
    /// combinations it writes itself. RFC 5545 gives the others meanings taskdeck does not
    /// compute (a yearly `BYMONTHDAY` without `BYMONTH` is that day of every month).
    var follows: Bool {
        let weekStartChangesNothing = frequency != .weekly || interval == 1 || weekdays.count < 2
        guard otherParts.allSatisfy({ part in
            part.uppercased() == "WKST=MO" || (part.uppercased().hasPrefix("WKST=") && weekStartChangesNothing)
        }) else { return false }
        switch frequency {
        case .daily, .weekly: return monthDay == nil && month == nil
        case .monthly: return weekdays.isEmpty && month == nil
        case .yearly: return weekdays.isEmpty && (monthDay == nil || month != nil)
        }
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
