import Foundation
import TaskDomain

/// Date phrases standing alone (`--due`, the editor's Due field, the filter's `due:`), each
/// with the moment it is read at, the due date it must give (the stored form) or nil when
/// it must be refused, and the notes the reading must carry. The domain, the CLI and the
/// editor run this same table.
///
/// The expectations are worked out by hand for the written rows; the families
/// (`weekdayFamily`, `monthFamily`, ...) compute theirs with plain arithmetic on a written
/// week or with Foundation's calendar, never with the reader.
public enum DatePhraseTable {
    public struct Row: Sendable, CustomStringConvertible {
        public let moment: DateTableMoment
        public let text: String
        /// `2026-03-12` or `2026-03-12T15:00`; nil: the phrase is refused.
        public let due: String?
        public let notes: [DateReading.Note]

        public init(_ moment: DateTableMoment, _ text: String, _ due: String?, _ notes: DateReading.Note...) {
            self.moment = moment
            self.text = text
            self.due = due
            self.notes = notes
        }

        init(_ moment: DateTableMoment, _ text: String, _ due: String?, notes: [DateReading.Note]) {
            self.moment = moment
            self.text = text
            self.due = due
            self.notes = notes
        }

        public var description: String { "\(moment): '\(text)'" }
    }

    /// Every row: the written ones and the families.
    public static let rows: [Row] = written + weekdayFamily + monthFamily + distanceFamily + hourFamily
        + twelveHourFamily + clockFamily

    /// The rows that give a date.
    public static var accepted: [Row] { rows.filter { $0.due != nil } }
    /// The rows that are refused.
    public static var refused: [Row] { rows.filter { $0.due == nil } }

    // MARK: - Notes

    static func passed(_ hour: Int, _ minute: Int = 0) -> DateReading.Note { .timeHadPassed(minuteOfDay: hour * 60 + minute) }
    static func past(_ hour: Int, _ minute: Int = 0) -> DateReading.Note { .timeAlreadyPast(minuteOfDay: hour * 60 + minute) }
    static func skipped(_ hour: Int, _ minute: Int, on day: String) -> DateReading.Note {
        .skippedByClockChange(typedMinuteOfDay: hour * 60 + minute, day: calendarDay(day))
    }
    static func nextWeek(coming day: String) -> DateReading.Note { .nextWeeksDay(coming: calendarDay(day)) }

    static func calendarDay(_ text: String) -> CalendarDay {
        Due(storageString: text)?.day ?? CalendarDay(dayNumber: 0)
    }

    // MARK: - Written rows

    /// The rows worked out by hand (the families aside).

    public static let written: [Row] = wednesday + wednesdayRefused + evening + leapDay + yearEnd + clockChanges

