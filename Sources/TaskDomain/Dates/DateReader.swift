import Foundation

/// The one reader of dates as people write them, shared by quick add, `--due` and the
/// other date options, the editor's Due field, repeat rules (`until …`, a time inside) and
/// the filter's `due:`: `tomorrow at 3pm`, `on friday at noon`, `by Jan 31`, `dec 20`,
/// `20 dec`, `January 31st`, `in 2 hours`, `in 90 min`, `next tuesday 9:30`, `the 15th`,
/// `end of month`, `tonight`, `this weekend`, `2026-12-24 17:30`, `+3d`; times `15:00`,
/// `3pm`, `3:30 pm`, `noon` (the grammar is in `DateGrammar`).
///
/// Everything is relative to the clock it is given, in its calendar's time zone:
/// - A time alone that has passed today means the next one, tomorrow's (`9am` at 20:22);
///   the reading says so (`DateReading.Note.timeHadPassed`).
/// - A time the clocks skip that day (the change to summer time) becomes the first time
///   that exists after it, and the reading says so; a clock distance (`in 2 hours`) counts
///   real hours, across a clock change and a year's end.
/// - A weekday means the next one, never today; `next fri` is the Friday of next week;
///   `dec 20` and `12-24` are the next such day, today included.
public struct DateReader: Sendable {
    /// One line listing the accepted forms, for error messages and help.
    public static let acceptedForms =
        "today, tomorrow, tonight, yesterday, a weekday (fri: the next one), next fri (next week's), this fri, "
        + "this weekend, next week, next month, in 3 days, in 2 weeks, in 2 hours, in 90 min, +3d, +2w, +1m, -1d, "
        + "dec 20, 20 dec, January 31st, 2026-12-24, 12-24, the 15th, end of month (eom), end of week (eow), eod; "
        + "each may have a time: tomorrow at 3pm, fri 9:30, next tuesday 3:30 pm, dec 20 noon, 15:00 "
        + "(a time alone is today's, or tomorrow's once it has passed)"

    private let clock: any Clock
    let grammar: DateGrammar

    /// A reader relative to the clock's now, its time zone and first weekday.
    public init(clock: any Clock) {
        self.clock = clock
        self.grammar = DateGrammar(today: clock.today, firstWeekday: clock.calendar.firstWeekday, now: clock.now)
    }

    /// Reads a whole phrase (every word must belong to it; it may start with `on`, `at`,
    /// `by` or `due`). Throws `TaskDomainError.invalidDuePhrase` naming the phrase.
    public func read(_ phrase: String) throws(TaskDomainError) -> DateReading {
        let typed = phrase.split(whereSeparator: \.isWhitespace)
        let words = typed.map(DateGrammar.normalized)
        guard !words.isEmpty, let parsed = grammar.phrase(words[...]) else { throw .invalidDuePhrase(phrase) }
        return resolve(parsed, words: typed.joined(separator: " "))
    }

    /// Reads a whole phrase into its due date (`read(_:).due`).
    public func parse(_ phrase: String) throws(TaskDomainError) -> Due {
        try read(phrase).due
    }

    // MARK: - From a phrase to a due date

    /// The due date of a phrase the grammar read, with what a person should be told.
    func resolve(_ phrase: DatePhrase, words: String) -> DateReading {
        let calendar = clock.calendar
        switch phrase.content {
        case .instant(let date):
            let local = LocalNow(date: date, calendar: calendar)
            return DateReading(due: Due(day: local.day, hour: local.minuteOfDay / 60, minute: local.minuteOfDay % 60),
                               words: words)
        case .time(let time):
            var notes: [DateReading.Note] = []
            var day = clock.today
            if hasPassed(day, time.minuteOfDay) {
                day = day.adding(days: 1)
                notes.append(.timeHadPassed(minuteOfDay: time.minuteOfDay))
            }
            let (due, clockNote) = wallClock(day, time.minuteOfDay)
            return DateReading(due: due, words: words, namesDay: false, notes: notes + clockNote)
        case .day(let day):
            guard let minute = day.minuteOfDay else { return DateReading(due: Due(day: day.day), words: words, notes: day.notes) }
            if day.isTonight, hasPassed(day.day, minute) {
                return DateReading(due: Due(day: day.day), words: words, notes: day.notes + [.tonightStarted])
            }
            return timed(day, minute, words: words)
        case .dayAndTime(let day, let time):
            return timed(day, time.minuteOfDay, words: words)
        }
    }

    /// A named day at a time: kept as typed, saying so when it is today and already past.
    private func timed(_ day: DatePhrase.Day, _ minuteOfDay: Int, words: String) -> DateReading {
        var notes = day.notes
        if day.day == clock.today, hasPassed(day.day, minuteOfDay) {
            notes.append(.timeAlreadyPast(minuteOfDay: minuteOfDay))
        }
        let (due, clockNote) = wallClock(day.day, minuteOfDay)
        return DateReading(due: due, words: words, notes: notes + clockNote)
    }

    /// Whether the whole minute of a wall-clock time on `day` is over: typed at 20:22:30,
    /// `20:22` is now, not a time that has passed.
    private func hasPassed(_ day: CalendarDay, _ minuteOfDay: Int) -> Bool {
        guard let start = instant(day, minuteOfDay) else { return false }
        return start.addingTimeInterval(60) <= clock.now
    }

    /// The instant of a wall-clock time on `day` in the clock's time zone.
    private func instant(_ day: CalendarDay, _ minuteOfDay: Int) -> Date? {
        clock.calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day,
                                                 hour: minuteOfDay / 60, minute: minuteOfDay % 60))
    }

    /// `day` at a wall-clock time, moved to the first time that exists when the clocks skip
    /// it that day (02:30 on the night summer time starts in New York is 03:30).
    private func wallClock(_ day: CalendarDay, _ minuteOfDay: Int) -> (Due, [DateReading.Note]) {
        let typed = Due(day: day, hour: minuteOfDay / 60, minute: minuteOfDay % 60)
        guard let instant = instant(day, minuteOfDay) else { return (typed, []) }
        let local = LocalNow(date: instant, calendar: clock.calendar)
        guard local.day != day || local.minuteOfDay != minuteOfDay else { return (typed, []) }
        return (Due(day: local.day, hour: local.minuteOfDay / 60, minute: local.minuteOfDay % 60),
                [.skippedByClockChange(typedMinuteOfDay: minuteOfDay, day: day)])
    }
}
