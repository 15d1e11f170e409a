import Testing
@testable import TaskDomain
import TaskTestSupport

struct CalendarDayTests {
    @Test(arguments: [
        (1970, 1, 1, 0), (2000, 3, 1, 11_017), (1969, 12, 31, -1), (2026, 3, 11, 20_523),
    ])
    func dayNumberRoundTrips(year: Int, month: Int, day: Int, number: Int) throws {
        let value = try #require(CalendarDay(year: year, month: month, day: day))
        #expect(value.dayNumber == number)
        #expect(CalendarDay(dayNumber: number) == value)
    }

    @Test func rejectsImpossibleDates() throws {
        #expect(CalendarDay(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDay(year: 2026, month: 4, day: 31) == nil)
    }

    @Test func weekdayMatchesFoundation() throws {
        #expect(try Fixtures.day(2026, 3, 11).weekday == 4)  // Wednesday
        #expect(try Fixtures.day(1970, 1, 1).weekday == 5)   // Thursday
        #expect(try Fixtures.day(1969, 12, 28).weekday == 1) // Sunday
    }

    @Test func addingMonthsClampsToMonthEnd() throws {
        #expect(try Fixtures.day(2026, 1, 31).adding(months: 1) == Fixtures.day(2026, 2, 28))
        #expect(try Fixtures.day(2026, 11, 15).adding(months: 3) == Fixtures.day(2027, 2, 15))
        #expect(try Fixtures.day(2026, 3, 11).endOfMonth == Fixtures.day(2026, 3, 31))
    }

    @Test func localDayUsesTheClockTimeZone() throws {
        // 23:30 UTC on the 11th is already the 12th in Tokyo.
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let utcClock = FixedClock(year: 2026, month: 3, day: 11, hour: 23, minute: 30)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tokyo
        let tokyoClock = FixedClock(now: utcClock.now, calendar: calendar)
        #expect(try utcClock.today == Fixtures.day(2026, 3, 11))
        #expect(try tokyoClock.today == Fixtures.day(2026, 3, 12))
    }
}

import Foundation
