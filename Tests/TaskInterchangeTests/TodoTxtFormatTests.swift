import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskInterchange

struct TodoTxtFormatTests {
    let format = TodoTxtFormat()

    /// A line, read: (line, title, priority, status, project, tags, due).
    @Test(arguments: [
        ("(A) Call mom", "Call mom", Priority.high, TaskStatus.pending, nil as String?, [String](), nil as String?),
        ("(B) Call mom", "Call mom", .medium, .pending, nil, [], nil),
        ("(C) Call mom", "Call mom", .low, .pending, nil, [], nil),
        ("(D) Call mom", "Call mom", .low, .pending, nil, [], nil),
        ("(Z) Call mom", "Call mom", .low, .pending, nil, [], nil),
        ("Call mom (A)", "Call mom (A)", .none, .pending, nil, [], nil),
        ("(a) lower case is text", "(a) lower case is text", .none, .pending, nil, [], nil),
        ("2026-03-01 Plant +home.garden @outdoor @Spring", "Plant", .none, .pending, "home.garden", ["outdoor", "spring"], nil),
        ("Plan +home +work +home.garden", "Plan", .none, .pending, "home", ["work", "home.garden"], nil),
        ("Pay due:2026-03-14 rent", "Pay rent", .none, .pending, nil, [], "2026-03-14"),
        ("Read t:2026-03-01 h:1 book", "Read book", .none, .pending, nil, [], nil),
        ("Pay due: rent", "Pay due: rent", .none, .pending, nil, [], nil),
        ("Meet at 10:30 with me@example.com", "Meet at 10:30 with me@example.com", .none, .pending, nil, [], nil),
        ("x 2026-03-10 2026-03-01 Taxes pri:A", "Taxes", .high, .completed, nil, [], nil),
        ("x Taxes", "Taxes", .none, .completed, nil, [], nil),
        ("X 2026-03-10 capital X is text", "X 2026-03-10 capital X is text", .none, .pending, nil, [], nil),
        ("Review \\+1 votes and \\@bob \\due:soon", "Review +1 votes and @bob due:soon", .none, .pending, nil, [], nil),
        ("Keep \\\\+1 and \\word and + and @", "Keep \\+1 and \\word and + and @", .none, .pending, nil, [], nil),
        ("Bad +a..b project stays", "Bad +a..b project stays", .none, .pending, nil, [], nil),
        ("Café 日本語 🌱 +Ünïcode", "Café 日本語 🌱", .none, .pending, "Ünïcode", [], nil),
    ])
    func readsALine(line: String, title: String, priority: Priority, status: TaskStatus, project: String?,
                    tags: [String], due: String?) throws {
        let task = try Interchange.single(format, line).task
        #expect(task.title == title)
        #expect(task.priority == priority)
        #expect(task.status == status)
        #expect(task.project == project)
        #expect(task.tags == Set(tags))
        #expect(task.due?.storageString == due)
    }

    /// Dates are local days: created and completed at local midnight of their day.
    @Test func datesAreLocalDays() throws {
        let record = try Interchange.single(format, "x 2026-03-10 2026-03-01 Taxes due:2026-03-09", zone: "Asia/Kolkata")
        #expect(record.task.created == Interchange.local(2026, 3, 1, zone: "Asia/Kolkata"))
        #expect(record.task.completed == Interchange.local(2026, 3, 10, zone: "Asia/Kolkata"))
        #expect(record.task.due == Due(day: try Fixtures.day(2026, 3, 9)))
        #expect(record.toTheDay == [.created, .completed, .due, .wait])
        #expect(record.missing == [.notes, .modified, .parent, .recurrence, .scheduled, .until, .intervals, .annotations, .fields])
    }

    @Test func aLineWithoutDatesLacksThem() throws {
        let pending = try Interchange.single(format, "Call mom")
        #expect(pending.missing == [.notes, .modified, .created, .parent, .recurrence, .scheduled, .until, .intervals, .annotations, .fields])
        #expect(pending.task.created == Fixtures.clock.now)
        let done = try Interchange.single(format, "x Call mom")
        #expect(done.missing == [.notes, .modified, .completed, .created, .parent, .recurrence, .scheduled, .until, .intervals, .annotations, .fields])
    }

    @Test func uidIsTheIDAndAForeignUIDIsStable() throws {
        let uuid = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d"
        #expect(try Interchange.single(format, "Call uid:\(uuid)").task.id == Interchange.id(uuid))
        let foreign = try Interchange.single(format, "Call uid:42@phone").task.id
        #expect(foreign == (try Interchange.single(format, "Other title uid:42@phone").task.id))
        #expect(foreign != (try Interchange.single(format, "Call uid:43@phone").task.id))
    }