    /// Wednesday 2026-03-11 10:00 UTC; the week is Mon 9 ... Sun 15.
    static let wednesday: [Row] = [
        Row(.wed, "today", "2026-03-11"), Row(.wed, "Today", "2026-03-11"), Row(.wed, "TODAY", "2026-03-11"),
        Row(.wed, "tod", "2026-03-11"), Row(.wed, "tomorrow", "2026-03-12"), Row(.wed, "Tomorrow", "2026-03-12"),
        Row(.wed, "tmrw", "2026-03-12"), Row(.wed, "tmr", "2026-03-12"), Row(.wed, "tom", "2026-03-12"),
        Row(.wed, "yesterday", "2026-03-10"), Row(.wed, "tonight", "2026-03-11T20:00"),
        Row(.wed, "eod", "2026-03-11T23:59"), Row(.wed, "end of day", "2026-03-11T23:59"),
        Row(.wed, "end of the day", "2026-03-11T23:59"), Row(.wed, "eow", "2026-03-15"),
        Row(.wed, "end of week", "2026-03-15"), Row(.wed, "end of the week", "2026-03-15"),
        Row(.wed, "eom", "2026-03-31"), Row(.wed, "end of month", "2026-03-31"),
        Row(.wed, "end of the month", "2026-03-31"), Row(.wed, "by end of month", "2026-03-31"),
        Row(.wed, "eoy", "2026-12-31"), Row(.wed, "end of year", "2026-12-31"),
        Row(.wed, "next week", "2026-03-16"), Row(.wed, "next month", "2026-04-01"), Row(.wed, "next year", "2027-01-01"),
        Row(.wed, "this weekend", "2026-03-14"), Row(.wed, "weekend", "2026-03-14"),
        Row(.wed, "next weekend", "2026-03-21"), Row(.wed, "on the weekend", "2026-03-14"),
        Row(.wed, "day after tomorrow", "2026-03-13"), Row(.wed, "the day after tomorrow", "2026-03-13"),
        // Distances in days.
        Row(.wed, "in 3 days", "2026-03-14"), Row(.wed, "in a day", "2026-03-12"), Row(.wed, "in one week", "2026-03-18"),
        Row(.wed, "in two weeks", "2026-03-25"), Row(.wed, "in 2 wks", "2026-03-25"), Row(.wed, "in a month", "2026-04-11"),
        Row(.wed, "in 3 months", "2026-06-11"), Row(.wed, "in a year", "2027-03-11"), Row(.wed, "in 2 years", "2028-03-11"),
        Row(.wed, "in 0 days", "2026-03-11"), Row(.wed, "+0d", "2026-03-11"), Row(.wed, "+3d", "2026-03-14"),
        Row(.wed, "+2w", "2026-03-25"), Row(.wed, "+1m", "2026-04-11"), Row(.wed, "+12m", "2027-03-11"),
        Row(.wed, "+1y", "2027-03-11"), Row(.wed, "-1d", "2026-03-10"), Row(.wed, "-1w", "2026-03-04"),
        Row(.wed, "-1m", "2026-02-11"),
        // Distances on the clock.
        Row(.wed, "in 2 hours", "2026-03-11T12:00"), Row(.wed, "in 90 min", "2026-03-11T11:30"),
        Row(.wed, "in 90 minutes", "2026-03-11T11:30"), Row(.wed, "in 90 mins", "2026-03-11T11:30"),
        Row(.wed, "in an hour", "2026-03-11T11:00"), Row(.wed, "in half an hour", "2026-03-11T10:30"),
        Row(.wed, "in 45 minutes", "2026-03-11T10:45"), Row(.wed, "in 14 hours", "2026-03-12T00:00"),
        Row(.wed, "in 36 hours", "2026-03-12T22:00"), Row(.wed, "+2h", "2026-03-11T12:00"),
        Row(.wed, "in 1 hr", "2026-03-11T11:00"), Row(.wed, "in 3 hrs", "2026-03-11T13:00"),
        // Written days.
        Row(.wed, "2026-12-24", "2026-12-24"), Row(.wed, "2026-12-24 17:30", "2026-12-24T17:30"),
        Row(.wed, "2026-12-24T17:30", "2026-12-24T17:30"), Row(.wed, "2026-12-24 at 5pm", "2026-12-24T17:00"),
        Row(.wed, "2027-01-05 noon", "2027-01-05T12:00"), Row(.wed, "12-24", "2026-12-24"),
        Row(.wed, "03-11", "2026-03-11"), Row(.wed, "3-10", "2027-03-10", .passedThisYear),
        Row(.wed, "02-29", "2028-02-29", .passedThisYear), Row(.wed, "1-1", "2027-01-01", .passedThisYear),
        Row(.wed, "dec 20", "2026-12-20"), Row(.wed, "20 dec", "2026-12-20"), Row(.wed, "December 20", "2026-12-20"),
        Row(.wed, "20 December", "2026-12-20"), Row(.wed, "dec 20th", "2026-12-20"), Row(.wed, "20th dec", "2026-12-20"),
        Row(.wed, "20th of December", "2026-12-20"), Row(.wed, "the 20th of december", "2026-12-20"),
        Row(.wed, "by Jan 31", "2027-01-31", .passedThisYear), Row(.wed, "January 31st", "2027-01-31", .passedThisYear),
        Row(.wed, "jan 31 2027", "2027-01-31"), Row(.wed, "31 jan 2028", "2028-01-31"),
        Row(.wed, "January 31st, 2027", "2027-01-31"), Row(.wed, "mar 11", "2026-03-11"),
        Row(.wed, "mar 10", "2027-03-10", .passedThisYear), Row(.wed, "march 12", "2026-03-12"),
        Row(.wed, "feb 29", "2028-02-29", .passedThisYear), Row(.wed, "feb 29 2028", "2028-02-29"),
        Row(.wed, "may 5", "2026-05-05"), Row(.wed, "sept 9", "2026-09-09"), Row(.wed, "oct 31st", "2026-10-31"),
        // Days of the month.
        Row(.wed, "the 15th", "2026-03-15"), Row(.wed, "the 11th", "2026-03-11"), Row(.wed, "the 10th", "2026-04-10"),
        Row(.wed, "the 31st", "2026-03-31"), Row(.wed, "15th", "2026-03-15"), Row(.wed, "on the 1st", "2026-04-01"),
        Row(.wed, "the 2nd", "2026-04-02"), Row(.wed, "the 3rd", "2026-04-03"), Row(.wed, "the 22nd", "2026-03-22"),
        Row(.wed, "the 23rd", "2026-03-23"),
        // A day and a time, either way round.
        Row(.wed, "tomorrow at 3pm", "2026-03-12T15:00"), Row(.wed, "tomorrow 15:00", "2026-03-12T15:00"),
        Row(.wed, "tomorrow at 15:00", "2026-03-12T15:00"), Row(.wed, "tomorrow at 3:30 pm", "2026-03-12T15:30"),
        Row(.wed, "tomorrow 3:30pm", "2026-03-12T15:30"), Row(.wed, "tomorrow noon", "2026-03-12T12:00"),
        Row(.wed, "tomorrow at noon", "2026-03-12T12:00"), Row(.wed, "tomorrow midnight", "2026-03-12T00:00"),
        Row(.wed, "tomorrow morning", "2026-03-12T09:00"), Row(.wed, "tomorrow afternoon", "2026-03-12T15:00"),
        Row(.wed, "tomorrow evening", "2026-03-12T19:00"), Row(.wed, "tomorrow night", "2026-03-12T20:00"),
        Row(.wed, "on friday at noon", "2026-03-13T12:00"), Row(.wed, "friday noon", "2026-03-13T12:00"),
        Row(.wed, "fri 5pm", "2026-03-13T17:00"), Row(.wed, "fri 5:30PM", "2026-03-13T17:30"),
        Row(.wed, "fri 5 pm", "2026-03-13T17:00"), Row(.wed, "next tuesday 9:30", "2026-03-17T09:30"),
        Row(.wed, "next tue at 9:30 am", "2026-03-17T09:30"), Row(.wed, "at 3pm tomorrow", "2026-03-12T15:00"),
        Row(.wed, "3pm tomorrow", "2026-03-12T15:00"), Row(.wed, "noon on friday", "2026-03-13T12:00"),
        Row(.wed, "9:30 next tue", "2026-03-17T09:30"), Row(.wed, "dec 20 at 5pm", "2026-12-20T17:00"),
        Row(.wed, "20 dec 9am", "2026-12-20T09:00"), Row(.wed, "the 15th at noon", "2026-03-15T12:00"),
        Row(.wed, "in 3 days at 9am", "2026-03-14T09:00"), Row(.wed, "this weekend at 10am", "2026-03-14T10:00"),
        Row(.wed, "eom 17:00", "2026-03-31T17:00"), Row(.wed, "due tomorrow at 5pm", "2026-03-12T17:00"),
        Row(.wed, "by friday 5pm", "2026-03-13T17:00"), Row(.wed, "tomorrow 3:30 p.m.", "2026-03-12T15:30"),
        // Today with a time that has passed is kept, and said.
        Row(.wed, "today 9am", "2026-03-11T09:00", past(9)), Row(.wed, "today at 3pm", "2026-03-11T15:00"),
        Row(.wed, "this morning", "2026-03-11T09:00", past(9)), Row(.wed, "this afternoon", "2026-03-11T15:00"),
        Row(.wed, "this evening", "2026-03-11T19:00"), Row(.wed, "tonight at 9 pm", "2026-03-11T21:00"),
        // A time alone: today's, or tomorrow's once it has passed.
        Row(.wed, "15:00", "2026-03-11T15:00"), Row(.wed, "3pm", "2026-03-11T15:00"), Row(.wed, "3 pm", "2026-03-11T15:00"),
        Row(.wed, "3:30 pm", "2026-03-11T15:30"), Row(.wed, "3:30pm", "2026-03-11T15:30"),
        Row(.wed, "3:30 p.m.", "2026-03-11T15:30"), Row(.wed, "noon", "2026-03-11T12:00"),
        Row(.wed, "at noon", "2026-03-11T12:00"), Row(.wed, "midday", "2026-03-11T12:00"),
        Row(.wed, "9am", "2026-03-12T09:00", passed(9)), Row(.wed, "at 9am", "2026-03-12T09:00", passed(9)),
        Row(.wed, "9:30", "2026-03-12T09:30", passed(9, 30)), Row(.wed, "10:00", "2026-03-11T10:00"),
        Row(.wed, "9:59", "2026-03-12T09:59", passed(9, 59)), Row(.wed, "10:01", "2026-03-11T10:01"),
        Row(.wed, "midnight", "2026-03-12T00:00", passed(0)), Row(.wed, "12am", "2026-03-12T00:00", passed(0)),
        Row(.wed, "12pm", "2026-03-11T12:00"), Row(.wed, "0:30", "2026-03-12T00:30", passed(0, 30)),
        Row(.wed, "23:59", "2026-03-11T23:59"), Row(.wed, "11am", "2026-03-11T11:00"),
        Row(.wed, "12:30am", "2026-03-12T00:30", passed(0, 30)),
    ]

