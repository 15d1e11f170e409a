import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// A history step's change is read by the task file's byte reader (`TaskFileReader.readRecord`),
/// not `JSONDecoder` (undoing a 1,000,000-task import took over 8 minutes in it). It must
/// give exactly what `JSONDecoder` gives, field by field, and leave to it whatever it does
/// not read itself, so a change written by any taskdeck reads as before.
struct HistoryChangeDecodingTests {
    /// What the history read before: `JSONDecoder`, then the mapper.
    private func decodedByJSONDecoder(_ bytes: [UInt8]) throws -> TaskChange {
        let record = try Journal.decoder().decode(Journal.Record.self, from: Data(bytes))
        let mapper = TaskMapper(path: "h")
        return TaskChange(action: .edited, entries: try record.ops.map { operation in
            TaskChange.Entry(id: try #require(TaskID(operation.id)),
                             before: try operation.before.map { try mapper.task(from: $0, index: 0) },
                             after: try operation.after.map { try mapper.task(from: $0, index: 0) })
        })
    }

    private func fastRecord(_ bytes: [UInt8]) throws -> Journal.Record? {
        var ops: [Journal.Record.Operation] = []
        let seq = try bytes.withUnsafeBufferPointer { try TaskFileReader.readRecord($0) { ops.append($0) } }
        return seq.map { Journal.Record(seq: $0, ops: ops) }
    }

    /// Tasks with every field kind: dates to the second and with a fraction (written to the
    /// second), a due time, plan dates, intervals open and closed, annotations, depends, a
    /// parent, a repeat, fields from other tools kept as they were, custom fields, escapes.
    private func tasks() throws -> [Task] {
        let base = Date(timeIntervalSince1970: 1_772_352_000)
        let bare = try Task(title: "Bare", created: Date(timeIntervalSince1970: 0))
        let full = try Task(title: "Full ü 日本 \"q\" \\ / tab\there", notes: "n\u{1}\u{1B}[1m\u{7F}\r\n😀",
                            status: .completed, created: base.addingTimeInterval(0.75),
                            modified: base.addingTimeInterval(61.5), completed: Date(timeIntervalSince1970: -86_401),
                            due: Due(storageString: "2026-12-24T09:05"), priority: .high, project: "a.b", tags: ["x", "y"],
                            parent: bare.id, recurrence: Recurrence(ruleText: "FREQ=WEEKLY;INTERVAL=2", mode: .fromCompletion),
                            kept: KeptFields(["todotxt.line": "x 2026-01-01 Linked h:1", "taskwarrior.Zed": "\"q\" {\"raw\": [1, 2.50]}",
                                              "a": ""]),
                            wait: Due(storageString: "2026-12-20"), scheduled: Due(storageString: "2026-12-21T08:30"),
                            until: Due(storageString: "2026-12-31"),
                            intervals: [WorkInterval(start: base, end: base.addingTimeInterval(3601.9)),
                                        WorkInterval(start: base.addingTimeInterval(7200))],
                            depends: [bare.id, TaskID()],
                            annotations: [Annotation(entry: base.addingTimeInterval(30.25), text: "called \"the\" plumber\n😀"),
                                          Annotation(entry: base, text: "")],
                            fields: CustomFields(["estimate": "3", "Area": "north\tside", "empty": ""]))
        let edited = try Task(id: full.id, title: "Full, edited", notes: "other", created: base, priority: .low,
                              tags: ["z"], annotations: [Annotation(entry: base.addingTimeInterval(0.5), text: "one")])
        return [bare, full, edited]
    }

