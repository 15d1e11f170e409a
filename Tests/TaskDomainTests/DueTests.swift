import Testing
import TaskDomain
import TaskTestSupport

struct DueTests {
    let now = LocalNow(clock: Fixtures.clock)  // 2026-03-11 10:00

    @Test func storageStringRoundTrips() throws {
        for text in ["2026-12-24", "2026-12-24T17:30", "2026-01-01T00:00"] {
            let due = try #require(Due(storageString: text))
            #expect(due.storageString == text)
        }
        #expect(Due(storageString: "2026-12-24 07:05")?.storageString == "2026-12-24T07:05")
        // The plain day is read from its bytes: the calendar still decides (leap days, month ends).
        #expect(Due(storageString: "2024-02-29")?.day == CalendarDay(year: 2024, month: 2, day: 29))
        #expect(Due(storageString: "0999-10-05")?.storageString == "0999-10-05")
        for bad in ["2026-2-24", "2026-02-30", "2026-12-24T25:00", "tomorrow", "", "2026-12-24T17:30:00",
                    "2023-02-29", "2026-13-01", "2026-00-10", "2026-12-00", "2026/12/24", "2026-12-2x", "２026-12-24"] {
            #expect(Due(storageString: bad) == nil, "\(bad)")
        }
    }

    @Test func relativeDays() throws {
        #expect(try Due(day: Fixtures.day(2026, 3, 14)).daysFrom(today: now.day) == 3)
        #expect(try Due(day: Fixtures.day(2026, 3, 9)).daysFrom(clock: Fixtures.clock) == -2)
    }

    @Test func overdueRespectsTimeOfDay() throws {
        #expect(try Due(day: Fixtures.day(2026, 3, 10)).isOverdue(at: now))
        #expect(try !Due(day: Fixtures.day(2026, 3, 11)).isOverdue(at: now))
        #expect(try Due(day: Fixtures.day(2026, 3, 11), hour: 9, minute: 59).isOverdue(at: now))
        #expect(try !Due(day: Fixtures.day(2026, 3, 11), hour: 10, minute: 0).isOverdue(at: now))
        #expect(try Due(day: Fixtures.day(2026, 3, 11), hour: 8).isDueToday(at: now))
    }

    @Test func thisWeekIsTheComingSevenDays() throws {
        #expect(try Due(day: Fixtures.day(2026, 3, 11)).isDueThisWeek(at: now))
        #expect(try Due(day: Fixtures.day(2026, 3, 17)).isDueThisWeek(at: now))
        #expect(try !Due(day: Fixtures.day(2026, 3, 18)).isDueThisWeek(at: now))
        #expect(try !Due(day: Fixtures.day(2026, 3, 10)).isDueThisWeek(clock: Fixtures.clock))
    }

    @Test func untimedSortsAfterTimedSameDay() throws {
        let day = try Fixtures.day(2026, 3, 12)
        #expect(Due(day: day, hour: 23, minute: 59) < Due(day: day))
        #expect(Due(day: day) < Due(day: day.adding(days: 1), hour: 0))
    }
}
