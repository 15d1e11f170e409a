import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// A repeat rule survives both stores: the task file's `repeat` key (through the fast reader,
/// the Codable reader and the journal) and the vdir's RRULE.
struct RecurrenceStorageTests {
    let rule = Recurrence(frequency: .weekly, interval: 2, weekdays: [2, 5], end: .until(CalendarDay(dayNumber: 20_605)))

    func repeating() throws -> Task {
        try Task(title: "Gym", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 12), hour: 7),
                 recurrence: rule)
    }

    @Test func theTaskFileKeepsTheRuleAsRRULEText() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let task = try repeating()
        let completing = try Task(title: "Water", created: Fixtures.clock.now, due: Due(day: Fixtures.day(2026, 3, 11)),
                                  recurrence: Recurrence(frequency: .daily, interval: 3, mode: .fromCompletion))
        try FileTaskRepository(url: folder.taskFile).save([task, completing])
        let text = try folder.read()
        #expect(text.contains("\"repeat\" : {\n        \"from\" : \"due\",\n        \"rule\" : \"FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20260601\"\n      }"))
        #expect(text.contains("\"from\" : \"completion\""))
        #expect(text.contains("\"schemaVersion\" : 1"))
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == [task, completing])
    }

    @Test func completingThroughTheJournalReadsBackTheSame() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let repository = FileTaskRepository(url: folder.taskFile)
        let task = try repeating()
        try repository.save([task])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        try service.setCompleted(true, ids: [task.id])
        let fresh = try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll()
        #expect(fresh == (try repository.loadAll()))
        #expect(fresh.count == 2 && fresh.contains { $0.recurrence == rule && $0.due?.day == (try? Fixtures.day(2026, 3, 23)) }, "every second Mon and Thu: after Thu 12th, Mon 23rd")
    }

    @Test func aHandWrittenRuleWithoutFromCountsFromTheDueDate() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("""
            {"schemaVersion": 1, "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "Rent",
             "created": "2026-03-01T08:00:00Z", "due": "2026-04-01", "repeat": {"rule": "freq=monthly;bymonthday=1"}}]}
            """)
        let task = try #require(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll().first)
        #expect(task.recurrence == Recurrence(frequency: .monthly, monthDay: .day(1)))
    }

    /// A `repeat` this version cannot follow (an older taskdeck's string, members it does not
    /// know, a rule it cannot follow) is no file error: the task does not repeat here, and
    /// the value is written back verbatim when the task changes, through the journal too.
    @Test(arguments: [
        #""weekly""#, #"{"rule": "FREQ=HOURLY"}"#, #"{"rule": "FREQ=DAILY", "from": "later"}"#,
        #"{"from": "due", "rule": "FREQ=DAILY", "skip": "weekends"}"#, #"[1, 2]"#,
        #"{"rule": "FREQ=DAILY;INTERVAL=99999999999", "from": "due"}"#, #"{"rule": "FREQ=WEEKLY;INTERVAL=9223372036854775807"}"#,
    ])
    func aRepeatThisVersionCannotFollowIsKeptVerbatim(repeatJSON: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("""
            {"schemaVersion": 1, "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "Rent",
             "created": "2026-03-01T08:00:00Z", "due": "2026-04-01", "repeat": \(repeatJSON)}]}
            """)
        let repository = FileTaskRepository(url: folder.taskFile)
        let task = try #require(try repository.loadAll().first)
        #expect(task.recurrence == nil)
        try TaskService(repository: repository, clock: Fixtures.clock).setCompleted(true, ids: [task.id])
        let fresh = try #require(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll().first)
        #expect(fresh.status == .completed && fresh.recurrence == nil)
        try repository.compact()
        struct Saved: Decodable { var tasks: [[String: JSONValue]] }
        let saved = try JSONDecoder().decode(Saved.self, from: Data(try folder.read().utf8))
        #expect(saved.tasks.first?["repeat"] == (try JSONDecoder().decode(JSONValue.self, from: Data(repeatJSON.utf8))))
    }

    @Test func aRuleGivenToATaskReplacesTheRepeatItKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("""
            {"schemaVersion": 1, "tasks": [{"id": "6f1c0f7e-0000-4000-8000-000000000001", "title": "Rent",
             "created": "2026-03-01T08:00:00Z", "due": "2026-04-01", "repeat": "monthly"}]}
            """)
        let repository = FileTaskRepository(url: folder.taskFile)
        let kept = try #require(try repository.loadAll().first)
        let task = try Task(id: kept.id, title: kept.title, created: kept.created, due: kept.due, recurrence: rule)
        try repository.save([task])
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == [task])
        try repository.compact()
        #expect(!(try folder.read()).contains("\"monthly\""))
        #expect(try FileTaskRepository(url: folder.taskFile, mode: .readOnly).loadAll() == [task])
    }

    @Test func theVdirWritesRRULEAndReadsItBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let task = try repeating()
        try VdirTaskRepository(url: folder.url).save([task])
        let text = try folder.read(folder.appending("\(task.id).ics"))
        #expect(text.contains("\r\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20260601\r\n"))
        #expect(!text.contains("X-TASKDECK-REPEAT-FROM"))
        #expect(try VdirTaskRepository(url: folder.url).loadAll() == [task])
    }

    /// A VTODO as another client writes it, with `rrule` and `extra` lines.
    func foreignTodo(rrule: String, extra: [String] = []) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//EN", "BEGIN:VTODO", "UID:other-1", "SUMMARY:Invoice",
          "DTSTAMP:20261101T080000Z", "DUE;VALUE=DATE:20261130", "RRULE:" + rrule] + extra
            + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    /// Another client's rule taskdeck cannot follow (the last weekday of the month, two days
    /// a month) is not followed: completing completes the task and the RRULE stays as written.
    @Test(arguments: [
        "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;UNTIL=20271231T235959Z", "FREQ=MONTHLY;BYMONTHDAY=1,15",
        "FREQ=WEEKLY;=", "FREQ=DAILY;INTERVAL=99999999999",
    ])
    func aForeignRuleTaskdeckCannotFollowStaysAsWritten(rrule: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = folder.appending("other-1.ics")
        try folder.write(foreignTodo(rrule: rrule), to: file)
        let repository = VdirTaskRepository(url: folder.url)
        let task = try #require(try repository.loadAll().first)
        #expect(task.recurrence == nil)
        try TaskService(repository: repository, clock: Fixtures.clock).setCompleted(true, ids: [task.id])
        let after = try VdirTaskRepository(url: folder.url).loadAll()
        #expect(after.count == 1 && after.first?.isCompleted == true && after.first?.due == task.due)
        let text = try folder.read(file)
        #expect(text.contains("\r\nRRULE:\(rrule)\r\n") && text.contains("\r\nDUE;VALUE=DATE:20261130\r\n"))
    }

    /// Another client's rule taskdeck follows: completing moves DUE and DTSTART (its value
    /// type and TZID kept) and leaves the RRULE as written but for a lower COUNT: no
    /// BYMONTHDAY added, UNTIL keeps its time.
    @Test(arguments: [
        ("FREQ=MONTHLY;UNTIL=20271231T235959Z", "FREQ=MONTHLY;UNTIL=20271231T235959Z",
         "DTSTART;TZID=Europe/Berlin:20261130T090000", "DTSTART;TZID=Europe/Berlin:20261230T090000"),
        ("FREQ=MONTHLY;COUNT=3;WKST=SU", "FREQ=MONTHLY;COUNT=2;WKST=SU", "DTSTART;VALUE=DATE:20261101",
         "DTSTART;VALUE=DATE:20261201"),
    ])
    func aForeignRuleTaskdeckFollowsKeepsItsText(rrule: String, written: String, start: String, moved: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = folder.appending("other-1.ics")
        try folder.write(foreignTodo(rrule: rrule, extra: [start]), to: file)
        let repository = VdirTaskRepository(url: folder.url)
        let task = try #require(try repository.loadAll().first)
        #expect(task.recurrence != nil)
        try TaskService(repository: repository, clock: Fixtures.clock).setCompleted(true, ids: [task.id])
        let text = try folder.read(file)
        #expect(text.contains("\r\nDUE;VALUE=DATE:20261230\r\n"))
        #expect(text.contains("\r\nRRULE:\(written)\r\n"))
        #expect(text.contains("\r\n\(moved)\r\n"))
        let moved = try #require(try VdirTaskRepository(url: folder.url).loadAll().first { $0.id == task.id })
        #expect(moved.due?.day.description == "2026-12-30" && !moved.isCompleted)
    }
}
