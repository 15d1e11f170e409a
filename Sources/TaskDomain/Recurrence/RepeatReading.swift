/// A repeat phrase as read, with the time of day typed inside it (`every weekday 9:30`,
/// `every mon,thu at 7am 5 times`): a rule holds no time, so the time is the due date's.
/// The quick-add title, the editor's Repeat field and `--repeat` read it the same way.
public struct RepeatReading: Hashable, Sendable {
    public var rule: Recurrence
    /// The time typed among the rule's words, as minutes after midnight.
    public var minuteOfDay: Int?
    /// Those words as typed (`9:30`, `at 7am`), for previews.
    public var timeWords: String?

    public init(rule: Recurrence, minuteOfDay: Int? = nil, timeWords: String? = nil) {
        self.rule = rule
        self.minuteOfDay = minuteOfDay
        self.timeWords = timeWords
    }

    /// The due date a task with this repeat starts with, when the rule holds a time: the day
    /// of `due` (typed elsewhere) at the rule's time, or without one the rule's first day
    /// from now whose time is still to come (at 20:22, `every weekday 9:30` starts on the
    /// next weekday). `nil` when the rule has no time: the due date stays as it is.
    ///
    /// Refuses a `due` with a time of its own that differs (`--due "fri 10:00"` with
    /// `every weekday 9:30`): which one was meant cannot be told.
    public func startingDue(_ due: Due?, reader: DateReader) throws(TaskDomainError) -> DateReading? {
        guard let minuteOfDay else { return nil }
        if let due {
            if let own = due.minuteOfDay, own != minuteOfDay {
                throw .twoTimes(due: own, repeat: minuteOfDay)
            }
            return reader.reading(on: due.day, minuteOfDay: minuteOfDay, words: timeWords ?? "")
        }
        return reader.firstReading(of: rule, minuteOfDay: minuteOfDay, words: timeWords ?? "")
    }
}

extension DateReader {
    /// `day` at a wall-clock time, with what a person should be told (a time skipped by the
    /// clocks, a time already past today).
    public func reading(on day: CalendarDay, minuteOfDay: Int, words: String) -> DateReading {
        resolve(DatePhrase(content: .dayAndTime(.init(day: day), .init(minuteOfDay: minuteOfDay))), words: words)
    }

    /// The first day of `rule` from today whose `minuteOfDay` is still to come.
    func firstReading(of rule: Recurrence, minuteOfDay: Int, words: String) -> DateReading {
        let today = grammar.today
        let alone = resolve(DatePhrase(content: .time(.init(minuteOfDay: minuteOfDay))), words: words)
        let passed = alone.notes.contains(.timeHadPassed(minuteOfDay: minuteOfDay))
        let first = rule.firstOccurrence(onOrAfter: passed ? today.adding(days: 1) : today)
        var reading = self.reading(on: first, minuteOfDay: minuteOfDay, words: words)
        // That the time had passed matters only when the rule would have started today.
        if passed, rule.firstOccurrence(onOrAfter: today) == today {
            reading.notes.insert(.timeHadPassed(minuteOfDay: minuteOfDay), at: 0)
        }
        reading.namesDay = false
        return reading
    }
}

extension DateReader {
    /// The due date a task starts with when it is given `due` and `repeating` together, by
    /// one rule for quick add, the editor and the CLI: a time inside the rule goes onto the
    /// due date's day (or the rule's first day to come); a time alone beside a rule is the
    /// time of the rule's first day to come (`every mon,thu` with `9:30` on a Tuesday is
    /// Thursday 9:30); a day typed out is kept as typed.
    public func startingDue(_ due: DateReading?, repeating: RepeatReading?) throws(TaskDomainError) -> DateReading? {
        guard let repeating else { return due }
        if repeating.minuteOfDay != nil {
            let named = due.flatMap { $0.namesDay ? $0 : nil }
            guard var timed = try repeating.startingDue(named?.due, reader: self) else { return due }
            if let named { timed.words = named.words + " … " + timed.words }
            return timed
        }
        guard let due, !due.namesDay, let minute = due.due.minuteOfDay else { return due }
        return firstReading(of: repeating.rule, minuteOfDay: minute, words: due.words)
    }
}
