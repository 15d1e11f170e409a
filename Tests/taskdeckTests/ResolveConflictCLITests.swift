import Foundation
import Testing
import TaskTestSupport
@testable import taskdeck

/// `taskdeck --vdir PATH resolve-conflict A_FILE B_FILE` as vdirsyncer runs it: two
/// temporary files named after the pair's storages, which must be equal afterwards.
struct ResolveConflictCLITests {
    let cli: CLIHarness
    let vdir: URL
    let tasks: URL
    let temporary: URL

    init() throws {
        cli = try CLIHarness()
        vdir = cli.folder.appending("vdir")
        tasks = vdir.appendingPathComponent("tasks")
        temporary = cli.folder.appending("vdirsyncer-conflict")
        try FileManager.default.createDirectory(at: tasks, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    private static func version(uid: String = "5d1e@phone", summary: String, modified: String) -> String {
        ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//tests//EN", "BEGIN:VTODO", "UID:\(uid)", "SUMMARY:\(summary)",
         "LAST-MODIFIED:\(modified)", "X-PHONE;X-P=1:kept", "END:VTODO", "END:VCALENDAR"].joined(separator: "\r\n") + "\r\n"
    }

    static let older = version(summary: "Pay rent", modified: "20261130T100000Z")
    static let newer = version(summary: "Pay the rent today", modified: "20261130T110000Z")

    /// Writes the two versions as vdirsyncer does; returns their paths.
    private func versions(a: String, b: String) throws -> (a: String, b: String) {
        let aFile = temporary.appendingPathComponent("taskdeck_local"), bFile = temporary.appendingPathComponent("taskdeck_remote")
        try Data(a.utf8).write(to: aFile)
        try Data(b.utf8).write(to: bFile)
        return (aFile.path, bFile.path)
    }

    private func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    /// The text without the notes of lost values (`X-TASKDECK-KEPT;NAME=sync-conflict.…`).
    /// Unfolded, and without the lines a task's update adds when the version had none
    /// (`CREATED`, `DTSTAMP`).
    static func withoutNotes(_ text: String) -> String {
        unfolded(text).components(separatedBy: "\r\n").filter { line in
            !line.hasPrefix("X-TASKDECK-KEPT;NAME=sync-conflict.") && !line.hasPrefix("CREATED:") && !line.hasPrefix("DTSTAMP:")
        }.joined(separator: "\r\n")
    }

    static func unfolded(_ text: String) -> String { text.replacingOccurrences(of: "\r\n ", with: "") }

    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func theLaterVersionIsWrittenToBothAndTheOtherSetAsideBesideTheTasksFile() throws {
        try Data(Self.older.utf8).write(to: tasks.appendingPathComponent("rent.ics"))
        let files = try versions(a: Self.older, b: Self.newer)

        #expect(cli.run(["--vdir", vdir.path, "resolve-conflict", files.a, files.b], withFile: false) == 0)

        #expect(Self.withoutNotes(try text(files.a)) == Self.newer)
        #expect(try text(files.b) == (try text(files.a)))
        #expect(Self.unfolded(try text(files.a)).contains("X-TASKDECK-KEPT;NAME=sync-conflict.version@"), "the loss is noted in the task")
        let setAside = tasks.appendingPathComponent("rent.ics.conflicts")
        #expect(try text(setAside.path) == Self.older)
        #expect(try text(tasks.appendingPathComponent("rent.ics").path) == Self.older, "vdirsyncer writes the vdir, not taskdeck")
        #expect(cli.out == "Kept taskdeck_remote's version of 'Pay the rent today' (modified 2026-11-30T11:00:00Z, the later); "
                + "taskdeck_local's is kept in \(setAside.resolvingSymlinksInPath().path)\n")
    }

