import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// Start and stop through `TaskService`: every interval kept, one task running unless
/// several may, completing an active task stops it, a repeating task's time goes with the
/// record of the occurrence it was spent on.
struct TimeSpentTests {
    let clock = MovableClock(Fixtures.clock)

    func service(_ repository: SpyRepository) -> TaskService {
        TaskService(repository: repository, clock: clock)
    }

    @Test func startAndStopKeepEveryInterval() throws {
        let task = try Fixtures.task("Write")
        let repository = SpyRepository([task])
        let service = service(repository)
        let started = try service.start(ids: [task.id], severalAtOnce: false)
        #expect(started.action == .started && started.ids == [task.id])
        #expect(repository.tasks[0].isActive && repository.tasks[0].activeSince == clock.now)
        clock.advance(25 * 60)
        #expect(repository.tasks[0].timeSpent(until: clock.now) == 25 * 60)
        let stopped = try service.stop(ids: [task.id])
        #expect(stopped.action == .stopped && !repository.tasks[0].isActive)
        clock.advance(3600)
        _ = try service.start(ids: [task.id], severalAtOnce: false)
        clock.advance(5 * 60)
        _ = try service.stop(ids: [task.id])
        let intervals = repository.tasks[0].intervals
        #expect(intervals.count == 2 && intervals.allSatisfy { !$0.isRunning })
        #expect(intervals.map { $0.seconds(until: clock.now) } == [25 * 60, 5 * 60])
        #expect(repository.tasks[0].timeSpent(until: clock.now.addingTimeInterval(9999)) == 30 * 60)
    }

    @Test func startingARunningTaskChangesNothing() throws {
        let task = try Fixtures.task("Write")
        let repository = SpyRepository([task])
        _ = try service(repository).start(ids: [task.id], severalAtOnce: false)
        clock.advance(60)
        let again = try service(repository).start(ids: [task.id], severalAtOnce: false)
        #expect(again.isEmpty && repository.writes.count == 1 && repository.tasks[0].intervals.count == 1)
        #expect(try service(repository).stop(ids: [task.id]).ids == [task.id])
        #expect(try service(repository).stop(ids: [task.id]).isEmpty)
    }

