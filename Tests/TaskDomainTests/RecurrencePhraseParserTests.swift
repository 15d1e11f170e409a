import Testing
import TaskDomain
import TaskTestSupport

/// Today is Wednesday 2026-03-11.
struct RecurrencePhraseParserTests {
    let parser = RecurrencePhraseParser(clock: Fixtures.clock)

    /// phrase, the rule it gives, and what it counts from.
    @Test(arguments: [
        ("every day", "FREQ=DAILY", "due"), ("every 3 days", "FREQ=DAILY;INTERVAL=3", "due"),
        ("daily", "", ""), ("every week", "FREQ=WEEKLY", "due"), ("every 2 weeks", "FREQ=WEEKLY;INTERVAL=2", "due"),
        ("every other week", "FREQ=WEEKLY;INTERVAL=2", "due"),
        ("every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "due"),
        ("every mon,thu", "FREQ=WEEKLY;BYDAY=MO,TH", "due"), ("Every Mon, Thu", "FREQ=WEEKLY;BYDAY=MO,TH", "due"),
        ("every monday and friday", "FREQ=WEEKLY;BYDAY=MO,FR", "due"),
        ("every 2 weeks on mon,thu", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "due"),
        ("every month", "FREQ=MONTHLY", "due"), ("every month on the 1st", "FREQ=MONTHLY;BYMONTHDAY=1", "due"),
        ("every 3 months on the 15th", "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15", "due"),
        ("every 15th", "FREQ=MONTHLY;BYMONTHDAY=15", "due"), ("every last day", "FREQ=MONTHLY;BYMONTHDAY=-1", "due"),
        ("every month on the last day", "FREQ=MONTHLY;BYMONTHDAY=-1", "due"),
        ("every 2nd tuesday", "FREQ=MONTHLY;BYDAY=2TU", "due"), ("every last fri", "FREQ=MONTHLY;BYDAY=-1FR", "due"),
        ("every month on the first monday", "FREQ=MONTHLY;BYDAY=1MO", "due"),
        ("every year", "FREQ=YEARLY", "due"), ("every 2 years", "FREQ=YEARLY;INTERVAL=2", "due"),
        ("after 3 days", "FREQ=DAILY;INTERVAL=3", "completion"), ("after a week", "FREQ=WEEKLY", "completion"),
        ("after 2 months", "FREQ=MONTHLY;INTERVAL=2", "completion"),
        ("every week until 2027-06-01", "FREQ=WEEKLY;UNTIL=20270601", "due"),
        ("every mon,thu until 2026-12-24", "FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20261224", "due"),
        ("every day until fri", "FREQ=DAILY;UNTIL=20260313", "due"),
        ("every day 5 times", "FREQ=DAILY;COUNT=5", "due"), ("after 3 days for 4 times", "FREQ=DAILY;INTERVAL=3;COUNT=4", "completion"),
    ])
    func acceptedPhrase(phrase: String, rule: String, from: String) throws {
        guard !rule.isEmpty else {
            #expect(throws: TaskDomainError.self) { try parser.parse(phrase) }
            return
        }
        let parsed = try parser.parse(phrase)
        #expect(parsed.ruleText == rule)
        #expect(parsed.mode == (from == "due" ? .fromDue : .fromCompletion))
    }

    /// phrase, and the word the error points at.
    @Test(arguments: [
        ("every 2 weks", "weks"), ("every", "every"), ("sometimes", "sometimes"), ("every fortnight", "fortnight"),
        ("every week until someday", "someday"), ("every week until", "until"), ("every day x times", "x"),
        ("after 3 days on mon", "on"), ("every 0 days", "0"), ("every week on moon", "moon"),
        ("every month on the 40th", "the"), ("every day on mon", "on"), ("after mon", "mon"),
        // A time of day belongs to the due date: the error names it, not the word before it.
        ("every weekday 9:30 until fri", "9:30"), ("every mon at 5pm", "at 5pm"),
    ])
    func rejectedPhrasePointsAtTheWord(phrase: String, word: String) {
        do {
            _ = try parser.parse(phrase)
            Issue.record("'\(phrase)' was read")
        } catch {
            guard case .invalidRepeatPhrase(let text, let at, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(text == phrase && at == word)
            #expect(error.isInputError)
        }
    }

    @Test(arguments: [
        (Recurrence(frequency: .weekly, weekdays: [2, 3, 4, 5, 6]), "every weekday"),
        (Recurrence(frequency: .weekly, interval: 2, weekdays: [2, 5], end: .until(CalendarDay(dayNumber: 20_605))),
         "every 2 weeks on mon, thu until 2026-06-01"),
        (Recurrence(frequency: .monthly, monthDay: .last), "every month on the last day"),
        (Recurrence(frequency: .monthly, monthDay: .weekday(ordinal: 2, weekday: 3)), "every month on the 2nd tue"),
        (Recurrence(frequency: .monthly, monthDay: .weekday(ordinal: -1, weekday: 6)), "every month on the last fri"),
        (Recurrence(frequency: .monthly, interval: 3, monthDay: .day(22)), "every 3 months on the 22nd"),
        (Recurrence(frequency: .daily, interval: 3, end: .count(5), mode: .fromCompletion), "after 3 days 5 times"),
        (Recurrence(frequency: .yearly), "every year"),
    ])
    func aRuleIsAPhraseTheParserReadsBack(rule: Recurrence, phrase: String) throws {
        #expect(rule.phrase == phrase)
        let parser = RecurrencePhraseParser(clock: Fixtures.clock)
        #expect(try parser.parse(phrase) == rule)
    }
}

/// A time among a rule's words is taken out for the due date (`RecurrencePhraseParser.read`).
struct RecurrenceTimeTests {
    let parser = RecurrencePhraseParser(clock: Fixtures.clock)

    @Test(arguments: [
        ("every weekday 9:30", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", 570, "9:30"),
        ("every mon,thu at 7am 5 times", "FREQ=WEEKLY;BYDAY=MO,TH;COUNT=5", 420, "at 7am"),
        ("every day at 3:30 pm until fri", "FREQ=DAILY;UNTIL=20260313", 930, "at 3:30 pm"),
        ("every tuesday night", "FREQ=WEEKLY;BYDAY=TU", 1200, "night"),
        ("every morning", "FREQ=DAILY", 540, "morning"),
        ("every day at noon", "FREQ=DAILY", 720, "at noon"),
    ] as [(String, String, Int, String)])
    func theTimeIsTheDueDates(phrase: String, rule: String, minute: Int, words: String) throws {
        let reading = try parser.read(phrase)
        #expect(reading.rule.ruleText == rule && reading.minuteOfDay == minute && reading.timeWords == words)
    }

    @Test func aRuleWithoutATimeHasNone() throws {
        let reading = try parser.read("every 2 weeks on mon")
        #expect(reading.minuteOfDay == nil && reading.timeWords == nil)
    }
}
