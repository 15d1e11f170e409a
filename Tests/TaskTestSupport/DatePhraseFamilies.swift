import Foundation
import TaskDomain

/// The generated rows of `DatePhraseTable`: every spelling of every weekday and month in
/// the forms people write them, distances in days and hours at every moment, and every
/// time of day. Expectations come from a written week, plain arithmetic or Foundation's
/// calendar, never from the reader under test.
extension DatePhraseTable {
    /// Wednesday 2026-03-11: the coming day of each weekday (never today), next week's, and this week's.
    private static let week: [(names: [String], coming: Int, nextWeeks: Int, thisWeeks: Int)] = [
        (["monday", "mon", "Monday"], 16, 16, 16),
        (["tuesday", "tue", "tues"], 17, 17, 17),
        (["wednesday", "wed", "weds"], 18, 18, 11),
        (["thursday", "thu", "thur", "thurs"], 12, 19, 12),
        (["friday", "fri", "Friday", "FRI"], 13, 20, 13),
        (["saturday", "sat"], 14, 21, 14),
        (["sunday", "sun"], 15, 22, 15),
    ]

    private static func march(_ day: Int, _ time: String = "") -> String {
        "2026-03-" + (day < 10 ? "0" : "") + "\(day)" + time
    }

    static let weekdayFamily: [Row] = week.flatMap { entry in
        entry.names.flatMap { name -> [Row] in
            let next: [DateReading.Note] = entry.nextWeeks == entry.coming ? [] : [nextWeek(coming: march(entry.coming))]
            return [
                Row(.wed, name, march(entry.coming)), Row(.wed, "on \(name)", march(entry.coming)),
                Row(.wed, "by \(name)", march(entry.coming)), Row(.wed, "due \(name)", march(entry.coming)),
                Row(.wed, "this \(name)", march(entry.thisWeeks)),
                Row(.wed, "next \(name)", march(entry.nextWeeks), notes: next),
                Row(.wed, "\(name) at 9am", march(entry.coming, "T09:00")),
                Row(.wed, "\(name) 5:30pm", march(entry.coming, "T17:30")),
                Row(.wed, "next \(name) 9:30", march(entry.nextWeeks, "T09:30"), notes: next),
            ]
        }
    }

    /// Every month by name and abbreviation on its 15th: January and February have passed
    /// on 2026-03-11, so they are next year's; March 15 is still to come.
    static let monthFamily: [Row] = {
        let names = [["january", "jan"], ["february", "feb"], ["march", "mar", "March"], ["april", "apr"], ["may"],
                     ["june", "jun"], ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"],
                     ["october", "oct"], ["november", "nov"], ["december", "dec", "Dec"]]
        return names.enumerated().flatMap { index, spellings -> [Row] in
            let month = index + 1
            let year = month < 3 ? 2027 : 2026
            let notes: [DateReading.Note] = year == 2027 ? [.passedThisYear] : []
            let day = "\(year)-" + (month < 10 ? "0" : "") + "\(month)-15"
            let later = "2030-" + (month < 10 ? "0" : "") + "\(month)-15"
            return spellings.flatMap { name in [
                Row(.wed, "\(name) 15", day, notes: notes), Row(.wed, "15 \(name)", day, notes: notes),
                Row(.wed, "\(name) 15th", day, notes: notes), Row(.wed, "15th of \(name)", day, notes: notes),
                Row(.wed, "the 15th of \(name)", day, notes: notes), Row(.wed, "by \(name) 15", day, notes: notes),
                Row(.wed, "\(name) 15 2030", later), Row(.wed, "\(name) 15 at 8am", day + "T08:00", notes: notes),
            ] }
        }
    }()

    /// `in N days|weeks|months` and `+Nd|w|m` from Wednesday, by Foundation's calendar.
    static let distanceFamily: [Row] = {
        let clock = DateTableMoment.wed.clock
        let units: [(word: String, letter: String, component: Calendar.Component)] = [
            ("days", "d", .day), ("weeks", "w", .weekOfYear), ("months", "m", .month),
        ]
        return [0, 2, 5, 10, 30, 100].flatMap { count in
            units.flatMap { unit -> [Row] in
                guard let date = clock.calendar.date(byAdding: unit.component, value: count, to: clock.now) else { return [] }
                let day = dayString(date, clock.calendar)
                return [Row(.wed, "in \(count) \(unit.word)", day), Row(.wed, "+\(count)\(unit.letter)", day)]
            }
        }
    }()

    /// `in N hours` and `in N min` at every moment: real hours, in the moment's time zone.
    static let hourFamily: [Row] = DateTableMoment.allCases.flatMap { moment in
        [1, 2, 3, 5, 12, 24, 36].map { hours in
            let clock = moment.clock
            let date = clock.now.addingTimeInterval(Double(hours * 3600))
            return Row(moment, "in \(hours) hours", dayString(date, clock.calendar) + "T" + clockString(date, clock.calendar))
        } + [15, 59, 61, 150].map { minutes in
            let clock = moment.clock
            let date = clock.now.addingTimeInterval(Double(minutes * 60))
            return Row(moment, "in \(minutes) min", dayString(date, clock.calendar) + "T" + clockString(date, clock.calendar))
        }
    }

    /// Every hour with am and pm, three ways, on Wednesday at 10:00: earlier times are tomorrow's.
    static let twelveHourFamily: [Row] = (1...12).flatMap { hour in
        [false, true].flatMap { pm -> [Row] in
            let clockHour = hour % 12 + (pm ? 12 : 0)
            let suffix = pm ? "pm" : "am"
            let passedToday = clockHour < 10
            let due = march(passedToday ? 12 : 11, "T" + (clockHour < 10 ? "0" : "") + "\(clockHour):00")
            let notes = passedToday ? [passed(clockHour)] : []
            return ["\(hour)\(suffix)", "\(hour) \(suffix)", "\(hour):00\(suffix.uppercased())", "at \(hour)\(suffix)"]
                .map { Row(.wed, $0, due, notes: notes) }
        }
    }

    /// Every hour and half hour on a 24-hour clock, on Wednesday at 10:00.
    static let clockFamily: [Row] = (0..<24).flatMap { hour in
        [0, 30].map { minute in
            let passedToday = hour * 60 + minute < 600
            let time = (hour < 10 ? "0" : "") + "\(hour):" + (minute == 0 ? "00" : "30")
            return Row(.wed, "\(hour):" + (minute == 0 ? "00" : "30"), march(passedToday ? 12 : 11, "T" + time),
                       notes: passedToday ? [passed(hour, minute)] : [])
        }
    }

    private static func dayString(_ date: Date, _ calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    private static func clockString(_ date: Date, _ calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
