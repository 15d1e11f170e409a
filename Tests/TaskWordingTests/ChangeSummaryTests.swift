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

    /// An edit that moved only dates (the Agenda's `>`, the wait key) says "Rescheduled",
    /// undone too; an edit of anything else besides, or of no date, stays "Edited".
    @Test func anEditOfDatesOnlyIsARescheduling() throws {
        let call = try Fixtures.task("Call", due: Due(day: try Fixtures.day(2026, 3, 11)))
        let service = TaskService(repository: SpyRepository([call]), clock: Fixtures.clock)
        let later = Due(day: try Fixtures.day(2026, 3, 12))
        let moved = try service.edit([call.id], TaskEdit(due: .set(later)))
        #expect(ChangeSummary.text(of: moved) == "Rescheduled 'Call'")
        #expect(ChangeSummary.text(of: moved.inverse) == "Rescheduled 'Call'")
        let waited = try service.edit([call.id], TaskEdit(wait: .set(later)))
        #expect(ChangeSummary.text(of: waited) == "Rescheduled 'Call'")
        let renamed = try service.edit([call.id], TaskEdit(title: .set("Call Sam"), due: .set(Due(day: try Fixtures.day(2026, 3, 13)))))
        #expect(ChangeSummary.text(of: renamed) == "Edited 'Call Sam'")
        let tagged = try service.edit([call.id], TaskEdit(addTags: ["phone"]))
        #expect(ChangeSummary.text(of: tagged) == "Edited 'Call Sam'")
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

    /// Skipping the last occurrence removes the task, and says so rather than naming no date.
    @Test func skippingTheLastOccurrenceSaysTheTaskIsRemoved() throws {
        let task = try Task(title: "Gym", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 11)),
                            recurrence: Recurrence(frequency: .weekly, end: .count(1)))
        let change = try TaskService(repository: SpyRepository([task]), clock: Fixtures.clock).skipOccurrence(ids: [task.id])
        #expect(ChangeSummary.text(of: change) == "Skipped 'Gym', its last occurrence: task removed")
    }

    @Test func theReadingWordsSayWhatTaskdeckKeepsWithoutFollowing() throws {
        let rule = try #require(Recurrence(ruleText: "FREQ=DAILY;INTERVAL=2;WKST=SU", mode: .fromCompletion))
        #expect(RecurrenceWording.text(of: rule) == "after 2 days (from completion) (kept: WKST=SU)")
    }
}