    /// Without `uid:`, the ID comes from the title and how many lines before had it, so the
    /// same file gives the same IDs and two equal lines are two tasks.
    @Test func linesWithoutUIDGetStableIDs() throws {
        let text = "(A) Call mom +family\nCall mom\nx 2026-03-10 Water plants\n"
        let first = try Interchange.decode(format, text).tasks.map(\.task.id)
        let second = try Interchange.decode(format, "(B) 2026-01-01 Call mom\nCall mom @phone\nWater plants\n").tasks.map(\.task.id)
        #expect(Set(first).count == 3)
        #expect(first == second)
    }

    @Test(arguments: [
        ("", 0), ("\n\n  \n", 0), ("\u{FEFF}(A) One\r\nTwo\r\n", 2), ("One\rTwo", 2), ("One\nTwo", 2),
    ])
    func blankLinesBOMAndCRLF(text: String, count: Int) throws {
        let tasks = try Interchange.decode(format, text).tasks
        #expect(tasks.count == count)
        #expect(tasks.allSatisfy { !$0.task.title.hasSuffix("\r") && !$0.task.title.hasPrefix("\u{FEFF}") })
    }

    @Test(arguments: [
        ("Fine\nPay due:someday\n", "line 2, field 'due:': due:someday is not a date YYYY-MM-DD"),
        ("Pay due:2026-02-30", "line 1, field 'due:': due:2026-02-30 is not a date"),
        ("x 2026-03-01 Done pri:AB", "line 1, field 'pri:': pri:AB is not a priority letter A-Z"),
        ("ok\n\n+home @work", "line 3, field 'title': a task needs a title"),
    ])
    func malformedLinesNameTheLine(text: String, message: String) throws {
        let document = try Interchange.decode(format, text)
        let problems = document.bad.map { "\($0.place): \($0.reason)" }
        #expect(problems.count == 1 && problems.first?.hasPrefix(message) == true, "\(problems)")
        // The good lines are read all the same: the import decides what to do with them.
        #expect(document.tasks.count == text.split(separator: "\n").count - 1)
    }