    /// Phrases that are no date, or no date that exists.
    static let wednesdayRefused: [Row] = [
        "", "someday", "+3", "2026-13-01", "2026-02-30", "13-01", "tomorrow 25:00", "3d", "today tomorrow", "+-3d",
        "13pm", "0am", "in 3 parsecs", "in thirteen days", "next someday", "next", "9 amm", "feb 30", "the 32nd",
        "the 3", "3", "31", "the 31th", "the 1th", "jan", "at", "on", "by friday friday", "noon noon", "tomorrow at",
        "end of", "in -3 days", "in days", "12:60", "24:00", "25pm", "friday the", "the 3 musketeers", "10-12 people",
        "jan 32", "2027", "20 20", "morning", "next morning", "this", "in 2", "feb 29 2029", "++3d", "+-2h",
        "in +5 days", "in 1.5 hours",
    ].map { Row(.wed, $0, nil) }

    /// Tuesday 2026-12-01 20:22 in New York; the week is Mon Nov 30 ... Sun Dec 6.
    static let evening: [Row] = [
        Row(.eve, "9am", "2026-12-02T09:00", passed(9)), Row(.eve, "at 9am", "2026-12-02T09:00", passed(9)),
        Row(.eve, "9:30", "2026-12-02T09:30", passed(9, 30)), Row(.eve, "20:22", "2026-12-01T20:22"),
        Row(.eve, "20:21", "2026-12-02T20:21", passed(20, 21)), Row(.eve, "8:30 pm", "2026-12-01T20:30"),
        Row(.eve, "23:59", "2026-12-01T23:59"), Row(.eve, "tonight", "2026-12-01", .tonightStarted),
        Row(.eve, "tonight at 11pm", "2026-12-01T23:00"), Row(.eve, "today at 8pm", "2026-12-01T20:00", past(20)),
        Row(.eve, "tomorrow at 3pm", "2026-12-02T15:00"), Row(.eve, "noon", "2026-12-02T12:00", passed(12)),
        Row(.eve, "eod", "2026-12-01T23:59"), Row(.eve, "in 2 hours", "2026-12-01T22:22"),
        Row(.eve, "in 4 hours", "2026-12-02T00:22"), Row(.eve, "in 90 min", "2026-12-01T21:52"),
        Row(.eve, "dec 20", "2026-12-20"), Row(.eve, "dec 1", "2026-12-01"),
        Row(.eve, "nov 30", "2027-11-30", .passedThisYear), Row(.eve, "the 1st", "2026-12-01"),
        Row(.eve, "the 31st", "2026-12-31"), Row(.eve, "this weekend", "2026-12-05"), Row(.eve, "fri", "2026-12-04"),
        Row(.eve, "on friday at noon", "2026-12-04T12:00"), Row(.eve, "next tue", "2026-12-08"),
        Row(.eve, "next mon", "2026-12-07"), Row(.eve, "this tue", "2026-12-01"), Row(.eve, "eom", "2026-12-31"),
        Row(.eve, "next month", "2027-01-01"), Row(.eve, "Jan 31", "2027-01-31", .passedThisYear),
    ]

