import Foundation
import Testing
import TaskDomain
import TaskTestSupport
import TaskICalendar
import TaskStorage

/// A task's parent in both stores: the JSON file's `parent` key (an optional key, so the
/// schema version stays) and a vdir's `RELATED-TO;RELTYPE=PARENT`.
struct SubtaskStorageTests {
    func family() throws -> (parent: Task, child: Task) {
        let parent = try Fixtures.task("Trip")
        let child = try Task(title: "Book hotel", created: parent.created, parent: parent.id)
        return (parent, child)
    }

    @Test func theJSONFileKeepsTheParentUnderItsOwnKeyAndSchemaVersion1() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (parent, child) = try family()
        let repository = FileTaskRepository(url: folder.taskFile)
        try repository.save([parent, child])
        // Read back through a fresh repository (the journal), then after folding into the snapshot.
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == [parent, child])
        let compacting = FileTaskRepository(url: folder.taskFile)
        _ = try compacting.loadAll()
        try compacting.compact()
        let text = try folder.read()
        #expect(text.contains("\"parent\" : \"\(parent.id)\""))
        #expect(text.contains("\"schemaVersion\" : 1"))
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == [parent, child])
    }

    @Test func aParentThatIsNoUUIDIsAClearErrorAndLosesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let written = """
            {"schemaVersion": 1, "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "T",
             "created": "2026-03-01T08:00:00Z", "parent": "nope"}]}
            """
        try folder.write(written)
        #expect(throws: (any Error).self) { try FileTaskRepository(url: folder.taskFile).loadAll() }
        #expect(try folder.read() == written)
    }

    @Test func aVdirWritesRelatedToAndReadsItBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (parent, child) = try family()
        let repository = VdirTaskRepository(url: folder.url)
        try repository.save([parent, child])
        let file = try String(contentsOf: folder.url.appendingPathComponent("\(child.id).ics"), encoding: .utf8)
        #expect(file.contains("\r\nRELATED-TO;RELTYPE=PARENT:\(parent.id)\r\n"))
        let reread = try VdirTaskRepository(url: folder.url, mode: .readOnly).loadAll()
        #expect(reread.first { $0.id == child.id }?.parent == parent.id)
        // Made top-level again: the line goes.
        try repository.save([try Task(id: child.id, title: child.title, created: child.created)])
        let after = try String(contentsOf: folder.url.appendingPathComponent("\(child.id).ics"), encoding: .utf8)
        #expect(!after.contains("RELATED-TO"))
    }

    @Test func otherClientsRelationsAreReadAsTheyMeanAndKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // Another client's parent UID (no UUID), a sibling relation and a child relation.
        let text = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//other//EN", "BEGIN:VTODO", "UID:child@example.com",
            "SUMMARY:Child", "DTSTAMP:20260301T080000Z", "RELATED-TO;RELTYPE=SIBLING:sister@example.com",
            "RELATED-TO:parent@example.com", "RELATED-TO;RELTYPE=CHILD:grandchild@example.com",
            "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        let path = folder.url.appendingPathComponent("child.ics")
        try Data(text.utf8).write(to: path)
        let repository = VdirTaskRepository(url: folder.url)
        let child = try #require(try repository.loadAll().first)
        #expect(child.parent == TaskUID.taskID(forUID: "parent@example.com"))
        // An edit of another field keeps every RELATED-TO line as written.
        try repository.save([try Task(id: child.id, title: "Renamed", created: child.created, parent: child.parent)])
        let edited = try String(contentsOf: path, encoding: .utf8)
        #expect(edited.contains("\r\nRELATED-TO;RELTYPE=SIBLING:sister@example.com\r\n"))
        #expect(edited.contains("\r\nRELATED-TO:parent@example.com\r\n"))
        #expect(edited.contains("\r\nRELATED-TO;RELTYPE=CHILD:grandchild@example.com\r\n"))
        // A new parent replaces only the PARENT line.
        let newParent = TaskID()
        try repository.save([try Task(id: child.id, title: "Renamed", created: child.created, parent: newParent)])
        let moved = try String(contentsOf: path, encoding: .utf8)
        #expect(moved.contains("\r\nRELATED-TO;RELTYPE=PARENT:\(newParent)\r\n") && !moved.contains("parent@example.com"))
        #expect(moved.contains("SIBLING:sister@example.com") && moved.contains("CHILD:grandchild@example.com"))
    }
}
