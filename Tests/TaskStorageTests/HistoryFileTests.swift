import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// What only the stored history does: where it lives, what it does with a damaged file,
/// and that it never makes the task file grow.
struct HistoryFileTests {
    private func recording(_ repository: any TaskRepository, _ history: any ChangeHistory,
                           problems: @escaping (any Error) -> Void = { _ in }) -> TaskService {
        TaskService(repository: RecordingTaskRepository(base: repository, history: history, origin: .command("add"),
                                                        clock: Fixtures.clock, historyProblem: problems),
                    clock: Fixtures.clock)
    }

    @Test func theJSONStoresHistoryIsItsOwnFileBesideTheTaskFile() throws {
        let folder = try TemporaryFolder("history")
        let repository = FileTaskRepository(url: folder.taskFile)
        #expect(repository.historyURL.path == repository.realURL.path + ".history")
        let history = HistoryFile(url: repository.historyURL, limit: 5)
        let service = recording(repository, history)
        try service.add(TaskDraft(title: "Seed"))
        try repository.compact()
        let size = try Data(contentsOf: folder.taskFile).count
        for index in 1...40 {
            try service.edit([try #require(try repository.loadAll().first?.id)], TaskEdit(notes: .set("note \(index)")))
            try SharedUndo(repository: repository, history: history, origin: .app, clock: Fixtures.clock).undo()
        }
        try repository.compact()
        #expect(try Data(contentsOf: folder.taskFile).count == size, "undo steps never enter the task file")
        #expect(try history.read().steps.count <= 5)
    }

    @Test func theVdirsHistoryIsADotFileAtItsRootThatNoListReads() throws {
        let folder = try TemporaryFolder("history")
        let list = folder.url.appendingPathComponent("tasks")
        try FileManager.default.createDirectory(at: list, withIntermediateDirectories: false)
        let repository = VdirTaskRepository(url: folder.url)
        #expect(repository.historyURL.path == repository.realURL.path + "/.taskdeck-history")
        try recording(repository, HistoryFile(url: repository.historyURL, limit: 5)).add(TaskDraft(title: "Seed"))
        let reopened = VdirTaskRepository(url: folder.url)
        #expect(try reopened.loadAll().map(\.title) == ["Seed"] && reopened.problems.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: list.path).allSatisfy { $0.hasSuffix(".ics") })
    }

    @Test func aTornLastLineIsIgnoredAndCutOffByTheNextWriter() throws {
        let folder = try TemporaryFolder("history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        let repository = InMemoryTaskRepository()
        try recording(repository, HistoryFile(url: url, limit: 5)).add(TaskDraft(title: "A"))
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"seq":2,"at":"2026-03-11T10:00:00Z","by":"app","act"#.utf8))
        try handle.close()
        #expect(try HistoryFile(url: url, limit: 5).read().steps.map(\.title) == ["A"])
        try recording(repository, HistoryFile(url: url, limit: 5)).add(TaskDraft(title: "B"))
        #expect(try HistoryFile(url: url, limit: 5).read().steps.map(\.title) == ["A", "B"])
    }

    /// A damaged history stops no change to the tasks: it is read as an error, never written
    /// over; the next change moves it aside, byte for byte, and starts a new one.
    /// A reader goes on from where it stopped only in the same file: a rewrite by another
    /// process that got the old inode back (after two tidies, the system may hand a freed
    /// inode out again) is told apart by the generation in its first line, and read whole.
    @Test(arguments: [["C", "D", "E"], ["A much longer title", "D", "E"]])
    func aRewriteThatGotTheOldInodeBackIsReadWhole(rewritten: [String]) throws {
        let folder = try TemporaryFolder("history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        let other = folder.url.appendingPathComponent("other.history")
        let repository = InMemoryTaskRepository()
        for title in ["A", "B"] { try recording(repository, HistoryFile(url: url, limit: 50)).add(TaskDraft(title: title)) }
        for title in rewritten { try recording(repository, HistoryFile(url: other, limit: 50)).add(TaskDraft(title: title)) }
        let reader = HistoryFile(url: url, limit: 50)
        #expect(try reader.read().steps.map(\.title) == ["A", "B"])
        let inode = try #require(FileIdentity.of(url.path))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: try Data(contentsOf: other))
        try handle.close()
        #expect(try #require(FileIdentity.of(url.path)).isSameFile(as: inode))
        #expect(try reader.read().steps.map(\.title) == rewritten)
    }

    @Test func aHistoryWithoutAGenerationStillReadsAndGrows() throws {
        let folder = try TemporaryFolder("history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        try Data(HistoryLine.headerLine(generation: nil)).write(to: url)
        let history = HistoryFile(url: url, limit: 50)
        try recording(InMemoryTaskRepository(), history).add(TaskDraft(title: "A"))
        #expect(try history.read().steps.map(\.title) == ["A"])
        try recording(InMemoryTaskRepository(), HistoryFile(url: url, limit: 50)).add(TaskDraft(title: "B"))
        #expect(try history.read().steps.map(\.title) == ["A", "B"])
        #expect(try String(contentsOf: url, encoding: .utf8).hasPrefix(#"{"format":"taskdeck-history","version":1}"#))
    }

    /// Reading the history steps over each change by the length its event gives (review 9:
    /// a process's first read read every change, 30 MB after an import of 100,000 tasks):
    /// a change damaged in the middle is not even seen until its step is undone, and then
    /// its checksum says so.
    @Test func readingStepsOverTheChangesAndUndoingOneChecksIt() throws {
        let folder = try TemporaryFolder("history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        let repository = InMemoryTaskRepository()
        for title in ["First", "Second"] { try recording(repository, HistoryFile(url: url, limit: 50)).add(TaskDraft(title: title)) }
        var bytes = [UInt8](try Data(contentsOf: url))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""size":"0000000"#), "each made line gives its change's length")
        // A newline inside the first change: a reader that read the changes would split the
        // line there and find it damaged.
        let marker = Array(#""title":"First""#.utf8)
        let at = try #require((0...(bytes.count - marker.count)).last { bytes[$0..<($0 + marker.count)].elementsEqual(marker) })
        bytes[at + 1] = 0x0A
        try Data(bytes).write(to: url)
        let history = HistoryFile(url: url, limit: 50)
        let steps = try history.read().steps
        #expect(steps.map(\.title) == ["First", "Second"])
        #expect(try history.change(of: steps[1]).entries.first?.after?.title == "Second")
        #expect(throws: ChangeHistoryError.self) { try history.change(of: steps[0]) }
    }

    @Test func aDamagedHistoryIsKeptAsideAndNeverBlocksAChange() throws {
        let folder = try TemporaryFolder("history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        let repository = InMemoryTaskRepository()
        try recording(repository, HistoryFile(url: url, limit: 5)).add(TaskDraft(title: "A"))
        try recording(repository, HistoryFile(url: url, limit: 5)).add(TaskDraft(title: "B"))
        var bytes = try Data(contentsOf: url)
        let secondLine = try #require(bytes.firstIndex(of: 0x0A)) + 5
        bytes[secondLine] = UInt8(ascii: "X")
        try bytes.write(to: url)

        #expect(throws: ChangeHistoryError.self) { try HistoryFile(url: url, limit: 5).read() }
        let history = HistoryFile(url: url, limit: 5)
        #expect {
            try SharedUndo(repository: repository, history: history, origin: .app, clock: Fixtures.clock).undo()
        } throws: { error in
            guard case ChangeHistoryError.corrupt(_, let line, _) = error else { return false }
            return line == 2
        }
        #expect(try Data(contentsOf: url) == bytes, "reading wrote nothing")

        var problems: [any Error] = []
        try recording(repository, HistoryFile(url: url, limit: 5), problems: { problems.append($0) }).add(TaskDraft(title: "C"))
        #expect(try repository.loadAll().map(\.title) == ["A", "B", "C"], "the change was made")
        guard case ChangeHistoryError.startedAnew(_, let keptAs, _)? = problems.first as? ChangeHistoryError else {
            throw Fixtures.TestError("expected startedAnew, got \(problems)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: keptAs)) == bytes)
        #expect(try HistoryFile(url: url, limit: 5).read().steps.map(\.title) == ["C"])
    }

    /// A mark line (no body), its JSON as given, with a checksum that matches.
    private static func markLine(_ json: String) -> String {
        json + "\t" + ContentHash.hex(ContentHash.of(Array(json.utf8))) + "\n"
    }

    /// Lines whose checksum matches but whose events cannot be one step each (two events on
    /// one line, a step number no history reaches) are damage: read as an error, and the
    /// next change still made, the file kept aside (they once trapped every writer).
    @Test(arguments: [
        #"{"at":"2026-03-11T10:00:00Z","by":"app","mark":"undone","seq":1},{"at":"2026-03-11T10:00:00Z","by":"app","mark":"undone","seq":1}"#,
        #"{"at":"2026-03-11T10:00:00Z","by":"app","mark":"undone","seq":9223372036854775807}"#,
        #"{"at":"2026-03-11T10:00:00Z","by":"app","mark":"undone","seq":0}"#,
    ])
    func eventsThatCannotBeStepsAreDamageNotACrash(json: String) throws {
        let folder = try TemporaryFolder("history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        let repository = InMemoryTaskRepository()
        try recording(repository, HistoryFile(url: url, limit: 5)).add(TaskDraft(title: "A"))
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((Self.markLine(json) + Self.markLine(json)).utf8))
        try handle.close()
        #expect(throws: ChangeHistoryError.self) { try HistoryFile(url: url, limit: 5).read() }
        var problems: [any Error] = []
        try recording(repository, HistoryFile(url: url, limit: 5), problems: { problems.append($0) }).add(TaskDraft(title: "B"))
        #expect(try repository.loadAll().map(\.title) == ["A", "B"])
        #expect(problems.count == 1)
        #expect(try HistoryFile(url: url, limit: 5).read().steps.map(\.title) == ["B"])
    }

    /// An empty file gets its header before the first step; a file of one line that is not
    /// a header (no newline, or not a history) is never cut as a torn tail: kept aside.
    @Test func anEmptyFileStartsWithItsHeaderAndAnAlienOneIsKeptAside() throws {
        let folder = try TemporaryFolder("history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        let repository = InMemoryTaskRepository()
        try Data().write(to: url)
        try recording(repository, HistoryFile(url: url, limit: 5)).add(TaskDraft(title: "A"))
        #expect(try HistoryFile(url: url, limit: 5).read().steps.map(\.title) == ["A"])
        #expect(try String(contentsOf: url, encoding: .utf8).hasPrefix(#"{"format":"taskdeck-history""#))

        for alien in ["my notes, no newline", "my notes\n"] {
            try Data(alien.utf8).write(to: url)
            #expect(throws: ChangeHistoryError.self) { try HistoryFile(url: url, limit: 5).read() }
            var problems: [any Error] = []
            try recording(repository, HistoryFile(url: url, limit: 5), problems: { problems.append($0) }).add(TaskDraft(title: "B"))
            guard case ChangeHistoryError.startedAnew(_, let keptAs, _)? = problems.first as? ChangeHistoryError else {
                throw Fixtures.TestError("expected startedAnew, got \(problems)")
            }
            #expect(try String(contentsOf: URL(fileURLWithPath: keptAs), encoding: .utf8) == alien)
        }
    }

    /// A sync's step is what the sync brought: a task another process added (and recorded)
    /// while the sync ran is left out, so undoing the sync never deletes it (found by review).
    @Test func aSyncStepLeavesOutWhatOthersRecordedMeanwhile() throws {
        let folder = try TemporaryFolder("history")
        let app = FileTaskRepository(url: folder.taskFile)
        let history = HistoryFile(url: app.historyURL, limit: 20)
        let syncing = RecordingTaskRepository(base: app, history: history, origin: .app, clock: Fixtures.clock)
        try TaskService(repository: syncing, clock: Fixtures.clock).add(TaskDraft(title: "Mine"))
        _ = try syncing.refresh()
        syncing.beginOutsideStep(by: .sync)
        // Meanwhile: another terminal's add (recorded), and what the sync tool wrote (not).
        let terminal = FileTaskRepository(url: folder.taskFile)
        try recording(terminal, HistoryFile(url: terminal.historyURL, limit: 20)).add(TaskDraft(title: "Call Bob"))
        try TaskService(repository: FileTaskRepository(url: folder.taskFile), clock: Fixtures.clock).add(TaskDraft(title: "From the server"))
        _ = try syncing.refresh()
        syncing.endOutsideStep()

        try expectTheSyncStepHoldsTheServersTaskAndUndoes(in: folder, to: ["Call Bob", "Mine"])
    }

    /// The app's own change during the sync catches up with the sync's writes first: they
    /// are the sync's step too (review 7: they were left out, and undoing the sync kept them).
    @Test func aSyncStepTakesInWhatTheAppsOwnCommitsMergedMeanwhile() throws {
        let folder = try TemporaryFolder("history")
        let app = FileTaskRepository(url: folder.taskFile)
        let history = HistoryFile(url: app.historyURL, limit: 20)
        let syncing = RecordingTaskRepository(base: app, history: history, origin: .app, clock: Fixtures.clock)
        let service = TaskService(repository: syncing, clock: Fixtures.clock)
        let mine = try #require(try service.add(TaskDraft(title: "Mine")).ids.first)
        _ = try syncing.refresh()
        syncing.beginOutsideStep(by: .sync)
        try TaskService(repository: FileTaskRepository(url: folder.taskFile), clock: Fixtures.clock).add(TaskDraft(title: "From the server"))
        try service.edit([mine], TaskEdit(notes: .set("while it synced")))  // merges the server's task in first
        _ = try syncing.refresh()
        syncing.endOutsideStep()

        try expectTheSyncStepHoldsTheServersTaskAndUndoes(in: folder, to: ["Mine"])
    }

    /// The newest step is the sync's, it holds only the server's task, and undoing it from
    /// the command line leaves `titles` (sorted).
    private func expectTheSyncStepHoldsTheServersTaskAndUndoes(in folder: TemporaryFolder, to titles: [String]) throws {
        let historyURL = FileTaskRepository(url: folder.taskFile).historyURL
        let history = HistoryFile(url: historyURL, limit: 20)
        let step = try #require(try history.read().steps.last)
        #expect(step.origin == .sync)
        #expect(try history.change(of: step).entries.compactMap(\.after?.title) == ["From the server"])
        try SharedUndo(repository: FileTaskRepository(url: folder.taskFile), history: HistoryFile(url: historyURL, limit: 20),
                       origin: .command("undo"), clock: Fixtures.clock).undo()
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title).sorted() == titles)
    }

    /// Each step keeps the process that made it, so two apps' steps are told apart.
    @Test func aStepKeepsTheProcessThatMadeIt() throws {
        let folder = try TemporaryFolder("history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        try recording(InMemoryTaskRepository(), HistoryFile(url: url, limit: 5)).add(TaskDraft(title: "A"))
        #expect(try HistoryFile(url: url, limit: 5).read().steps.last?.process == ProcessInfo.processInfo.processIdentifier)
    }

    @Test func aHistoryOfANewerFormatIsLeftAlone() throws {
        let folder = try TemporaryFolder("history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        let json = #"{"format":"taskdeck-history","version":9}"#
        let line = json + "\t" + ContentHash.hex(ContentHash.of(Array(json.utf8))) + "\n"
        try Data(line.utf8).write(to: url)
        var problems: [any Error] = []
        let repository = InMemoryTaskRepository()
        try recording(repository, HistoryFile(url: url, limit: 5), problems: { problems.append($0) }).add(TaskDraft(title: "A"))
        #expect(problems.first as? ChangeHistoryError == .newerFormat(path: HistoryFile(url: url, limit: 5).url.path, version: 9))
        #expect(try String(contentsOf: url, encoding: .utf8) == line)
        #expect(try repository.loadAll().count == 1)
    }

    /// Every field a task holds comes back from the history as it was.
    @Test func aStepKeepsEveryFieldOfItsTasks() throws {
        let folder = try TemporaryFolder("history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        let task = try Task(title: "Trip\twith tab", notes: "line 1\nline 2", created: Fixtures.clock.now,
                            due: Due(day: try Fixtures.day(2026, 3, 20), hour: 9, minute: 30), priority: .high,
                            project: "home.garden", tags: ["a", "b"], kept: KeptFields(["taskwarrior.uda": "x"]),
                            wait: Due(day: try Fixtures.day(2026, 3, 15)))
        let change = TaskChange(action: .imported, entries: [.init(id: task.id, before: nil, after: task)])
        let step = try #require(try HistoryFile(url: url, limit: 5).record(change, by: .command("import"), at: Fixtures.clock.now))
        #expect(try HistoryFile(url: url, limit: 5).change(of: step) == change)
    }

    /// Writers that record at once (each its own history object, as processes are) take
    /// turns under the history's lock: every step is kept, each with its own number.
    @Test func writersRecordingAtOnceTakeTurns() throws {
        let folder = try TemporaryFolder("history")
        let url = folder.url.appendingPathComponent("tasks.json.history")
        let task = try Fixtures.task("Buy milk")
        DispatchQueue.concurrentPerform(iterations: 4) { writer in
            let history = HistoryFile(url: url, limit: 500)
            for index in 0..<25 {
                guard let edited = try? Task(id: task.id, title: "\(writer)-\(index)", created: task.created) else { return }
                let change = TaskChange(action: .edited, entries: [.init(id: task.id, before: task, after: edited)])
                _ = try? history.record(change, by: .command("edit"), at: Fixtures.clock.now)
            }
        }
        let steps = try HistoryFile(url: url, limit: 500).read().steps
        #expect(steps.count == 100 && Set(steps.map(\.number)) == Set(1...100))
    }
}
