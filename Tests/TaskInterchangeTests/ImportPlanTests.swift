import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskInterchange

/// Matching imported tasks with stored ones: what is added, changed, left alone.
struct ImportPlanTests {
    let context = Interchange.context()

    /// A stored task with everything todo.txt cannot hold: notes, a due time, exact times.
    func stored() throws -> Task {
        try Task(title: "Water the roses", notes: "Not the tulips.", status: .completed,
                 created: Interchange.local(2026, 3, 1, 15, 30), modified: Interchange.local(2026, 3, 2, 8, 15),
                 completed: Interchange.local(2026, 3, 2, 8, 15),
                 due: Due(day: try Fixtures.day(2026, 3, 2), hour: 9, minute: 30),
                 priority: .high, project: "home.garden", tags: ["outdoor"])
    }

    func plan(_ text: String, format: some InterchangeFormat = TodoTxtFormat(), over tasks: [Task]) throws -> ImportPlan {
        let document = try format.decode(InterchangeText(text), context: context)
        return try ImportPlan(importing: document, stored: Dictionary(uniqueKeysWithValues: tasks.map { ($0.id, $0) }),
                              context: context)
    }

    func line(_ task: Task) throws -> String {
        try TodoTxtFormat().encode([task], context: context).text
    }

    @Test func reimportingAnExportChangesNothingInEveryFormat() throws {
        let task = try stored()
        let formats: [any InterchangeFormat] = [TodoTxtFormat(), TaskwarriorFormat(), JSONTaskFormat(), ICalendarFormat()]
        for format in formats {
            let text = try format.encode([task], context: context).text
            let plan = try plan(text, format: format, over: [task])
            #expect(plan.entries.map(\.outcome) == [.unchanged], "\(format.name)")
            #expect(plan.change.isEmpty)
        }
    }

    /// Taskwarrior cannot tell a due time of 00:00 from a whole day: a stored task keeps
    /// its 00:00, a new one gets the whole day.
    @Test func aDueAtMidnightThroughTaskwarrior() throws {
        let task = try Task(title: "Midnight", created: Interchange.local(2026, 3, 1),
                            due: Due(day: try Fixtures.day(2026, 3, 14), hour: 0))
        let text = try TaskwarriorFormat().encode([task], context: context).text
        #expect(try plan(text, format: TaskwarriorFormat(), over: [task]).entries.map(\.outcome) == [.unchanged])
        let fresh = try #require(try plan(text, format: TaskwarriorFormat(), over: []).entries.first)
        #expect(fresh.task.due == Due(day: try Fixtures.day(2026, 3, 14)))
    }

    @Test func aNewTaskIsAdded() throws {
        let plan = try plan("(A) Call mom", over: [try stored()])
        #expect(plan.entries.map(\.outcome) == [.added])
        #expect(plan.change.action == .imported && plan.change.entries.count == 1)
        #expect(plan.change.entries.first?.before == nil)
    }

    /// A field the line changes is taken; what todo.txt cannot say is kept; `modified` is
    /// the import's time, since the line has none.
    @Test func aChangeKeepsWhatTheLineCannotSay() throws {
        let task = try stored()
        let edited = try line(task).replacingOccurrences(of: "pri:A", with: "pri:C")
        let entry = try #require(try plan(edited, over: [task]).entries.first)
        #expect(entry.outcome == .changed([.priority]))
        #expect(entry.task.priority == .low)
        #expect(entry.task.notes == task.notes && entry.task.due == task.due)
        #expect(entry.task.created == task.created && entry.task.completed == task.completed)
        #expect(entry.task.modified == context.now)
        #expect(entry.before == task)
    }

    /// A day that differs is taken as a day: the stored time belonged to the old day.
    @Test(arguments: [
        ("due:2026-03-02", "due:2026-03-05", TaskField.due),
        ("x 2026-03-02", "x 2026-03-04", .completed),
        ("2026-03-01 Water", "2026-02-27 Water", .created),
    ])
    func aDifferentDayIsTaken(old: String, new: String, field: TaskField) throws {
        let task = try stored()
        let text = try line(task)
        #expect(text.contains(old), "\(text)")
        let entry = try #require(try plan(text.replacingOccurrences(of: old, with: new), over: [task]).entries.first)
        #expect(entry.outcome == .changed([field]))
    }

    @Test func reopeningATaskClearsItsCompletion() throws {
        let task = try stored()
        // Reopened as a todo.txt client does: the `x` and completion day go, `pri:A` becomes `(A)`.
        let text = try line(task).replacingOccurrences(of: "x 2026-03-02 ", with: "(A) ").replacingOccurrences(of: " pri:A", with: "")
        let entry = try #require(try plan(text, over: [task]).entries.first)
        #expect(entry.outcome == .changed([.status, .completed]))
        #expect(entry.task.completed == nil && entry.task.status == .pending)
    }