    @Test func aChangeReadsAsJSONDecoderReadsItOnEveryFieldKind() throws {
        let tasks = try tasks()
        let change = TaskChange(action: .edited, entries: [
            .init(id: tasks[0].id, before: nil, after: tasks[0]),
            .init(id: tasks[1].id, before: tasks[1], after: tasks[2]),
            .init(id: tasks[2].id, before: tasks[0], after: nil),
        ])
        var bytes: [UInt8] = []
        HistoryLine.body(of: change, seq: 7, to: &bytes)
        #expect(try fastRecord(bytes) != nil)  // the byte reader read it, not the fallback
        let fast = try HistoryLine.change(bytes, action: .edited, path: "h")
        #expect(fast == (try decodedByJSONDecoder(bytes)))
        // And both are the tasks, dates to the second.
        #expect(fast.entries[1].after?.created == Date(timeIntervalSince1970: 1_772_352_000))
        #expect(fast.entries[1].before?.annotations.last?.entry == Date(timeIntervalSince1970: 1_772_352_030))
        #expect(fast.entries[1].after?.kept == tasks[2].kept && fast.entries[1].after?.fields == tasks[2].fields
                && fast.entries[1].after?.depends == tasks[2].depends)
    }

    /// At the record level too: unknown keys (a newer taskdeck's) come back as `JSONDecoder`
    /// reads them, a number it would change kept as written, a `null` member read as absent.
    @Test func recordsWithUnknownKeysAndNullsReadAsJSONDecoderReadsThem() throws {
        let text = #"{"ops":[{"after":{"created":"2026-03-01T08:00:00Z","id":"A","title":"t","colour":"teal","n":-42,"#
            + #""list":[null,true,{"k":"v"}],"obj":{"deep":[[]]},"due":null,"repeat":"every day"},"before":null,"id":"A"},"#
            + #"{"id":"B","before":{"created":"2026-03-01T08:00:00Z","id":"B","title":"u","big":1.0}}],"seq":3}"#
        let fast = try #require(try fastRecord(Array(text.utf8)))
        let slow = try Journal.decoder().decode(Journal.Record.self, from: Data(text.utf8))
        var slowWithLiteral = slow
        slowWithLiteral.ops[1].before?.extra["big"] = .literal("1.0")  // JSONDecoder makes it 1; the bytes say 1.0
        #expect(fast == slowWithLiteral)
        #expect(fast.ops[0].after?.extra["list"] == .array([.null, .bool(true), .object(["k": .string("v")])]))
        #expect(fast.ops[0].after?.extra["repeat"] == .string("every day") && fast.ops[0].before == nil)
        #expect(fast.seq == 3 && fast.ops[1].after == nil)
    }

    /// Whatever the byte reader does not read, `JSONDecoder` does, as before: another date
    /// form, keys out of the record's shape, whitespace; and an error stays an error.
    @Test(arguments: [
        #"{"ops":[{"after":{"created":"2026-03-01T08:00:00.5Z","id":"A","title":"t"},"id":"A"}],"seq":1}"#,
        #"{"ops":[{"after":{"created":"2026-03-01T09:00:00+01:00","id":"A","title":"t"},"id":"A"}],"seq":1}"#,
        #"{"ops":[{"after":{"created":"2026-03-01T08:00:00Z","id":"A","title":"t"},"id":"A","note":1}],"seq":1}"#,
        #"{"ops":[],"seq":1,"more":true}"#,
        #"{"ops":[],"seq":1.5}"#,
        #"{"seq":1}"#,
        #"{"ops":[{"after":{"created":"2026-03-01T08:00:00Z","id":"A","title":"t"},"id":"A"}],"seq":1} x"#,
        #"{"ops":[{"after":{"created":"2026-03-01T08:00:00Z","id":"A","title":42},"id":"A"}],"seq":1}"#,
    ])
    func whatTheByteReaderLeavesIsReadByJSONDecoder(text: String) throws {
        #expect(try fastRecord(Array(text.utf8)) == nil)
        let id = TaskID().description
        let withID = Array(text.replacingOccurrences(of: "\"A\"", with: "\"\(id)\"").utf8)
        switch (Result { try decodedByJSONDecoder(withID) }, Result { try HistoryLine.change(withID, action: .edited, path: "h") }) {
        case (.success(let slow), .success(let fast)): #expect(fast == slow)
        case (.failure, .failure): break
        case (let slow, let fast): Issue.record("JSONDecoder: \(slow), the history: \(fast)")
        }
    }

    /// A change of many tasks reads in one pass: the same change back, at any size.
    @Test func aLargeChangeReadsBackWhole() throws {
        let tasks = try (0..<3_000).map { try Task(title: "Task \($0)", created: Date(timeIntervalSince1970: Double($0) * 61)) }
        let change = TaskChange(action: .imported, entries: tasks.map { .init(id: $0.id, before: nil, after: $0) })
        var bytes: [UInt8] = []
        HistoryLine.body(of: change, seq: 1, to: &bytes)
        #expect(try HistoryLine.change(bytes, action: .imported, path: "h") == change)
    }

    /// A step of 1,000 tasks or more (an import) is read with the store's tasks at hand and
    /// shares them; undone and redone through the file store, the tasks go and come back
    /// exactly, a task edited since refuses the undo, and a 2,500-task removal keeps the rest in order.
    @Test func aLargeStepIsUndoneAndRedoneThroughTheFileStore() throws {
        let folder = try TemporaryFolder("history-large")
        let base = FileTaskRepository(url: folder.taskFile)
        let history = HistoryFile(url: base.historyURL, limit: 20)
        let service = TaskService(repository: RecordingTaskRepository(base: base, history: history, origin: .command("add"),
                                                                      clock: Fixtures.clock), clock: Fixtures.clock)
        try service.add(TaskDraft(title: "Before"))
        let imported = try (0..<2_500).map { try Task(title: "Imported \($0)", created: Fixtures.clock.now, tags: ["t\($0 % 3)"]) }
        let recording = RecordingTaskRepository(base: base, history: history, origin: .command("import"), clock: Fixtures.clock)
        _ = try recording.commit(TaskChange(action: .imported, entries: imported.map { .init(id: $0.id, before: nil, after: $0) }))
        try service.add(TaskDraft(title: "After"))
        let undo = { try SharedUndo(repository: FileTaskRepository(url: folder.taskFile), history: HistoryFile(url: base.historyURL, limit: 20),
                                    origin: .command("undo"), clock: Fixtures.clock) }
        _ = try undo().undo()  // "After"
        let outcome = try undo().undo()
        guard case .moved(let move) = outcome else { Issue.record("\(outcome)"); return }
        #expect(move.change.entries.count == 2_500)
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["Before"])
        _ = try undo().redo()
        let redone = try FileTaskRepository(url: folder.taskFile).loadAll()
        #expect(redone.map(\.title) == ["Before"] + imported.map(\.title))
        #expect(redone.dropFirst().map(\.tags) == imported.map(\.tags) && redone.dropFirst().map(\.id) == imported.map(\.id))
        // Edited since: the undo of the import is refused, nothing written.
        try TaskService(repository: FileTaskRepository(url: folder.taskFile), clock: Fixtures.clock)
            .edit([imported[7].id], TaskEdit(title: .set("Edited")))
        guard case .refused = try undo().undo() else { Issue.record("not refused"); return }
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().count == 2_501)
    }
}
