import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// A repeating task's next occurrence keeps its wait and scheduled dates as far ahead of
/// its due date as this one had them (today is Wed 2026-03-11).
struct PlanRepeatTests {
    func repeating(_ rule: Recurrence, due: Due, wait: Due?, scheduled: Due?) throws -> Task {
        try Task(title: "Pay rent", created: Fixtures.clock.now, due: due, recurrence: rule, wait: wait, scheduled: scheduled)
    }

    @Test func completingKeepsTheDistances() throws {
        let task = try repeating(Recurrence(frequency: .monthly), due: Due(day: try Fixtures.day(2026, 3, 31)),
                                 wait: Due(day: try Fixtures.day(2026, 3, 24)),
                                 scheduled: Due(day: try Fixtures.day(2026, 3, 28), hour: 9))
        let repository = SpyRepository([task])
        _ = try TaskService(repository: repository, clock: Fixtures.clock).setCompleted(true, ids: [task.id])
        let moved = try #require(repository.tasks.first { $0.id == task.id })
        // Mar 31 -> Apr 30 is 30 days: the wait and the scheduled day move as far.
        let april30 = try Fixtures.day(2026, 4, 30)
        #expect(moved.due?.day == april30)
        #expect(moved.wait == Due(day: try Fixtures.day(2026, 4, 23)))
        #expect(moved.scheduled == Due(day: try Fixtures.day(2026, 4, 27), hour: 9))
        let record = try #require(repository.tasks.first { $0.id != task.id })
        #expect(record.wait == task.wait && record.scheduled == task.scheduled)
    }

    @Test func skippingKeepsTheDistancesToo() throws {
        let task = try repeating(Recurrence(frequency: .weekly), due: Due(day: try Fixtures.day(2026, 3, 13)),
                                 wait: Due(day: try Fixtures.day(2026, 3, 11)), scheduled: nil)
        let repository = SpyRepository([task])
        _ = try TaskService(repository: repository, clock: Fixtures.clock).skipOccurrence(ids: [task.id])
        #expect(repository.tasks[0].wait == Due(day: try Fixtures.day(2026, 3, 18)) && repository.tasks[0].scheduled == nil)
    }

    @Test func movingARepeatingTasksDueMovesItsOccurrence() throws {
        let task = try repeating(Recurrence(frequency: .weekly), due: Due(day: try Fixtures.day(2026, 3, 13)),
                                 wait: Due(day: try Fixtures.day(2026, 3, 12)), scheduled: Due(day: try Fixtures.day(2026, 3, 12)))
        let repository = SpyRepository([task])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        _ = try service.edit([task.id], TaskEdit(due: .set(Due(day: try Fixtures.day(2026, 3, 16)))))
        #expect(repository.tasks[0].wait == Due(day: try Fixtures.day(2026, 3, 15)))
        #expect(repository.tasks[0].scheduled == Due(day: try Fixtures.day(2026, 3, 15)))
        // The same edit setting the wait: it is taken as given.
        _ = try service.edit([task.id], TaskEdit(due: .set(Due(day: try Fixtures.day(2026, 3, 20))),
                                                 wait: .set(nil)))
        let nineteenth = Due(day: try Fixtures.day(2026, 3, 19))
        #expect(repository.tasks[0].wait == nil && repository.tasks[0].scheduled == nineteenth)
    }

    @Test func aOneOffTasksDueMovesAlone() throws {
        let task = try Task(title: "Dentist", created: Fixtures.clock.now, due: Due(day: try Fixtures.day(2026, 3, 13)),
                            wait: Due(day: try Fixtures.day(2026, 3, 12)))
        let repository = SpyRepository([task])
        _ = try TaskService(repository: repository, clock: Fixtures.clock)
            .edit([task.id], TaskEdit(due: .set(Due(day: try Fixtures.day(2026, 3, 20)))))
        #expect(repository.tasks[0].wait == Due(day: try Fixtures.day(2026, 3, 12)))
    }

    @Test func addAndEditSetThePlanFields() throws {
        let repository = SpyRepository()
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let wait = Due(day: try Fixtures.day(2026, 3, 20)), scheduled = Due(day: try Fixtures.day(2026, 3, 21), hour: 8)
        let until = Due(day: try Fixtures.day(2026, 4, 1))
        _ = try service.add(TaskDraft(title: "Plan", wait: wait, scheduled: scheduled, until: until))
        let task = try #require(repository.tasks.first)
        #expect(task.wait == wait && task.scheduled == scheduled && task.until == until)
        _ = try service.edit([task.id], TaskEdit(wait: .set(nil), scheduled: .set(nil), until: .set(nil)))
        #expect(repository.tasks[0].wait == nil && repository.tasks[0].scheduled == nil && repository.tasks[0].until == nil)
    }
}
