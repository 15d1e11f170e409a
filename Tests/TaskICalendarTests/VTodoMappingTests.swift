import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskICalendar

struct VTodoMappingTests {
    let utc = VTodoMapping(timeZone: TimeZone(identifier: "UTC") ?? .current)
    let fallback = Fixtures.date(2026, 1, 1)

    /// A VTODO with `lines` inside, read with local time in `zone`.
    func read(_ lines: [String], zone: String = "UTC", project: String? = nil) throws -> Task {
        let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:u1", "SUMMARY:T"] + lines
                    + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
        let mapping = VTodoMapping(timeZone: try #require(TimeZone(identifier: zone)))
        let file = try #require(try ICalendarTaskFile.parse(Array(text.utf8), mapping: mapping, inheritedProject: project,
                                                             fallbackDate: fallback))
        return file.task
    }

    @Test(arguments: [
        (nil, Priority.none), ("0", .none), ("1", .high), ("2", .high), ("4", .high), ("5", .medium),
        ("6", .low), ("9", .low), ("10", .none), ("x", .none), (" 3 ", .high),
    ] as [(String?, Priority)])
    func readsPriorityByRange(value: String?, priority: Priority) throws {
        #expect(try read(value.map { ["PRIORITY:\($0)"] } ?? []).priority == priority)
    }

    @Test(arguments: [(Priority.high, "1"), (.medium, "5"), (.low, "9")])
    func writesPriority159(priority: Priority, value: String) throws {
        let task = try Fixtures.task("P", priority: priority)
        let text = String(decoding: ICalendarCodec.encode([task], mapping: utc), as: UTF8.self)
        #expect(text.contains("\r\nPRIORITY:\(value)\r\n"))
        #expect(try ICalendarCodec.decode(Data(text.utf8), mapping: utc).first?.task.priority == priority)
    }

    @Test(arguments: [
        ([], TaskStatus.pending),
        (["STATUS:NEEDS-ACTION"], .pending),
        (["STATUS:IN-PROCESS"], .pending),
        (["STATUS:COMPLETED", "COMPLETED:20260305T100000Z"], .completed),
        (["STATUS:CANCELLED"], .completed),
        (["COMPLETED:20260305T100000Z"], .completed),
    ])
    func readsStatus(lines: [String], status: TaskStatus) throws {
        #expect(try read(lines).status == status)
    }

    @Test func completedTimeIsReadInUTC() throws {
        #expect(try read(["STATUS:COMPLETED", "COMPLETED:20260305T100000Z"], zone: "Asia/Tokyo").completed
                == Fixtures.date(2026, 3, 5, 10, 0))
    }

    @Test(arguments: [
        ("DUE;VALUE=DATE:20260315", "UTC", "2026-03-15"),
        ("DUE:20260315", "UTC", "2026-03-15"),
        ("DUE:20260315T090000", "Asia/Tokyo", "2026-03-15T09:00"),
        ("DUE:20260315T233000Z", "UTC", "2026-03-15T23:30"),
        ("DUE:20260315T233000Z", "Europe/Berlin", "2026-03-16T00:30"),
        ("DUE;TZID=Europe/Berlin:20260315T090000", "UTC", "2026-03-15T08:00"),
        ("DUE;TZID=America/New_York:20260315T090000", "Europe/Berlin", "2026-03-15T14:00"),
        ("DUE;TZID=/mozilla.org/20050126_1/Europe/Berlin:20260715T090000", "UTC", "2026-07-15T07:00"),
        ("DUE;TZID=Custom Zone Only A VTIMEZONE Knows:20260315T090000", "UTC", "2026-03-15T09:00"),
    ])
    func readsDueForms(line: String, zone: String, due: String) throws {
        #expect(try read([line], zone: zone).due?.storageString == due)
    }

    @Test(arguments: [("2026-03-15", "DUE;VALUE=DATE:20260315"), ("2026-03-15T09:05", "DUE:20260315T090500")])
    func writesDueAsDateOrFloatingTime(due: String, line: String) throws {
        let task = try Fixtures.task("D", due: Due(storageString: due))
        let text = String(decoding: ICalendarCodec.encode([task], mapping: utc), as: UTF8.self)
        #expect(text.contains("\r\n\(line)\r\n"))
    }

    @Test func categoriesFromSeveralLinesMergeIntoTags() throws {
        #expect(try read(["CATEGORIES:home,Garden Work", "CATEGORIES:weekly,a\\,b"]).tags
                == ["home", "garden-work", "weekly", "a,b"])
    }

    @Test func aTagWithACommaIsEscapedAndComesBack() throws {
        let task = try Fixtures.task("T", tags: ["a,b", "c"])
        let text = String(decoding: ICalendarCodec.encode([task], mapping: utc), as: UTF8.self)
        #expect(text.contains("\r\nCATEGORIES:a\\,b,c\r\n"))
        #expect(try ICalendarCodec.decode(Data(text.utf8), mapping: utc).first?.task.tags == ["a,b", "c"])
    }

    @Test(arguments: [
        ([], nil, nil),
        ([], "Lists", "Lists"),
        (["X-TASKDECK-PROJECT:home.garden"], "Lists", "home.garden"),
        (["X-TASKDECK-PROJECT:"], "Lists", nil),
    ] as [([String], String?, String?)])
    func projectIsTheXPropertyElseTheCollections(lines: [String], inherited: String?, project: String?) throws {
        #expect(try read(lines, project: inherited).project == project)
    }

    @Test func timestampsAndTextFields() throws {
        let task = try read(["CREATED:20260301T090000Z", "LAST-MODIFIED:20260310T081500Z",
                             "DESCRIPTION:a\\, b\\; c\\\\\\nnext"])
        #expect(task.created == Fixtures.date(2026, 3, 1, 9, 0))
        #expect(task.modified == Fixtures.date(2026, 3, 10, 8, 15))
        #expect(task.notes == "a, b; c\\\nnext")
        #expect(try read(["DTSTAMP:20260302T090000Z"]).created == Fixtures.date(2026, 3, 2, 9, 0))
        #expect(try read([]).created == fallback)
    }

    @Test func aSummaryOnSeveralLinesBecomesOneLineAndNoneIsNamed() throws {
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nSUMMARY:two\\nlines\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        #expect(try ICalendarCodec.decode(Data(text.utf8)).first?.task.title == "two lines")
        let none = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        #expect(try ICalendarCodec.decode(Data(none.utf8)).first?.task.title == VTodoMapping.untitled)
    }

    @Test func aVTodoWithoutUIDNamesItsLine() {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nSUMMARY:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        #expect(throws: ICalendarError.malformedLine(line: 3, detail: "VTODO without a UID")) {
            try ICalendarCodec.decode(Data(text.utf8))
        }
    }

    @Test func everyFieldSurvivesARoundTrip() throws {
        let tasks = [
            try Fixtures.task("Everything, set; here", status: .completed, created: Fixtures.date(2026, 3, 1, 9, 30),
                              modified: Fixtures.date(2026, 3, 2, 10, 0), completed: Fixtures.date(2026, 3, 2, 10, 0),
                              due: Due(storageString: "2026-03-20T18:45"), priority: .high, project: "home.garden",
                              tags: ["a", "b"], notes: "line 1\nline 2 \\ , ; é 🌱" + String(repeating: "long ", count: 40)),
            try Fixtures.task("Plain"),
        ]
        let data = ICalendarCodec.encode(tasks, mapping: utc)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:\(ICalendarCodec.productID)\r\n"))
        #expect(text.contains("PERCENT-COMPLETE:100") && text.contains("COMPLETED:20260302T100000Z"))
        #expect(text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "only CRLF line ends")
        let decoded = try ICalendarCodec.decode(data, mapping: utc)
        #expect(decoded.map(\.task) == tasks)
        #expect(decoded.map(\.uid) == tasks.map(\.id.description))
    }

    @Test func readsTheTodomanFile() throws {
        let berlin = VTodoMapping(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        let todo = try #require(try ICalendarCodec.decode(Data(TodomanSample.text.utf8), mapping: berlin).first)
        #expect(todo.uid == TodomanSample.uid)
        #expect(todo.task.id == TaskUID.taskID(forUID: TodomanSample.uid))
        #expect(todo.task.title == "Water the plants")
        #expect(todo.task.notes == "Ferns, cacti; and the palm.\nTwice a week\n\\ no more")
        #expect(todo.task.priority == .high)
        #expect(todo.task.tags == ["home", "garden-work", "weekly"])
        #expect(todo.task.due?.storageString == "2026-03-15T09:00")
        #expect(todo.task.status == .pending)
    }

    /// The heart of "keep what you don't understand": an edit of the title and a completion
    /// of this repeating task (its RRULE is read) change SUMMARY, the moved DUE and the stamps,
    /// and nothing else: the RRULE and everything taskdeck does not know stay as written.
    @Test func anEditRewritesOnlyWhatChanged() throws {
        let berlin = VTodoMapping(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        var file = try #require(try ICalendarTaskFile.parse(Array(TodomanSample.text.utf8), mapping: berlin,
                                                            inheritedProject: nil, fallbackDate: fallback))
        #expect(file.task.recurrence?.ruleText == "FREQ=WEEKLY;BYDAY=MO,TH")
        let repository = SpyRepository([file.task])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        _ = try service.edit([file.task.id], TaskEdit(title: .set("Water all the plants")))
        _ = try service.setCompleted(true, ids: [file.task.id])
        let edited = try #require(repository.tasks.first { $0.id == file.task.id })
        file.update(to: edited, mapping: berlin, inheritedProject: nil)
        let before = TodomanSample.text.components(separatedBy: "\n")
        // ("\r\n" is one Character in Swift: make every line end LF before splitting.)
        let after = String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            .components(separatedBy: "\n")
        let changedNames: Set<String> = ["SUMMARY", "DUE", "LAST-MODIFIED", "DTSTAMP"]
        func unchanged(_ line: String) -> Bool {
            !changedNames.contains(where: { line.hasPrefix($0 + ":") || line.hasPrefix($0 + ";") })
        }
        #expect(after.filter(unchanged) == before.filter(unchanged))
        #expect(after.contains("SUMMARY:Water all the plants"))
        #expect(after.contains("DUE:20260316T090000"), "Sun 15th, every Mon and Thu: Mon 16th")
        #expect(after.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,TH"))
        #expect(after.contains("LAST-MODIFIED:20260311T100000Z"))
        #expect(after.contains("DESCRIPTION:Water the plants"), "the VALARM's DESCRIPTION is untouched")
        let reread = try #require(try ICalendarTaskFile.parse(file.bytes, mapping: berlin, inheritedProject: nil,
                                                              fallbackDate: fallback))
        #expect(reread.task.title == "Water all the plants" && !reread.task.isCompleted)
        #expect(reread.task.recurrence == edited.recurrence)
        #expect(reread.task.tags == ["home", "garden-work", "weekly"])
    }

    /// A rule set in taskdeck is written as RRULE (from completion as X-TASKDECK-REPEAT-FROM),
    /// read back the same, and removed with the rule; a rule taskdeck cannot follow stays as written.
    @Test func aRuleTravelsAsRRULE() throws {
        let mapping = VTodoMapping(timeZone: try #require(TimeZone(identifier: "UTC")))
        let rule = try #require(Recurrence(ruleText: "FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR;UNTIL=20270601;WKST=SU",
                                           mode: .fromCompletion))
        let task = try Task(title: "Report", created: fallback, due: Due(day: Fixtures.day(2026, 3, 27)), recurrence: rule)
        var todo = mapping.component(for: task, uid: "u1")
        #expect(todo.property(named: "RRULE")?.value == "FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR;UNTIL=20270601;WKST=SU")
        #expect(todo.property(named: "X-TASKDECK-REPEAT-FROM")?.value == "COMPLETION")
        #expect(try mapping.read(todo, inheritedProject: nil, fallbackDate: fallback).task.recurrence == rule)
        var plain = task
        plain = try Task(id: task.id, title: task.title, created: task.created, due: task.due)
        mapping.update(&todo, from: task, to: plain, inheritedProject: nil)
        #expect(todo.property(named: "RRULE") == nil && todo.property(named: "X-TASKDECK-REPEAT-FROM") == nil)
        todo.set(ContentLine(name: "RRULE", value: "FREQ=HOURLY;INTERVAL=4"))
        let hourly = try mapping.read(todo, inheritedProject: nil, fallbackDate: fallback).task
        #expect(hourly.recurrence == nil)
        mapping.update(&todo, from: hourly, to: hourly, inheritedProject: nil)
        #expect(todo.property(named: "RRULE")?.value == "FREQ=HOURLY;INTERVAL=4")
    }

    /// An edited rule is written whole, but an UNTIL that did not change keeps its text.
    @Test func anEditedRuleKeepsTheUntilAsWritten() throws {
        let old = try #require(Recurrence(ruleText: "FREQ=WEEKLY;UNTIL=20271231T235959Z"))
        var new = old
        new.interval = 2
        #expect(VTodoMapping.ruleText(new, old: old, original: "FREQ=WEEKLY;UNTIL=20271231T235959Z")
                == "FREQ=WEEKLY;INTERVAL=2;UNTIL=20271231T235959Z")
        new.end = .until(try Fixtures.day(2027, 6, 1))
        #expect(VTodoMapping.ruleText(new, old: old, original: "FREQ=WEEKLY;UNTIL=20271231T235959Z")
                == "FREQ=WEEKLY;INTERVAL=2;UNTIL=20270601")
        #expect(VTodoMapping.ruleText(new, old: nil, original: nil) == new.ruleText)
    }

    /// A tag edit changes the CATEGORIES other clients wrote as little as it must: their
    /// case, spaces and parameters stay, an untouched line is not rewritten, a removed tag
    /// goes and an added one joins the first line.
    @Test func aTagEditKeepsWhatOtherClientsWroteInCategories() throws {
        let text = ["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:u1", "SUMMARY:T",
                    "CATEGORIES:Work Stuff,Home", "CATEGORIES;LANGUAGE=de:Büro", "END:VTODO", "END:VCALENDAR", ""]
            .joined(separator: "\r\n")
        var file = try #require(try ICalendarTaskFile.parse(Array(text.utf8), mapping: utc, inheritedProject: nil,
                                                            fallbackDate: fallback))
        #expect(file.task.tags == ["work-stuff", "home", "büro"])
        let repository = SpyRepository([file.task])
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        _ = try service.edit([file.task.id], TaskEdit(addTags: ["new"], removeTags: ["home"]))
        file.update(to: try #require(repository.tasks.first), mapping: utc, inheritedProject: nil)
        let lines = String(decoding: file.bytes, as: UTF8.self).components(separatedBy: "\r\n")
        #expect(lines.filter { $0.hasPrefix("CATEGORIES") } == ["CATEGORIES:Work Stuff,new", "CATEGORIES;LANGUAGE=de:Büro"])
        let reread = try #require(try ICalendarTaskFile.parse(file.bytes, mapping: utc, inheritedProject: nil,
                                                              fallbackDate: fallback))
        #expect(reread.task.tags == ["work-stuff", "new", "büro"])
    }
}
