#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskTestSupport
import Testing

/// `taskdeck keys` in a real terminal (tmux): what a user sees, and that the terminal is
/// exactly as before afterwards — after a normal quit, a SIGTERM and a Ctrl-Z.
@Suite struct KeysCommandEndToEndTests {
    static var binary: URL { Bundle.main.bundleURL.appendingPathComponent("taskdeck") }

    /// A scratch directory with a script that records `stty -a` before and after the command.
    struct Harness {
        let folder: TemporaryFolder
        var directory: URL { folder.url }
        var before: URL { directory.appendingPathComponent("before.txt") }
        var after: URL { directory.appendingPathComponent("after.txt") }
        var pidFile: URL { directory.appendingPathComponent("pid") }
        var script: URL { directory.appendingPathComponent("run.sh") }

        init() throws {
            folder = try TemporaryFolder("keys")
            let text = """
            ulimit -c 0
            stty -a > '\(before.path)'
            sh -c 'echo $$ > "\(pidFile.path)"; exec "\(KeysCommandEndToEndTests.binary.path)" keys'
            echo "EXIT=$?"
            stty -a > '\(after.path)'
            exec sleep 600
            """
            try text.write(to: script, atomically: true, encoding: .utf8)
        }

        func start() throws -> TmuxSession {
            let session = try TmuxSession(command: "LANG=C.UTF-8 sh '\(script.path)'")
            try session.waitUntil(screenContains: "taskdeck keys")
            return session
        }

