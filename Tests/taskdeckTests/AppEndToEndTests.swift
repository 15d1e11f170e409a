import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TaskTestSupport
import Testing

/// The full-screen app, run as a person runs it: the real binary in a real terminal
/// emulator (tmux), keys sent one by one, the screen read back as text.
@Suite struct AppEndToEndTests {
    let binary = Bundle.main.bundleURL.appendingPathComponent("taskdeck").path
    /// Removed when the test's suite instance ends.
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("app")
        file = folder.taskFile.path
    }

    /// Runs the CLI (to prepare files) and returns its standard output.
    @discardableResult
    func cli(_ arguments: String..., stdin: FileHandle? = nil) throws -> TaskdeckBinary.Result {
        try TaskdeckBinary.run(["--file", file] + arguments, stdin: stdin)
    }

    func seed() throws {
        try cli("add", "Buy milk", "--due", "tomorrow", "--tag", "shop", "--priority", "high")
        try cli("add", "Write report", "--due", "today", "--project", "work")
        try cli("add", "Plan garden 🌱", "--project", "home.garden")
    }

    /// A shell in tmux that records `stty -a` before and after the app, so a test can
    /// check the terminal modes were restored.
    func startApp(width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws -> TmuxSession {
        // The shell stays after DONE so the test can read the screen it left.
        try TmuxSession.app(["--file", file], environment: environment, stty: folder.path, width: width, height: height)
    }

    func sttyRestored() throws -> Bool {
        let before = try String(contentsOf: folder.appending("stty-before"), encoding: .utf8)
        let after = try String(contentsOf: folder.appending("stty-after"), encoding: .utf8)
        return !before.isEmpty && before == after
    }

    func json() throws -> [[String: Any]] {
        try StoredTasks.read(file: file)
    }

    func status(of title: String) throws -> String? {
        try json().first { $0["title"] as? String == title }?["status"] as? String
    }

    @Test func aPersonMovesTogglesSearchesFiltersUndoesAndQuits() throws {
        try seed()
        let tmux = try startApp()
        let first = try tmux.waitUntil(screenContains: "taskdeck · tasks.json")
        #expect(first.contains("3 pending · 1 today · 0 done"))
        #expect(first.contains("Write report"))
        #expect(first.contains("x done  a add"))

        // Rows are sorted by due date: Write report (today), Buy milk (tomorrow), Plan garden.
        try tmux.sendKeys("j")
        try tmux.sendKeys("x")
        try tmux.waitUntil(screenContains: "Completed 'Buy milk' — u to undo")
        #expect(try status(of: "Buy milk") == "completed")
        let afterToggle = try tmux.capture()
        #expect(afterToggle.contains("2 pending · 1 today · 1 done"))
        #expect(!afterToggle.contains("[ ]  !!! Buy milk"))  // left the Pending tab

        try tmux.sendKeys("u")
        try tmux.waitUntil(screenContains: "Undid: Completed 'Buy milk'")
        #expect(try status(of: "Buy milk") == "pending")

        try tmux.sendKeys("/")
        try tmux.sendText("GARD")
        try tmux.waitUntil(screenContains: "filter: \"GARD\"")
        let searched = try tmux.capture()
        #expect(searched.contains("Plan garden 🌱"))
        #expect(!searched.contains("Write report"))
        // A filter that does not read yet: the last result stays, the word is pointed at.
        try tmux.sendText(" (")
        try tmux.waitUntil(screenContains: "cannot read '(' (column 6) of the filter: '(' needs a filter after it")
        #expect(try tmux.capture().contains("Plan garden 🌱"))
        try tmux.sendKeys("Escape")
        try tmux.waitUntil("a person sees all tasks again") { $0.contains("Write report") && !$0.contains("filter:") }

        try tmux.sendKeys("Tab", "Tab")  // Pending -> Next -> Today
        let today = try tmux.waitUntil("the Today tab") { !$0.contains("Buy milk") && $0.contains("Write report") }
        #expect(!today.contains("Plan garden"))

        try tmux.sendKeys("q")
        let shell = try tmux.waitUntil(screenContains: "DONE")
        #expect(shell.contains("EXIT=0"))
        #expect(!shell.contains("taskdeck · tasks.json"))  // the alternate screen is gone
        #expect(try sttyRestored())
    }

    /// The dark theme's selection is a bar of one background (issue 27: its blanks are
    /// erased in it), black on colour 153 with 256 colours; without colour (as the tests'
    /// panes run) a dropped background shows as reverse video.
    @Test func theSelectionIsDrawnAsABarOrInReverseAndMovesWithTheKeys() throws {
        try seed()
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "Write report")
        func selectedLine() throws -> String? {
            // Task rows start with a checkbox; the one on the bar (or in reverse) is the selection.
            try tmux.captureStyled().split(separator: "\n")
                .first { $0.contains("[ ]") && TmuxSession.showsSelection($0) }
                .map(String.init)
        }
        #expect(try selectedLine()?.contains("Write report") == true)
        try tmux.sendKeys("Down")
        try tmux.waitUntil("the selection on Buy milk") { _ in (try? selectedLine()?.contains("Buy milk")) == true }
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitUntil(screenContains: "DONE").contains("EXIT=0"))
        #expect(try sttyRestored())
    }

    @Test func aResizeWhileSuspendedIsLaidOutOnResume() throws {
        try seed()
        // Job control needs an interactive shell: Ctrl-Z stops the app, fg brings it back.
        let tmux = try TmuxSession(command: "bash --norc --noprofile -i", width: 100, height: 30)
        try tmux.sendText("\(binary) --file \(file)")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Write report")
        try tmux.sendKeys("C-z")
        try tmux.waitUntil(screenContains: "Stopped")
        try tmux.resize(width: 60, height: 15)
        try tmux.sendText("fg")
        try tmux.sendKeys("Enter")
        // At 60 columns the row layout drops the tags; the due date must still be on screen.
        let resumed = try tmux.waitUntil("the list laid out at 60 columns") {
            $0.contains("Write report") && $0.contains("tomorrow")
        }
        #expect(resumed.split(separator: "\n").allSatisfy { $0.count <= 60 })
        try tmux.sendKeys("q")
    }

    @Test func aDumbTerminalIsRefusedWithAMessage() throws {
        try seed()
        let tmux = try startApp(environment: ["TERM": "dumb"])
        let screen = try tmux.waitUntil(screenContains: "DONE")
        #expect(screen.contains("taskdeck: TERM=dumb cannot show the full-screen app"))
        #expect(screen.contains("EXIT=1"))
        #expect(try sttyRestored())
    }

    @Test func anEmptyFileTellsANewUserWhatToDo() throws {
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "No tasks yet.")
        #expect(try tmux.capture().contains("Press a to add your first task"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "DONE").contains("EXIT=0"))
    }

    @Test func aReadOnlyFileIsSaidWhenTheAppOpens() throws {
        try seed()
        try cli("compact")
        #expect(chmod(file, 0o444) == 0)
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "tasks.json is read-only")
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "DONE").contains("EXIT=0"))
    }

    @Test func aTinyWindowGetsAMessageInsteadOfABrokenLayout() throws {
        try seed()
        let tmux = try startApp(width: 30, height: 8)
        try tmux.waitUntil(screenContains: "Window too small")
        #expect(try tmux.capture().contains("30x8, need 40x10"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "DONE").contains("EXIT=0"))
        #expect(try sttyRestored())
    }

    @Test func aCorruptFileIsReportedBeforeFullScreenAndLeftUntouched() throws {
        let corrupt = Data("{\"schemaVersion\": 1, \"tasks\": [ {\"title\": ".utf8)
        try corrupt.write(to: URL(fileURLWithPath: file))
        let tmux = try startApp()
        let screen = try tmux.waitUntil(screenContains: "DONE")
        #expect(screen.contains("taskdeck: "))
        #expect(screen.contains("EXIT=1"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == corrupt)
        #expect(try sttyRestored())
    }

    @Test(arguments: ["stdin", "stdout"])
    func withoutATerminalTheAppRefusesWithoutEscapeCodes(redirected: String) throws {
        try seed()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let command = redirected == "stdin" ? "\(binary) --file \(file) < /dev/null"
                                            : "\(binary) --file \(file) | cat"
        process.arguments = ["-c", command + "; exit_code=$?; echo; exit $exit_code"]
        process.environment = TestDay.adding(to: ProcessInfo.processInfo.environment)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile() + err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        #expect(text.contains("taskdeck: the full-screen app needs a terminal"))
        #expect(!text.contains("\u{1B}"))
        if redirected == "stdin" { #expect(process.terminationStatus == 1) }
    }
}
