import TaskDomain

/// todo.txt's repeat word as topydo writes it: `rec:3d`, `rec:2w`, `rec:1m`, `rec:1y` repeat
/// that long after completion; a `+` (`rec:+1m`) makes it strict, counted from the due date.
///
/// Only a plain interval fits in it: a rule with weekdays, a day of the month other than the
/// due date's, an end or parts kept from another client is left out of an export (and said).
enum TodoTxtRepeat {
    /// The rule `rec:` names; nil when `value` is not `[+]<n><d|w|m|y>`.
    static func rule(_ value: Substring) -> Recurrence? {
        let strict = value.hasPrefix("+")
        let body = strict ? value.dropFirst() : value
        guard let unit = body.last, let interval = Int(body.dropLast()), (1...1000).contains(interval) else { return nil }
        let frequency: Recurrence.Frequency
        switch unit {
        case "d": frequency = .daily
        case "w": frequency = .weekly
        case "m": frequency = .monthly
        case "y": frequency = .yearly
        default: return nil
        }
        return Recurrence(frequency: frequency, interval: interval, mode: strict ? .fromDue : .fromCompletion)
    }

    /// The `rec:` value of `task`'s rule, or nil when it has none or one `rec:` cannot hold.
    static func value(of task: Task) -> String? {
        guard let rule = task.recurrence, rule.weekdays.isEmpty, rule.end == nil, rule.otherParts.isEmpty else { return nil }
        let due = task.due?.day
        if let monthDay = rule.monthDay, monthDay != .day(due?.day ?? 0) { return nil }
        if let month = rule.month, month != due?.month { return nil }
        let unit = switch rule.frequency {
        case .daily: "d"
        case .weekly: "w"
        case .monthly: "m"
        case .yearly: "y"
        }
        return (rule.mode == .fromDue ? "+" : "") + "\(rule.interval)" + unit
    }
}
