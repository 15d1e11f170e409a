import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// Completing, skipping and undoing repeating tasks through `TaskService` (today is Wed 2026-03-11).
struct RepeatingTaskServiceTests {
    func repeating(_ rule: Recurrence, due dueText: String? = "2026-03-11") throws -> Task {
        try Task(title: "Water plants", created: Date(timeIntervalSince1970: 0), due: dueText.map(due),
                 project: "home", tags: ["garden"], recurrence: rule)
    }

    @Test func completingMovesTheTaskAndRecordsTheOccurrenceAsACompletedCopy() throws {
        let task = try repeating(Recurrence(frequency: .weekly))
        let repository = SpyRepository([task])
        let change = try TaskService(repository: repository, clock: Fixtures.clock).setCompleted(true, ids: [task.id])
        #expect(change.action == .completed && change.entries.count == 2)
        let moved = try #require(repository.tasks.first { $0.id == task.id })
        #expect(moved.due == due("2026-03-18") && !moved.isCompleted && moved.recurrence == task.recurrence)
        let record = try #require(repository.tasks.first { $0.id != task.id })
        #expect(record.isCompleted && record.completed == Fixtures.clock.now && record.recurrence == nil)
        #expect(record.title == task.title && record.due == task.due && record.tags == task.tags
            && record.project == task.project && record.created == task.created)
        #expect(change.subjectEntries.map(\.id) == [task.id])
    }

    @Test func undoTakesBackBothTheMoveAndTheRecord() throws {
        let task = try repeating(Recurrence(frequency: .monthly, end: .count(3)), due: "2027-01-31")
        let repository = SpyRepository([task])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let change = try service.toggleCompletion(ids: [task.id])
        #expect(repository.tasks.count == 2)
        #expect(repository.tasks.first { $0.id == task.id }?.recurrence
            == Recurrence(frequency: .monthly, monthDay: .day(31), end: .count(2)))
        try service.commit(change.inverse)  // what an undo writes
        #expect(repository.tasks == [task])
        try service.commit(change)
        #expect(repository.tasks.count == 2 && repository.tasks.first { $0.id == task.id }?.due == due("2027-02-28"))
    }

    @Test func theLastOccurrenceCompletesTheTaskItself() throws {
        let task = try repeating(Recurrence(frequency: .daily, end: .count(1)))
        let repository = SpyRepository([task])
        let change = try TaskService(repository: repository, clock: Fixtures.clock).setCompleted(true, ids: [task.id])
        #expect(change.entries.count == 1 && repository.tasks.count == 1)
        #expect(repository.tasks[0].isCompleted && repository.tasks[0].id == task.id)
    }

    @Test func pastTheUntilDateTheTaskIsDone() throws {
        let task = try repeating(Recurrence(frequency: .weekly, end: .until(due("2026-03-17").day)))
        let repository = SpyRepository([task])
        try TaskService(repository: repository, clock: Fixtures.clock).setCompleted(true, ids: [task.id])
        #expect(repository.tasks.count == 1 && repository.tasks[0].isCompleted)
    }

    @Test func skippingMovesWithoutARecordAndLeavesOtherTasksAlone() throws {
        let task = try repeating(Recurrence(frequency: .weekly, weekdays: [2, 5]))
        let plain = try Fixtures.task("Plain")
        let repository = SpyRepository([task, plain])
        let change = try TaskService(repository: repository, clock: Fixtures.clock).skipOccurrence(ids: [task.id, plain.id])
        #expect(change.action == .skipped && change.ids == [task.id])
        #expect(repository.tasks.count == 2 && repository.tasks[0].due == due("2026-03-12") && !repository.tasks[0].isCompleted)
        #expect(repository.tasks[1] == plain)
    }

    /// Issue 25, item 7: a task repeating after completion has no occurrence of its own to
    /// skip; skipping it is an empty change (nothing written, so no undo step), and the
    /// task says why (`skipRefusal`).
    @Test func skippingATaskRepeatingAfterCompletionIsAnEmptyChange() throws {
        let task = try repeating(Recurrence(frequency: .daily, interval: 3, mode: .fromCompletion))
        let repository = SpyRepository([task])
        let change = try TaskService(repository: repository, clock: Fixtures.clock).skipOccurrence(ids: [task.id])
        #expect(change.isEmpty && repository.writes.isEmpty && repository.tasks == [task])
        #expect(task.skipRefusal == .repeatsAfterCompletion)
        #expect(try Fixtures.task("Plain").skipRefusal == .notRepeating)
        #expect(try repeating(Recurrence(frequency: .weekly)).skipRefusal == nil)
    }

    /// Skipping the last occurrence records nothing as done: the task goes (its subtasks move
    /// up a level), in one change that undo takes back.
    @Test func skippingTheLastOccurrenceRemovesTheTaskAndKeepsItsSubtasks() throws {
        let task = try repeating(Recurrence(frequency: .weekly, end: .count(1)))
        var child = try Fixtures.task("Buy soil")
        child.parent = task.id
        let repository = SpyRepository([task, child])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let change = try service.skipOccurrence(ids: [task.id])
        #expect(change.action == .skipped && change.subjectEntries.map(\.id) == [task.id])
        #expect(repository.tasks.count == 1 && repository.tasks[0].id == child.id && repository.tasks[0].parent == nil)
        #expect(!repository.tasks.contains { $0.isCompleted })
        try service.commit(change.inverse)  // what an undo writes
        #expect(Set(repository.tasks) == Set([task, child]))
    }

    @Test func fromCompletionCountsFromTodayInTheClocksZoneAcrossADaylightSavingChange() throws {
        // 00:30 on 2026-03-29 in Berlin, the night clocks go forward, is still 2026-03-28 in UTC.
        guard let berlin = TimeZone(identifier: "Europe/Berlin") else {
            Issue.record("no Europe/Berlin zone")
            return
        }
        let clock = FixedClock(year: 2026, month: 3, day: 29, hour: 0, minute: 30, timeZone: berlin)
        let task = try repeating(Recurrence(frequency: .daily, mode: .fromCompletion), due: "2026-03-27T09:00")
        let repository = SpyRepository([task])
        try TaskService(repository: repository, clock: clock).setCompleted(true, ids: [task.id])
        #expect(repository.tasks.first { $0.id == task.id }?.due == due("2026-03-30T09:00"))
    }

    @Test func aTimedDueKeepsItsWallClockTimeOverTheDaylightSavingChange() throws {
        guard let berlin = TimeZone(identifier: "Europe/Berlin") else {
            Issue.record("no Europe/Berlin zone")
            return
        }
        let clock = FixedClock(year: 2026, month: 3, day: 28, hour: 10, minute: 0, timeZone: berlin)
        let task = try repeating(Recurrence(frequency: .daily), due: "2026-03-28T09:00")
        let repository = SpyRepository([task])
        try TaskService(repository: repository, clock: clock).setCompleted(true, ids: [task.id])
        #expect(repository.tasks.first { $0.id == task.id }?.due == due("2026-03-29T09:00"))
    }

    @Test func aRepeatWithoutADueDateStartsOnTheRulesFirstDayFromToday() throws {
        let repository = SpyRepository()
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        try service.add(TaskDraft(title: "Gym", recurrence: Recurrence(frequency: .weekly, weekdays: [2])))
        #expect(repository.tasks.first?.due == due("2026-03-16"))
        let plain = try Fixtures.task("Plain")
        try repository.commit(TaskChange(action: .added, entries: [.init(id: plain.id, before: nil, after: plain)]))
        try service.edit([plain.id], TaskEdit(recurrence: .set(Recurrence(frequency: .daily))))
        #expect(repository.tasks.first { $0.id == plain.id }?.due == due("2026-03-11"))
    }

    /// A repeat that ends before its first due date is refused, pointing at the until date;
    /// one that started before its until date (an overdue one) is kept.
    @Test func aRepeatThatEndsBeforeItStartsIsRefused() throws {
        let repository = SpyRepository()
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        // The 2nd Tuesday of March was yesterday: it would start on April 14th, after its end.
        let secondTuesday = Recurrence(frequency: .monthly, monthDay: .weekday(ordinal: 2, weekday: 3), end: .until(due("2026-03-11").day))
        let error = #expect(throws: TaskDomainError.self) { try service.add(TaskDraft(title: "Review", recurrence: secondTuesday)) }
        guard case .invalidRepeatPhrase(_, let word, let expected) = error else { Issue.record("unexpected \(String(describing: error))"); return }
        #expect(word == "2026-03-11" && expected.contains("2026-04-14 (this repeat ends before it starts)"))
        let untilYesterday = Recurrence(frequency: .daily, end: .until(due("2026-03-10").day))
        #expect(throws: TaskDomainError.self) { try service.add(TaskDraft(title: "Walk", recurrence: untilYesterday)) }
        #expect(throws: TaskDomainError.self) {
            try service.add(TaskDraft(title: "Walk", due: due("2026-03-11"), recurrence: untilYesterday))
        }
        #expect(repository.tasks.isEmpty)
        try service.add(TaskDraft(title: "Walk", due: due("2026-03-01"), recurrence: untilYesterday))
        let plain = try Fixtures.task("Plain")
        try repository.commit(TaskChange(action: .added, entries: [.init(id: plain.id, before: nil, after: plain)]))
        #expect(throws: TaskDomainError.self) {
            try service.edit([plain.id], TaskEdit(recurrence: .set(untilYesterday)))
        }
        #expect(repository.tasks.count == 2 && repository.tasks.allSatisfy { $0.title == "Walk" || $0.recurrence == nil })
    }

    @Test func reopeningACompletedRecordIsAPlainReopen() throws {
        let task = try repeating(Recurrence(frequency: .weekly))
        let repository = SpyRepository([task])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        try service.setCompleted(true, ids: [task.id])
        let record = try #require(repository.tasks.first { $0.id != task.id })
        let change = try service.toggleCompletion(ids: [record.id])
        #expect(change.action == .reopened && change.entries.count == 1 && repository.tasks.count == 2)
    }
}
