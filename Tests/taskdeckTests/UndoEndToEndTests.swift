import Foundation
import TaskTestSupport
import Testing

/// The shared undo history as people meet it, in the real binary: `taskdeck undo` in one
/// terminal while the app is open in another, and `u` after the app was restarted.
@Suite struct UndoEndToEndTests: OneTaskFileSuite {
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("undo-e2e")
        file = folder.taskFile.path
    }


    /// The app completes a task; `taskdeck undo` in another terminal takes it back and the app
    /// shows it without a key; then `rm` in that terminal, and `u` in the app brings the task
    /// back, saying the step came from the command line.
    @Test func undoInOneTerminalWhileTheAppIsOpenInAnother() throws {
        try cli("add", "Buy milk")
        try cli("add", "Call mom")
        let app = try startApp()
        try app.waitUntil(screenContains: "Call mom")
        try app.sendKeys("x")
        let completed = try app.waitUntil(screenContains: "u to undo")
        let done = completed.contains("Completed 'Buy milk'") ? "Buy milk" : "Call mom"

        let undone = try cli("undo")
        #expect(undone.status == 0 && undone.out == "Undid: Completed '\(done)' (in the app)\n", "\(undone.err)")
        try app.waitUntil(screenContains: "Reloaded: 1 task changed outside", timeout: .seconds(5))
        #expect(try StoredTasks.read(file: file).allSatisfy { $0["status"] as? String == "pending" })

        let ids = try StoredTasks.read(file: file).compactMap { $0["id"] as? String }
        let removed = try cli("rm", String(ids[0].prefix(8)), String(ids[1].prefix(8)), "--yes")
        #expect(removed.status == 0, "\(removed.err)")
        try app.waitUntil("the list is empty", timeout: .seconds(5)) { $0.contains("Nothing here") || $0.contains("No tasks") }
        try app.sendKeys("u")
        let screen = try app.waitUntil(screenContains: "Undid:", timeout: .seconds(5))
        #expect(screen.contains("Undid: Deleted 2 tasks (from the command line: taskdeck rm) — Ctrl-R to redo"))
        #expect(screen.contains("Buy milk") && screen.contains("Call mom"))
        #expect(try titles() == ["Buy milk", "Call mom"])

        // The app's completion, undone before the rm, was forgotten by it: rm (undone), add, add.
        let list = try cli("undo", "--list")
        let lines = list.out.split(separator: "\n")
        #expect(lines.map { $0.contains("(undone)") } == [true, false, false], "\(list.out)")
        #expect(lines.first?.contains("taskdeck rm") == true && lines.first?.hasSuffix("Deleted 2 tasks  (undone)") == true)
        try app.sendKeys("q")
        #expect(try app.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }

    /// `u` still undoes the app's own change after a restart, and `Ctrl-R` redoes it.
    @Test func uAfterARestartOfTheApp() throws {
        try cli("add", "Water plants")
        let first = try startApp()
        try first.waitUntil(screenContains: "Water plants")
        try first.sendKeys("D")
        try first.waitUntil(screenContains: "Delete")
        try first.sendKeys("y")
        try first.waitUntil(screenContains: "Deleted 'Water plants'")
        try first.sendKeys("q")
        try first.waitUntil(screenContains: "EXIT=")
        #expect(try titles().isEmpty)

        let second = try startApp()
        try second.waitUntil("the list is empty") { $0.contains("Nothing here") || $0.contains("No tasks") }
        try second.sendKeys("u")
        let screen = try second.waitUntil(screenContains: "Undid:", timeout: .seconds(5))
        #expect(screen.contains("Undid: Deleted 'Water plants' — Ctrl-R to redo"))
        #expect(screen.contains("Water plants"))
        #expect(try titles() == ["Water plants"])
        try second.sendKeys("C-r")
        try second.waitUntil(screenContains: "Redid: Deleted 'Water plants'", timeout: .seconds(5))
        #expect(try titles().isEmpty)
        try second.sendKeys("u")
        try second.waitUntil(screenContains: "Undid: Deleted 'Water plants'", timeout: .seconds(5))
        try second.sendKeys("u")
        try second.waitUntil(screenContains: "Undid: Added 'Water plants' (from the command line: taskdeck add)", timeout: .seconds(5))
        try second.sendKeys("u")
        try second.waitUntil(screenContains: "Nothing to undo", timeout: .seconds(5))
        try second.sendKeys("q")
        #expect(try second.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }

    /// A change the history cannot record (here: a folder where the history file goes) stands,
    /// and the app says so in its status line, as the CLI does on standard error.
    @Test func theAppSaysAChangeWasNotRecorded() throws {
        try cli("add", "Buy milk")
        try FileManager.default.removeItem(atPath: file + ".history")
        try FileManager.default.createDirectory(atPath: file + ".history", withIntermediateDirectories: true)
        let app = try startApp()
        try app.waitUntil(screenContains: "Buy milk")
        try app.sendKeys("x")
        let screen = try app.waitUntil(screenContains: "History not recorded", timeout: .seconds(5))
        #expect(screen.contains("History not recorded: it is a folder, not a file;"), "\(screen)")
        #expect(try StoredTasks.read(file: file).first?["status"] as? String == "completed", "the change stands")
        try app.sendKeys("q")
        #expect(try app.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }
}
