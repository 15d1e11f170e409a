import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// Custom fields survive every store: the task file's `fields` (fast and Codable readers),
/// and the vdir, where another client's `X-` property is a field and stays byte for byte.
struct CustomFieldStorageTests {
    @Test func theTaskFileKeepsFields() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let task = try Task(title: "Fix sink", created: Fixtures.clock.now, fields: CustomFields(["estimate": "3", "client": "ACME \"Ltd\""]))
        try FileTaskRepository(url: folder.taskFile).save([task])
        let text = try folder.read()
        #expect(text.contains(#""estimate" : "3""#))
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == [task])
        try folder.write("""
            {"schemaVersion": 1, "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "Old",
             "created": "2026-03-01T08:00:00.5Z", "fields": {"estimate": "2"}}]}
            """)
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll().first?.fields == CustomFields(["estimate": "2"]))
    }

    @Test func theVdirReadsXPropertiesAsFieldsAndWritesOnlyTheChangedOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let theirs = "X-MOZ-GENERATION;X-PARAM=1:7"
        let file = folder.appending("other-1.ics")
        try folder.write((["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//EN", "BEGIN:VTODO", "UID:other-1",
                           "SUMMARY:Invoice", "DTSTAMP:20261101T080000Z", theirs, "X-ESTIMATE:3", "X-TASKDECK-WAIT;VALUE=DATE:20261201",
                           "END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n"), to: file)
        let repository = VdirTaskRepository(url: folder.url)
        let task = try #require(try repository.loadAll().first)
        #expect(task.fields == CustomFields(["moz-generation": "7", "estimate": "3"]))
        var edit = TaskEdit()
        edit.fields = ["estimate": "5", "my_field": "a, b"]
        try TaskService(repository: repository, clock: Fixtures.clock).edit([task.id], edit)
        let text = try folder.read(file)
        #expect(text.contains("\r\n" + theirs + "\r\n"))
        #expect(text.contains("\r\nX-ESTIMATE:5\r\n") && !text.contains("X-ESTIMATE:3"))
        #expect(text.contains("\r\nX-TASKDECK-FIELD;NAME=my_field:a\\, b\r\n"))
        #expect(try VdirTaskRepository(url: folder.url).loadAll().first?.fields
                == CustomFields(["moz-generation": "7", "estimate": "5", "my_field": "a, b"]))
    }
}
