import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import taskdeck

/// `:export`'s file writer: the default file in the home folder, `~` expanded, never over
/// a file without `!`, and a failure with the system's reason.
struct FileTaskExporterTests {
    let folder: TemporaryFolder
    let exporter: FileTaskExporter
    let tasks: [Task]

    init() throws {
        folder = try TemporaryFolder("export")
        exporter = FileTaskExporter(clock: FixedClock(year: 2026, month: 3, day: 11), environment: ["HOME": folder.url.path],
                                    store: .taskFile(folder.taskFile))
        tasks = [try Task(title: "Buy milk", created: Date(timeIntervalSince1970: 0), modified: Date(timeIntervalSince1970: 0))]
    }

    func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func theDefaultFileIsInTheHomeFolderNamedForTheFormat() throws {
        #expect(exporter.formats == ["json", "todotxt", "taskwarrior", "ics"])
        #expect(exporter.export(tasks, format: "todotxt", to: nil, overwrite: false)
                == .written(path: "~/taskdeck-export.txt", count: 1))
        #expect(try text(folder.appending("taskdeck-export.txt").path).contains("Buy milk"))
        #expect(exporter.export(tasks, format: "json", to: "~/mine.json", overwrite: false)
                == .written(path: "~/mine.json", count: 1))
        #expect(FileManager.default.fileExists(atPath: folder.appending("mine.json").path))
    }

    @Test func anExistingFileIsWrittenOverOnlyWithBang() throws {
        let path = folder.appending("t.txt").path
        try "keep me".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(exporter.export(tasks, format: "todotxt", to: path, overwrite: false) == .exists(path: path))
        #expect(try text(path) == "keep me")
        #expect(exporter.export(tasks, format: "todotxt", to: path, overwrite: true) == .written(path: path, count: 1))
        #expect(try text(path).contains("Buy milk"))
    }

    @Test func aFolderThatIsNotThereFails() {
        let path = folder.appending("no/such/t.txt").path
        guard case .failed(let failed, let reason) = exporter.export(tasks, format: "todotxt", to: path, overwrite: false)
        else { Issue.record("expected a failure"); return }
        #expect(failed == path)
        #expect(reason == "No such file or directory")
    }

    /// What the format cannot hold is counted for the status line (todo.txt: notes, parents).
    @Test func whatTheFormatLeavesOutIsCounted() throws {
        let parent = tasks[0]
        let child = try Task(title: "Pack", notes: "socks", created: parent.created, parent: parent.id)
        let path = folder.appending("t.txt").path
        #expect(exporter.export([parent, child], format: "todotxt", to: path, overwrite: false)
                == .written(path: path, count: 2, leftOut: [.notes: 1, .parent: 1]))
    }

    /// `:export!` over the task file (or its journal, backup or lock) would put a bare list
    /// where the store is: refused, also through a symbolic link, and the file is untouched.
    @Test func theStoresOwnFilesAreNeverWritten() throws {
        try "{\"schemaVersion\": 1, \"tasks\": []}".write(to: folder.taskFile, atomically: true, encoding: .utf8)
        let link = folder.appending("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.taskFile)
        for path in [folder.taskFile.path, folder.taskFile.path + ".journal", folder.taskFile.path + ".bak", link.path] {
            #expect(exporter.export(tasks, format: "json", to: path, overwrite: true) == .refused(path: path, because: .storeFile))
        }
        #expect(try text(folder.taskFile.path) == "{\"schemaVersion\": 1, \"tasks\": []}")
        #expect(!FileManager.default.fileExists(atPath: folder.taskFile.path + ".journal"))
    }

    /// A device or a folder is never replaced by an export, `!` or not.
    @Test func whatIsNotARegularFileIsRefused() throws {
        for path in ["/dev/null", folder.url.path] {
            #expect(exporter.export(tasks, format: "json", to: path, overwrite: true) == .refused(path: path, because: .notARegularFile))
        }
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    }

    /// `:export!` through a symbolic link writes the file it points at and keeps the link.
    @Test func aLinkIsWrittenThrough() throws {
        let target = folder.appending("target.txt"), link = folder.appending("link.txt")
        try "old".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(exporter.export(tasks, format: "todotxt", to: link.path, overwrite: true) == .written(path: link.path, count: 1))
        #expect(try text(target.path).contains("Buy milk"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }

    /// A new export is the owner's only, as the store is; one written over keeps its mode.
    @Test func aNewExportIsPrivateAndARewriteKeepsTheMode() throws {
        let fresh = folder.appending("fresh.txt").path, shared = folder.appending("shared.txt").path
        #expect(exporter.export(tasks, format: "todotxt", to: fresh, overwrite: false) == .written(path: fresh, count: 1))
        try "old".write(toFile: shared, atomically: false, encoding: .utf8)
        #expect(chmod(shared, 0o644) == 0)
        #expect(exporter.export(tasks, format: "todotxt", to: shared, overwrite: true) == .written(path: shared, count: 1))
        #expect(try FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.attributesOfItem(atPath: shared)[.posixPermissions] as? Int == 0o644)
    }

    /// Issue 28, 1: a link to the store's folder that does not end in the file
    /// (`link/tasks.json.conflicts`), a `..` detour, and a second hard link of the task file
    /// are the store's files too.
    @Test func theStoresFilesAreRefusedWhateverThePathGoesThrough() throws {
        try "{\"schemaVersion\": 1, \"tasks\": []}".write(to: folder.taskFile, atomically: true, encoding: .utf8)
        let inside = folder.appending("inside")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: false)
        let folderLink = inside.appendingPathComponent("up")
        try FileManager.default.createSymbolicLink(atPath: folderLink.path, withDestinationPath: "..")
        let hardLink = inside.appendingPathComponent("same.json").path
        #expect(link(folder.taskFile.path, hardLink) == 0)
        for path in [folderLink.path + "/tasks.json.conflicts", folderLink.path + "/tasks.json", inside.path + "/../tasks.json.bak",
                     folderLink.path + "/.tasks.json.tmp-1-2", hardLink] {
            #expect(exporter.export(tasks, format: "json", to: path, overwrite: true) == .refused(path: path, because: .storeFile),
                    "\(path)")
        }
        #expect(try text(folder.taskFile.path) == "{\"schemaVersion\": 1, \"tasks\": []}")
        #expect(!FileManager.default.fileExists(atPath: folder.taskFile.path + ".conflicts"))
        #expect(!FileManager.default.fileExists(atPath: folder.taskFile.path + ".bak"))
    }

    /// Issue 28, 1: `:export ics evlink/x.ics` where `evlink` links to the vdir wrote a second
    /// file with the first task's UID into the store. Every path into the vdir, at any depth,
    /// is refused, and nothing appears there.
    @Test func nothingIsWrittenIntoAVdirThroughALinkToIt() throws {
        let vdir = folder.appending("ev"), link = folder.appending("evlink")
        try FileManager.default.createDirectory(at: vdir.appendingPathComponent("list"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "ev")
        let vdirExporter = FileTaskExporter(clock: FixedClock(year: 2026, month: 3, day: 11), environment: [:],
                                            store: .folder(vdir))
        for path in [link.path + "/x.ics", link.path + "/list/x.ics", vdir.path + "/list/../y.ics"] {
            #expect(vdirExporter.export(tasks, format: "ics", to: path, overwrite: false) == .refused(path: path, because: .storeFile),
                    "\(path)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: vdir.path) == ["list"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: vdir.appendingPathComponent("list").path) == [])
        // Beside the vdir is fine.
        let beside = folder.appending("x.ics").path
        #expect(vdirExporter.export(tasks, format: "ics", to: beside, overwrite: false) == .written(path: beside, count: 1))
    }
}