    @Test func eachConflictOfATaskIsAppended() throws {
        try Data(Self.newer.utf8).write(to: tasks.appendingPathComponent("rent.ics"))
        var files = try versions(a: Self.newer, b: Self.older)
        #expect(cli.run(["--vdir", vdir.path, "resolve-conflict", files.a, files.b], withFile: false) == 0)
        let third = Self.version(summary: "Pay rent now", modified: "20261130T120000Z")
        files = try versions(a: Self.newer, b: third)
        #expect(cli.run(["--vdir", vdir.path, "resolve-conflict", files.a, files.b], withFile: false) == 0)

        #expect(try text(tasks.appendingPathComponent("rent.ics.conflicts").path) == Self.older + Self.newer)
        #expect(Self.withoutNotes(try text(files.a)) == third)
    }

    /// A task with no file in the vdir (the vdir is not the one synced, or the file went):
    /// the loser goes where the store keeps those, `.taskdeck.conflicts` in the first collection.
    @Test func aTaskWithoutAFileHereIsSetAsideInTheFirstCollection() throws {
        let files = try versions(a: Self.newer, b: Self.older)
        cli.environment["TASKDECK_VDIR"] = vdir.path
        #expect(cli.run(["resolve-conflict", files.a, files.b], withFile: false) == 0)

        #expect(try text(tasks.appendingPathComponent(".taskdeck.conflicts").path) == Self.older)
        #expect(Self.withoutNotes(try text(files.b)) == Self.newer)
    }

    /// Issue 24, 6: with the version the last sync left (`.taskdeck-sync/base/`), edits of
    /// different fields are merged: nothing is set aside, both files get both edits.
    @Test func editsOfDifferentFieldsAreMergedAgainstTheBase() throws {
        let base = Self.version(summary: "Pay rent", modified: "20261130T090000Z")
        try Data(base.utf8).write(to: tasks.appendingPathComponent("rent.ics"))
        try FileManager.default.createDirectory(at: vdir.appendingPathComponent(".taskdeck-sync/base/tasks"), withIntermediateDirectories: true)
        try Data(base.utf8).write(to: vdir.appendingPathComponent(".taskdeck-sync/base/tasks/rent.ics"))
        let titled = Self.version(summary: "Pay the rent", modified: "20261130T100000Z")
        let due = base.replacingOccurrences(of: "LAST-MODIFIED:20261130T090000Z", with: "LAST-MODIFIED:20261130T110000Z\r\nDUE;VALUE=DATE:20261205")
        let files = try versions(a: titled, b: due)

        #expect(cli.run(["--vdir", vdir.path, "resolve-conflict", files.a, files.b], withFile: false) == 0)

        let merged = try text(files.a)
        #expect(try text(files.b) == merged)
        #expect(merged.contains("SUMMARY:Pay the rent\r\n") && merged.contains("DUE;VALUE=DATE:20261205\r\n"))
        #expect(merged.contains("X-PHONE;X-P=1:kept\r\n") && !merged.contains("sync-conflict"))
        #expect(try names(in: tasks) == ["rent.ics"], "nothing set aside")
        #expect(cli.out == "Merged both versions of 'Pay the rent' field by field: nothing lost\n")
    }