        /// The command's pid, once the script has written all of it. Never 0 or negative:
        /// `kill` would take those for a process group or for every process we may signal.
        func pid() throws -> pid_t {
            var pid: pid_t?
            try TmuxSession.poll("the pid file") {
                let text = (try? String(contentsOf: pidFile, encoding: .utf8)) ?? ""
                pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)).flatMap { $0 > 0 ? $0 : nil }
                return pid != nil
            }
            return try #require(pid)
        }

        /// Waits for the script to record `stty -a` after the command, and compares.
        func expectTerminalRestored() throws {
            try TmuxSession.poll("stty -a after the command") {
                ((try? String(contentsOf: after, encoding: .utf8)) ?? "").contains("speed")
            }
            // The window size is part of `stty -a` but not of what we restore; compare the rest.
            func settings(_ url: URL) throws -> String {
                try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
                    of: "rows [0-9]+; columns [0-9]+;", with: "", options: .regularExpression)
            }
            let original = try settings(before)
            let restored = try settings(after)
            #expect(restored == original)
            #expect(original.contains(" icanon") && original.contains(" echo"))
        }

        func cleanUp() { folder.cleanUp() }
    }

    @Test func showsEventsWithTheirBytesAndQuitsOnCtrlCTwice() throws {
        let harness = try Harness()
        defer { harness.cleanUp() }
        let tmux = try harness.start()
        defer { tmux.kill() }

        // tmux key name -> what the screen then shows (name or hex bytes).
        let keys = [("a", "Char(\"a\")"), ("C-Up", "1b 5b 31 3b 35 41"), ("F5", "F5"), ("M-x", "Alt-x"), ("é", "c3 a9")]
        for (key, shown) in keys {
            try tmux.sendKeys(key)
            try tmux.waitUntil(screenContains: shown)
        }
        try tmux.sendBytes(Array("\u{1B}[200~hello world!\u{1B}[201~".utf8))
        try tmux.waitUntil(screenContains: "Paste(12 chars)")
        try tmux.sendKeys("Escape")
        try tmux.waitUntil("the Esc key after its timeout") { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix(" Esc ") && $0.hasSuffix(" 1b") }
        }

        let screen = try tmux.capture()
        #expect(screen.contains("Ctrl-Up"))
        #expect(screen.contains("Char(\"é\")"))

        try tmux.resize(width: 80, height: 20)
        try tmux.waitUntil(screenContains: "Resize 80x20")

        // Ctrl-C, another key, Ctrl-C: not twice in a row, so still running.
        for (key, shown) in [("C-c", "Press Ctrl-C again to quit"), ("b", "Char(\"b\")"), ("C-c", "Press Ctrl-C again")] {
            try tmux.sendKeys(key)
            try tmux.waitUntil(screenContains: shown)
        }
        try tmux.sendKeys("C-c")
        try tmux.waitUntil(screenContains: "EXIT=0")
        try harness.expectTerminalRestored()
    }

    @Test func sigtermRestoresTheTerminalAndExitsBySignal() throws {
        let harness = try Harness()
        defer { harness.cleanUp() }
        let tmux = try harness.start()
        defer { tmux.kill() }
        let pid = try harness.pid()
        #expect(kill(pid, SIGTERM) == 0)
        try tmux.waitUntil(screenContains: "EXIT=\(128 + SIGTERM)")
        try harness.expectTerminalRestored()
    }

    /// SIGQUIT (Ctrl-\\ in a cooked terminal, `kill -QUIT`) ends the process by that signal
    /// with the terminal restored; the Swift runtime's crash reporter must not take over the
    /// screen and keep the process alive behind it.
    @Test func sigquitRestoresTheTerminalAndEndsTheProcess() throws {
        let harness = try Harness()
        defer { harness.cleanUp() }
        let tmux = try harness.start()
        defer { tmux.kill() }
        let pid = try harness.pid()
        #expect(kill(pid, SIGQUIT) == 0)
        let screen = try tmux.waitUntil(screenContains: "EXIT=\(128 + SIGQUIT)")
        try harness.expectTerminalRestored()
        #expect(!screen.contains("crashed") && !screen.contains("Press space"), "\(screen)")
        try TmuxSession.poll("the process to be gone") { kill(pid, 0) != 0 }
    }

    /// Job control needs a real interactive shell (a `sh script` pane is an orphaned process
    /// group, where the kernel discards SIGTSTP), so this one types into bash.
    @Test func ctrlZRestoresStopsAndRepaintsOnFg() throws {
        let harness = try Harness()
        defer { harness.cleanUp() }
        let tmux = try TmuxSession(command: "env PS1='$ ' LANG=C.UTF-8 bash --norc --noprofile -i")
        defer { tmux.kill() }
        try tmux.waitUntil(screenContains: "$")
        try tmux.sendText("stty -a > '\(harness.before.path)'")
        try tmux.sendKeys("Enter")
        try tmux.sendText("'\(Self.binary.path)' keys")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "taskdeck keys")

        try tmux.sendKeys("C-z")
        // Stopped: the alternate screen is gone and the shell has its prompt back.
        try tmux.waitUntil("the shell's job-control message") { $0.contains("Stopped") && !$0.contains("taskdeck keys —") }

        try tmux.sendText("fg")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Resumed")
        try tmux.sendKeys("x")
        let resumed = try tmux.waitUntil(screenContains: "Char(\"x\")")  // raw mode again: keys arrive one by one
        #expect(resumed.contains("taskdeck keys —"))
        #expect(resumed.components(separatedBy: "Resumed").count == 2, "one repaint per resume")

        try tmux.sendKeys("C-c", "C-c")
        try tmux.waitUntil("the shell prompt after quitting") { !$0.contains("taskdeck keys —") }
        try tmux.sendText("echo EXIT=$?; stty -a > '\(harness.after.path)'")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "EXIT=0")
        try harness.expectTerminalRestored()
    }

    @Test func refusesWithoutATerminalAndWritesNoEscapeCodes() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["keys"]
        process.environment = TestDay.adding(to: ProcessInfo.processInfo.environment)
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(out.isEmpty)
        let message = String(decoding: err, as: UTF8.self)
        #expect(message.hasPrefix("taskdeck: standard input is not a terminal"))
        #expect(!message.contains("\u{1B}"))
    }
}
