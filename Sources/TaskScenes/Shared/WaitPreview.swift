import TaskDomain

/// What the text of a wait field (`w` in the list and the detail) means for the tasks it
/// is for: read by the one date reader, as the Due field is, so the same phrases work.
enum WaitPreview: Equatable {
    /// Nothing typed: Enter shows them again (`anyWaiting`: some wait now).
    case empty(anyWaiting: Bool)
    /// A day: they hide until it (`pastDue`: the due date it passes, if any;
    /// `hasArrived`: the day is already here, so nothing hides).
    case valid(DateReading, pastDue: Due?, hasArrived: Bool)
    /// Not a date.
    case invalid(String)

    /// `text` read at the clock's now for `tasks`.
    init(_ text: String, for tasks: [Task], clock: any Clock) {
        let now = LocalNow(clock: clock)
        guard !text.allSatisfy(\.isWhitespace) else {
            self = .empty(anyWaiting: tasks.contains { $0.isWaiting(at: now) })
            return
        }
        guard let reading = try? DateReader(clock: clock).read(text) else {
            self = .invalid(text)
            return
        }
        // As `Task.waitsPastDue`: a wait arrives at its day's first minute, an untimed
        // due lasts its whole day.
        let arrives = reading.due.day.dayNumber * 1441 + (reading.due.minuteOfDay ?? 0)
        let pastDue = tasks.lazy.compactMap(\.due).first { arrives > $0.sortKey }
        self = .valid(reading, pastDue: pastDue, hasArrived: reading.due.hasArrived(at: now))
    }

    /// The wait Enter sets (nil: cleared), or nil when the text is not a date.
    var wait: Due?? {
        switch self {
        case .empty: .some(nil)
        case .valid(let reading, _, _): .some(reading.due)
        case .invalid: nil
        }
    }

    /// The due date the wait passes, if any.
    var pastDue: Due? {
        if case .valid(_, let due, _) = self { due } else { nil }
    }
}
