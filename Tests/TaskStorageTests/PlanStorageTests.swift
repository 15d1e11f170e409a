import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// The plan's fields (wait, scheduled, until, work intervals) survive the task file: the
/// fast reader, the Codable reader and the journal; a file without them (every file an
/// older taskdeck wrote) still reads, with none.
struct PlanStorageTests {
    func planned() throws -> Task {
        let start = Fixtures.date(2026, 3, 10, 9, 0)
        return try Task(title: "Report", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 20)),
                        wait: Due(day: Fixtures.day(2026, 3, 15)), scheduled: Due(day: Fixtures.day(2026, 3, 16), hour: 8, minute: 30),
                        until: Due(day: Fixtures.day(2026, 3, 31)),
                        intervals: [WorkInterval(start: start, end: start.addingTimeInterval(1500)),
                                    WorkInterval(start: start.addingTimeInterval(3600))])
    }

    @Test func theTaskFileKeepsEveryPlanField() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let task = try planned()
        try FileTaskRepository(url: folder.taskFile).save([task])
        let text = try folder.read()
        #expect(text.contains(#""wait" : "2026-03-15""#))
        #expect(text.contains(#""scheduled" : "2026-03-16T08:30""#))
        #expect(text.contains(#""until" : "2026-03-31""#))
        #expect(text.contains(#""end" : "2026-03-10T09:25:00Z""#))
        #expect(text.contains(#""start" : "2026-03-10T10:00:00Z""#))
        #expect(text.contains("\"schemaVersion\" : 1"))
        let read = try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        #expect(read == [task])
        #expect(read.first?.isActive == true)
        #expect(read.first?.intervals.count == 2)
    }

    /// The Codable path (taken for anything the fast reader steps aside for, here a date with
    /// fractions of a second elsewhere in the file) reads the same fields.
    @Test func theCodablePathReadsThePlanFieldsToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("""
            {"schemaVersion": 1, "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "Report",
             "created": "2026-03-01T08:00:00.5Z", "wait": "2026-03-15", "scheduled": "2026-03-16T08:30",
             "until": "2026-03-31", "intervals": [{"start": "2026-03-10T09:00:00Z", "end": "2026-03-10T09:25:00Z"},
             {"start": "2026-03-10T10:00:00Z"}]}]}
            """)
        let task = try #require(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll().first)
        #expect(task.wait == Due(day: try Fixtures.day(2026, 3, 15)))
        #expect(task.scheduled == Due(day: try Fixtures.day(2026, 3, 16), hour: 8, minute: 30))
        #expect(task.until == Due(day: try Fixtures.day(2026, 3, 31)))
        #expect(task.intervals == [WorkInterval(start: Fixtures.date(2026, 3, 10, 9, 0), end: Fixtures.date(2026, 3, 10, 9, 25)),
                                   WorkInterval(start: Fixtures.date(2026, 3, 10, 10, 0))])
    }

    @Test func aFileWithoutThePlanFieldsReadsWithNone() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("""
            {"schemaVersion": 1, "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "Old",
             "created": "2026-03-01T08:00:00Z", "due": "2026-04-01"}]}
            """)
        let task = try #require(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll().first)
        #expect(task.wait == nil && task.scheduled == nil && task.until == nil && task.intervals.isEmpty)
        #expect(task.due == Due(day: try Fixtures.day(2026, 4, 1)))
    }

    /// A start, a stop and a wait are journal records; a fresh reader of the file and its
    /// journal sees what the writer holds.
    @Test func startStopAndWaitGoThroughTheJournal() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let repository = FileTaskRepository(url: folder.taskFile)
        let clock = MovableClock(Fixtures.clock)
        let service = TaskService(repository: repository, clock: clock)
        let task = try Fixtures.task("Report")
        try repository.save([task])
        let snapshot = try folder.read()
        try service.start(ids: [task.id], severalAtOnce: false)
        clock.advance(25 * 60)
        try service.stop(ids: [task.id])
        try service.edit([task.id], TaskEdit(wait: .set(Due(day: try Fixtures.day(2026, 3, 14)))))
        #expect(try folder.read() == snapshot, "the changes are journal records, not a rewrite")
        let fresh = try #require(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll().first)
        #expect(fresh == (try repository.loadAll().first))
        #expect(fresh.intervals == [WorkInterval(start: Fixtures.clock.now, end: Fixtures.clock.now.addingTimeInterval(1500))])
        #expect(fresh.wait == Due(day: try Fixtures.day(2026, 3, 14)))
        #expect(fresh.timeSpent(until: clock.now) == 1500)
        try repository.compact()
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == [fresh])
    }
}
