import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// The fast reader gives exactly what `JSONDecoder` gives for the files taskdeck writes,
/// and steps aside (nil) for everything else, so errors keep their words.
struct TaskFileReaderTests {
    private func codable(_ data: Data) throws -> TaskFileDTO {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(TaskFileDTO.self, from: data)
    }

    @Test func aFileTaskdeckWroteReadsTheSameAsWithCodable() throws {
        let tasks = [
            try Task(title: "Full ü 日本 \"quoted\" \\ back", notes: "n\u{1}\u{7F}\n\t😀", status: .completed,
                     created: Fixtures.Stored.clock.now, modified: Fixtures.Stored.clock.now.addingTimeInterval(61),
                     completed: Fixtures.Stored.clock.now.addingTimeInterval(3661),
                     due: Due(day: Fixtures.Stored.clock.today, hour: 9, minute: 5), priority: .high, project: "a.b", tags: ["x", "y"]),
            try Task(title: "Bare", created: Fixtures.Stored.clock.now.addingTimeInterval(-86_400 * 400)),
        ]
        let mapper = TaskMapper(path: "t")
        var file = TaskFileDTO(tasks: tasks.map { mapper.dto(from: $0, extra: [:]) })
        file.tasks[1].extra = ["colour": .string("teal"), "n": .integer(-42),
                               "list": .array([.null, .bool(true), .object(["k": .string("v")])])]
        file.extra = ["sync": .object(["rev": .integer(7)])]
        let data = try TaskFileCodec(path: "t").encode(file)
        let fast = try #require(TaskFileReader.read(data))
        #expect(fast == file)
        #expect(fast == (try codable(data)))
    }

    @Test(arguments: [
        #"{"schemaVersion": 1, "tasks": [ {"title": "#,
        #"{"schemaVersion": 1, "tasks": [{"id": "x", "title": 42, "created": "2026-03-01T08:00:00Z"}]}"#,
        #"{"schemaVersion": 1, "tasks": [{"id": "x", "title": "t", "created": "2026-03-01T08:00:00.5Z"}]}"#,
        #"{"schemaVersion": 1, "tasks": [{"id": "x", "title": "t", "created": "2026-03-01T08:00:00+01:00"}]}"#,
        #"{"schemaVersion": 2, "tasks": []}"#,
        #"{"schemaVersion": 1, "tasks": []} trailing"#,
        #"{"schemaVersion": 1, "tasks": [{"id": "x", "title": "\ud800", "created": "2026-03-01T08:00:00Z"}]}"#,
        #"{"schemaVersion": 1, "tasks": [{"id": "x", "title": "t", "created": "2024-02-30T08:00:00Z"}]}"#,
        #"{"schemaVersion": 1, "tasks": [], "n": 01}"#,
        #"{"schemaVersion": 1, "tasks": [], "n": 1.}"#,
        #"{"schemaVersion": 1, "tasks": [], "n": 1.e5}"#,
        #"{"schemaVersion": 1, "tasks": [], "n": -}"#,
        "{\"schemaVersion\": 1, \"tasks\": [], \"deep\": " + String(repeating: "[", count: 300)
            + String(repeating: "]", count: 300) + "}",
    ])
    func anythingElseIsLeftToTheCodablePath(text: String) {
        #expect(TaskFileReader.read(Data(text.utf8)) == nil)
    }

    @Test func numbersByJSONsGrammarAreRead() throws {
        let text = #"{"schemaVersion": 1, "tasks": [], "a": 0, "b": -12, "c": 1.5e-3, "d": 2E+2, "e": -0.25}"#
        let file = try #require(TaskFileReader.read(Data(text.utf8)))
        // Integers that come back the same are numbers; the rest keep their text.
        #expect(file.extra == ["a": .integer(0), "b": .integer(-12), "c": .literal("1.5e-3"), "d": .literal("2E+2"),
                               "e": .literal("-0.25")])
    }

    @Test func escapesAndSurrogatePairsAreDecoded() throws {
        let text = #"{"schemaVersion": 1, "tasks": [{"id": "x", "title": "a\u00e9\ud83d\ude00\n\/", "created": "2026-03-01T08:00:00Z"}]}"#
        let file = try #require(TaskFileReader.read(Data(text.utf8)))
        #expect(file.tasks.first?.title == "aé😀\n/")
        #expect(file.tasks.first?.created == Date(timeIntervalSince1970: 1_772_352_000))
    }
}
