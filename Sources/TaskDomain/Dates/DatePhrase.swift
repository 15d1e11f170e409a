import Foundation

/// A date phrase as the grammar read it, before it is turned into a due date: a day, a time
/// of day, both, or an instant (`in 2 hours`). Kept apart from the due date so that quick
/// add can join a day and a time that stand in different places of a title
/// (`Dinner tomorrow with Sam at 7pm`) and resolve them once, as one reading.
struct DatePhrase: Sendable {
    /// How sure the words are to mean a date when they stand in a title.
    enum Strength: Comparable, Sendable {
        /// Only after a linking word (`on 10-12`, `by tom`): alone they are usually text
        /// (`pages 10-12`, `Call Tom`).
        case afterLink
        /// At the end of the title or after a linking word (`Call mom fri`, `Pay the 15th`),
        /// not inside it (`Plan friday party`, `Read the 3rd chapter`).
        case atEnd
        /// Anywhere (`tomorrow`, `in 2 hours`, `dec 20`, `3pm`).
        case anywhere
    }

    /// A day, maybe with the time it brings (`tonight` is 20:00, `eod` 23:59).
    struct Day: Sendable {
        var day: CalendarDay
        var minuteOfDay: Int? = nil
        var strength: Strength = .anywhere
        var notes: [DateReading.Note] = []
        /// `tonight`: after its hour it means today without a time, not a time that passed.
        var isTonight = false
    }

    /// A time of day.
    struct Time: Sendable {
        var minuteOfDay: Int
        var strength: Strength = .anywhere
    }

    enum Content: Sendable {
        case day(Day)
        case time(Time)
        case dayAndTime(Day, Time)
        /// A clock distance from now (`in 90 min`), already an instant.
        case instant(Date)
    }

    var content: Content
    /// How many linking words (`on`, `at`, `by`, `due`) the phrase starts with.
    var links = 0

    /// The phrase in a title: a linking word before it makes any phrase a date; a day with
    /// a time is one too (`friday at noon`).
    var strength: Strength {
        switch content {
        case .day(let day): day.strength
        case .time(let time): time.strength
        case .instant: .anywhere
        case .dayAndTime(let day, let time): min(day.strength, time.strength) == .afterLink ? .afterLink : .anywhere
        }
    }

    var day: Day? {
        switch content {
        case .day(let day), .dayAndTime(let day, _): day
        case .time, .instant: nil
        }
    }

    var time: Time? {
        switch content {
        case .time(let time), .dayAndTime(_, let time): time
        case .day, .instant: nil
        }
    }

    /// True when the phrase says which day (everything but a time alone).
    var namesDay: Bool {
        if case .time = content { return false }
        return true
    }
}
