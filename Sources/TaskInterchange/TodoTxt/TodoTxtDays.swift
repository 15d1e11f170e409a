import Foundation
import TaskDomain

/// The local midnights of the days one todo.txt file names, each worked out once: a file
/// of a million lines names a few hundred days, and asking Foundation's calendar for each
/// line's dates was a tenth of reading it.
struct TodoTxtDays {
    let dates: LocalDates
    private var known: [CalendarDay: (start: Date, roundTrips: Bool)] = [:]

    init(dates: LocalDates) {
        self.dates = dates
    }

    /// The instant `day` starts here (`LocalDates.startOfDay`).
    mutating func start(of day: CalendarDay) -> Date {
        entry(for: day).start
    }

    /// Whether the day of `start(of: day)` is `day` again, so a line writes the day it
    /// read (not so for a day the calendar cannot place, which starts at 1970-01-01).
    mutating func roundTrips(_ day: CalendarDay) -> Bool {
        entry(for: day).roundTrips
    }

    private mutating func entry(for day: CalendarDay) -> (start: Date, roundTrips: Bool) {
        if let found = known[day] { return found }
        let start = dates.startOfDay(day)
        let entry = (start, dates.day(of: start) == day)
        known[day] = entry
        return entry
    }
}
