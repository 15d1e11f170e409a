/// What the date reader made of a phrase: the due date, the words it was read from, and
/// the facts a person should be told about the reading (a time that had passed today, a
/// time the clocks skip), so previews and the CLI can show an ambiguous reading instead
/// of storing it silently.
public struct DateReading: Hashable, Sendable {
    /// The due date the words give.
    public var due: Due
    /// The words as typed (`tomorrow at 3pm`); two pieces read together are joined with ` … `
    /// (`tomorrow … at 3pm`).
    public var words: String
    /// True when the words named a day (`fri`, `tomorrow 9:30`, `in 2 hours`), false for a
    /// time alone (`9:30`, `at noon`): beside a repeat rule, a time alone starts on the rule's day.
    public var namesDay: Bool
    /// What the reading chose where the words left room for doubt.
    public var notes: [Note]

    public init(due: Due, words: String, namesDay: Bool = true, notes: [Note] = []) {
        self.due = due
        self.words = words
        self.namesDay = namesDay
        self.notes = notes
    }

    /// A fact about a reading, for the words in `TaskWording.DateReadingWording`.
    public enum Note: Hashable, Sendable {
        /// A time alone (`9am`) had passed today, so it means the next one, tomorrow's.
        case timeHadPassed(minuteOfDay: Int)
        /// The named day is today and its time has already passed (`today 9am` at 20:00):
        /// kept, as typed, and overdue.
        case timeAlreadyPast(minuteOfDay: Int)
        /// The clocks skip this time on that day (the change to summer time): the time it
        /// became, the first that exists.
        case skippedByClockChange(typedMinuteOfDay: Int, day: CalendarDay)
        /// `next tuesday` is the Tuesday of next week; the coming one (`tue`) is another day.
        case nextWeeksDay(coming: CalendarDay)
        /// `tonight` after its hour (20:00): due today without a time.
        case tonightStarted
        /// The month has no such day this time (`the 31st` in April): the next month that has one.
        case noSuchDayThisMonth(day: Int)
        /// A day and month without a year that has passed this year (`Jan 31` in March): next year's.
        case passedThisYear
    }
}
