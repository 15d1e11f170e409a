import Foundation
import Testing
import TaskDomain

@Suite struct TimestampTests {
    @Test func anInstantReadsInTheClocksTimeZone() throws {
        let utc = FixedClock(year: 2026, month: 12, day: 20, hour: 9, minute: 5)
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let inTokyo = FixedClock(now: utc.now, calendar: { var c = utc.calendar; c.timeZone = tokyo; return c }())
        #expect(utc.timestamp(of: utc.now) == "2026-12-20 09:05")
        #expect(inTokyo.timestamp(of: utc.now) == "2026-12-20 18:05")
        #expect(utc.timestamp(of: utc.now.addingTimeInterval(-10 * 3600)) == "2026-12-19 23:05")
    }
}

@Suite struct ErrorMessageTests {
    struct Plain: Error {}
    struct Described: Error, CustomStringConvertible { var description: String { "described" } }

    @Test func domainErrorsSayTheirMessageAndOthersFallBackReadably() {
        #expect(ErrorMessage.text(TaskDomainError.emptyTitle) == TaskDomainError.emptyTitle.description)
        #expect(ErrorMessage.text(Described()) == "described")
        #expect(!ErrorMessage.text(Plain()).isEmpty)
    }
}
