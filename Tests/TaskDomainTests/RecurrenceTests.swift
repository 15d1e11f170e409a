import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// `YYYY-MM-DD` (or with `THH:MM`) as a due date; a typo fails the test that uses it.
func due(_ text: String) -> Due {
    Due(storageString: text) ?? Due(day: CalendarDay(dayNumber: 0))
}

struct RecurrenceTests {
    /// rule, mode, due, completed on, the next due (`finished` when the rule is used up).
    @Test(arguments: [
        ("FREQ=DAILY", "due", "2026-03-11", "2026-03-11", "2026-03-12"),
        ("FREQ=DAILY;INTERVAL=3", "due", "2026-03-11", "2026-03-20", "2026-03-14"),
        ("FREQ=WEEKLY", "due", "2026-03-11", "2026-03-11", "2026-03-18"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "due", "2026-03-11", "2026-03-11", "2026-03-12"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "due", "2026-03-12", "2026-03-12", "2026-03-23"),
        ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "due", "2026-03-13", "2026-03-13", "2026-03-16"),
        ("FREQ=WEEKLY;BYDAY=SU", "due", "2026-03-15", "2026-03-15", "2026-03-22"),
        // Month ends follow +1m: the 31st is the last day of shorter months, and comes back.
        ("FREQ=MONTHLY", "due", "2027-01-31", "2027-01-31", "2027-02-28"),
        ("FREQ=MONTHLY;BYMONTHDAY=31", "due", "2027-02-28", "2027-02-28", "2027-03-31"),
        ("FREQ=MONTHLY;BYMONTHDAY=31", "due", "2027-03-31", "2027-03-31", "2027-04-30"),
        ("FREQ=MONTHLY", "due", "2028-01-31", "2028-01-31", "2028-02-29"),
        ("FREQ=MONTHLY;BYMONTHDAY=-1", "due", "2026-02-28", "2026-02-28", "2026-03-31"),
        ("FREQ=MONTHLY;BYMONTHDAY=-1", "due", "2026-01-15", "2026-01-15", "2026-01-31"),
        ("FREQ=MONTHLY;BYMONTHDAY=1", "due", "2026-03-11", "2026-03-11", "2026-04-01"),
        ("FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1", "due", "2026-03-01", "2026-03-01", "2026-06-01"),
        ("FREQ=MONTHLY;BYDAY=2TU", "due", "2026-03-10", "2026-03-10", "2026-04-14"),
        ("FREQ=MONTHLY;BYDAY=2TU", "due", "2026-03-05", "2026-03-05", "2026-03-10"),
        ("FREQ=MONTHLY;BYDAY=-1FR", "due", "2026-03-11", "2026-03-11", "2026-03-27"),
        ("FREQ=MONTHLY;BYDAY=5FR", "due", "2026-01-30", "2026-01-30", "2026-05-29"),
        // Leap days: Feb 29 falls on Feb 28 in common years.
        ("FREQ=YEARLY", "due", "2028-02-29", "2028-02-29", "2029-02-28"),
        ("FREQ=YEARLY;BYMONTHDAY=29;BYMONTH=2", "due", "2031-02-28", "2031-02-28", "2032-02-29"),
        ("FREQ=YEARLY;INTERVAL=2", "due", "2026-03-11", "2026-03-11", "2028-03-11"),
        // Until and count.
        ("FREQ=WEEKLY;UNTIL=20260320", "due", "2026-03-11", "2026-03-11", "2026-03-18"),
        ("FREQ=WEEKLY;UNTIL=20260320", "due", "2026-03-18", "2026-03-18", "finished"),
        ("FREQ=WEEKLY;UNTIL=20260325T235959Z", "due", "2026-03-18", "2026-03-18", "2026-03-25"),
        ("FREQ=DAILY;COUNT=2", "due", "2026-03-11", "2026-03-11", "2026-03-12"),
        ("FREQ=DAILY;COUNT=1", "due", "2026-03-11", "2026-03-11", "finished"),
        // From completion: the interval counts from the day it was done, late or early.
        ("FREQ=DAILY;INTERVAL=3", "completion", "2026-03-01", "2026-03-11", "2026-03-14"),
        ("FREQ=WEEKLY", "completion", "2026-03-20", "2026-03-11", "2026-03-18"),
        ("FREQ=MONTHLY", "completion", "2026-01-01", "2027-01-31", "2027-02-28"),
        // The time of day is kept.
        ("FREQ=WEEKLY", "due", "2026-03-07T09:00", "2026-03-07", "2026-03-14T09:00"),
        ("FREQ=DAILY", "completion", "2026-03-07T18:30", "2026-03-09", "2026-03-10T18:30"),
    ])
    func nextOccurrence(rule: String, from: String, due dueText: String, completed: String, expected: String) throws {
        let recurrence = try #require(Recurrence(ruleText: rule, mode: from == "due" ? .fromDue : .fromCompletion))
        let advance = recurrence.advance(due: due(dueText), completedOn: due(completed).day)
        switch advance {
        case .finished: #expect(expected == "finished")
        case .next(let next, _): #expect(next.storageString == expected)
        }
    }

    @Test func theThirtyFirstComesBackAfterFebruary() throws {
        let rule = Recurrence(frequency: .monthly)
        #expect(rule.upcoming(after: due("2027-01-31"), limit: 4).map(\.description)
            == ["2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31"])
    }

    @Test func aLeapDayComesBackInTheNextLeapYear() {
        let rule = Recurrence(frequency: .yearly)
        #expect(rule.upcoming(after: due("2028-02-29"), limit: 4).map(\.description)
            == ["2029-02-28", "2030-02-28", "2031-02-28", "2032-02-29"])
    }

    @Test func aCountGoesDownWithEachOccurrenceAndUpcomingStopsAtIt() {
        let rule = Recurrence(frequency: .daily, end: .count(3))
        guard case .next(_, let moved) = rule.advance(due: due("2026-03-11"), completedOn: due("2026-03-11").day) else {
            Issue.record("a count of 3 moves on")
            return
        }
        #expect(moved.end == .count(2))
        #expect(rule.upcoming(after: due("2026-03-11"), limit: 5).map(\.description) == ["2026-03-12", "2026-03-13"])
    }

    @Test func upcomingStopsAtTheUntilDate() {
        let rule = Recurrence(frequency: .weekly, end: .until(due("2026-03-25").day))
        #expect(rule.upcoming(after: due("2026-03-11"), limit: 5).map(\.description) == ["2026-03-18", "2026-03-25"])
    }

    @Test(arguments: [
        ("FREQ=DAILY", "2026-03-11"), ("FREQ=WEEKLY;BYDAY=MO", "2026-03-16"), ("FREQ=WEEKLY;BYDAY=WE", "2026-03-11"),
        ("FREQ=MONTHLY;BYMONTHDAY=1", "2026-04-01"), ("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-03-31"),
        ("FREQ=MONTHLY", "2026-03-11"), ("FREQ=MONTHLY;BYDAY=2TU", "2026-04-14"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "2026-03-16"), ("FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1", "2026-04-01"),
        ("FREQ=YEARLY;INTERVAL=4;BYMONTHDAY=29;BYMONTH=2", "2027-02-28"),
    ])
    func aRepeatWithoutADueDateStartsFromToday(rule: String, expected: String) throws {
        let recurrence = try #require(Recurrence(ruleText: rule))
        #expect(recurrence.firstOccurrence(onOrAfter: Fixtures.clock.today).description == expected)
    }

    // MARK: - RRULE text

    @Test(arguments: [
        "FREQ=DAILY", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20270601", "FREQ=MONTHLY;BYMONTHDAY=-1",
        "FREQ=MONTHLY;BYDAY=2TU;COUNT=5", "FREQ=YEARLY;BYMONTHDAY=29;BYMONTH=2",
        "FREQ=DAILY;WKST=SU", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=MO", "FREQ=WEEKLY;BYDAY=MO,TH;WKST=SU",
        "FREQ=YEARLY;BYMONTH=3",
    ])
    func ruleTextRoundTrips(text: String) throws {
        #expect(try #require(Recurrence(ruleText: text)).ruleText == text)
    }

    @Test func aWeekStartIsKeptVerbatim() throws {
        #expect(try #require(Recurrence(ruleText: "FREQ=DAILY;WKST=SU")).otherParts == ["WKST=SU"])
    }

    /// Following these without the parts taskdeck does not compute would give wrong dates.
    @Test(arguments: [
        "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;UNTIL=20271231T235959Z", "FREQ=MONTHLY;BYMONTHDAY=1,15",
        "FREQ=MONTHLY;BYMONTHDAY=1;BYMONTHDAY=15", "FREQ=MONTHLY;BYDAY=MO", "FREQ=MONTHLY;BYMONTH=3",
        "FREQ=YEARLY;BYDAY=MO", "FREQ=YEARLY;BYMONTHDAY=15", "FREQ=YEARLY;BYDAY=2TU", "FREQ=WEEKLY;BYMONTHDAY=1",
        "FREQ=DAILY;BYMONTH=3", "FREQ=DAILY;BYHOUR=9", "FREQ=MONTHLY;BYDAY=1MO,3MO", "FREQ=DAILY;X-NAME=1",
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=SU", "FREQ=MONTHLY;BYMONTHDAY=-2", "FREQ=DAILY;INTERVAL=0",
    ])
    func aRuleWithPartsTaskdeckDoesNotFollowIsNotRead(text: String) {
        #expect(Recurrence(ruleText: text) == nil)
    }

    @Test(arguments: ["FREQ=MONTHLY;=", "FREQ=WEEKLY;=;BYDAY=MO", "FREQ=DAILY;=x"])
    func aPartWithoutANameIsNotFollowed(text: String) {
        #expect(Recurrence(ruleText: text) == nil)
    }

    @Test(arguments: ["FREQ=HOURLY", "INTERVAL=2", "", "FREQ=SECONDLY;INTERVAL=5", "FREQ=DAILY;INTERVAL=1001",
                      "FREQ=DAILY;INTERVAL=99999999999", "FREQ=WEEKLY;INTERVAL=9223372036854775807"])
    func aRuleWithoutAFrequencyTaskdeckFollowsIsNotRead(text: String) {
        #expect(Recurrence(ruleText: text) == nil)
    }
}

