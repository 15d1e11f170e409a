import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// When a waiting task comes back: at its day's first minute, or at its time; across
/// midnight and both clock changes (a skipped time arrives with the jump, a repeated hour
/// does not hide it again).
struct WaitWakeUpTests {
    /// Real instants a minute apart in `zone`, as a clock would read them.
    static func instant(_ zone: String, _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int,
                        secondPass: Bool = false) -> (Date, Calendar) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
        let first = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)) ?? .distantPast
        // In a repeated hour Foundation gives the first pass; the second is an hour later.
        return (secondPass ? first.addingTimeInterval(3600) : first, calendar)
    }

    static func waiting(until wait: Due, at instant: (Date, Calendar)) throws -> Bool {
        var task = try Fixtures.task("Hidden")
        task.wait = wait
        return task.isWaiting(at: LocalNow(date: instant.0, calendar: instant.1))
    }

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let wait: Due
        let at: (Date, Calendar)
        let waiting: Bool
        var testDescription: String { name }
    }

    static let rows: [Row] = {
        func day(_ y: Int, _ m: Int, _ d: Int) -> CalendarDay { CalendarDay(year: y, month: m, day: d) ?? CalendarDay(dayNumber: 0) }
        let utc = "UTC", newYork = "America/New_York", lisbon = "Europe/Lisbon"
        return [
            Row(name: "a day: still hidden the minute before midnight", wait: Due(day: day(2026, 3, 12)),
                at: instant(utc, 2026, 3, 11, 23, 59), waiting: true),
            Row(name: "a day: back at midnight", wait: Due(day: day(2026, 3, 12)),
                at: instant(utc, 2026, 3, 12, 0, 0), waiting: false),
            Row(name: "a day and time: hidden the minute before", wait: Due(day: day(2026, 3, 12), hour: 9, minute: 30),
                at: instant(utc, 2026, 3, 12, 9, 29), waiting: true),
            Row(name: "a day and time: back at it", wait: Due(day: day(2026, 3, 12), hour: 9, minute: 30),
                at: instant(utc, 2026, 3, 12, 9, 30), waiting: false),
            Row(name: "a year's last night", wait: Due(day: day(2027, 1, 1)),
                at: instant(newYork, 2026, 12, 31, 23, 59), waiting: true),
            Row(name: "a new year", wait: Due(day: day(2027, 1, 1)), at: instant(newYork, 2027, 1, 1, 0, 0), waiting: false),
            // US spring forward, 2026-03-08: 01:59 EST is followed by 03:00 EDT.
            Row(name: "spring forward: a skipped 02:30 is still to come at 01:59", wait: Due(day: day(2026, 3, 8), hour: 2, minute: 30),
                at: instant(newYork, 2026, 3, 8, 1, 59), waiting: true),
            Row(name: "spring forward: a skipped 02:30 arrives with the jump to 03:00", wait: Due(day: day(2026, 3, 8), hour: 2, minute: 30),
                at: instant(newYork, 2026, 3, 8, 3, 0), waiting: false),
            Row(name: "spring forward: the day itself arrives at midnight", wait: Due(day: day(2026, 3, 8)),
                at: instant(newYork, 2026, 3, 8, 0, 0), waiting: false),
            // US fall back, 2026-11-01: 01:00-01:59 twice (EDT, then EST).
            Row(name: "fall back: 01:30 arrives in the first pass", wait: Due(day: day(2026, 11, 1), hour: 1, minute: 30),
                at: instant(newYork, 2026, 11, 1, 1, 30), waiting: false),
            Row(name: "fall back: 01:30 does not hide again at the second 01:10",
                wait: Due(day: day(2026, 11, 1), hour: 1, minute: 30),
                at: instant(newYork, 2026, 11, 1, 1, 10, secondPass: true), waiting: false),
            Row(name: "fall back: 02:00 is still to come at the second 01:59", wait: Due(day: day(2026, 11, 1), hour: 2),
                at: instant(newYork, 2026, 11, 1, 1, 59, secondPass: true), waiting: true),
            Row(name: "fall back: 02:00 arrives after the second pass", wait: Due(day: day(2026, 11, 1), hour: 2),
                at: instant(newYork, 2026, 11, 1, 2, 0), waiting: false),
            // EU fall back in Lisbon, 2026-10-25: 01:00-01:59 twice.
            Row(name: "Lisbon fall back: 01:45 stays arrived at the second 01:05",
                wait: Due(day: day(2026, 10, 25), hour: 1, minute: 45),
                at: instant(lisbon, 2026, 10, 25, 1, 5, secondPass: true), waiting: false),
            Row(name: "Lisbon spring forward: 01:30 (skipped) arrives at 02:00", wait: Due(day: day(2026, 3, 29), hour: 1, minute: 30),
                at: instant(lisbon, 2026, 3, 29, 2, 0), waiting: false),
        ]
    }()

    @Test(arguments: rows)
    func wakesUp(_ row: Row) throws {
        #expect(try Self.waiting(until: row.wait, at: row.at) == row.waiting)
    }

    @Test func theRepeatedHourKeepsTheMinuteReached() {
        let second = Self.instant("America/New_York", 2026, 11, 1, 1, 10, secondPass: true)
        let local = LocalNow(date: second.0, calendar: second.1)
        #expect(local.minuteOfDay == 70 && local.minuteReached == 119)
        let after = Self.instant("America/New_York", 2026, 11, 1, 2, 10)
        #expect(LocalNow(date: after.0, calendar: after.1).minuteReached == 130)
    }

    @Test func aCompletedTaskNeverWaits() throws {
        var task = try Fixtures.task("Done", status: .completed)
        task.wait = Due(day: try Fixtures.day(2030, 1, 1))
        #expect(!task.isWaiting(at: LocalNow(clock: Fixtures.clock)))
    }

    @Test func aWaitPastTheDueDateIsNoticed() throws {
        var task = try Fixtures.task("T", due: Due(day: try Fixtures.day(2026, 3, 12)))
        task.wait = Due(day: try Fixtures.day(2026, 3, 12), hour: 23, minute: 59)
        #expect(!task.waitsPastDue)  // the untimed due lasts the whole day
        task.wait = Due(day: try Fixtures.day(2026, 3, 13))
        #expect(task.waitsPastDue)
        task.due = Due(day: try Fixtures.day(2026, 3, 13), hour: 9)
        task.wait = Due(day: try Fixtures.day(2026, 3, 13), hour: 10)
        #expect(task.waitsPastDue)
    }
}