    /// Tuesday 2028-02-29 12:00 UTC, a leap day.
    static let leapDay: [Row] = [
        Row(.leap, "eom", "2028-02-29"), Row(.leap, "end of month", "2028-02-29"), Row(.leap, "tomorrow", "2028-03-01"),
        Row(.leap, "in 1 month", "2028-03-29"), Row(.leap, "+1m", "2028-03-29"), Row(.leap, "+1y", "2029-02-28"),
        Row(.leap, "in a year", "2029-02-28"), Row(.leap, "in 4 years", "2032-02-29"), Row(.leap, "next month", "2028-03-01"),
        Row(.leap, "feb 29", "2028-02-29"), Row(.leap, "02-29", "2028-02-29"), Row(.leap, "the 29th", "2028-02-29"),
        Row(.leap, "the 30th", "2028-03-30", .noSuchDayThisMonth(day: 30)),
        Row(.leap, "the 31st", "2028-03-31", .noSuchDayThisMonth(day: 31)), Row(.leap, "yesterday", "2028-02-28"),
        Row(.leap, "feb 29 2032", "2032-02-29"), Row(.leap, "feb 29 2029", nil),
        Row(.leap, "in 24 hours", "2028-03-01T12:00"), Row(.leap, "eoy", "2028-12-31"),
        Row(.leap, "feb 28", "2029-02-28", .passedThisYear), Row(.leap, "mar 1", "2028-03-01"),
        Row(.leap, "this weekend", "2028-03-04"), Row(.leap, "eow", "2028-03-05"), Row(.leap, "next week", "2028-03-06"),
        Row(.leap, "+1d", "2028-03-01"), Row(.leap, "in 1 day", "2028-03-01"),
    ]

