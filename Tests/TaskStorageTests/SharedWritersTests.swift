import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskStorage

/// Several writers on one file (each repository stands for a process): they catch up
/// with each other, never lose a change, and meet conflicts by the stated rule.
struct SharedWritersTests {
    @Test func refreshReportsWhatAnotherWriterAppended() throws {
        let folder = try TemporaryFolder()
        let app = FileTaskRepository(url: folder.taskFile)
        let cli = FileTaskRepository(url: folder.taskFile)
        try app.save([Fixtures.Stored.task("Mine")])
        #expect(try app.refresh() == .none)
        let theirs = Fixtures.Stored.task("Theirs")
        try cli.save([theirs])
        #expect(try app.refresh() == ExternalChanges(changed: [theirs]))
        #expect(try app.loadAll().map(\.title) == ["Mine", "Theirs"])
        #expect(try app.refresh() == .none)
        try cli.delete(ids: [theirs.id])
        #expect(try app.refresh() == ExternalChanges(removed: [theirs.id]))
    }

    @Test func aCommitCatchesUpFirstAndReportsWhatItMergedIn() throws {
        let folder = try TemporaryFolder()
        let app = FileTaskRepository(url: folder.taskFile)
        let cli = FileTaskRepository(url: folder.taskFile)
        try app.save([Fixtures.Stored.task("Mine")])
        let theirs = Fixtures.Stored.task("Theirs")
        try cli.save([theirs])
        let report = try app.save([Fixtures.Stored.task("Mine too")])
        #expect(report.external == ExternalChanges(changed: [theirs]) && report.conflicts.isEmpty)
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll().map(\.title) == ["Mine", "Theirs", "Mine too"])
    }

    @Test func anotherWritersCompactionIsNoChange() throws {
        let folder = try TemporaryFolder()
        let app = FileTaskRepository(url: folder.taskFile)
        let cli = FileTaskRepository(url: folder.taskFile)
        try app.save([Fixtures.Stored.task("A")])
        try app.save([Fixtures.Stored.task("B")])
        _ = try cli.loadAll()
        try cli.compact()
        #expect(try app.refresh() == .none)
        try app.save([Fixtures.Stored.task("C")])
        #expect(try cli.refresh().changed.map(\.title) == ["C"])
    }

    @Test func aTouchThatChangesNothingIsNoChange() throws {
        let folder = try TemporaryFolder()
        let app = FileTaskRepository(url: folder.taskFile)
        try app.save([Fixtures.Stored.task("A")])
        let text = try folder.read()
        try folder.write(text)  // same bytes, new change time
        #expect(try app.refresh() == .none)
    }

    /// Both changed one task since they read it: the later `modified` wins, the other
    /// version is appended to the conflicts file before it is replaced.
    @Test func twoEditsOfOneTaskKeepTheLaterAndSetTheOtherAside() throws {
        let folder = try TemporaryFolder()
        let app = FileTaskRepository(url: folder.taskFile)
        let cli = FileTaskRepository(url: folder.taskFile)
        let task = Fixtures.Stored.task("Original")
        try app.save([task])
        _ = try cli.loadAll()
        let theirs = try Task(id: task.id, title: "Theirs", created: task.created, modified: task.created.addingTimeInterval(10))
        _ = try cli.commit(TaskChange(action: .edited, entries: [.init(id: task.id, before: task, after: theirs)]))
        let ours = try Task(id: task.id, title: "Ours", created: task.created, modified: task.created.addingTimeInterval(20))
        let report = try app.commit(TaskChange(action: .edited, entries: [.init(id: task.id, before: task, after: ours)]))
        #expect(report.conflicts == [TaskConflict(id: task.id, winner: .ours, kept: ours, setAside: theirs, replaced: theirs,
                                                  clashes: ["title"])])
        #expect(report.setAsideLocation == app.conflictsURL.path)
        #expect(try FileTaskRepository(url: folder.taskFile).loadAll() == [ours])
        let kept = try String(contentsOf: app.conflictsURL, encoding: .utf8)
        #expect(kept.contains("\"title\":\"Theirs\"") && kept.contains("\"keptVersion\":\"this taskdeck's\""))
    }

    @Test func aSymbolicLinkAndItsTargetShareOneLockAndOneJournal() throws {
        let folder = try TemporaryFolder()
        let target = folder.appending("real/tasks.json")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let link = folder.appending("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)  // dangling: no target yet
        let viaLink = FileTaskRepository(url: link)
        let viaTarget = FileTaskRepository(url: target)
        #expect(viaLink.lockURL == viaTarget.lockURL && viaLink.journalURL == viaTarget.journalURL)
        try viaLink.save([Fixtures.Stored.task("Through the link")])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try viaTarget.loadAll().map(\.title) == ["Through the link"])
    }

    @Test func manyWritersAtOnceAllLand() async throws {
        let folder = try TemporaryFolder()
        let file = folder.taskFile
        let writers = 4, each = 25
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    let repository = FileTaskRepository(url: file)
                    for index in 0..<each { try repository.save([Fixtures.Stored.task("w\(writer)-\(index)")]) }
                }
            }
            try await group.waitForAll()
        }
        let stored = try FileTaskRepository(url: file).loadAll()
        #expect(stored.count == writers * each && Set(stored.map(\.title)).count == writers * each)
    }
}
