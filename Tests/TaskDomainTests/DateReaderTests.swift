import Testing
import TaskDomain
import TaskTestSupport

/// Today is Wednesday 2026-03-11; weeks start on Monday.
struct DateReaderTests {
    let parser = DateReader(clock: Fixtures.clock)

    @Test(arguments: [
        ("today", "2026-03-11"), ("Tomorrow", "2026-03-12"), ("yesterday", "2026-03-10"),
        ("monday", "2026-03-16"), ("mon", "2026-03-16"), ("tuesday", "2026-03-17"), ("tue", "2026-03-17"),
        ("wednesday", "2026-03-18"), ("wed", "2026-03-18"), ("thursday", "2026-03-12"), ("thu", "2026-03-12"),
        ("friday", "2026-03-13"), ("fri", "2026-03-13"), ("saturday", "2026-03-14"), ("sat", "2026-03-14"),
        ("sunday", "2026-03-15"), ("sun", "2026-03-15"),
        ("+3d", "2026-03-14"), ("+0d", "2026-03-11"), ("+2w", "2026-03-25"), ("+1m", "2026-04-11"),
        ("+12m", "2027-03-11"), ("next week", "2026-03-16"), ("eow", "2026-03-15"), ("eom", "2026-03-31"),
        ("2026-12-24", "2026-12-24"), ("2026-12-24 17:30", "2026-12-24T17:30"),
        ("2026-12-24T17:30", "2026-12-24T17:30"), ("12-24", "2026-12-24"), ("03-11", "2026-03-11"),
        ("3-10", "2027-03-10"), ("02-29", "2028-02-29"), ("tomorrow 9:05", "2026-03-12T09:05"),
        ("  fri   17:00 ", "2026-03-13T17:00"),
        // More phrases people type (today is Wednesday 2026-03-11, weeks start Monday).
        ("next friday", "2026-03-20"), ("next fri", "2026-03-20"), ("next mon", "2026-03-16"),
        ("next wed 9am", "2026-03-18T09:00"), ("in 3 days", "2026-03-14"), ("in 1 day", "2026-03-12"),
        ("in 2 weeks", "2026-03-25"), ("in 1 month", "2026-04-11"), ("-1d", "2026-03-10"), ("-1w", "2026-03-04"),
        ("next month", "2026-04-01"), ("eod", "2026-03-11T23:59"), ("9am", "2026-03-12T09:00"),
        ("noon", "2026-03-11T12:00"), ("tomorrow noon", "2026-03-12T12:00"), ("fri 5pm", "2026-03-13T17:00"),
        ("fri 5:30PM", "2026-03-13T17:30"), ("12am", "2026-03-12T00:00"), ("12pm", "2026-03-11T12:00"),
        ("midnight", "2026-03-12T00:00"), ("17:45", "2026-03-11T17:45"),
    ])
    func acceptedPhrase(phrase: String, expected: String) throws {
        #expect(try parser.parse(phrase).storageString == expected)
    }

    @Test(arguments: ["", "someday", "+3", "2026-13-01", "2026-02-30", "13-01", "tomorrow 25:00",
                      "3d", "today tomorrow", "+-3d", "13pm", "0am", "in 3 parsecs", "in thirteen days", "next someday",
                      "next", "9 amm"])
    func rejectedPhrase(phrase: String) {
        #expect(throws: TaskDomainError.invalidDuePhrase(phrase)) { try parser.parse(phrase) }
    }

    @Test func endOfWeekFollowsFirstWeekday() throws {
        let sundayFirst = DateReader(clock: FixedClock(year: 2026, month: 3, day: 11, firstWeekday: 1))
        #expect(try sundayFirst.parse("eow").storageString == "2026-03-14")
        #expect(try sundayFirst.parse("next week").storageString == "2026-03-15")
    }
}

/// A time is past once its whole minute is over.
struct DateReaderMinuteTests {
    @Test func theCurrentMinuteIsNowNotPast() throws {
        let halfPast = FixedClock(now: Fixtures.clock.now.addingTimeInterval(30), calendar: Fixtures.clock.calendar)
        #expect(try DateReader(clock: halfPast).read("10:00").due.storageString == "2026-03-11T10:00")
        #expect(try DateReader(clock: halfPast).read("9:59").due.storageString == "2026-03-12T09:59")
        let minuteLater = FixedClock(now: Fixtures.clock.now.addingTimeInterval(60), calendar: Fixtures.clock.calendar)
        #expect(try DateReader(clock: minuteLater).read("10:00").notes == [.timeHadPassed(minuteOfDay: 600)])
    }
}