    /// Thursday 2026-12-31 23:30 UTC, the last half hour of the year.
    static let yearEnd: [Row] = [
        Row(.yearEnd, "in 90 min", "2027-01-01T01:00"), Row(.yearEnd, "in 30 min", "2027-01-01T00:00"),
        Row(.yearEnd, "in 29 min", "2026-12-31T23:59"), Row(.yearEnd, "tomorrow", "2027-01-01"),
        Row(.yearEnd, "eoy", "2026-12-31"), Row(.yearEnd, "next year", "2027-01-01"),
        Row(.yearEnd, "next month", "2027-01-01"), Row(.yearEnd, "jan 1", "2027-01-01", .passedThisYear),
        Row(.yearEnd, "dec 31", "2026-12-31"), Row(.yearEnd, "23:00", "2027-01-01T23:00", passed(23)),
        Row(.yearEnd, "23:45", "2026-12-31T23:45"), Row(.yearEnd, "midnight", "2027-01-01T00:00", passed(0)),
        Row(.yearEnd, "noon", "2027-01-01T12:00", passed(12)), Row(.yearEnd, "next week", "2027-01-04"),
        Row(.yearEnd, "eow", "2027-01-03"), Row(.yearEnd, "fri", "2027-01-01"), Row(.yearEnd, "the 1st", "2027-01-01"),
        Row(.yearEnd, "+1m", "2027-01-31"), Row(.yearEnd, "in 2 months", "2027-02-28"), Row(.yearEnd, "eom", "2026-12-31"),
        Row(.yearEnd, "tonight", "2026-12-31", .tonightStarted), Row(.yearEnd, "eod", "2026-12-31T23:59"),
        Row(.yearEnd, "in 1 year", "2027-12-31"),
    ]

