import Foundation
import Testing
import TaskDomain
import TaskTestSupport
import TaskWording

@Suite struct TimestampTests {
    @Test func anInstantReadsInTheClocksTimeZone() throws {
        let utc = FixedClock(year: 2026, month: 12, day: 20, hour: 9, minute: 5)
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let inTokyo = FixedClock(now: utc.now, calendar: { var c = utc.calendar; c.timeZone = tokyo; return c }())
        #expect(Timestamp.text(of: utc.now, in: utc) == "2026-12-20 09:05")
        #expect(Timestamp.text(of: utc.now, in: inTokyo) == "2026-12-20 18:05")
        #expect(Timestamp.text(of: utc.now.addingTimeInterval(-10 * 3600), in: utc) == "2026-12-19 23:05")
    }
}

@Suite struct ErrorMessageTests {
    struct Plain: Error {}
    struct Described: Error, CustomStringConvertible { var description: String { "described" } }

    @Test func domainAndStorageErrorsAreWordedHereAndOthersFallBackReadably() {
        #expect(ErrorMessage.text(TaskDomainError.emptyTitle) == "a task needs a title")
        #expect(ErrorMessage.text(TaskStorageError.readOnly(path: "/t.json")) == "/t.json was opened read-only")
        #expect(ErrorMessage.text(Described()) == "described")
        #expect(!ErrorMessage.text(Plain()).isEmpty)
    }
}

@Suite struct WeekdayTests {
    @Test func namesFollowTheCalendarsNumberingSundayFirst() throws {
        #expect((1...7).map(Weekday.shortName) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        #expect(Weekday.shortName(try Fixtures.day(2026, 11, 30).weekday) == "Mon")
    }
}

@Suite struct DayDistanceTests {
    @Test(arguments: [(0, "today"), (1, "tomorrow"), (-1, "yesterday"), (2, "in 2d"), (30, "in 30d"), (-3, "3d ago")])
    func aDistanceInWords(days: Int, text: String) {
        #expect(DayDistance.text(days) == text)
    }
}