    /// A format that carries `modified` is believed: a newer `modified` alone is a change.
    @Test func aNewerModifiedAloneIsAChange() throws {
        let task = try stored()
        let text = try JSONTaskFormat().encode([task], context: context).text
            .replacingOccurrences(of: "\"modified\" : \"2026-03-02T13:15:00Z\"", with: "\"modified\" : \"2026-03-03T00:00:00Z\"")
        let entry = try #require(try plan(text, format: JSONTaskFormat(), over: [task]).entries.first)
        #expect(entry.outcome == .changed([.modified]))
    }

    @Test func theSameTaskTwiceIsRefused() throws {
        let uid = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d"
        let plan = try plan("One uid:\(uid)\nTwo\nThree uid:\(uid)", over: [])
        #expect(plan.bad == [BadRecord(location: "line 3", reason: "the same task as line 1 (\(uid))")])
        #expect(plan.entries.map(\.task.title) == ["One", "Two"])
    }

    @Test func skippedRecordsAreCounted() throws {
        let text = #"[{"uuid":"1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d","description":"x","status":"deleted","entry":"20260301T143000Z"}]"#
        let plan = try plan(text, format: TaskwarriorFormat(), over: [])
        #expect(plan.entries.isEmpty && plan.skipped == [.deleted: 1])
    }

    /// An import that changes a task keeps its wait, scheduled, until and time spent in every
    /// format: each either holds them (JSON, iCalendar), holds them to the day (todo.txt's
    /// `t:`), holds the running stretch only (Taskwarrior's `start`), or cannot say them.
    @Test func aChangeKeepsThePlanFieldsInEveryFormat() throws {
        let base = try stored()
        func planned(_ priority: Priority) throws -> Task {
            try Task(id: base.id, title: base.title, notes: base.notes, created: base.created,
                     modified: base.modified, due: base.due, priority: priority, project: base.project,
                     tags: base.tags, wait: Due(day: try Fixtures.day(2026, 3, 1)),
                     scheduled: Due(day: try Fixtures.day(2026, 3, 1), hour: 8, minute: 0),
                     until: Due(day: try Fixtures.day(2026, 4, 1)),
                     intervals: [WorkInterval(start: Interchange.local(2026, 3, 1, 9, 0),
                                              end: Interchange.local(2026, 3, 1, 9, 45)),
                                 WorkInterval(start: Interchange.local(2026, 3, 2, 7, 0))])
        }
        let stored = try planned(.high)
        let formats: [any InterchangeFormat] = [TodoTxtFormat(), TaskwarriorFormat(), JSONTaskFormat(), ICalendarFormat()]
        for format in formats {
            let text = try format.encode([try planned(.low)], context: context).text
            let entry = try #require(try plan(text, format: format, over: [stored]).entries.first, "\(format.name)")
            #expect(entry.task.priority == .low, "\(format.name)")
            #expect(entry.task.wait == stored.wait && entry.task.scheduled == stored.scheduled, "\(format.name)")
            #expect(entry.task.until == stored.until && entry.task.intervals == stored.intervals, "\(format.name)")
        }
    }

    /// A format that holds the plan fields says when they went: a wait taken away in
    /// Taskwarrior is taken away here; a task stopped there is stopped here (when it was
    /// last changed there), its earlier stretches kept; one started there runs here.
    @Test func aFormatThatHoldsThePlanFieldsChangesThem() throws {
        let base = try stored()
        let stretch = WorkInterval(start: Interchange.local(2026, 3, 1, 9, 0), end: Interchange.local(2026, 3, 1, 9, 45))
        let running = WorkInterval(start: Interchange.local(2026, 3, 2, 7, 0))
        func planned(wait: Due?, intervals: [WorkInterval], modified: Date) throws -> Task {
            try Task(id: base.id, title: base.title, notes: base.notes, created: base.created, modified: modified,
                     due: base.due, priority: base.priority, project: base.project, tags: base.tags, wait: wait,
                     intervals: intervals)
        }
        let stored = try planned(wait: Due(day: try Fixtures.day(2026, 3, 20)), intervals: [stretch, running],
                                 modified: base.modified)
        let stoppedAt = Interchange.local(2026, 3, 2, 8, 0)
        let there = try planned(wait: nil, intervals: [], modified: stoppedAt)
        let text = try TaskwarriorFormat().encode([there], context: context).text
        let entry = try #require(try plan(text, format: TaskwarriorFormat(), over: [stored]).entries.first)
        #expect(entry.task.wait == nil)
        #expect(entry.task.intervals == [stretch, WorkInterval(start: running.start, end: stoppedAt)])
        #expect(entry.outcome == .changed([.wait, .intervals]))

        let restarted = WorkInterval(start: Interchange.local(2026, 3, 3, 7, 0))
        let again = try TaskwarriorFormat().encode([try planned(wait: nil, intervals: [restarted], modified: stoppedAt)],
                                                   context: context).text
        let merged = try #require(try plan(again, format: TaskwarriorFormat(), over: [entry.task]).entries.first)
        #expect(merged.task.intervals == [stretch, WorkInterval(start: running.start, end: stoppedAt), restarted])
    }
}