    /// The days the clocks change: a time they skip becomes the first that exists, and is
    /// said; a distance counts real hours.
    static let clockChanges: [Row] = [
        Row(.usSpring, "2:30am", "2026-03-08T03:30", skipped(2, 30, on: "2026-03-08")),
        Row(.usSpring, "at 2:30 am", "2026-03-08T03:30", skipped(2, 30, on: "2026-03-08")),
        Row(.usSpring, "2:00", "2026-03-08T03:00", skipped(2, 0, on: "2026-03-08")),
        Row(.usSpring, "today at 2:15am", "2026-03-08T03:15", skipped(2, 15, on: "2026-03-08")),
        Row(.usSpring, "3:00", "2026-03-08T03:00"), Row(.usSpring, "1:59am", "2026-03-08T01:59"),
        Row(.usSpring, "in 1 hour", "2026-03-08T01:30"), Row(.usSpring, "in 2 hours", "2026-03-08T03:30"),
        Row(.usSpring, "in 24 hours", "2026-03-09T01:30"), Row(.usSpring, "tomorrow at 2:30am", "2026-03-09T02:30"),
        Row(.usSpring, "tomorrow", "2026-03-09"),
        Row(.usSpringEve, "tomorrow 2:30am", "2026-03-08T03:30", skipped(2, 30, on: "2026-03-08")),
        Row(.usSpringEve, "2:30am", "2026-03-08T03:30", passed(2, 30), skipped(2, 30, on: "2026-03-08")),
        Row(.usSpringEve, "in 3 hours", "2026-03-08T01:00"), Row(.usSpringEve, "in 4 hours", "2026-03-08T03:00"),
        Row(.usSpringEve, "in 5 hours", "2026-03-08T04:00"),
        Row(.usFall, "in 1 hour", "2026-11-01T01:30"), Row(.usFall, "in 2 hours", "2026-11-01T01:30"),
        Row(.usFall, "in 3 hours", "2026-11-01T02:30"), Row(.usFall, "in 24 hours", "2026-11-01T23:30"),
        Row(.usFall, "1:30am", "2026-11-01T01:30"), Row(.usFall, "tomorrow 1:30am", "2026-11-02T01:30"),
        Row(.euSpring, "1:30am", "2026-03-29T02:30", skipped(1, 30, on: "2026-03-29")),
        Row(.euSpring, "1:00", "2026-03-29T02:00", skipped(1, 0, on: "2026-03-29")),
        Row(.euSpring, "2:00", "2026-03-29T02:00"), Row(.euSpring, "in 1 hour", "2026-03-29T02:30"),
        Row(.euSpring, "in 24 hours", "2026-03-30T01:30"),
        Row(.euFall, "in 1 hour", "2026-10-25T01:30"), Row(.euFall, "in 2 hours", "2026-10-25T01:30"),
        Row(.euFall, "in 24 hours", "2026-10-25T23:30"), Row(.euFall, "1:30", "2026-10-25T01:30"),
    ]
}
