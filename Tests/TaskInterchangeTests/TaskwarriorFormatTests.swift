import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskInterchange

struct TaskwarriorFormatTests {
    let format = TaskwarriorFormat()
    let uuid = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d"

    /// One Taskwarrior object with `extra` fields.
    func object(_ extra: String = "", status: String = "pending") -> String {
        #"{"uuid":"\#(uuid)","description":"Pay rent","status":"\#(status)","entry":"20260301T143000Z"\#(extra)}"#
    }

    @Test(arguments: [
        ("20260311T100000Z", 2026, 3, 11, 10, 0, 0),
        ("19700101T000000Z", 1970, 1, 1, 0, 0, 0),
        ("20241231T235959Z", 2024, 12, 31, 23, 59, 59),
        ("20240229T120000Z", 2024, 2, 29, 12, 0, 0),
    ])
    func timestampsAreUTC(text: String, year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let date = Interchange.utc(year, month, day, hour, minute).addingTimeInterval(TimeInterval(second))
        #expect(TaskwarriorDate.parse(text) == date)
        #expect(TaskwarriorDate.format(date) == text)
    }

    @Test(arguments: ["", "2026-03-11", "20260311T100000", "20260230T100000Z", "20260311T250000Z", "2026031xT100000Z"])
    func badTimestampsAreRefused(text: String) {
        #expect(TaskwarriorDate.parse(text) == nil)
    }

