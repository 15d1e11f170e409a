import TaskDomain

/// A due date in words relative to today, as people glance at it: `today 17:30`,
/// `tomorrow`, `Fri`, `in 9d`, `2d overdue`, or the date itself when it is far away.
///
/// Both driving adapters (the CLI's `list` and the scenes) say the same thing about the
/// same task, so the words live here, once.
public struct RelativeDue: Hashable, Sendable {
    /// How pressing the date is, for colouring.
    public enum Urgency: Int, Hashable, Sendable, Comparable {
        case later, soon, today, overdue
        public static func < (lhs: Urgency, rhs: Urgency) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let text: String
    public let urgency: Urgency

    /// Days up to which the weekday name is clearer than a count ("Fri" rather than "in 4d").
    static let weekdayHorizon = 6
    /// Days up to which a count is clearer than the date.
    static let countHorizon = 30

    public init(due: Due, now: LocalNow) {
        let days = due.daysFrom(today: now.day)
        let time = due.hour.map { " " + RelativeDue.twoDigits($0) + ":" + RelativeDue.twoDigits(due.minute ?? 0) } ?? ""
        switch days {
        case ..<(-RelativeDue.countHorizon): text = due.day.description  // long overdue: the date says more
        case ..<0: text = "\(-days)d overdue"
        case 0, 1: text = DayDistance.text(days) + time
        case 2...RelativeDue.weekdayHorizon: text = Weekday.shortName(due.day.weekday) + time
        case ...RelativeDue.countHorizon: text = DayDistance.text(days)
        default: text = due.day.description
        }
        if due.isOverdue(at: now) {
            urgency = .overdue
        } else if days == 0 {
            urgency = .today
        } else if days <= RelativeDue.weekdayHorizon {
            urgency = .soon
        } else {
            urgency = .later
        }
    }

    private init(text: String, urgency: Urgency) {
        self.text = text
        self.urgency = urgency
    }

    /// The words to put beside the written date (the detail's `Due 2026-12-04 (Fri)`): nil
    /// when they would only repeat it (a date more than a month away), and for a date long
    /// overdue how long, which the date beside it does not say.
    public static func besideTheDate(_ due: Due, now: LocalNow) -> RelativeDue? {
        let relative = RelativeDue(due: due, now: now)
        guard relative.text == due.day.description else { return relative }
        guard relative.urgency == .overdue else { return nil }
        return RelativeDue(text: "\(-due.daysFrom(today: now.day))d overdue", urgency: .overdue)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