    /// A task, written: the line todo.txt tools read.
    @Test func writesLines() throws {
        let created = Interchange.local(2026, 3, 1, 15, 30)
        let id = try Interchange.id("1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d")
        let tasks = [
            try Task(id: id, title: "Plant roses", created: created, due: Due(day: try Fixtures.day(2026, 3, 14), hour: 9),
                     priority: .high, project: "home.garden", tags: ["spring", "outdoor"]),
            try Task(id: id, title: "Taxes", status: .completed, created: created,
                     completed: Interchange.local(2026, 3, 10, 23, 59), priority: .medium),
            try Task(id: id, title: "Review +1 votes for @bob due:friday \\+2", notes: "n", created: created),
        ]
        let document = try format.encode(tasks, context: Interchange.context())
        #expect(document.text == """
            (A) 2026-03-01 Plant roses +home.garden @outdoor @spring due:2026-03-14 uid:\(id)
            x 2026-03-10 2026-03-01 Taxes pri:B uid:\(id)
            2026-03-01 Review \\+1 votes for \\@bob \\due:friday \\\\+2 uid:\(id)

            """)
        #expect(document.omitted == [.notes: 1, .dueTime: 1])
    }

    /// `rec:` as topydo writes it: a plain interval from completion, `+` from the due date.
    @Test(arguments: [
        ("Water rec:3d", "FREQ=DAILY;INTERVAL=3", Recurrence.Mode.fromCompletion),
        ("Rent due:2026-04-01 rec:+1m", "FREQ=MONTHLY", .fromDue),
        ("Review rec:2w", "FREQ=WEEKLY;INTERVAL=2", .fromCompletion), ("Birthday rec:+1y", "FREQ=YEARLY", .fromDue),
    ])
    func recIsTheRepeatRule(line: String, rule: String, mode: Recurrence.Mode) throws {
        let record = try Interchange.single(format, line)
        #expect(record.task.recurrence?.ruleText == rule && record.task.recurrence?.mode == mode)
        #expect(!record.missing.contains(.recurrence))
    }

    @Test func anUnreadableRecIsAnErrorNamingTheLine() {
        #expect(Interchange.problems(format, "Water rec:often")
            == ["line 1, field 'rec:': rec:often is not a repeat such as rec:3d, rec:1w, rec:+1m or rec:1y"])
    }

    @Test func exportWritesRecWhereItCanAndSaysWhereItCannot() throws {
        let id = try Interchange.id("1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d")
        let created = Interchange.local(2026, 3, 1)
        let due = Due(day: try Fixtures.day(2026, 3, 31))
        let tasks = [
            try Task(id: id, title: "Rent", created: created, due: due,
                     recurrence: Recurrence(frequency: .monthly, monthDay: .day(31))),
            try Task(id: id, title: "Water", created: created, recurrence: Recurrence(frequency: .daily, interval: 3, mode: .fromCompletion)),
            try Task(id: id, title: "Gym", created: created, due: due, recurrence: Recurrence(frequency: .weekly, weekdays: [2, 5])),
        ]
        let document = try format.encode(tasks, context: Interchange.context())
        #expect(document.text == """
            2026-03-01 Rent due:2026-03-31 rec:+1m uid:\(id)
            2026-03-01 Water rec:3d uid:\(id)
            2026-03-01 Gym due:2026-03-31 uid:\(id)

            """)
        #expect(document.omitted == [.repeatRule: 1])
    }

    /// Every title survives export and import, however much it looks like todo.txt.
    @Test(arguments: [
        "Review +1 votes", "Email @bob", "due:tomorrow is text", "x marks the spot", "(A) is not a priority",
        "2026-01-01 party", "\\+1 \\\\@x \\", "uid:abc", "pri:A", "a  double  space", "Café 🌱 日本語", "+", "@ @",
    ])
    func titlesRoundTrip(title: String) throws {
        let task = try Task(title: title, created: Interchange.local(2026, 3, 1), priority: .low, project: "p")
        let text = try format.encode([task], context: Interchange.context()).text
        let back = try Interchange.single(format, text).task
        #expect(back.title == task.title, "\(text)")
        #expect(back.id == task.id && back.project == "p" && back.priority == .low)
    }

    /// todo.txt and done.txt are one import: the same title in both is two tasks, and
    /// reading them again gives the same two IDs.
    @Test func derivedIDsCountOverTodoAndDone() throws {
        func both() throws -> [TaskID] {
            let todo = try Interchange.decode(format, "Take out trash\n")
            let done = try Interchange.decode(format, "x 2026-03-01 Take out trash\nx 2026-03-08 Take out trash\nx Other\n")
            return try todo.appending(done).tasks.map(\.task.id)
        }
        let ids = try both()
        #expect(Set(ids).count == 4)
        #expect(try both() == ids)
        let withUID = try Interchange.decode(format, "Take out trash uid:1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d\n")
        #expect(try withUID.appending(Interchange.decode(format, "Take out trash\n")).tasks.map(\.task.id)[1]
                == StableID.id(for: "title:0:Take out trash"))
    }

    @Test func readsDoneTxtBesideTodoTxtOnly() {
        #expect(format.companionFiles(of: "todo.txt") == ["done.txt"])
        #expect(format.companionFiles(of: "TODO.TXT") == ["done.txt"])
        #expect(format.companionFiles(of: "done.txt").isEmpty)
        #expect(format.companionFiles(of: "list.txt").isEmpty)
    }

    // MARK: - t: (threshold) is the wait

    /// topydo's `t:` is the day a task shows from: taskdeck's wait, read and written in its place.
    @Test func theThresholdIsTheWaitInAndOut() throws {
        let line = "(B) Renew passport t:2026-04-01 due:2026-05-01 +home"
        let record = try Interchange.single(format, line)
        #expect(record.task.wait == Due(day: try Fixtures.day(2026, 4, 1)))
        #expect(record.task.title == "Renew passport")
        #expect(try Interchange.decode(format, line).notes.isEmpty, "t: is read, not kept unread")
        #expect(try format.encode([record.task], context: Interchange.context()).text == line + "\n")
        let task = try Task(title: "Call back", created: Interchange.local(2026, 3, 1), due: Due(day: try Fixtures.day(2026, 3, 20)),
                            wait: Due(day: try Fixtures.day(2026, 3, 15)))
        let written = try format.encode([task], context: Interchange.context()).text
        #expect(written.hasPrefix("2026-03-01 Call back t:2026-03-15 due:2026-03-20 uid:"), "\(written)")
        #expect(try Interchange.single(format, written).task.wait == task.wait)
    }

    @Test func aBadThresholdIsABadRecord() {
        #expect(Interchange.problems(format, "Read t:soon") == ["line 1, field 't:': t:soon is not a date YYYY-MM-DD"])
    }

    /// What a line cannot hold is named: the wait's time, scheduled, until, time spent.
    @Test func whatALineCannotHoldIsNamed() throws {
        let task = try Task(title: "Plan", created: Interchange.local(2026, 3, 1),
                            wait: Due(day: try Fixtures.day(2026, 3, 15), hour: 9, minute: 0),
                            scheduled: Due(day: try Fixtures.day(2026, 3, 16)), until: Due(day: try Fixtures.day(2026, 4, 1)),
                            intervals: [WorkInterval(start: Interchange.utc(2026, 3, 2), end: Interchange.utc(2026, 3, 2, 1))])
        let document = try format.encode([task], context: Interchange.context())
        #expect(document.omitted == [.waitTime: 1, .scheduled: 1, .until: 1, .timeSpent: 1])
    }
}

/// topydo's dependencies: `id:N` on the task that waits, `p:N` on each task it waits for.
struct TodoTxtDependencyTests {
    let format = TodoTxtFormat()
    let lines = """
        Write report id:1
        Collect data p:1
        Check facts +work p:1 p:2
        Book venue id:2 h:1
        Ask Sam p:7
        """

    func tasks(_ text: String) throws -> [String: Task] {
        let document = try Interchange.decode(format, text)
        return Dictionary(uniqueKeysWithValues: document.tasks.map { ($0.task.title, $0.task) })
    }

    @Test func idAndPAreReadAsDepends() throws {
        let tasks = try tasks(lines)
        let report = try #require(tasks["Write report"]), venue = try #require(tasks["Book venue"])
        let data = try #require(tasks["Collect data"]), facts = try #require(tasks["Check facts"])
        #expect(report.depends == [data.id, facts.id])
        #expect(venue.depends == [facts.id])
        #expect(data.depends.isEmpty && tasks["Ask Sam"]?.depends.isEmpty == true)
        let document = try Interchange.decode(format, lines)
        #expect(document.tasks.allSatisfy { !$0.missing.contains(.depends) })
        // h: is kept unread, and the p: that names no line's id: too; id: and p: are read.
        #expect(document.notes.counts == [.unread("h:"): 1, .unread("p:"): 1])
    }

    @Test func unchangedLinesGoBackAsTheyCame() throws {
        let document = try Interchange.decode(format, lines)
        let text = try format.encode(document.tasks.map(\.task), context: Interchange.context()).text
        #expect(text == lines + "\n")
    }

    @Test func aDependencyMadeHereIsNumberedWithoutTakingANumberInUse() throws {
        var tasks = try tasks(lines)
        let sam = try #require(tasks["Ask Sam"]), data = try #require(tasks["Collect data"])
        // Ask Sam now waits for Collect data; 1, 2 (ids) and 7 (a p: to another list) are taken.
        tasks["Ask Sam"] = try Task(id: sam.id, title: sam.title, created: sam.created, kept: sam.kept, depends: [data.id])
        let order = ["Write report", "Collect data", "Check facts", "Book venue", "Ask Sam"]
        let text = try format.encode(order.compactMap { tasks[$0] }, context: Interchange.context()).text
        #expect(text == """
            Write report id:1
            Collect data p:1 p:3
            Check facts +work p:1 p:2
            Book venue id:2 h:1
            Ask Sam p:7 id:3

            """)
        let again = try self.tasks(text)
        #expect(again["Ask Sam"]?.depends == [data.id])
        #expect(again["Write report"]?.depends == tasks["Write report"]?.depends)
    }

    /// The blockers' `p:` words go; the `id:` stays as written (nothing waits on it: harmless).
    @Test func aDependencyTakenAwayTakesItsWordsAlong() throws {
        var tasks = try tasks(lines)
        let venue = try #require(tasks["Book venue"])
        tasks["Book venue"] = try Task(id: venue.id, title: venue.title, created: venue.created, kept: venue.kept)
        let order = ["Write report", "Collect data", "Check facts", "Book venue", "Ask Sam"]
        let text = try format.encode(order.compactMap { tasks[$0] }, context: Interchange.context()).text
        #expect(text == """
            Write report id:1
            Collect data p:1
            Check facts +work p:1
            Book venue id:2 h:1
            Ask Sam p:7

            """)
        #expect(try self.tasks(text)["Book venue"]?.depends.isEmpty == true)
    }

    @Test func aBlockerLeftOutOfTheExportIsNamed() throws {
        let blocker = try Task(title: "Elsewhere", created: Fixtures.clock.now)
        let waiting = try Task(title: "Waits", created: Fixtures.clock.now, depends: [blocker.id])
        let document = try format.encode([waiting], context: Interchange.context())
        #expect(document.omitted == [.depends: 1])
        let both = try format.encode([waiting, blocker], context: Interchange.context())
        #expect(both.omitted[.depends] == nil)
        #expect(both.text.hasPrefix("\(Fixtures.clock.today) Waits id:1 uid:"))
    }
}
