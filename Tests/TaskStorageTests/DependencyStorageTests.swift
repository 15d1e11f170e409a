import Foundation
import Testing
import TaskDomain
import TaskTestSupport
import TaskICalendar
@testable import TaskStorage

/// What a task waits for, in both stores: the JSON file's `depends` key (fast reader, Codable
/// reader, journal; a file without it reads with none) and a vdir's
/// `RELATED-TO;RELTYPE=DEPENDS-ON` lines (RFC 9253), beside other relations kept byte for byte.
struct DependencyStorageTests {
    func linked() throws -> (Task, Task, Task) {
        let paint = try Fixtures.task("Buy paint"), brushes = try Fixtures.task("Buy brushes")
        let walls = try Task(title: "Paint the walls", created: Fixtures.clock.now, depends: [paint.id, brushes.id])
        return (paint, brushes, walls)
    }

    @Test func theTaskFileAndItsJournalKeepWhatATaskWaitsFor() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (paint, brushes, walls) = try linked()
        let repository = FileTaskRepository(url: folder.taskFile)
        try repository.save([paint, brushes, walls])
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == [paint, brushes, walls])
        let text = try folder.read()
        #expect(text.contains("\"depends\" : ["), "\(text)")
        #expect(text.contains("\"schemaVersion\" : 1"))
        // Through the journal: a change of links is a record; a fresh reader sees it.
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        try service.removeDependencies([walls.id], [brushes.id])
        let fresh = try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        #expect(fresh.first { $0.id == walls.id }?.depends == [paint.id])
        try repository.compact()
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == fresh)
    }

    @Test func theCodablePathReadsDependsAndABadOneIsAClearError() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let blocker = "6f1c0f7e-0000-4000-8000-000000000001"
        try folder.write("""
            {"schemaVersion": 1, "tasks": [{"id": "\(blocker)", "title": "First", "created": "2026-03-01T08:00:00.5Z"},
             {"id": "6f1c0f7e-0000-4000-8000-000000000002", "title": "Then", "created": "2026-03-01T08:00:00Z",
              "depends": ["\(blocker)"]}]}
            """)
        let tasks = try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        #expect(tasks.last?.depends == [try #require(TaskID(blocker))])
        #expect(tasks.first?.depends == [])
        try folder.write("""
            {"schemaVersion": 1, "tasks": [{"id": "\(blocker)", "title": "First", "created": "2026-03-01T08:00:00Z",
              "depends": ["soon"]}]}
            """)
        let before = try folder.read()
        #expect(throws: TaskStorageError.self) { try FileTaskRepository(url: folder.taskFile).loadAll() }
        #expect(try folder.read() == before, "a file it could not read is left as it was")
    }

    @Test func aVdirWritesOneDependsOnLinePerBlockerAndReadsThemBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (paint, brushes, walls) = try linked()
        let repository = VdirTaskRepository(url: folder.url)
        try repository.save([paint, brushes, walls])
        let file = try String(contentsOf: folder.url.appendingPathComponent("\(walls.id).ics"), encoding: .utf8)
        #expect(file.contains("\r\nRELATED-TO;RELTYPE=DEPENDS-ON:\(paint.id)\r\n"))
        #expect(file.contains("\r\nRELATED-TO;RELTYPE=DEPENDS-ON:\(brushes.id)\r\n"))
        #expect(try VdirTaskRepository(url: folder.url, mode: .readOnly).loadAll().first { $0.id == walls.id }?.depends
                == [paint.id, brushes.id])
    }

    @Test func otherRelationsAndAKeptLinesParametersStayByteForByte() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//other//EN", "BEGIN:VTODO", "UID:walls@example.com",
            "SUMMARY:Paint the walls", "DTSTAMP:20260301T080000Z", "RELATED-TO;RELTYPE=PARENT:house@example.com",
            "RELATED-TO;RELTYPE=DEPENDS-ON;GAP=PT1H;X-NOTE=keep:paint@example.com",
            "RELATED-TO;RELTYPE=DEPENDS-ON:brushes@example.com", "RELATED-TO;RELTYPE=FINISHTOSTART:primer@example.com",
            "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        let path = folder.url.appendingPathComponent("walls.ics")
        try Data(text.utf8).write(to: path)
        let repository = VdirTaskRepository(url: folder.url)
        let walls = try #require(try repository.loadAll().first)
        let paint = TaskUID.taskID(forUID: "paint@example.com"), brushes = TaskUID.taskID(forUID: "brushes@example.com")
        #expect(walls.depends == [paint, brushes])
        #expect(walls.parent == TaskUID.taskID(forUID: "house@example.com"))
        // Brushes no longer needed, a new blocker added: only those lines change.
        let primer = TaskID()
        try repository.save([try Task(id: walls.id, title: walls.title, created: walls.created, parent: walls.parent,
                                      depends: [paint, primer])])
        let edited = try String(contentsOf: path, encoding: .utf8)
        #expect(edited.contains("\r\nRELATED-TO;RELTYPE=DEPENDS-ON;GAP=PT1H;X-NOTE=keep:paint@example.com\r\n"))
        #expect(!edited.contains("brushes@example.com"))
        #expect(edited.contains("\r\nRELATED-TO;RELTYPE=DEPENDS-ON:\(primer)\r\n"))
        #expect(edited.contains("\r\nRELATED-TO;RELTYPE=PARENT:house@example.com\r\n"))
        #expect(edited.contains("\r\nRELATED-TO;RELTYPE=FINISHTOSTART:primer@example.com\r\n"))
    }
}

