import Testing
import TaskDomain
import TaskTestSupport
import TaskWording

@Suite struct ChangeSummaryTests {
    @Test func oneTaskIsNamedAndSeveralAreCounted() throws {
        let milk = try Fixtures.task("Buy milk")
        let bread = try Fixtures.task("Buy bread")
        let one = TaskChange(action: .completed, entries: [.init(id: milk.id, before: milk, after: try Fixtures.task("Buy milk", status: .completed))])
        #expect(ChangeSummary.text(of: one) == "Completed 'Buy milk'")
        #expect(ChangeSummary.text(of: one, title: { String($0.prefix(3)) }) == "Completed 'Buy'")
        let two = TaskChange(action: .deleted, entries: [.init(id: milk.id, before: milk, after: nil),
                                                         .init(id: bread.id, before: bread, after: nil)])
        #expect(ChangeSummary.text(of: two) == "Deleted 2 tasks")
        let added = TaskChange(action: .added, entries: [.init(id: bread.id, before: nil, after: bread)])
        #expect(ChangeSummary.text(of: added) == "Added 'Buy bread'")
    }

    @Test func everyActionHasItsVerb() {
        let verbs = [TaskChange.Action.added, .edited, .completed, .reopened, .toggled, .deleted, .imported, .skipped]
            .map(ChangeSummary.verb)
        #expect(verbs == ["Added", "Edited", "Completed", "Reopened", "Toggled", "Deleted", "Imported", "Skipped"])
    }

    /// Completing a repeating task names the task, not its completed copy, and where it moved.
    @Test func aRepeatingTaskSaysItsNextDueDate() throws {
        let task = try Task(title: "Gym", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 11), hour: 7),
                            recurrence: Recurrence(frequency: .weekly))
        let repository = SpyRepository([task])
        let change = try TaskService(repository: repository, clock: Fixtures.clock).setCompleted(true, ids: [task.id])
        #expect(ChangeSummary.text(of: change) == "Completed 'Gym', next due Wed 2026-03-18 07:00")
        #expect(ChangeSummary.text(of: change.inverse) == "Completed 'Gym'")
    }

    @Test(arguments: [
        (Recurrence(frequency: .weekly, weekdays: [2, 3, 4, 5, 6]), "every weekday"),
        (Recurrence(frequency: .weekly, interval: 2, weekdays: [2, 5], end: .until(CalendarDay(dayNumber: 20_605))),
         "every 2 weeks on Mon, Thu until 2026-06-01"),
        (Recurrence(frequency: .monthly, monthDay: .last), "every month on the last day"),
        (Recurrence(frequency: .monthly, monthDay: .weekday(ordinal: 2, weekday: 3)), "every month on the 2nd Tue"),
        (Recurrence(frequency: .monthly, monthDay: .weekday(ordinal: -1, weekday: 6)), "every month on the last Fri"),
        (Recurrence(frequency: .monthly, interval: 3, monthDay: .day(22)), "every 3 months on the 22nd"),
        (Recurrence(frequency: .daily, interval: 3, end: .count(5), mode: .fromCompletion), "after 3 days 5 times"),
        (Recurrence(frequency: .yearly), "every year"),
    ])
    func aRuleIsAPhraseTheParserReadsBack(rule: Recurrence, phrase: String) throws {
        #expect(RecurrenceWording.phrase(of: rule) == phrase)
        let parser = RecurrencePhraseParser(clock: Fixtures.clock)
        #expect(try parser.parse(phrase) == rule)
    }

    @Test func theReadingWordsSayWhatTaskdeckKeepsWithoutFollowing() throws {
        let rule = try #require(Recurrence(ruleText: "FREQ=DAILY;INTERVAL=2;BYHOUR=9", mode: .fromCompletion))
        #expect(RecurrenceWording.text(of: rule) == "after 2 days (from completion) (kept: BYHOUR=9)")
    }
}
