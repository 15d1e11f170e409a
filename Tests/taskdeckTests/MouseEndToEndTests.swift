import Foundation
import TaskTestSupport
import Testing

/// The mouse in the real app in tmux: SGR reports typed into the pane as the terminal
/// would send them, the screen and the file read back, and tmux's own view of the mouse
/// modes (`#{mouse_sgr_flag}`) checked while the app runs and after it is gone.
@Suite struct MouseEndToEndTests {
    let binary = TaskdeckBinary.path
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("mouse")
        file = folder.taskFile.path
        for title in ["Alpha task", "Bravo task", "Charlie task"] {
            _ = try TaskdeckBinary.run(["--file", file, "add", title])
        }
    }

    func startApp(config: String = "/dev/null") throws -> TmuxSession {
        let tmux = try TmuxSession.app(["--file", file], environment: ["TASKDECK_CONFIG": config])
        try tmux.waitUntil(screenContains: "Charlie task")
        return tmux
    }

    /// `ESC [ < b ; x ; y M` (press) or `m` (release) at the 1-based column and row.
    func click(_ tmux: TmuxSession, x: Int, y: Int, button: Int = 0, release: Bool = true) throws {
        try tmux.sendText("\u{1B}[<\(button);\(x);\(y)M" + (release ? "\u{1B}[<\(button);\(x);\(y)m" : ""))
    }

    func selectedLine(_ tmux: TmuxSession) throws -> String? {
        try tmux.captureStyled().split(separator: "\n").first { $0.contains("[ ]") && TmuxSession.showsSelection($0) }
            .map(String.init)
    }

    @Test func aClickSelectsARowAndTheModeIsOffAfterQuit() throws {
        let tmux = try startApp()
        #expect(try tmux.display("#{mouse_sgr_flag}") == "1")
        #expect(try tmux.display("#{mouse_standard_flag}") == "1")
        try click(tmux, x: 20, y: 6)  // rows start on screen row 4: the third task
        try TmuxSession.poll("the third row selected") { (try? selectedLine(tmux))??.contains("Charlie task") == true }
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "EXIT=0")
        #expect(try tmux.display("#{mouse_sgr_flag}") == "0")
        #expect(try tmux.display("#{mouse_standard_flag}") == "0")
    }

    @Test func aClickOnACheckboxTogglesThatTask() throws {
        let tmux = try startApp()
        try click(tmux, x: 2, y: 5)
        try tmux.waitUntil(screenContains: "Completed 'Bravo task'")
        let stored = try StoredTasks.read(file: file)
        #expect(stored.first { $0["title"] as? String == "Bravo task" }?["status"] as? String == "completed")
        #expect(stored.filter { $0["status"] as? String == "completed" }.count == 1)
        try tmux.sendKeys("q")
    }

    @Test func aDoubleClickOpensTheTaskAndTheWheelScrolls() throws {
        let tmux = try startApp()
        try tmux.sendText("\u{1B}[<65;10;4M")  // wheel down: the second row
        try TmuxSession.poll("the wheel moved down") { (try? selectedLine(tmux))??.contains("Bravo task") == true }
        // Both clicks in one write, so they reach the app together, well within the double-click time.
        try tmux.sendText(String(repeating: "\u{1B}[<0;20;4M\u{1B}[<0;20;4m", count: 2))
        let detail = try tmux.waitUntil(screenContains: "Status")
        #expect(detail.contains("Alpha task"))
        try tmux.sendKeys("q", "q")
    }

    @Test func aClickOnATabShowsItsFilter() throws {
        let tmux = try startApp()
        // " All   Pending   Next   Today   Week   Overdue   Waiting   Done": Done starts at column 61.
        try click(tmux, x: 63, y: 2)
        let done = try tmux.waitUntil(screenContains: "Nothing here in Done")
        #expect(!done.contains("Alpha task") && !done.contains("Bravo task"))
        try tmux.sendKeys("q")
    }

    @Test func theConfigTurnsTheMouseOff() throws {
        let config = folder.appending("config").path
        try "[mouse]\nenabled = false\n".write(toFile: config, atomically: true, encoding: .utf8)
        let tmux = try startApp(config: config)
        #expect(try tmux.display("#{mouse_sgr_flag}") == "0")
        #expect(try tmux.display("#{mouse_standard_flag}") == "0")
        try tmux.sendKeys("q")
    }

    @Test func suspendTurnsTheMouseOffAndResumeOn() throws {
        let tmux = try TmuxSession(command: "bash --norc --noprofile -i")
        try tmux.sendText("TASKDECK_CONFIG=/dev/null \(binary) --file \(file)")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Charlie task")
        #expect(try tmux.display("#{mouse_sgr_flag}") == "1")
        try tmux.sendKeys("C-z")
        try tmux.waitUntil(screenContains: "Stopped")
        #expect(try tmux.display("#{mouse_sgr_flag}") == "0")
        #expect(try tmux.display("#{mouse_standard_flag}") == "0")
        try tmux.sendText("fg")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Charlie task")
        try TmuxSession.poll("mouse reports on again") { (try? tmux.display("#{mouse_sgr_flag}")) == "1" }
        try tmux.sendKeys("q")
    }
}