/// The loop check reads the links while the writer holds the store: two writers that each
/// add half of a loop (A waits for B in one, B waits for A in the other, each having read
/// the store before the other wrote) cannot both pass it.
struct DependencyLoopUnderLockTests {
    func halves(of repository: () -> any TaskRepository) throws {
        let first = repository(), second = repository()
        let a = try Fixtures.task("Write the report"), b = try Fixtures.task("Book the room")
        try first.save([a, b])
        _ = try second.loadAll()  // the second writer has read the store: no links yet
        try TaskService(repository: first, clock: Fixtures.clock).setDependencies([a.id], to: [b.id])
        #expect(throws: TaskDomainError.dependencyCycle(["Book the room", "Write the report", "Book the room"])) {
            try TaskService(repository: second, clock: Fixtures.clock).setDependencies([b.id], to: [a.id])
        }
        let stored = try repository().loadAll()
        #expect(stored.first { $0.id == a.id }?.depends == [b.id])
        #expect(stored.first { $0.id == b.id }?.depends == [], "no loop was stored")
    }

    @Test func inTheTaskFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try halves { FileTaskRepository(url: folder.taskFile) }
    }

    @Test func inAVdir() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try halves { VdirTaskRepository(url: folder.url) }
    }

    /// The same for subtasks: A under B in one writer, B under A in the other.
    @Test func subtasksToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let first = FileTaskRepository(url: folder.taskFile), second = FileTaskRepository(url: folder.taskFile)
        let a = try Fixtures.task("Plan"), b = try Fixtures.task("Pack")
        try first.save([a, b])
        _ = try second.loadAll()
        try TaskService(repository: first, clock: Fixtures.clock).edit([a.id], TaskEdit(parent: .set(b.id)))
        #expect(throws: (any Error).self) {
            try TaskService(repository: second, clock: Fixtures.clock).edit([b.id], TaskEdit(parent: .set(a.id)))
        }
        let stored = try FileTaskRepository(url: folder.taskFile).loadAll()
        #expect(stored.first { $0.id == b.id }?.parent == nil, "no loop of subtasks was stored")
    }
}

/// A RELATED-TO line names a task by the UID other clients know it by: where that UID is
/// not a UUID (`blocker@example.com`), the real UID, not the ID taskdeck derives from it;
/// either reads back as the same task.
struct RelatedToRealUIDTests {
    @Test func dependsOnAndParentLinesNameAnotherClientsTaskByItsRealUID() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        func file(_ uid: String, _ title: String) -> String {
            ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//other//EN", "BEGIN:VTODO", "UID:\(uid)", "SUMMARY:\(title)",
             "DTSTAMP:20260301T080000Z", "END:VTODO", "END:VCALENDAR", ""].joined(separator: "\r\n")
        }
        try Data(file("blocker@example.com", "Get the keys").utf8).write(to: folder.url.appendingPathComponent("blocker.ics"))
        try Data(file("trip@example.com", "Trip").utf8).write(to: folder.url.appendingPathComponent("trip.ics"))
        let repository = VdirTaskRepository(url: folder.url)
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let blocker = TaskUID.taskID(forUID: "blocker@example.com"), trip = TaskUID.taskID(forUID: "trip@example.com")
        let waiter = try #require(try service.add(TaskDraft(title: "Drive")).ids.first)
        try service.setDependencies([waiter], to: [blocker])
        try service.edit([waiter], TaskEdit(parent: .set(trip)))
        let path = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .first { $0.hasPrefix(waiter.description) })
        let text = try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
        #expect(text.contains("\r\nRELATED-TO;RELTYPE=DEPENDS-ON:blocker@example.com\r\n"), "\(text)")
        #expect(text.contains("\r\nRELATED-TO;RELTYPE=PARENT:trip@example.com\r\n"), "\(text)")
        let read = try #require(try VdirTaskRepository(url: folder.url).loadAll().first { $0.id == waiter })
        #expect(read.depends == [blocker] && read.parent == trip)
        // A line written before this (naming the derived ID) still reads as the same task.
        try service.setDependencies([waiter], to: [])
        let old = text.replacingOccurrences(of: "DEPENDS-ON:blocker@example.com", with: "DEPENDS-ON:\(blocker)")
        try Data(old.utf8).write(to: folder.url.appendingPathComponent(path))
        #expect(try VdirTaskRepository(url: folder.url).loadAll().first { $0.id == waiter }?.depends == [blocker])
    }
}