    /// Issue 24, 6: one field changed on both sides: the later side's value is kept, the other
    /// noted in the task (both machines see it) and the losing version set aside.
    @Test func oneFieldChangedOnBothSidesKeepsTheLaterAndNotesTheOther() throws {
        let base = Self.version(summary: "Pay rent", modified: "20261130T090000Z")
        try Data(base.utf8).write(to: tasks.appendingPathComponent("rent.ics"))
        try FileManager.default.createDirectory(at: vdir.appendingPathComponent(".taskdeck-sync/base/tasks"), withIntermediateDirectories: true)
        try Data(base.utf8).write(to: vdir.appendingPathComponent(".taskdeck-sync/base/tasks/rent.ics"))
        let files = try versions(a: Self.older.replacingOccurrences(of: "SUMMARY:Pay rent", with: "SUMMARY:Pay rent now")
                                     .replacingOccurrences(of: "T100000Z", with: "T093000Z"),
                                 b: Self.newer)

        #expect(cli.run(["--vdir", vdir.path, "resolve-conflict", files.a, files.b], withFile: false) == 0)

        let merged = try text(files.a)
        #expect(Self.withoutNotes(merged) == Self.newer)
        #expect(Self.unfolded(merged).contains(#"X-TASKDECK-KEPT;NAME=sync-conflict.title@"#))
        #expect(Self.unfolded(merged).contains(#"{"kept":"Pay the rent today"\,"lost":"Pay rent now"}"#), "\(merged)")
        #expect(try text(tasks.appendingPathComponent("rent.ics.conflicts").path).contains("SUMMARY:Pay rent now"))
        #expect(cli.out.hasPrefix("Merged both versions of 'Pay the rent today' field by field; taskdeck_remote's were the "
                                  + "later changes: title: kept 'Pay the rent today', lost 'Pay rent now' (taskdeck conflicts lists it;"))
    }

    @Test func differentTasksChangeNothing() throws {
        let other = Self.version(uid: "another", summary: "Other", modified: "20261130T120000Z")
        let files = try versions(a: Self.older, b: other)

        #expect(cli.run(["--vdir", vdir.path, "resolve-conflict", files.a, files.b], withFile: false) == 1)

        #expect(cli.err == "taskdeck: the two versions are different tasks (UID 5d1e@phone and another); nothing was changed\n")
        #expect(try text(files.a) == Self.older)
        #expect(try text(files.b) == other)
        #expect(try names(in: tasks).isEmpty)
    }

    @Test func aFileThatIsNoTaskChangesNothing() throws {
        let files = try versions(a: Self.older, b: "not a calendar\n")
        #expect(cli.run(["--vdir", vdir.path, "resolve-conflict", files.a, files.b], withFile: false) == 1)
        #expect(cli.err == "taskdeck: \(files.b) is not a task file: not an iCalendar file: it does not begin with "
                + "BEGIN:VCALENDAR; nothing was changed\n")
        #expect(try text(files.a) == Self.older)
        #expect(try names(in: tasks).isEmpty)
    }

    @Test func anUnreadableFileChangesNothing() throws {
        let files = try versions(a: Self.older, b: Self.newer)
        let missing = temporary.appendingPathComponent("gone").path
        #expect(cli.run(["--vdir", vdir.path, "resolve-conflict", files.a, missing], withFile: false) == 1)
        #expect(cli.err.hasPrefix("taskdeck: cannot read \(missing): "))
        #expect(try text(files.a) == Self.older)
        #expect(try names(in: tasks).isEmpty)
    }

    @Test func aMissingVdirChangesNothing() throws {
        let files = try versions(a: Self.older, b: Self.newer)
        #expect(cli.run(["--vdir", cli.folder.appending("nowhere").path, "resolve-conflict", files.a, files.b],
                        withFile: false) == 1)
        #expect(try text(files.a) == Self.older)
    }

    @Test func itNeedsAVdirAndTwoFiles() throws {
        let files = try versions(a: Self.older, b: Self.newer)
        #expect(cli.run(["resolve-conflict", files.a, files.b]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: resolve-conflict needs the vdir vdirsyncer syncs: --vdir PATH (or TASKDECK_VDIR, or store.vdir in the config file)\n"))
        #expect(cli.run(["--vdir", vdir.path, "resolve-conflict", files.a], withFile: false) == 64)
        #expect(try text(files.a) == Self.older)
    }
}

/// vdirsyncer passes the command's arguments as written: `~/` in the vdir must still work.
struct ResolveConflictHomeTests {
    @Test func aVdirUnderTildeIsTheHomeFolders() throws {
        let cli = try CLIHarness()
        let tasks = cli.folder.appending("vdir/tasks")
        try FileManager.default.createDirectory(at: tasks, withIntermediateDirectories: true)
        let a = cli.folder.appending("a"), b = cli.folder.appending("b")
        try Data(ResolveConflictCLITests.older.utf8).write(to: a)
        try Data(ResolveConflictCLITests.newer.utf8).write(to: b)
        cli.environment["HOME"] = cli.folder.path

        #expect(cli.run(["--vdir", "~/vdir/", "resolve-conflict", a.path, b.path], withFile: false) == 0)

        #expect(FileManager.default.fileExists(atPath: tasks.appendingPathComponent(".taskdeck.conflicts").path))
    }
}
