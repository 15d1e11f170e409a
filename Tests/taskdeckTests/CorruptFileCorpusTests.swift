import Foundation
import TaskTestSupport
import Testing

/// The corrupt-file corpus of the reliability battery: damaged `tasks.json` files and
/// journals. For each, `list` and `add` fail (exit 1) with a message naming the file, and
/// not one byte of the task file, its journal or its folder changes. A last journal line
/// cut short by a crash is the exception: it is ignored and `list` works.
@Suite struct CorruptFileCorpusTests {
    static let id1 = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d"
    static let id2 = "2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e"

    static func task(id: String = id1, title: String = "\"Buy milk\"", created: String = "\"2026-03-11T10:00:00Z\"",
                     extra: String = "") -> String {
        "{\"created\" : \(created), \"id\" : \"\(id)\", \"modified\" : \"2026-03-11T10:00:00Z\", "
            + "\"status\" : \"pending\", \"priority\" : \"none\", \"tags\" : [], \"title\" : \(title)\(extra)}"
    }

    static func file(_ tasks: String..., version: String = "1") -> String {
        "{\"schemaVersion\" : \(version), \"tasks\" : [\(tasks.joined(separator: ", "))]}"
    }

    static let valid = file(task(), task(id: id2, title: "\"Write report\""))

