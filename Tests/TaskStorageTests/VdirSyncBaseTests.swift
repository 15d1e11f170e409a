import Foundation
import Testing
import TaskStorage
import TaskTestSupport

/// The versions the last sync left (`VdirSyncBase`): beside the lists, never in one; what
/// changed since is counted once per file; a recorded base is each file as it is.
struct VdirSyncBaseTests {
    let folder: TemporaryFolder
    let vdir: URL

    init() throws {
        folder = try TemporaryFolder("sync-base")
        vdir = folder.appending("vdir")
        try FileManager.default.createDirectory(at: vdir.appendingPathComponent("tasks"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: vdir.appendingPathComponent("work"), withIntermediateDirectories: true)
    }

    private func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: vdir.appendingPathComponent(path))
    }

    @Test func nothingIsKnownBeforeTheFirstRecord() throws {
        try write("a", "tasks/a.ics")
        #expect(VdirSyncBase(vdir: vdir).changedSinceLastSync() == nil)
    }

    @Test func whatChangedSinceTheRecordIsCountedOncePerFile() throws {
        try write("a", "tasks/a.ics")
        try write("b", "tasks/b.ics")
        try write("c", "work/c.ics")
        let base = VdirSyncBase(vdir: vdir)
        try base.record()
        #expect(base.changedSinceLastSync() == 0)
        #expect(base.folder.path.hasPrefix(vdir.resolvingSymlinksInPath().path + "/."), "a hidden folder vdirsyncer passes over")

        try write("a, edited", "tasks/a.ics")
        try FileManager.default.removeItem(at: vdir.appendingPathComponent("tasks/b.ics"))
        try write("d", "work/d.ics")
        try write("not a task", "work/notes.txt")
        #expect(base.changedSinceLastSync() == 3)
        #expect(base.version(ofFile: vdir.appendingPathComponent("tasks/a.ics").path) == Array("a".utf8))

        try base.record()
        #expect(base.changedSinceLastSync() == 0)
        #expect(base.version(ofFile: vdir.appendingPathComponent("tasks/a.ics").path) == Array("a, edited".utf8))
        #expect(base.version(ofFile: vdir.appendingPathComponent("tasks/b.ics").path) == nil)
    }
}
