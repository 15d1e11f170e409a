import Foundation
import Testing
import TaskDomain
@testable import TaskStorage

/// The hand-written writer produces exactly `JSONEncoder`'s bytes, so files stay the same
/// whichever wrote them.
struct TaskJSONWriterTests {
    private func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private var sample: [TaskDTO] {
        let mapper = TaskMapper(path: "t")
        let full = try? Task(title: "Full ü 日本 \"q\" \\ / tab\there", notes: "n\u{1}\u{1B}[1m\u{7F}\r\n\u{8}\u{C}😀",
                             status: .completed, created: Date(timeIntervalSince1970: 1_772_352_000),
                             modified: Date(timeIntervalSince1970: 1_772_352_061),
                             completed: Date(timeIntervalSince1970: -86_401), due: Due(storageString: "2026-12-24T09:05"),
                             priority: .high, project: "a.b", tags: ["x", "y"],
                             wait: Due(storageString: "2026-12-20"), scheduled: Due(storageString: "2026-12-21T08:30"),
                             until: Due(storageString: "2026-12-31"),
                             intervals: [WorkInterval(start: Date(timeIntervalSince1970: 1_772_352_000),
                                                      end: Date(timeIntervalSince1970: 1_772_355_601))],
                             annotations: [Annotation(entry: Date(timeIntervalSince1970: 1_772_352_030), text: "called \"the\" plumber\n😀"),
                                           Annotation(entry: Date(timeIntervalSince1970: 1_772_352_090), text: "")])
        let running = try? Task(title: "Running", created: Date(timeIntervalSince1970: 0),
                                intervals: [WorkInterval(start: Date(timeIntervalSince1970: 1_772_352_000))])
        let bare = try? Task(title: "Bare", created: Date(timeIntervalSince1970: 0))
        // Every optional member a task can have, so the writer's fixed key order is checked.
        let linked = try? Task(title: "Linked", created: Date(timeIntervalSince1970: 0), due: Due(storageString: "2026-03-02"),
                               parent: bare?.id, recurrence: Recurrence(ruleText: "FREQ=WEEKLY;INTERVAL=2", mode: .fromCompletion),
                               kept: KeptFields(["todotxt.line": "x 2026-01-01 Linked h:1", "taskwarrior.Zed": "\"q\"", "a": ""]),
                               depends: [full?.id, running?.id].compactMap { $0 }.reduce(into: Set<TaskID>()) { $0.insert($1) },
                               fields: CustomFields(["estimate": "3", "Area": "north\tside"]))
        var dtos = [full, bare, running, linked].compactMap { $0 }.map { mapper.dto(from: $0, extra: [:]) }
        // A repeat this version cannot follow, kept verbatim among the unknown keys.
        if var kept = bare.map({ mapper.dto(from: $0, extra: ["repeat": .string("every day")]) }) {
            kept.id = "kept-repeat"
            dtos.append(kept)
        }
        dtos[1].extra = ["colour": .string("teal"), "Zeta": .integer(-42), "x": .number(2.5), "big": .number(1e23),
                         "list": .array([.null, .bool(true), .bool(false), .object(["k": .string("v")]), .array([])]),
                         "empty": .object([:]), "_under": .string("")]
        return dtos
    }

    @Test func theSnapshotIsJSONEncodersPrettyOutput() throws {
        let file = TaskFileDTO(tasks: sample, extra: ["sync": .object(["rev": .integer(7)]), "Alpha": .null])
        var expected = try encoder(pretty: true).encode(file)
        expected.append(0x0A)
        #expect(String(decoding: TaskJSONWriter.snapshot(file), as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(sample.count == 5 && sample[3].recurrence != nil && !sample[3].kept.isEmpty && !sample[3].fields.isEmpty
                && !sample[3].depends.isEmpty && sample[3].parent != nil)
        let empty = TaskFileDTO(tasks: [])
        var expectedEmpty = try encoder(pretty: true).encode(empty)
        expectedEmpty.append(0x0A)
        #expect(TaskJSONWriter.snapshot(empty) == expectedEmpty)
    }

    @Test func aJournalRecordIsJSONEncodersCompactOutput() throws {
        let record = Journal.Record(seq: 12, ops: [.init(id: "a", before: sample[0], after: sample[1]),
                                                   .init(id: "b", before: nil, after: sample[0]),
                                                   .init(id: "c", before: sample[1], after: nil),
                                                   .init(id: "d", before: sample[2], after: sample[0]),
                                                   .init(id: "e", before: sample[3], after: sample[4])])
        let expected = try encoder(pretty: false).encode(record)
        #expect(String(decoding: TaskJSONWriter.record(record), as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    @Test(arguments: [-2_208_988_800, -1, 0, 951_782_400, 1_772_352_000, 253_402_300_799] as [Int])
    func datesMatchTheISO8601Encoder(seconds: Int) throws {
        let date = Date(timeIntervalSince1970: Double(seconds))
        let dto = TaskDTO(id: "i", title: "t", notes: "", status: "pending", created: date, modified: date,
                          completed: nil, due: nil, priority: "none", project: nil, tags: [])
        let record = Journal.Record(seq: 1, ops: [.init(id: "i", before: nil, after: dto)])
        #expect(TaskJSONWriter.record(record) == [UInt8](try encoder(pretty: false).encode(record)))
    }
}
