#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskTestSupport
import Testing

/// The reliability battery (issue #10), full-screen half: the real app in tmux killed with
/// SIGKILL right after a change, every way out with the terminal's `stty -g` compared byte
/// for byte, hostile bytes in every field checked on the raw pty stream, and a seeded
/// stdin fuzz run. Waits poll the screen with deadlines.
@Suite struct ReliabilityBatteryAppTests {
    let binary = TaskdeckBinary.path
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("battery-app")
        file = folder.taskFile.path
    }

    var pidFile: String { folder.appending("app.pid").path }
    var sttyBefore: URL { folder.appending("stty-before") }
    var sttyAfter: URL { folder.appending("stty-after") }
    /// The app's exit status, as the shell saw it. The screen says it too (`EXIT=0`), but
    /// after a fuzz run the shell echoes the bytes the app left unread, which can wrap it.
    var exitFile: URL { folder.appending("exit-status") }

    @discardableResult
    func cli(_ arguments: String...) throws -> BatteryProcess.Outcome {
        try BatteryProcess.run(["--file", file] + arguments)
    }

    /// A shell in tmux that saves `stty -g` before and after the app and the app's pid
    /// (the app is exec'd by a child shell, so the pid is the app's own).
    /// The app as a person starts it, with an editor that returns at once (`E` is a key the
    /// fuzz presses; a real editor would wait for keys of its own) and the home folder in the
    /// test's folder (so a fuzzed `:export` could only write there).
    func startApp() throws -> TmuxSession {
        let script = "ulimit -c 0; unset VISUAL; export EDITOR=true HOME=\(folder.url.path); stty -g > \(sttyBefore.path); "
            + "sh -c 'echo $$ > \(pidFile); exec \(binary) --file \(file)'; status=$?; echo $status > \(exitFile.path); "
            + "echo \"EXIT=$status\"; "
            + "stty -g > \(sttyAfter.path); echo DONE; sleep 60"
        return try TmuxSession(command: script)
    }

    func appPID() throws -> pid_t {
        var pid: pid_t?
        try TmuxSession.poll("the app's pid file") {
            pid = (try? String(contentsOfFile: pidFile, encoding: .utf8))
                .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return pid != nil
        }
        return pid ?? 0
    }

    /// The terminal is as the shell left it: same `stty -g`, normal screen, cursor shown.
    func expectTerminalRestored(_ tmux: TmuxSession, _ how: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try TmuxSession.poll("stty after \(how)") { FileManager.default.fileExists(atPath: sttyAfter.path) }
        let before = try String(contentsOf: sttyBefore, encoding: .utf8)
        let after = try String(contentsOf: sttyAfter, encoding: .utf8)
        #expect(!before.isEmpty && before == after, "\(how): stty -g was \(before) and is \(after)", sourceLocation: sourceLocation)
        #expect(try tmux.display("#{alternate_on}") == "0", "\(how): still on the alternate screen", sourceLocation: sourceLocation)
        #expect(try tmux.display("#{cursor_flag}") == "1", "\(how): the cursor is hidden", sourceLocation: sourceLocation)
        #expect(try tmux.display("#{mouse_sgr_flag}") == "0", "\(how): mouse reports still on", sourceLocation: sourceLocation)
        #expect(try tmux.display("#{mouse_standard_flag}") == "0", "\(how): mouse reports still on", sourceLocation: sourceLocation)
    }

    // MARK: - 2. kill -9 right after a toggle

    @Test func aToggleTheAppReportedSurvivesKillNine() throws {
        try cli("add", "Survive the kill")
        try cli("add", "Stay pending")
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "Stay pending")
        let pid = try appPID()
        // The first row (sorted by title within no due date, or by creation) is toggled.
        try tmux.sendKeys("g", "x")
        let screen = try tmux.waitUntil(screenContains: "Completed '")
        kill(pid, SIGKILL)
        try tmux.waitUntil(screenContains: "EXIT=137")
        let completedTitle = ["Survive the kill", "Stay pending"].first { screen.contains("Completed '\($0)'") }
        let stored = try StoredTasks.read(file: file)
        #expect(stored.count == 2)
        let completed = stored.filter { $0["status"] as? String == "completed" }.compactMap { $0["title"] as? String }
        #expect(completed == [try #require(completedTitle)], "the app said Completed but storage has \(completed)")
    }

    @Test func aKillNineAtAnyMomentAfterAKeyLeavesALoadableFile() throws {
        var random = SplitMix64(seed: 0x5EED_0005)
        try cli("add", "One")
        try cli("add", "Two")
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "Two")
        let pid = try appPID()
        try tmux.sendKeys("x", "j", "x", "u")
        Thread.sleep(forTimeInterval: Double(Int.random(in: 0...30, using: &random)) / 1000)  // the random moment of the kill
        kill(pid, SIGKILL)
        try tmux.waitUntil(screenContains: "EXIT=137")
        let stored = try StoredTasks.read(file: file)
        #expect(stored.compactMap { $0["title"] as? String }.sorted() == ["One", "Two"])
    }

    // MARK: - 6. Every way out restores the terminal byte for byte

    enum WayOut: String, CaseIterable { case q, ctrlC = "Ctrl-C", sigterm = "SIGTERM", sighup = "SIGHUP", sigquit = "SIGQUIT" }

    @Test(arguments: WayOut.allCases)
    func everyWayOutRestoresTheTerminal(way: WayOut) throws {
        try cli("add", "A task on screen")
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "A task on screen")
        #expect(try tmux.display("#{alternate_on}") == "1")
        #expect(try tmux.display("#{mouse_sgr_flag}") == "1")
        let pid = try appPID()
        switch way {
        case .q: try tmux.sendKeys("q")
        case .ctrlC: try tmux.sendKeys("C-c")
        case .sigterm: kill(pid, SIGTERM)
        case .sighup: kill(pid, SIGHUP)
        case .sigquit: kill(pid, SIGQUIT)
        }
        let screen = try tmux.waitUntil(screenContains: "DONE")
        switch way {
        case .q, .ctrlC: #expect(screen.contains("EXIT=0"), "\(screen)")
        case .sigquit: #expect(screen.contains("EXIT=131"), "\(screen)")
        default: #expect(!screen.contains("EXIT=137"), "\(screen)")
        }
        #expect(!screen.contains("A task on screen"), "the app's screen is drawn over the shell: \(screen)")
        try expectTerminalRestored(tmux, way.rawValue)
        #expect(try StoredTasks.read(file: file).count == 1)
    }

    // MARK: - 7. Hostile bytes in every field never reach the terminal

    /// Each hostile piece sits between two markers, so the check knows where it would be.
    static let hostile: [(name: String, text: String)] = [
        ("ESC (SGR blink)", "\u{1B}[5m"),
        ("ESC (OSC title)", "\u{1B}]0;pwned\u{07}"),
        ("ESC (clear screen)", "\u{1B}[2J"),
        ("C1 CSI", "\u{9B}31m"),
        ("C1 NEL", "\u{85}"),
        ("bidi override", "\u{202E}"),
        ("bidi isolate", "\u{2066}"),
        ("DEL", "\u{7F}"),
        ("BEL", "\u{07}"),
        ("backspace", "\u{08}"),
        ("carriage return", "\r"),
    ]

    /// The hostile pieces between markers; a title cannot hold a line break, so no CR or NEL there.
    static func field(_ letter: String, singleLine: Bool = false) -> String {
        hostile.enumerated().filter { !singleLine || !["\r", "\u{85}"].contains($0.element.text) }
            .map { "\(letter)<\($0.offset)\($0.element.text)>\($0.offset)" }.joined(separator: " ")
    }

    @Test func hostileBytesInEveryFieldNeverReachTheTerminal() throws {
        let title = Self.field("T", singleLine: true)
        let notes = Self.field("N") + "\nsecond line " + Self.field("M")
        // Projects and tags are single words: hostile bytes that are not spaces may be kept.
        let added = try cli("add", title, "--notes", notes, "--project", "p\u{202E}q", "--tag", "t\u{2066}g")
        #expect(added.succeeded, "\(added.err)")
        let log = folder.appending("pty.log").path
        #expect(FileManager.default.createFile(atPath: log, contents: nil))
        let tmux = try TmuxSession(command: "sh")
        try tmux.pipePane(to: log)
        try tmux.sendText("\(binary) --file \(file); echo \"EXIT=$?\"\n")
        try tmux.waitUntil(screenContains: "T<0")
        try tmux.sendKeys("Enter")  // the detail: every field, the notes
        try tmux.waitUntil(screenContains: "second line")
        try tmux.sendKeys("Escape")
        try tmux.waitUntil(screenContains: "q quit")
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "EXIT=0")
        let pty = try Data(contentsOf: URL(fileURLWithPath: log))
        // Where the markers were drawn, the hostile byte right after them never was.
        for letter in ["T", "N", "M"] {
            #expect(pty.range(of: Data("\(letter)<0".utf8)) != nil, "the field \(letter) was never drawn")
            for (index, piece) in Self.hostile.enumerated() {
                let raw = Data("\(letter)<\(index)\(piece.text)".utf8)
                #expect(pty.range(of: raw) == nil, "\(piece.name) of field \(letter) reached the terminal raw")
            }
        }
        // Characters the app never sends of its own: C1 controls, bidi controls, DEL, BEL.
        let bytes = [UInt8](pty)
        let forbidden: [(String, [UInt8])] = [("DEL", [0x7F]), ("BEL", [0x07]), ("C1 CSI", [0xC2, 0x9B]), ("C1 NEL", [0xC2, 0x85]),
                                              ("RLO", [0xE2, 0x80, 0xAE]), ("LRI", [0xE2, 0x81, 0xA6])]
        for (name, sequence) in forbidden {
            #expect(pty.range(of: Data(sequence)) == nil, "\(name) reached the terminal (\(bytes.count) bytes logged)")
        }
        #expect(pty.range(of: Data("\u{1B}]0;pwned".utf8)) == nil, "the OSC that sets the window title reached the terminal")
    }

    // MARK: - 8. A bounded stdin fuzz run

    @Test func aSeededStdinFuzzRunEndsCleanly() throws {
        var random = SplitMix64(seed: 0x5EED_0006)
        for index in 0..<5 { try cli("add", "Fuzz target \(index)") }
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "Fuzz target")
        let pieces: [[UInt8]] = [
            Array("\u{1B}[A".utf8), Array("\u{1B}[B".utf8), Array("\u{1B}[1;5C".utf8), Array("\u{1B}OP".utf8),
            Array("\u{1B}[15~".utf8), Array("\u{1B}[".utf8), Array("\u{1B}".utf8), Array("\u{1B}[<0;10;5M".utf8),
            Array("\u{1B}[200~pasted text\u{1B}[201~".utf8), Array("\u{1B}[200~a paste cut".utf8), Array("\u{1B}[201~".utf8),
            Array("\u{1B}[9999;9999H".utf8), Array("\u{1B}]52;c;AAAA\u{07}".utf8), Array("é🌱".utf8), [0xFF, 0xFE, 0xC3],
            Array("\t".utf8), Array("\r".utf8), [0x7F], [0x13], [0x08],
        ]
        // Keys that would leave the app early or stop it (q, Ctrl-C, Ctrl-Z, Ctrl-\) are left out.
        let banned: Set<UInt8> = [UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x1A, 0x1C]
        var sent = 0
        while sent < 3_000 {
            var chunk: [UInt8] = []
            while chunk.count < 200 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    var byte = UInt8.random(in: 0x20...0x7E, using: &random)
                    while banned.contains(byte) { byte = UInt8.random(in: 0x20...0x7E, using: &random) }
                    chunk.append(byte)
                case 5..<7:
                    var byte = UInt8.random(in: 0...0xFF, using: &random)
                    while banned.contains(byte) { byte = UInt8.random(in: 0...0xFF, using: &random) }
                    chunk.append(byte)
                default:
                    chunk += pieces[Int.random(in: 0..<pieces.count, using: &random)]
                }
            }
            try tmux.sendBytes(chunk)
            sent += chunk.count
        }
        // Leave from whatever scene the fuzz ended in: answer a question with y, quit the
        // list with q, leave any other scene with Esc; after each key wait for the screen
        // to change, so an Esc is never read together with the next key as Alt-<key>.
        var screen = (try? tmux.capture()) ?? ""
        for _ in 0..<30 where !screen.contains("DONE") {
            let key = screen.contains("y/Enter") ? "y" : screen.contains("q quit") ? "q" : "Escape"
            try tmux.sendKeys(key)
            let previous = screen
            screen = (try? tmux.waitUntil("the screen to change after \(key)", timeout: .seconds(1)) { $0 != previous })
                ?? previous
        }
        screen = try tmux.waitUntil(screenContains: "DONE", timeout: .seconds(2))
        let last = (try? tmux.capture()) ?? ""
        #expect(screen.contains("DONE"), "the app did not exit after the fuzz run: \(last)")
        let status = try String(contentsOf: exitFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(status == "0", "\(screen)")
        try expectTerminalRestored(tmux, "the fuzz run")
        _ = try StoredTasks.read(file: file)  // throws unless the file loads
        #expect(try BatteryProcess.run(["--file", file, "add", "After the fuzz"]).succeeded)
    }
}
