import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// A snapshot written a piece at a time (issue 28: a million tasks were one 400 MB buffer):
/// the same bytes and the same hash as the whole-buffer write, whatever the pieces.
@Suite struct StreamedSnapshotTests {
    @Test(arguments: [0, 1, 7, 8, 9, 63, 64, 1000, 4097])
    func theHashOfPiecesIsTheHashOfTheWhole(length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = bytes.withUnsafeBytes { ContentHash.of(buffer: $0) }
        for piece in [8, 16, 24, 1024] {
            var hasher = ContentHash.Incremental(length: length)
            var offset = 0
            repeat {
                let end = min(length, offset + piece)
                bytes.withUnsafeBytes { hasher.add(UnsafeRawBufferPointer(rebasing: $0[offset..<end])) }
                offset = end
            } while offset < length
            #expect(hasher.value == whole, "length \(length), pieces of \(piece)")
        }
    }

    @Test func aStreamedWriteLeavesTheSameFileAndHashAsAWholeOne() throws {
        let folder = try TemporaryFolder("streamed")
        let url = folder.appending("tasks.json")
        let dtos = try (0..<300).map { TaskMapper(path: "").dto(from: try Fixtures.task("Task \($0)"), extra: [:]) }
        let whole = TaskJSONWriter.snapshot(count: dtos.count, extra: [:], originals: [:]) { dtos[$0] }
        var pieces = 0
        let hash = try FileStore(url: url).writeStreaming { emit in
            var rest = TaskJSONWriter.snapshot(count: dtos.count, extra: [:], originals: [:], task: { dtos[$0] },
                                               capacity: 0, drainingPast: 1000) { bytes in
                pieces += 1
                try? bytes.withUnsafeBytes { try emit($0) }
                bytes.removeAll(keepingCapacity: true)
            }
            try rest.withUnsafeBytes { try emit($0) }
            rest = []
        }
        #expect(pieces > 10)
        #expect(try Data(contentsOf: url) == Data(whole))
        #expect(hash == whole.withUnsafeBytes { ContentHash.Pair(buffer: $0) })
        #expect(hash.narrow == whole.withUnsafeBytes { ContentHash.of(buffer: $0) })
    }
}

/// A history step of many tasks (an import) is written a piece at a time and taken into the
/// cache from its head alone: the same file, read back the same by this process and another.
@Suite struct StreamedHistoryStepTests {
    @Test func aLargeStepReadsBackTheSameHereAndInAFreshReader() throws {
        let folder = try TemporaryFolder("streamed-history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        let history = HistoryFile(url: url, limit: 10)
        let before = try Fixtures.task("Before")
        let small = TaskChange(action: .added, entries: [.init(id: before.id, before: nil, after: before)])
        _ = try history.record(small, by: .command("add"), at: Fixtures.clock.now)
        let count = HistoryFile.streamedStepMinimum + 1_500  // past a piece of 1 MB too
        let tasks = try (0..<count).map { try Fixtures.task("Imported task number \($0) with a longer title") }
        let large = TaskChange(action: .imported, entries: tasks.map { .init(id: $0.id, before: nil, after: $0) })
        _ = try history.record(large, by: .command("import"), at: Fixtures.clock.now)
        _ = try history.record(small, by: .command("add"), at: Fixtures.clock.now)  // after it, as a reader finds it
        for reader in [history, HistoryFile(url: url, limit: 10)] {
            let steps = try reader.read().steps
            #expect(steps.map(\.count) == [1, count, 1])
            #expect(try reader.change(of: steps[1]) == large)
            #expect(try reader.change(of: steps[2]) == small)
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 4)  // the header and three steps
    }

    /// The streamed step's event carries its change's length, as a whole line's does, so a
    /// reader steps over the change (`HistoryScan`) instead of reading the import's megabytes.
    @Test func aLargeStepIsSteppedOverByTheScan() throws {
        let folder = try TemporaryFolder("streamed-scan")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        let history = HistoryFile(url: url, limit: 10)
        let tasks = try (0..<(HistoryFile.streamedStepMinimum + 10)).map { try Fixtures.task("Imported \($0)") }
        let large = TaskChange(action: .imported, entries: tasks.map { .init(id: $0.id, before: nil, after: $0) })
        _ = try history.record(large, by: .command("import"), at: Fixtures.clock.now)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        let fd = open(url.path, O_RDONLY)
        defer { close(fd) }
        let scan = try #require(HistoryScan.scan(fd: fd, from: 0, size: size))
        #expect(scan.lines.count == 1)
        #expect(scan.lines.first?.line.upperBound == size)
        #expect(try HistoryFile(url: url, limit: 10).change(of: try #require(try HistoryFile(url: url, limit: 10).read().steps.first)) == large)
    }
}
