#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskTestSupport
import Testing
@testable import taskdeck

/// The reliability battery of the new surface (issue #28), full-screen half: the attacks
/// on `:export`, sync, notes and mouse reports that the app failed, run again on the real
/// binary in tmux, each checking what a person sees and what is on disk.
@Suite struct ReliabilityBatteryNewSurfaceAppTests {
    let binary = TaskdeckBinary.path
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("battery-surface-app")
    }

    func cli(_ arguments: [String]) throws -> BatteryProcess.Outcome {
        try BatteryProcess.run(arguments)
    }

    /// The app on `store` (`--file PATH` or `--vdir PATH`) in the test's folder, which is its home folder too.
    func startApp(_ store: [String], environment: String = "") throws -> TmuxSession {
        let quoted = store.map { ShellNotesEditor.shellQuoted($0) }.joined(separator: " ")
        return try TmuxSession(command: "cd \(ShellNotesEditor.shellQuoted(folder.path)); export HOME=\(folder.path) TASKDECK_CONFIG=/dev/null \(environment); "
                               + "\(binary) \(quoted); echo \"EXIT=$?\"; sleep 60")
    }

    // MARK: - 1. :export through a link to the store's folder

    /// `ev` is the vdir, `evlink` a link to it: `:export ics evlink/x.ics` wrote a second file
    /// of the first task's UID into the store. Now it is refused and the vdir keeps its files.
    @Test func exportThroughALinkToTheVdirIsRefused() throws {
        let vdir = folder.appending("ev"), link = folder.appending("evlink")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "ev")
        for title in ["One", "Two", "Three"] {
            #expect(try cli(["--vdir", vdir.path, "add", title]).succeeded)
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: vdir.path).sorted()
        let tmux = try startApp(["--vdir", vdir.path])
        try tmux.waitUntil(screenContains: "Three")
        try tmux.sendKeys(":")
        try tmux.sendText("export ics evlink/x.ics")
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitUntil(screenContains: "Nothing written")
        #expect(screen.contains("evlink/x.ics is where your tasks are kept"))
        try tmux.sendKeys("q")
        _ = try tmux.waitUntil(screenContains: "EXIT=")
        #expect(try FileManager.default.contentsOfDirectory(atPath: vdir.path).sorted() == before)
    }

    // MARK: - 15. A vdir file broken from outside while the app runs

    /// The file went bad while the app ran: its task vanished with only "Reloaded: 1 task
    /// changed outside". Now the status line names the file and why, nothing writes over
    /// it (an undo of its task is refused: the task is gone as far as it knows), the CLI names it too, and the fixed file brings
    /// the task back.
    @Test func aFileBrokenOutsideIsNamedAndComesBackWhenFixed() throws {
        let vdir = folder.appending("v")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
        func todo(_ uid: String, _ title: String, due: String = "") -> String {
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20260301T090000Z\r\n"
                + "SUMMARY:\(title)\r\n\(due)END:VTODO\r\nEND:VCALENDAR\r\n"
        }
        let alpha = vdir.appendingPathComponent("alpha.ics")
        // Alpha is due first, so it is the first row.
        try Data(todo("a", "Alpha task", due: "DUE;VALUE=DATE:20200101\r\n").utf8).write(to: alpha)
        try Data(todo("b", "Bravo task").utf8).write(to: vdir.appendingPathComponent("bravo.ics"))
        let tmux = try startApp(["--vdir", vdir.path])
        try tmux.waitUntil(screenContains: "Alpha task")
        try tmux.sendKeys("x")  // a change to undo: Alpha (the first row) done
        try tmux.waitUntil(screenContains: "Completed 'Alpha task'")  // written, and taken in
        let broken = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:a\r\nSUMMARY:Alpha task\r\n"
        try Data(broken.utf8).write(to: alpha)
        let screen = try tmux.waitUntil(screenContains: "Cannot read alpha.ics")
        #expect(screen.contains("never ended"), "\(screen)")
        #expect(screen.contains("Bravo task") && !screen.contains("Alpha task"), "\(screen)")
        try tmux.sendKeys("u")
        try tmux.waitUntil(screenContains: "nothing written")
        #expect(try String(contentsOf: alpha, encoding: .utf8) == broken)
        #expect(try FileManager.default.contentsOfDirectory(atPath: vdir.path).filter { $0.hasSuffix(".ics") }.sorted()
                == ["alpha.ics", "bravo.ics"])
        let listed = try cli(["--vdir", vdir.path, "list"])
        #expect(listed.err.contains("alpha.ics") && listed.err.contains("never ended"), "\(listed.err)")
        try Data(todo("a", "Alpha task fixed").utf8).write(to: alpha)
        try tmux.waitUntil(screenContains: "Alpha task fixed")
        try tmux.sendKeys("q")
        _ = try tmux.waitUntil(screenContains: "EXIT=")
    }

    // MARK: - 6. taskdeck sync and the terminal

    /// The pid a command wrote to `file`, once it has.
    func pid(in file: URL) throws -> pid_t {
        var pid: pid_t?
        try TmuxSession.poll("the pid in \(file.lastPathComponent)") {
            pid = (try? String(contentsOf: file, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return pid != nil
        }
        return pid ?? 0
    }

    /// Whether `pid` has ended (or is a zombie nobody reaped yet).
    func hasEnded(_ pid: pid_t) -> Bool {
        kill(pid, 0) != 0 || ShellSyncRunnerTests.isZombie(pid)
    }

    /// `--command 'read x </dev/tty'` was stopped (SIGTTIN: not in the terminal's foreground
    /// group) and taskdeck waited forever. Now the command reads the terminal as it would
    /// from a shell.
    @Test func aSyncCommandMayReadTheTerminal() throws {
        let tmux = try TmuxSession(command: "\(binary) --file \(folder.taskFile.path) sync --command "
                                   + "'printf \"password: \"; read x </dev/tty; echo \"got $x\"'; echo \"EXIT=$?\"; sleep 60")
        try tmux.waitUntil(screenContains: "password:")
        try tmux.sendText("hunter2")
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitUntil(screenContains: "EXIT=")
        #expect(screen.contains("got hunter2") && screen.contains("Synced: nothing in (") && screen.contains("EXIT=0"), "\(screen)")
    }

    /// Ctrl-C during `taskdeck sync --command 'sleep 777'` ended taskdeck and left the sleep
    /// running, reparented to init. Now the command gets the Ctrl-C, and taskdeck says so
    /// and exits 130 as a shell does.
    @Test func ctrlCEndsTheSyncCommandWithTaskdeck() throws {
        let pidFile = folder.appending("sync.pid")
        let tmux = try TmuxSession(command: "\(binary) --file \(folder.taskFile.path) sync --command "
                                   + "'echo $$ > \(pidFile.path); exec sleep 777'; echo \"EXIT=$?\"; sleep 60")
        let child = try pid(in: pidFile)
        try tmux.sendKeys("C-c")
        let screen = try tmux.waitUntil(screenContains: "EXIT=")
        #expect(screen.contains("EXIT=130"), "\(screen)")
        #expect(screen.contains("was interrupted (SIGINT, Ctrl-C)"), "\(screen)")
        try TmuxSession.poll("the sync command to end") { hasEnded(child) }
    }

    /// `kill PID` of taskdeck reaches taskdeck alone: it passes the signal on, so the
    /// command ends too, and taskdeck exits 143.
    @Test func aSigtermToTaskdeckEndsTheSyncCommandToo() throws {
        let pidFile = folder.appending("sync.pid"), ownPID = folder.appending("taskdeck.pid")
        let tmux = try TmuxSession(command: "sh -c 'echo $$ > \(ownPID.path); exec \(binary) --file \(folder.taskFile.path) sync "
                                   + "--command \"echo \\$\\$ > \(pidFile.path); exec sleep 777\"'; echo \"EXIT=$?\"; sleep 60")
        let child = try pid(in: pidFile)
        let taskdeck = try pid(in: ownPID)
        #expect(kill(taskdeck, SIGTERM) == 0)
        let screen = try tmux.waitUntil(screenContains: "EXIT=")
        #expect(screen.contains("EXIT=143") && screen.contains("terminated (SIGTERM)"), "\(screen)")
        try TmuxSession.poll("the sync command to end") { hasEnded(child) }
    }

    // MARK: - 6 and 8. The app's sync

    /// A sync still running when the app quits ends with it (it ran on, reparented to init);
    /// while it runs, its output has no name in the temporary folder.
    @Test func quittingTheAppEndsARunningSync() throws {
        let pidFile = folder.appending("sync.pid")
        #expect(try cli(["--file", folder.taskFile.path, "add", "Sync me"]).succeeded)
        let tmux = try startApp(["--file", folder.taskFile.path],
                                environment: "TASKDECK_SYNC_COMMAND='echo $$ > \(pidFile.path); exec sleep 777'")
        try tmux.waitUntil(screenContains: "Sync me")
        try tmux.sendKeys("$")
        let child = try pid(in: pidFile)
        // The app is the command's parent (field 4 of /proc/PID/stat); its log would be named for it.
        let stat = try String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)
        let app = try #require(stat.split(separator: ")").last?.split(separator: " ").dropFirst().first)
        let temporary = FileManager.default.temporaryDirectory.path
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("taskdeck-sync-\(app)-") }
        #expect(names.isEmpty, "a sync log with a name: \(names)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
        try TmuxSession.poll("the sync command to end") { hasEnded(child) }
    }

    // MARK: - 14. Mouse reports split by a slow link

    /// A report split more than 40 ms after its ESC, or in its numbers, was decoded as
    /// keys: the `<` of `ESC[<0;2;5M` outdented the selected task. Now it stays a report.
    @Test func aSplitMouseReportIsNoKeys() throws {
        let file = folder.taskFile.path
        let parent = try cli(["--file", file, "add", "Parent task"])
        let parentID = try #require(parent.out.split(separator: " ").dropFirst().first.map(String.init))
        #expect(try cli(["--file", file, "add", "Child task", "--parent", parentID]).succeeded)
        let tmux = try startApp(["--file", file])
        try tmux.waitUntil(screenContains: "Child task")
        try tmux.sendKeys("G")  // the child, the last row
        for chunks in [["\u{1B}", "[<0;60;28M"], ["\u{1B}[<0;60", ";28M"]] {
            for chunk in chunks {
                try tmux.sendBytes(Array(chunk.utf8))
                // Longer than the escape timeout: the screen is redrawn after the Esc.
                let deadline = ContinuousClock.now + .milliseconds(150)
                while ContinuousClock.now < deadline { _ = try tmux.capture() }
            }
        }
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
        let child = try StoredTasks.read(file: file).first { $0["title"] as? String == "Child task" }
        #expect((child?["parent"] as? String)?.hasPrefix(parentID) == true, "the child was outdented: \(String(describing: child))")
    }
}