    /// A due instant is local: local midnight is a whole day, any other time that time.
    @Test(arguments: [
        ("America/New_York", "20261224T050000Z", "2026-12-24"),
        ("America/New_York", "20261224T143000Z", "2026-12-24T09:30"),
        ("America/New_York", "20260701T040000Z", "2026-07-01"),       // summer time: midnight is 04:00Z
        ("America/New_York", "20261224T000000Z", "2026-12-23T19:00"),  // UTC midnight is not a day there
        ("Asia/Kolkata", "20261223T183000Z", "2026-12-24"),
        ("UTC", "20261224T000000Z", "2026-12-24"),
        ("UTC", "20261224T000030Z", "2026-12-24T00:00"),
    ])
    func dueIsLocal(zone: String, instant: String, due: String) throws {
        let record = try Interchange.single(format, "[" + object(#","due":"\#(instant)""#) + "]", zone: zone)
        #expect(record.task.due?.storageString == due)
        #expect(record.toTheDay == (due.contains("T") ? [] : .due))
        let written = try format.encode([record.task], context: Interchange.context(zone)).text
        if !instant.hasSuffix("30Z") { #expect(written.contains(#""due":"\#(instant)""#), "\(written)") }
    }

    @Test(arguments: [
        ("H", Priority.high), ("M", .medium), ("L", .low), ("", .none),
    ])
    func priorities(letter: String, priority: Priority) throws {
        let extra = letter.isEmpty ? "" : #","priority":"\#(letter)""#
        #expect(try Interchange.single(format, object(extra)).task.priority == priority)
        let written = try format.encode([try Interchange.single(format, object(extra)).task], context: Interchange.context()).text
        #expect(written.contains(#""priority":"#) == !letter.isEmpty)
    }

    @Test func statusesAndSkips() throws {
        let text = "[" + [
            object(status: "pending"), object(status: "waiting").replacingOccurrences(of: "3c4d", with: "3c4e"),
            object(#","end":"20260310T120000Z""#, status: "completed").replacingOccurrences(of: "3c4d", with: "3c4f"),
            object(status: "deleted").replacingOccurrences(of: "3c4d", with: "3c40"),
            object(status: "deleted").replacingOccurrences(of: "3c4d", with: "3c41"),
            object(status: "recurring").replacingOccurrences(of: "3c4d", with: "3c42"),
        ].joined(separator: ",") + "]"
        let document = try Interchange.decode(format, text)
        #expect(document.tasks.map(\.task.status) == [.pending, .pending, .completed])
        #expect(document.tasks[2].task.completed == Interchange.utc(2026, 3, 10, 12))
        #expect(document.skipped == [.deleted: 2])
        // A template without `recur` is no series Taskwarrior could have made: named, not skipped unseen.
        #expect(document.bad.map(\.place) == ["task 6, field 'recur'"])
    }

    /// Every field Taskwarrior has for a task taskdeck holds, read.
    @Test func readsEveryField() throws {
        let text = object(#","modified":"20260302T000000Z","project":"home.bills","tags":["Money","monthly"],"#
            + #""annotations":[{"entry":"20260303T000000Z","description":"second"},{"entry":"20260302T000000Z","description":"first\nline"}],"#
            + #""urgency":4.2,"id":3,"wait":"20260401T000000Z","UDA":"kept out""#)
        let task = try Interchange.single(format, text).task
        #expect(task.id == (try Interchange.id(uuid)))
        #expect(task.title == "Pay rent")
        #expect(task.created == Interchange.utc(2026, 3, 1, 14, 30))
        #expect(task.modified == Interchange.utc(2026, 3, 2))
        #expect(task.project == "home.bills")
        #expect(task.tags == ["money", "monthly"])
        // Annotations one to one, oldest first, each with its time; Taskwarrior has no notes.
        #expect(task.notes == "")
        #expect(task.annotations == [Annotation(entry: Interchange.utc(2026, 3, 2), text: "first\nline"),
                                     Annotation(entry: Interchange.utc(2026, 3, 3), text: "second")])
    }

    /// Without `modified` (hand-written JSON) the stored task's time is kept on re-import;
    /// Taskwarrior has no parent, so a stored subtask keeps its own.
    @Test func aMissingModifiedIsMissing() throws {
        #expect(try Interchange.single(format, object()).missing
                == [.modified, .parent, .recurrence, .intervalHistory, .notesAsAnnotation])
        #expect(try Interchange.single(format, object(#","modified":"20260302T000000Z""#)).missing
                == [.parent, .recurrence, .intervalHistory, .notesAsAnnotation])
    }

    /// One object per line (`task export` with `json.array=off`) reads too.
    @Test func readsOneObjectPerLine() throws {
        let text = object() + "\n" + object().replacingOccurrences(of: "3c4d", with: "3c4e") + "\r\n"
        #expect(try Interchange.decode(format, text).tasks.count == 2)
    }

    @Test func writesWhatTaskImportReads() throws {
        let task = try Task(id: try Interchange.id(uuid), title: "Pay \"rent\"", notes: "a\n\nb", status: .completed,
                            created: Interchange.utc(2026, 3, 1, 14, 30), modified: Interchange.utc(2026, 3, 2),
                            completed: Interchange.utc(2026, 3, 2), due: Due(day: try Fixtures.day(2026, 3, 14)),
                            priority: .high, project: "home.bills", tags: ["b", "a"])
        let text = try format.encode([task], context: Interchange.context()).text
        // The notes go as an annotation dated at the task's creation (Taskwarrior has no notes).
        #expect(text == "[\n" + #"{"annotations":[{"description":"a\n\nb","entry":"20260301T143000Z"}],"#
            + #""description":"Pay \"rent\"","due":"20260314T040000Z","end":"20260302T000000Z","#
            + #""entry":"20260301T143000Z","modified":"20260302T000000Z","priority":"H","project":"home.bills","#
            + #""status":"completed","tags":["a","b"],"uuid":"\#(uuid)"}"# + "\n]\n")
        // Read alone, the notes are an annotation; over the stored task, its notes again: no change.
        let record = try Interchange.single(format, text)
        #expect(record.task.annotations == [Annotation(entry: Interchange.utc(2026, 3, 1, 14, 30), text: "a\n\nb")])
        let plan = ImportPlan(importing: ImportDocument(tasks: [record]), stored: [task.id: task], context: Interchange.context())
        #expect(plan.entries.map(\.outcome) == [.unchanged])
        #expect(try format.encode([], context: Interchange.context()).text == "[]\n")
    }

    @Test(arguments: [
        (#"[{"description":"x","status":"pending","entry":"20260301T143000Z"}]"#, "task 1, field 'uuid': missing"),
        (#"[{"uuid":"nope","description":"x","status":"pending","entry":"20260301T143000Z"}]"#,
         "task 1, field 'uuid': 'nope' is not a UUID"),
        (#"[{"uuid":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","description":"x","status":"pending"}]"#,
         "task 1, field 'entry': missing"),
        (#"[{"uuid":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","description":"x","status":"pending","entry":"2026-03-01"}]"#,
         "task 1, field 'entry': '2026-03-01' is not a time such as 20260311T100000Z"),
        (#"[{"uuid":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","description":"x","status":"pending","entry":"20260301T143000Z","priority":"X"}]"#,
         "task 1, field 'priority': 'X' is not H, M or L"),
        (#"[{"uuid":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","description":"x","status":"gone","entry":"20260301T143000Z"}]"#,
         "task 1, field 'status': 'gone' is not"),
        (#"[{"uuid":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","description":"x","status":"pending","entry":"20260301T143000Z","project":"a b"}]"#,
         "task 1, field 'project': invalid project 'a b'"),
        (#"[{"uuid":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","description":"x","status":"pending","entry":"20260301T143000Z","tags":"a"}]"#,
         "task 1, field 'tags': expected a list of strings"),
        (#"[{"uuid":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","description":" ","status":"pending","entry":"20260301T143000Z"}]"#,
         "task 1, field 'description': a task needs a title"),
        ("[{\"uuid\": ", "input, JSON syntax:"),
        ("[1]", "task 1: not an object"),
    ])
    func malformedInputNamesTheField(text: String, message: String) {
        let problems = Interchange.problems(format, text)
        #expect(problems.count == 1 && problems.first?.hasPrefix(message) == true, "\(problems)")
    }

    // MARK: - wait, scheduled, until, start

    /// Read natively: a waiting task is waiting, a started one active since its `start`; a
    /// whole day is local midnight (New York here), a time keeps its minute.
    @Test func readsThePlanAttributes() throws {
        let text = object(#","wait":"20260320T040000Z","scheduled":"20260318T130000Z","until":"20260401T040000Z","#
                          + #""start":"20260311T093000Z""#, status: "waiting")
        let document = try Interchange.decode(format, text)
        let task = try #require(document.tasks.first).task
        #expect(task.wait == Due(day: try Fixtures.day(2026, 3, 20)))
        #expect(task.scheduled == Due(day: try Fixtures.day(2026, 3, 18), hour: 9, minute: 0))
        #expect(task.until == Due(day: try Fixtures.day(2026, 4, 1)))
        #expect(task.intervals == [WorkInterval(start: Interchange.utc(2026, 3, 11, 9, 30))])
        #expect(task.isActive && task.status == .pending)
        #expect(document.notes.isEmpty, "nothing left unread: \(document.notes)")
    }

    @Test func writesThePlanAttributesAndReadsThemBack() throws {
        let task = try Task(id: try Interchange.id(uuid), title: "Plan", created: Interchange.utc(2026, 3, 1, 14, 30),
                            wait: Due(day: try Fixtures.day(2026, 3, 20)),
                            scheduled: Due(day: try Fixtures.day(2026, 3, 18), hour: 9, minute: 0),
                            until: Due(day: try Fixtures.day(2026, 4, 1)),
                            intervals: [WorkInterval(start: Interchange.utc(2026, 3, 11, 9, 30))])
        let document = try format.encode([task], context: Interchange.context())
        #expect(document.text.contains(#""scheduled":"20260318T130000Z","start":"20260311T093000Z""#), "\(document.text)")
        #expect(document.text.contains(#""until":"20260401T040000Z","uuid":"\#(uuid)","wait":"20260320T040000Z""#))
        #expect(document.omitted.isEmpty)
        #expect(try Interchange.single(format, document.text).task == task)
    }

    /// Taskwarrior keeps only a running task's start: stretches that ended are named as left out.
    @Test func stoppedStretchesAreNamedAsLeftOut() throws {
        let task = try Task(title: "Done some", created: Interchange.utc(2026, 3, 1),
                            intervals: [WorkInterval(start: Interchange.utc(2026, 3, 2), end: Interchange.utc(2026, 3, 2, 1))])
        let document = try format.encode([task], context: Interchange.context())
        #expect(document.omitted == [.timeSpent: 1])
        #expect(!document.text.contains("start"))
    }

    /// A series' pending instance that waits and runs: the repeating task waits and runs; the
    /// template keeps no `start` (work runs on an occurrence) and goes back as it came.
    @Test func aSeriesOccurrenceWaitsAndRuns() throws {
        let template = #"{"uuid":"\#(uuid)","description":"Review","status":"recurring","entry":"20260301T143000Z","#
            + #""due":"20260320T040000Z","recur":"weekly","mask":"-","rtype":"periodic","wait":"20260316T040000Z"}"#
        let instance = #"{"uuid":"9a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","description":"Review","status":"pending","#
            + #""entry":"20260301T143000Z","due":"20260320T040000Z","recur":"weekly","parent":"\#(uuid)","imask":0,"#
            + #""rtype":"periodic","wait":"20260316T040000Z","start":"20260311T093000Z"}"#
        let document = try Interchange.decode(format, "[" + template + "," + instance + "]")
        let record = try #require(document.tasks.first)
        #expect(record.task.wait == Due(day: try Fixtures.day(2026, 3, 16)))
        #expect(record.task.activeSince == Interchange.utc(2026, 3, 11, 9, 30))
        #expect(record.missing.contains(.intervalHistory))
        let text = try format.encode([record.task], context: Interchange.context()).text
        let records = text.split(separator: "\n").filter { $0.hasPrefix("{") }
        #expect(records.count == 2)
        #expect(records.first.map { !$0.contains("start") } == true)
        #expect(records.last?.contains(#""start":"20260311T093000Z""#) == true, "\(text)")
    }
}