    /// Seeded binary garbage.
    static var garbage: [UInt8] {
        var random = SplitMix64(seed: 0x5EED_0004)
        return (0..<512).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    /// Damaged snapshots, by name.
    static let snapshots: [String: [UInt8]] = [
        "truncated in the middle": Array(valid.utf8.prefix(valid.utf8.count / 2)),
        "truncated by one byte": Array(valid.utf8.dropLast()),
        "invalid JSON": Array("{\"schemaVersion\" : 1, \"tasks\" : [}".utf8),
        "tasks is a string": Array("{\"schemaVersion\" : 1, \"tasks\" : \"none\"}".utf8),
        "tasks is null": Array("{\"schemaVersion\" : 1, \"tasks\" : null}".utf8),
        "no tasks key": Array("{\"schemaVersion\" : 1, \"task\" : []}".utf8),
        "top level is an array": Array("[]".utf8),
        "an empty object": Array("{}".utf8),
        "a title that is a number": Array(file(task(title: "42")).utf8),
        "a created date that is not a date": Array(file(task(created: "\"yesterday\"")).utf8),
        "a due date that does not exist": Array(file(task(extra: ", \"due\" : \"2026-13-45\"")).utf8),
        "an unknown status": Array(file(task(extra: "").replacingOccurrences(of: "\"pending\"", with: "\"maybe\"")).utf8),
        "an unknown priority": Array(file(task().replacingOccurrences(of: "\"none\"", with: "\"urgent\"")).utf8),
        "an id that is not a UUID": Array(file(task(id: "not-an-id")).utf8),
        "duplicate ids": Array(file(task(), task(title: "\"Same id\"")).utf8),
        "a newer schemaVersion": Array(file(task(), version: "2").utf8),
        "schemaVersion is a string": Array(file(task(), version: "\"1\"").utf8),
        "binary garbage": garbage,
        "invalid UTF-8 in a title": Array(file(task(title: "\"Bad \u{1}\"")).utf8).map { $0 == 1 ? 0xFF : $0 },
        "a huge unterminated string": Array(("{\"schemaVersion\" : 1, \"tasks\" : [{\"title\" : \""
                                             + String(repeating: "y", count: 2_000_000)).utf8),
        "a huge id": Array(file(task(id: String(repeating: "f", count: 1_000_000))).utf8),
        "a missing id": Array(file(task().replacingOccurrences(of: "\"id\" : \"\(id1)\", ", with: "")).utf8),
        "NUL bytes": [0, 0, 0, 0],
    ]

    @Test(arguments: snapshots.keys.sorted())
    func aDamagedTaskFileIsRefusedAndLeftByteForByte(damage: String) throws {
        let folder = try TemporaryFolder("corpus")
        let file = folder.taskFile.path
        let bytes = Data(try #require(Self.snapshots[damage]))
        try bytes.write(to: folder.taskFile)
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        try expectRefused(file: file, folder: folder, damage: damage, files: [folder.taskFile: bytes], entries: entries)
    }

    /// Damaged journals, made from a real journal of four changes.
    enum JournalDamage: String, CaseIterable {
        case corruptMiddleRecord = "a corrupt middle record"
        case brokenHeader = "a broken header"
        case garbageLine = "a garbage line in the middle"
        case tornLastLine = "a torn last line"
        case badLastChecksum = "a last line with a bad checksum"
    }

    @Test(arguments: JournalDamage.allCases)
    func aDamagedJournalIsRefusedUnlessOnlyItsLastLineIsTorn(damage: JournalDamage) throws {
        let folder = try TemporaryFolder("corpus")
        let file = folder.taskFile.path
        for title in ["One", "Two", "Three", "Four"] {
            #expect(try BatteryProcess.run(["--file", file, "add", title]).succeeded)
        }
        let journalURL = URL(fileURLWithPath: file + ".journal")
        var lines = try Data(contentsOf: journalURL).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        #expect(lines.last == [])  // ends with a newline
        lines.removeLast()
        try #require(lines.count >= 4, "the journal has \(lines.count) lines")
        func flip(_ line: inout [UInt8]) {
            let index = line.firstIndex(of: UInt8(ascii: "O")) ?? line.count / 3
            line[index] ^= 0x20  // "One" -> "oNe": the checksum no longer matches
        }
        switch damage {
        case .corruptMiddleRecord: flip(&lines[1])
        case .brokenHeader: lines[0] = Array(lines[0].dropFirst(5))
        case .garbageLine: lines.insert(Array("garbage\tnot a record".utf8), at: 2)
        case .tornLastLine, .badLastChecksum: break
        }
        var bytes = lines.flatMap { $0 + [UInt8(ascii: "\n")] }
        if damage == .tornLastLine { bytes.removeLast(lines.last!.count / 2 + 1) }
        if damage == .badLastChecksum { bytes[bytes.count - 3] ^= 0x01 }
        let journal = Data(bytes)
        try journal.write(to: journalURL)
        let snapshot = try Data(contentsOf: folder.taskFile)

        if damage == .tornLastLine || damage == .badLastChecksum {
            // A write cut short by a crash: ignored, so the first three changes load.
            let listed = try BatteryProcess.run(["--file", file, "list", "--all", "--json"])
            #expect(listed.succeeded, "\(listed.err)")
            let titles = try StoredTasks.read(file: file).compactMap { $0["title"] as? String }.sorted()
            #expect(titles == ["One", "Three", "Two"])
            #expect(try BatteryProcess.run(["--file", file, "add", "Five"]).succeeded)
            #expect(try StoredTasks.read(file: file).count == 4)
            return
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        try expectRefused(file: file, folder: folder, damage: damage.rawValue,
                          files: [folder.taskFile: snapshot, journalURL: journal], entries: entries)
    }

    /// `list`, `add` and `compact` exit 1 naming the file; nothing in the folder changes.
    func expectRefused(file: String, folder: TemporaryFolder, damage: String, files: [URL: Data], entries: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        for arguments in [["list"], ["list", "--all", "--json"], ["add", "New task"], ["compact"]] {
            let outcome = try BatteryProcess.run(["--file", file] + arguments, timeout: .seconds(10))
            #expect(outcome.status == 1 && !outcome.signaled,
                    "\(damage): \(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.err)",
                    sourceLocation: sourceLocation)
            #expect(outcome.err.hasPrefix("taskdeck: ") && outcome.err.contains(file),
                    "\(damage): \(arguments.joined(separator: " ")) said \(outcome.err.prefix(300).debugDescription)",
                    sourceLocation: sourceLocation)
            #expect(outcome.err.utf8.count < 2_000, "\(damage): the message is \(outcome.err.utf8.count) bytes long",
                    sourceLocation: sourceLocation)
            #expect(outcome.out.isEmpty, "\(damage): \(outcome.out.prefix(200))", sourceLocation: sourceLocation)
        }
        for (url, bytes) in files {
            #expect(try Data(contentsOf: url) == bytes, "\(damage): \(url.lastPathComponent) changed", sourceLocation: sourceLocation)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == entries,
                "\(damage): the folder changed", sourceLocation: sourceLocation)
    }
}