    @Test func oneRunsAtATimeUnlessSeveralMay() throws {
        let first = try Fixtures.task("First"), second = try Fixtures.task("Second")
        let repository = SpyRepository([first, second])
        _ = try service(repository).start(ids: [first.id], severalAtOnce: false)
        clock.advance(600)
        let change = try service(repository).start(ids: [second.id], severalAtOnce: false)
        #expect(change.ids == [second.id, first.id] && repository.writes.count == 2)
        #expect(!repository.tasks[0].isActive && repository.tasks[0].intervals.first?.end == clock.now)
        #expect(repository.tasks[1].isActive)
        #expect(throws: TaskDomainError.severalToStart(2)) {
            try service(repository).start(ids: [first.id, second.id], severalAtOnce: false)
        }
        let both = try service(repository).start(ids: [first.id], severalAtOnce: true)
        #expect(both.ids == [first.id] && repository.tasks.allSatisfy(\.isActive))
        #expect(try service(repository).activeTasks().count == 2)
    }

    @Test func undoingAStartPutsBackTheTaskItStopped() throws {
        let first = try Fixtures.task("First"), second = try Fixtures.task("Second")
        let repository = SpyRepository([first, second])
        let service = service(repository)
        _ = try service.start(ids: [first.id], severalAtOnce: false)
        let change = try service.start(ids: [second.id], severalAtOnce: false)
        try service.commit(change.inverse)  // what an undo writes
        #expect(repository.tasks[0].isActive && !repository.tasks[1].isActive && repository.tasks[1].intervals.isEmpty)
    }

    @Test func aCompletedTaskCannotStart() throws {
        let task = try Fixtures.task("Done", status: .completed)
        #expect(throws: TaskDomainError.startingCompleted("Done")) {
            try service(SpyRepository([task])).start(ids: [task.id], severalAtOnce: true)
        }
    }

    @Test func completingAnActiveTaskStopsIt() throws {
        let task = try Fixtures.task("Write")
        let repository = SpyRepository([task])
        _ = try service(repository).start(ids: [task.id], severalAtOnce: false)
        clock.advance(90)
        _ = try service(repository).setCompleted(true, ids: [task.id])
        let done = repository.tasks[0]
        #expect(done.isCompleted && !done.isActive && done.intervals == [WorkInterval(start: Fixtures.clock.now, end: clock.now)])
        _ = try service(repository).setCompleted(false, ids: [task.id])
        #expect(!repository.tasks[0].isActive && repository.tasks[0].intervals.count == 1)
    }

    @Test func deletingAnActiveTaskLeavesNothingRunning() throws {
        let task = try Fixtures.task("Write")
        let repository = SpyRepository([task])
        _ = try service(repository).start(ids: [task.id], severalAtOnce: false)
        _ = try service(repository).delete(ids: [task.id])
        #expect(try service(repository).activeTasks().isEmpty)
    }

    @Test func aRepeatingTasksTimeGoesWithTheRecordOfItsOccurrence() throws {
        let task = try Task(title: "Water plants", created: Fixtures.clock.now, due: Due(day: try Fixtures.day(2026, 3, 11)),
                            recurrence: Recurrence(frequency: .weekly))
        let repository = SpyRepository([task])
        _ = try service(repository).start(ids: [task.id], severalAtOnce: false)
        clock.advance(600)
        _ = try service(repository).setCompleted(true, ids: [task.id])
        let moved = try #require(repository.tasks.first { $0.id == task.id })
        let record = try #require(repository.tasks.first { $0.id != task.id })
        let nextWeek = try Fixtures.day(2026, 3, 18)
        #expect(!moved.isActive && moved.intervals.isEmpty && moved.due?.day == nextWeek)
        #expect(record.isCompleted && record.intervals == [WorkInterval(start: Fixtures.clock.now, end: clock.now)])
    }

    @Test func skippingARunningOccurrenceStopsIt() throws {
        let task = try Task(title: "Water plants", created: Fixtures.clock.now, due: Due(day: try Fixtures.day(2026, 3, 11)),
                            recurrence: Recurrence(frequency: .weekly))
        let repository = SpyRepository([task])
        _ = try service(repository).start(ids: [task.id], severalAtOnce: false)
        clock.advance(60)
        _ = try service(repository).skipOccurrence(ids: [task.id])
        #expect(!repository.tasks[0].isActive && repository.tasks[0].intervals.count == 1)
    }

    @Test func startingAWaitingTaskBringsItBack() throws {
        var task = try Fixtures.task("Later")
        task.wait = Due(day: try Fixtures.day(2026, 4, 1))
        let repository = SpyRepository([task])
        _ = try service(repository).start(ids: [task.id], severalAtOnce: false)
        #expect(repository.tasks[0].wait == nil && repository.tasks[0].isActive)
    }

    @Test func aFileMayHoldIntervalsInAnyOrderAndTwoRunning() throws {
        let base = Fixtures.clock.now
        let task = try Task(title: "T", created: base, intervals: [
            WorkInterval(start: base.addingTimeInterval(600)), WorkInterval(start: base),
        ])
        #expect(task.intervals == [WorkInterval(start: base, end: base.addingTimeInterval(600)),
                                   WorkInterval(start: base.addingTimeInterval(600))])
        let done = try Task(title: "T", status: .completed, created: base, completed: base.addingTimeInterval(900),
                            intervals: [WorkInterval(start: base)])
        #expect(done.intervals == [WorkInterval(start: base, end: base.addingTimeInterval(900))] && !done.isActive)
        let week = base..<base.addingTimeInterval(300)
        #expect(done.intervals[0].seconds(within: week, until: base) == 300)
    }
}
