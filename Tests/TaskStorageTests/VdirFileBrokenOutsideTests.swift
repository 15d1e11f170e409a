import Foundation
import SystemCalls
import Testing
import TaskDomain
import TaskICalendar
import TaskTestSupport
@testable import TaskStorage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A task file broken from outside while taskdeck runs (issue 28, item 15): the refresh
/// names the file and why, the file is never written over nor doubled by a new file of its
/// UID, and the task comes back when the file is fixed.
@Suite struct VdirFileBrokenOutsideTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("vdir-broken")
    }

    func todo(_ uid: String, _ summary: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20260301T090000Z\r\n"
            + "SUMMARY:\(summary)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    static let broken = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:a\r\nSUMMARY:Alpha\r\n"

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: folder.appending(name))
    }

    @Test func aFileBrokenOutsideIsNamedWithItsCauseAndItsTaskComesBackWhenFixed() throws {
        try write(todo("a", "Alpha"), to: "a.ics")
        try write(todo("b", "Bravo"), to: "b.ics")
        let repository = VdirTaskRepository(url: folder.url)
        #expect(try repository.loadAll().count == 2)
        try write(Self.broken, to: "a.ics")
        let changes = try repository.refresh()
        let path = folder.appending("a.ics").path
        #expect(changes.removed == [TaskUID.taskID(forUID: "a")])
        #expect(changes.unreadable.map(\.path) == [RealPath.resolve(path)])
        #expect(changes.unreadable.first?.reason.contains("never ended") == true)
        #expect(changes.unreadable.first?.name == "a.ics")
        #expect(try repository.refresh() == .none)  // said once
        try write(todo("a", "Alpha again"), to: "a.ics")
        let fixed = try repository.refresh()
        #expect(fixed.changed.map(\.title) == ["Alpha again"])
        #expect(fixed.unreadable.isEmpty)
    }

    /// An undo (or any change) of the task whose file broke: refused, naming the file, and
    /// neither that file nor a new file of its UID is written.
    @Test func aChangeToTheTaskOfABrokenFileIsRefusedAndNothingIsWritten() throws {
        try write(todo("a", "Alpha"), to: "vdirsyncer-name.ics")
        let repository = VdirTaskRepository(url: folder.url)
        let alpha = try #require(try repository.loadAll().first)
        try write(Self.broken, to: "vdirsyncer-name.ics")
        _ = try repository.refresh()
        let edited = try Task(id: alpha.id, title: "Alpha edited", created: alpha.created)
        #expect {
            _ = try repository.commit(TaskChange(action: .edited, entries: [.init(id: alpha.id, before: alpha, after: edited)]))
        } throws: { error in
            guard case TaskStorageError.taskFileNotWritable(let path, .noLongerTheTask) = error else { return false }
            return path.hasSuffix("/vdirsyncer-name.ics")
        }
        #expect(try folder.read(folder.appending("vdirsyncer-name.ics")) == Self.broken)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ics") }
                == ["vdirsyncer-name.ics"])
    }

    /// A fresh process (the CLI) that never saw the task: a new file of the UID would go
    /// where the broken file is; refused, not written over.
    @Test func aNewFileWhereABrokenOneIsIsRefused() throws {
        let task = try Fixtures.task("Mine")
        let name = TaskUID.uid(for: task.id) + ".ics"
        try write(Self.broken, to: name)
        let repository = VdirTaskRepository(url: folder.url)
        #expect(try repository.loadAll().isEmpty)
        #expect(repository.problems.map(\.path) == [RealPath.resolve(folder.appending(name).path)])
        #expect {
            try repository.save([task])
        } throws: { error in
            guard case TaskStorageError.taskFileNotWritable(let path, .noLongerTheTask) = error else { return false }
            return path.hasSuffix(name)
        }
        #expect(try folder.read(folder.appending(name)) == Self.broken)
    }
}

/// The real system calls, except that right after the `occurrence`-th rename another
/// program writes `text` into the renamed file (an editor saving in the same instant).
final class WriteAfterRenameCalls: FileCalls, @unchecked Sendable {
    private let real = SystemFileCalls()
    private var renames = 0
    let text: String

    init(text: String) { self.text = text }

    func open(_ path: String, flags: Int32, mode: mode_t) -> Result<Int32, SystemCallError> { real.open(path, flags: flags, mode: mode) }
    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: off_t?) -> Int32 { real.write(fd, bytes, at: offset) }
    func sync(_ fd: Int32) -> Int32 { real.sync(fd) }
    func close(_ fd: Int32) -> Int32 { real.close(fd) }
    func truncate(_ fd: Int32, to length: off_t) -> Int32 { real.truncate(fd, to: length) }
    func setMode(_ fd: Int32, _ mode: mode_t) -> Int32 { real.setMode(fd, mode) }
    func setOwner(_ fd: Int32, user: uid_t, group: gid_t) -> Int32 { real.setOwner(fd, user: user, group: group) }
    func link(_ from: String, _ to: String) -> Int32 { real.link(from, to) }
    func rename(_ from: String, _ to: String) -> Int32 {
        let code = real.rename(from, to)
        renames += 1
        if code == 0, to.hasSuffix(".ics"), renames == 1 { try? Data(text.utf8).write(to: URL(fileURLWithPath: to)) }
        return code
    }
}

extension VdirFileBrokenOutsideTests {
    /// Broken by an editor in the instant after taskdeck's own write of the file: the
    /// identity taskdeck looks at then is the editor's, and taken as its own the file would
    /// never be read again. The next refresh names it.
    @Test func aFileBrokenJustAfterItsWriteIsStillSeen() throws {
        try write(todo("a", "Alpha"), to: "a.ics")
        let repository = VdirTaskRepository(url: folder.url, calls: WriteAfterRenameCalls(text: Self.broken))
        let alpha = try #require(try repository.loadAll().first)
        let done = try Task(id: alpha.id, title: "Alpha done", created: alpha.created)
        _ = try repository.commit(TaskChange(action: .edited, entries: [.init(id: alpha.id, before: alpha, after: done)]))
        #expect(try folder.read(folder.appending("a.ics")) == Self.broken)
        let changes = try repository.refresh()
        #expect(changes.removed == [alpha.id])
        #expect(changes.unreadable.map(\.name) == ["a.ics"])
    }
}
