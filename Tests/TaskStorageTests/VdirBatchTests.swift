#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TaskDomain
import TaskICalendar
import TaskTestSupport
@testable import TaskStorage

/// Issue 28, 4, 5, 12 and 13: a change of several vdir files is all or nothing as readers
/// see it, costs no listing of the folder, writes through a symbolic link, and a file
/// whose name is not UTF-8 is named as a problem instead of being skipped unseen.
@Suite struct VdirBatchTests {
    let folder: TemporaryFolder
    var root: String { folder.path }

    init() throws {
        folder = try TemporaryFolder("vdir-batch")
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: folder.appending(name))
    }

    func todo(_ uid: String, _ summary: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20260301T090000Z\r\n"
            + "SUMMARY:\(summary)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    /// Every file's bytes, by name, and every other name (temporaries, kept versions).
    func contents() throws -> [String: String] {
        var all: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: root) where name != ".taskdeck.lock" {
            all[name] = (try? folder.read(folder.appending(name))) ?? "<unreadable>"
        }
        return all
    }

    /// Four tasks `t1.ics` … `t4.ics`, loaded.
    func fourTasks(calls: (any FileCalls)? = nil) throws -> (VdirTaskRepository, [Task]) {
        for index in 1...4 { try write(todo("t\(index)", "Task \(index)"), to: "t\(index).ics") }
        let repository = calls.map { VdirTaskRepository(url: folder.url, calls: $0) } ?? VdirTaskRepository(url: folder.url)
        return (repository, try repository.loadAll())
    }

    /// `chmod 444` on the third file, then all four completed: "could not toggle 4 tasks"
    /// while the first two were completed on disk, shown pending, with nothing to undo.
    /// Now nothing at all is written, and the reason is the read-only file.
    @Test func aReadOnlyFileAmongSeveralChangesNone() throws {
        let (repository, tasks) = try fourTasks()
        let before = try contents()
        #expect(chmod(folder.appending("t3.ics").path, 0o444) == 0)
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        #expect(throws: TaskStorageError.fileIsReadOnly(path: root + "/t3.ics")) {
            try service.toggleCompletion(ids: tasks.map(\.id))
        }
        #expect(try contents() == before)
        #expect(try repository.loadAll().allSatisfy { !$0.isCompleted })
        #expect(try VdirTaskRepository(url: folder.url).loadAll().allSatisfy { !$0.isCompleted })
    }

    /// A rename that fails at the third file (after two were renamed into place) puts the
    /// first two back: the folder is as it was, and the next try changes all four.
    @Test func aRenameThatFailsHalfWayPutsBackWhatWasChanged() throws {
        let calls = FaultyFileCalls(failing: .rename, occurrence: 3, code: EIO)
        let (repository, tasks) = try fourTasks(calls: calls)
        let before = try contents()
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        #expect(throws: TaskStorageError.self) { try service.toggleCompletion(ids: tasks.map(\.id)) }
        #expect(try contents() == before)
        #expect(try repository.loadAll().allSatisfy { !$0.isCompleted })
        calls.failing = nil
        _ = try service.toggleCompletion(ids: tasks.map(\.id))
        #expect(try VdirTaskRepository(url: folder.url).loadAll().allSatisfy(\.isCompleted))
        #expect(try contents().keys.sorted() == ["t1.ics", "t2.ics", "t3.ics", "t4.ics"])
    }

    /// Adding and removing together: a failed add puts back the removed file too.
    @Test func aFailedAddPutsBackARemovedFile() throws {
        let calls = FaultyFileCalls()
        let (repository, tasks) = try fourTasks(calls: calls)
        let before = try contents()
        calls.failing = .rename
        calls.occurrence = 2  // the new file is renamed into place; moving t1 aside fails
        let added = try Task(title: "New", created: Fixtures.date(2026, 3, 11))
        #expect(throws: TaskStorageError.self) { try repository.apply(upserting: [added], deleting: [tasks[0].id]) }
        #expect(try contents() == before)
    }

    /// Each vdir write listed the whole folder (70 ms a file at 10,000 files, through the
    /// sweep for stale temporaries). A commit lists nothing now: a stale temporary planted
    /// after the load is still there after a change of every task, and the next listing
    /// (a refresh once the folder changed) removes it.
    @Test func aCommitListsNoFolderAndTheNextListingSweeps() throws {
        let (repository, tasks) = try fourTasks()
        let stale = ".t1.ics.tmp-2147483646-1"  // a pid above any pid_max: no such process
        try write("half a file", to: stale)
        _ = try TaskService(repository: repository, clock: Fixtures.clock).toggleCompletion(ids: tasks.map(\.id))
        #expect(try contents()[stale] == "half a file")
        _ = try VdirTaskRepository(url: folder.url).loadAll()
        #expect(try contents()[stale] == nil)
    }

    /// A task file that is a symbolic link was replaced by a regular file (the target kept
    /// the old version). It is written through now, and stays a link.
    @Test func aLinkedTaskFileIsWrittenThroughAndStaysALink() throws {
        let elsewhere = try TemporaryFolder("vdir-batch-target")
        let target = elsewhere.appending("real.ics")
        try Data(todo("linked", "Linked task").utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: folder.appending("linked.ics").path, withDestinationPath: target.path)
        let repository = VdirTaskRepository(url: folder.url)
        let task = try #require(try repository.loadAll().first)
        _ = try TaskService(repository: repository, clock: Fixtures.clock).edit([task.id], TaskEdit(title: .set("Renamed")))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appending("linked.ics").path) == target.path)
        #expect(try elsewhere.read(target).contains("SUMMARY:Renamed\r\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["real.ics"])
        #expect(try VdirTaskRepository(url: folder.url).loadAll().map(\.title) == ["Renamed"])
    }

    /// A name that is not UTF-8 was decoded lossily, then "did not exist" when read, and
    /// its task never showed, with no word. It is a problem now, named with `\xFF`.
    @Test func aFileNameThatIsNotUTF8IsAProblem() throws {
        try write(todo("fine", "Fine"), to: "fine.ics")
        var name = Array("caf".utf8) + [0xE9] + Array(".ics".utf8)
        name.append(0)
        let path = Array(root.utf8) + [UInt8(ascii: "/")] + name
        let fd = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
        }
        try #require(fd >= 0)
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        handle.write(Data(todo("cafe", "Café").utf8))
        try handle.close()
        let repository = VdirTaskRepository(url: folder.url)
        #expect(try repository.loadAll().map(\.title) == ["Fine"])
        #expect(repository.problems == [.undecodableName(folder: root, name: "caf\\xE9.ics")])
        #expect(repository.problems.first?.description.contains("the file name is not UTF-8") == true)
    }

    /// Two imports of one list at once: the second said "nothing was replaced, try again"
    /// with half of its tasks on disk. Now it catches up with the first one's files and
    /// writes only what is its own; the tasks the first had made alike are reported as
    /// made by others.
    @Test func twoOverlappingAddsBothSucceed() throws {
        let first = VdirTaskRepository(url: folder.url), second = VdirTaskRepository(url: folder.url)
        _ = try first.loadAll()
        _ = try second.loadAll()
        let shared = try (0..<5).map { try Task(title: "Shared \($0)", created: Fixtures.date(2026, 3, 11)) }
        let own = try (0..<5).map { try Task(title: "Own \($0)", created: Fixtures.date(2026, 3, 11)) }
        try first.save(shared)
        let report = try second.save(shared + own)
        #expect(Set(report.madeByOthers) == Set(shared.map(\.id)))
        #expect(report.conflicts.isEmpty)
        #expect(try VdirTaskRepository(url: folder.url).loadAll().count == 10)
        #expect(try contents().keys.filter { $0.hasSuffix(".ics") }.count == 10)
    }
}