/// No rule steps past the calendar the files keep (years 1...9999) or traps on overflow:
/// the repeat finishes instead.
struct RecurrenceCalendarEndTests {
    @Test func theLargestIntervalIsRead() throws {
        #expect(try #require(Recurrence(ruleText: "FREQ=DAILY;INTERVAL=1000")).interval == 1000)
    }

    @Test(arguments: Recurrence.Frequency.allCases, [Recurrence.Mode.fromDue, .fromCompletion])
    func aHugeIntervalFinishesTheRepeat(frequency: Recurrence.Frequency, mode: Recurrence.Mode) {
        for weekdays in [[], [2, 5]] {
            let rule = Recurrence(frequency: frequency, interval: .max, weekdays: weekdays, mode: mode)
            #expect(rule.advance(due: due("2026-03-13"), completedOn: CalendarDay(dayNumber: 20_523)) == .finished, "a Friday: no Mon or Thu left in its week")
        }
    }

    @Test(arguments: Recurrence.Frequency.allCases)
    func aRepeatNearTheCalendarsEndFinishes(frequency: Recurrence.Frequency) {
        let rule = Recurrence(frequency: frequency, interval: 1000)
        #expect(rule.advance(due: due("9999-06-01"), completedOn: CalendarDay(dayNumber: 20_523)) == .finished)
        #expect(rule.upcoming(after: due("9990-06-01"), limit: 5).allSatisfy { $0.year <= 9999 })
    }

    @Test func checkedAddingStaysInTheStoredYears() {
        let last = CalendarDay(year: 9999, month: 12, day: 31)
        let first = CalendarDay(year: 1, month: 1, day: 1)
        #expect(last?.checkedAdding(days: 1) == nil && last?.checkedAdding(months: 1) == nil)
        #expect(first?.checkedAdding(days: -1) == nil && first?.checkedAdding(months: -1) == nil)
        #expect(last?.checkedAdding(days: .min) == nil && first?.checkedAdding(days: .max) == nil)
        #expect(first?.checkedAdding(months: .max) == nil)
        #expect(last?.checkedAdding(days: -1)?.description == "9999-12-30")
    }
}

struct RecurrenceModeNameTests {
    @Test(arguments: [(Recurrence.Mode.fromDue, "due"), (.fromCompletion, "completion")])
    func eachModeHasOneStoredName(mode: Recurrence.Mode, name: String) {
        #expect(mode.storedName == name)
        #expect(Recurrence.Mode(storedName: name) == mode)
    }

    @Test(arguments: ["", "Due", "start", "completed"])
    func otherWordsNameNoMode(word: String) {
        #expect(Recurrence.Mode(storedName: word) == nil)
    }
}
