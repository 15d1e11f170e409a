import TaskDomain

/// What a date reading chose, in words, once for the editor's previews and the CLI:
/// `09:00 has passed today: the next one`, `02:30 does not exist on Sun 2026-03-08 (clocks
/// go forward)`, `kept as text: 'friday'`.
public enum DateReadingWording {
    /// One note in words.
    public static func text(_ note: DateReading.Note) -> String {
        switch note {
        case .timeHadPassed(let minute):
            "\(clock(minute)) has passed today: the next one"
        case .timeAlreadyPast(let minute):
            "\(clock(minute)) today has already passed"
        case .skippedByClockChange(let minute, let day):
            "\(clock(minute)) does not exist on \(RecurrenceWording.dayText(day)) (clocks go forward)"
        case .nextWeeksDay(let coming):
            "next week's; the coming \(Weekday.shortName(coming.weekday)) is \(coming)"
        case .tonightStarted:
            "after \(clock(20 * 60)): today, no time"
        case .noSuchDayThisMonth(let day):
            "the next month with a \(Recurrence.ordinal(day))"
        case .passedThisYear:
            "next year's"
        }
    }

    /// The notes of a reading joined for one line, or "" without any.
    public static func notes(of reading: DateReading) -> String {
        reading.notes.map(text).joined(separator: "; ")
    }

    /// `due 2026-03-12 15:00 ← 'tomorrow at 3pm' (09:00 has passed today: the next one)`:
    /// the date as `dueText` writes it, the words read, and the notes.
    public static func read(_ reading: DateReading, dueText: (Due) -> String) -> String {
        let notes = notes(of: reading)
        return dueText(reading.due) + " ← '\(reading.words)'" + (notes.isEmpty ? "" : " (\(notes))")
    }

    /// `kept as text: 'friday', 'today'` (`Kept in the title as text: …` as a `sentence`),
    /// or "" when nothing was left.
    public static func leftAsText(_ phrases: [String], sentence: Bool = false) -> String {
        guard !phrases.isEmpty else { return "" }
        return (sentence ? "Kept in the title as text: " : "kept as text: ") + phrases.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// `09:30`.
    public static func clock(_ minuteOfDay: Int) -> String {
        let hour = minuteOfDay / 60, minute = minuteOfDay % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
