import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// Annotations survive every store: the task file (fast reader, Codable reader, journal) and
/// the vdir (one dated COMMENT each, other clients' COMMENTs untouched); a file without them
/// (every file an older taskdeck wrote) reads with none.
struct AnnotationStorageTests {
    func annotated() throws -> Task {
        try Task(title: "Fix sink", notes: "under the kitchen", created: Fixtures.clock.now,
                 annotations: [Annotation(entry: Fixtures.date(2026, 3, 10, 9, 0).addingTimeInterval(7), text: "called the plumber"),
                               Annotation(entry: Fixtures.date(2026, 3, 10, 18, 30), text: "back Tuesday, with a washer")])
    }

    @Test func theTaskFileKeepsAnnotationsToTheSecond() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let task = try annotated()
        try FileTaskRepository(url: folder.taskFile).save([task])
        let text = try folder.read()
        #expect(text.contains(#""entry" : "2026-03-10T09:00:07Z""#))
        #expect(text.contains(#""text" : "called the plumber""#))
        #expect(text.contains(#""notes" : "under the kitchen""#))
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == [task])
    }

    @Test func theCodablePathReadsAnnotationsToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("""
            {"schemaVersion": 1, "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "Fix sink",
             "created": "2026-03-01T08:00:00.5Z", "annotations": [{"entry": "2026-03-10T09:00:07Z", "text": "called"}]}]}
            """)
        let task = try #require(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll().first)
        #expect(task.annotations == [Annotation(entry: Fixtures.date(2026, 3, 10, 9, 0).addingTimeInterval(7), text: "called")])
        #expect(task.notes == "")
    }

    @Test func annotateAndDenotateAreJournalRecords() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let repository = FileTaskRepository(url: folder.taskFile)
        let service = TaskService(repository: repository, clock: MovableClock(Fixtures.clock))
        let task = try Fixtures.task("Fix sink")
        try repository.save([task])
        let snapshot = try folder.read()
        try service.annotate([task.id], text: "one")
        try service.annotate([task.id], text: "two")
        try service.denotate(task.id, .number(1))
        #expect(try folder.read() == snapshot, "the changes are journal records, not a rewrite")
        let fresh = try #require(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll().first)
        #expect(fresh.annotations.map(\.text) == ["two"])
        try repository.compact()
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == [fresh])
    }

    @Test func theVdirWritesOneDatedCommentEachAndReadsThemBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let task = try annotated()
        try VdirTaskRepository(url: folder.url).save([task])
        let text = try folder.read(folder.appending("\(task.id).ics"))
        #expect(text.contains("\r\nCOMMENT;X-TASKDECK-ENTRY=20260310T090007Z:called the plumber\r\n"))
        #expect(text.contains("\r\nCOMMENT;X-TASKDECK-ENTRY=20260310T183000Z:back Tuesday\\, with a washer\r\n"))
        #expect(text.contains("\r\nDESCRIPTION:under the kitchen\r\n"))
        #expect(try VdirTaskRepository(url: folder.url).loadAll() == [task])
    }

    /// Another client's COMMENT (no time of ours) is not an annotation and stays byte for
    /// byte through an annotate and a denotate; our lines change, nothing else.
    @Test func anotherClientsCommentStaysByteForByte() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let theirs = "COMMENT;LANGUAGE=de:Bitte \r\n nicht vergessen"
        let file = folder.appending("other-1.ics")
        try folder.write((["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//EN", "BEGIN:VTODO", "UID:other-1",
                           "SUMMARY:Invoice", "DTSTAMP:20261101T080000Z", theirs,
                           "COMMENT;X-TASKDECK-ENTRY=20261101T090000Z:first",
                           "END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n"), to: file)
        let repository = VdirTaskRepository(url: folder.url)
        let task = try #require(try repository.loadAll().first)
        #expect(task.annotations == [Annotation(entry: Fixtures.date(2026, 11, 1, 9, 0), text: "first")])
        let service = TaskService(repository: repository, clock: MovableClock(Fixtures.clock))
        try service.annotate([task.id], text: "second")
        var text = try folder.read(file)
        #expect(text.contains("\r\n" + theirs + "\r\n"))
        #expect(text.contains("\r\nCOMMENT;X-TASKDECK-ENTRY=20261101T090000Z:first\r\nCOMMENT;X-TASKDECK-ENTRY="))
        try service.denotate(task.id, .text("first"))
        text = try folder.read(file)
        #expect(text.contains("\r\n" + theirs + "\r\n"))
        #expect(!text.contains(":first\r\n") && text.contains(":second\r\n"))
        #expect(try VdirTaskRepository(url: folder.url).loadAll().first?.annotations.map(\.text) == ["second"])
    }
}
