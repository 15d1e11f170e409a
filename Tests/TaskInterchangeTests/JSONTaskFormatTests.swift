import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskInterchange

struct JSONTaskFormatTests {
    /// taskdeck's own timestamps are read by their bytes, as the ISO-8601 formatter reads
    /// them; anything else is the formatter's (an offset, fractions, a year before 1900).
    @Test(arguments: ["2026-03-11T10:00:00Z", "1900-01-01T00:00:00Z", "2024-02-29T23:59:59Z", "9999-12-31T23:59:59Z",
                      "1970-01-01T00:00:00Z", "2026-03-11T10:00:00.5Z", "2026-03-11T12:00:00+02:00", "1850-06-01T00:00:00Z",
                      "2026-02-30T10:00:00Z", "2026-03-11T24:00:00Z", "2026-03-11 10:00:00Z", "2026-03-11T10:00:00Zx",
                      "2026-3-11T10:00:00Z", "", "+026-03-11T10:00:00Z"])
    func taskdecksTimesAreReadAsTheFormatterReadsThem(text: String) {
        let formatter = ISO8601DateFormatter()
        let expected = formatter.date(from: text) ?? {
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter.date(from: text)
        }()
        #expect(JSONTaskRow.parseDate(text) == expected)
        if let fast = JSONTaskRow.utcSeconds(text) { #expect(fast == expected) }
        #expect((JSONTaskRow.utcSeconds(text) != nil) == ["2026-03-11T10:00:00Z", "1900-01-01T00:00:00Z",
            "2024-02-29T23:59:59Z", "9999-12-31T23:59:59Z", "1970-01-01T00:00:00Z"].contains(text))
    }

    let format = JSONTaskFormat()

    func everyKind() throws -> [Task] {
        [
            try Task(title: "Buy milk", notes: "Oat, not soy.\nTwo \"litres\" \\ \u{1b}[31m", status: .completed,
                     created: Interchange.utc(2026, 3, 11, 10), modified: Interchange.utc(2026, 3, 12, 8, 15),
                     completed: Interchange.utc(2026, 3, 12, 8, 15), due: Due(day: try Fixtures.day(2026, 3, 12), hour: 9, minute: 30),
                     priority: .high, project: "home.kitchen", tags: ["shop", "errand"]),
            try Task(title: "Plan 🌱 日本語", created: Interchange.utc(2026, 3, 1)),
            try Task(title: "Whole day", created: Interchange.utc(2026, 3, 1), due: Due(day: try Fixtures.day(2026, 3, 14)),
                     priority: .low),
            try Task(title: "Planned", created: Interchange.utc(2026, 3, 1), due: Due(day: try Fixtures.day(2026, 3, 20)),
                     wait: Due(day: try Fixtures.day(2026, 3, 15)), scheduled: Due(day: try Fixtures.day(2026, 3, 16), hour: 9, minute: 0),
                     until: Due(day: try Fixtures.day(2026, 4, 1)),
                     intervals: [WorkInterval(start: Interchange.utc(2026, 3, 2, 9), end: Interchange.utc(2026, 3, 2, 9, 40)),
                                 WorkInterval(start: Interchange.utc(2026, 3, 3, 8))]),
        ]
    }

    /// Export then import gives the same tasks, every field.
    @Test func roundTripsEveryField() throws {
        let tasks = try everyKind()
        let text = try format.encode(tasks, context: Interchange.context()).text
        let back = try Interchange.decode(format, text, zone: "Asia/Kolkata")
        #expect(back.tasks.map(\.task) == tasks)
        #expect(back.tasks.allSatisfy { $0.missing.isEmpty && $0.toTheDay.isEmpty })
    }

    /// A taskdeck data file (`{"schemaVersion": 1, "tasks": [...]}`) imports as its tasks.
    @Test func readsADataFile() throws {
        let tasks = try everyKind()
        let rows = try format.encode(tasks, context: Interchange.context()).text
        let file = "{\"schemaVersion\": 1, \"tasks\": \(rows), \"future\": true}"
        #expect(try Interchange.decode(format, file).tasks.map(\.task) == tasks)
    }

    /// A script's list of new tasks: records without `id` (or `created`) are new tasks, with
    /// an ID derived from the title and how many records above have it, so importing the
    /// same list again matches instead of adding twice.
    @Test func aRecordWithoutAnIDIsANewTask() throws {
        let text = #"[{"title":"Call mom"},{"title":"Call mom","priority":"high"},{"title":"Pay rent"}]"#
        let first = try Interchange.decode(format, text), again = try Interchange.decode(format, text)
        #expect(first.bad.isEmpty)
        #expect(first.tasks.map(\.task.title) == ["Call mom", "Call mom", "Pay rent"])
        #expect(Set(first.tasks.map(\.task.id)).count == 3)
        #expect(first.tasks.map(\.task.id) == again.tasks.map(\.task.id))
        #expect(first.tasks.allSatisfy { $0.task.created == Fixtures.clock.now && $0.missing.contains(.created) })
        #expect(first.tasks[1].task.priority == .high)
    }

    /// Every bad record is named, each with its field; the good ones are still read.
    @Test func everyBadRecordIsNamedAndTheGoodOnesRead() throws {
        let text = #"[{"title":"ok"},{"title":"x","priority":"urgent"},7,{"title":"y","due":"3/14"}]"#
        let document = try Interchange.decode(format, text)
        #expect(document.tasks.map(\.task.title) == ["ok"])
        #expect(document.bad.map(\.place) == ["task 2, field 'priority'", "task 3", "task 4, field 'due'"])
    }

    /// A key taskdeck does not know (from a newer taskdeck) is named with its count.
    @Test func unknownKeysAreCounted() throws {
        let document = try Interchange.decode(format, #"[{"title":"a","colour":"red"},{"title":"b","colour":"blue"}]"#)
        #expect(document.notes.counts == [.unknownKey("colour"): 2])
    }

    /// What a person may leave out when writing it by hand, as in the data file.
    @Test func optionalFields() throws {
        let task = try Interchange.single(format, #"[{"id":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","title":"x","created":"2026-03-01T00:00:00Z"}]"#).task
        #expect(task.status == .pending && task.priority == .none && task.tags.isEmpty && task.notes.isEmpty)
        #expect(task.modified == task.created)
    }

    @Test(arguments: [
        (#"[{"created":"2026-03-01T00:00:00Z"}]"#, "task 1, field 'title': missing"),
        (#"[{"id":"nope","title":"x"}]"#, "task 1, field 'id': 'nope' is not a UUID"),
        (#"[{"id":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","title":"x","created":"yesterday"}]"#,
         "task 1, field 'created': 'yesterday' is not an ISO-8601 time"),
        (#"[{"id":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","title":"x","created":"2026-03-01T00:00:00Z","due":"3/14"}]"#,
         "task 1, field 'due': '3/14' is not YYYY-MM-DD"),
        (#"[{"id":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","title":"x","created":"2026-03-01T00:00:00Z","priority":"urgent"}]"#,
         "task 1, field 'priority': 'urgent' is not none, low, medium or high"),
        (#"[{"id":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","title":"x","created":"2026-03-01T00:00:00Z","status":"done"}]"#,
         "task 1, field 'status': 'done' is neither pending nor completed"),
        (#"[{"id":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","title":"x","created":"2026-03-01T00:00:00Z","tags":["two words"]}]"#,
         "task 1, field 'tags': invalid tag 'two words'"),
        (#"[{"id":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","title":5,"created":"2026-03-01T00:00:00Z"}]"#,
         "task 1, field 'title': expected a string"),
        ("\"just a string\"", "input, the top level: expected a list of tasks"), ("[1]", "task 1: not an object"),
    ])
    func malformedInputNamesTheField(text: String, message: String) {
        let problems = Interchange.problems(format, text)
        #expect(problems.count == 1 && problems.first?.hasPrefix(message) == true, "\(problems)")
    }

    @Test func emptyInputIsNoTasks() throws {
        #expect(try Interchange.decode(format, "").tasks.isEmpty)
        #expect(try Interchange.decode(format, "\u{FEFF}[]\r\n").tasks.isEmpty)
        #expect(try format.encode([], context: Interchange.context()).text == "[]\n")
    }

    /// The plan fields as scripts read them: dates as `due` is written, each stretch of work,
    /// and whether the task runs (read back from the intervals, not from `active`).
    @Test func writesThePlanFields() throws {
        let text = try format.encode([try everyKind()[3]], context: Interchange.context()).text
        #expect(text.contains(#""wait" : "2026-03-15""#) && text.contains(#""scheduled" : "2026-03-16T09:00""#))
        #expect(text.contains(#""until" : "2026-04-01""#) && text.contains(#""active" : true"#))
        #expect(text.contains(#""end" : "2026-03-02T09:40:00Z""#) && text.contains(#""start" : "2026-03-03T08:00:00Z""#))
        let plain = try format.encode([try everyKind()[1]], context: Interchange.context()).text
        #expect(plain.contains(#""active" : false"#) && !plain.contains("intervals") && !plain.contains("wait"))
        #expect(Interchange.problems(format, #"[{"title":"x","intervals":[{"end":"2026-03-02T09:40:00Z"}]}]"#)
                == ["task 1, intervals 1, field 'start': missing"])
        #expect(Interchange.problems(format, #"[{"title":"x","wait":"soon"}]"#)
                == ["task 1, field 'wait': 'soon' is not YYYY-MM-DD or YYYY-MM-DDTHH:MM"])
    }
}
