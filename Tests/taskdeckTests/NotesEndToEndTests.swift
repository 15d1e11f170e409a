import Foundation
import TaskTestSupport
import Testing

/// `E` and the command line in the real app, in tmux: an editor script that records the
/// terminal it was given and edits the file; `:sort priority` typed as a person would.
@Suite struct NotesEndToEndTests {
    let binary = Bundle.main.bundleURL.appendingPathComponent("taskdeck").path
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("notes-e2e")
        file = folder.taskFile.path
        _ = try TaskdeckBinary.run(["--file", file, "add", "Buy milk", "--priority", "high"])
        _ = try TaskdeckBinary.run(["--file", file, "add", "Call mom", "--due", "today"])
    }

    /// The app in a shell that records `stty -a` before and after it, with no config file.
    func startApp(editor: String) throws -> TmuxSession {
        let before = folder.appending("stty-before").path, after = folder.appending("stty-after").path
        let script = "unset VISUAL; export TASKDECK_CONFIG=/dev/null EDITOR='\(editor)'; stty -a > \(before); "
            + "\(binary) --file \(file); stty -a > \(after); echo DONE; sleep 60"
        return try TmuxSession(command: script, width: 100, height: 30)
    }

    func notes(of title: String) throws -> String? {
        try StoredTasks.read(file: file).first { $0["title"] as? String == title }?["notes"] as? String
    }

    @Test func eHandsTheTerminalToTheEditorTakesItBackAndSavesOneUndoableChange() throws {
        let editor = folder.appending("editor.sh").path
        let inEditor = folder.appending("stty-in-editor").path
        // Records the terminal it got, then appends a line with a tab and an escape.
        try "#!/bin/sh\nstty -a > \(inEditor)\nprintf 'from the editor\\t\\033x\\n' >> \"$1\"\n"
            .write(toFile: editor, atomically: true, encoding: .utf8)
        // Run by sh, not executed itself: a file just written can be held open for writing by
        // a process another test started meanwhile, and executing it then fails (ETXTBSY).
        let tmux = try startApp(editor: "sh \(editor)")
        try tmux.waitUntil(screenContains: "Call mom")
        try tmux.sendKeys("E")  // the first row: Call mom (due today)
        let back = try tmux.waitUntil(screenContains: "Edited 'Call mom' — u to undo")
        #expect(back.contains("Call mom ≡"))
        #expect(back.contains("x done  a add"))  // the whole screen is drawn again
        #expect(try notes(of: "Call mom") == "from the editor\t\u{1B}x")
        // The editor had the terminal exactly as the shell had it: not the app's raw mode.
        let before = try String(contentsOfFile: folder.appending("stty-before").path, encoding: .utf8)
        #expect(try String(contentsOfFile: inEditor, encoding: .utf8) == before)

        try tmux.sendKeys("p")
        let preview = try tmux.waitUntil(screenContains: "│Notes · Call mom")
        #expect(preview.contains("│from the editor"))

        try tmux.sendKeys("u")
        try tmux.waitUntil(screenContains: "Undid: Edited 'Call mom'")
        #expect(try notes(of: "Call mom") == "")
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "DONE")
        #expect(try String(contentsOfFile: folder.appending("stty-after").path, encoding: .utf8) == before)
    }

    @Test func anEditorThatFailsChangesNothingAndSaysWhy() throws {
        let tmux = try startApp(editor: "exit 3;")
        try tmux.waitUntil(screenContains: "Call mom")
        try tmux.sendKeys("E")
        try tmux.waitUntil(screenContains: "Notes not changed: exit 3; exited with 3")
        #expect(try notes(of: "Call mom") == "")
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "DONE")
    }

    @Test func colonSortPriorityReordersTheList() throws {
        let tmux = try startApp(editor: "true")
        let first = try tmux.waitUntil(screenContains: "sort: due")
        let dueFirst = try #require(first.range(of: "Call mom")), dueSecond = try #require(first.range(of: "Buy milk"))
        #expect(dueFirst.lowerBound < dueSecond.lowerBound)
        try tmux.sendText(":sort pri")
        try tmux.sendKeys("Tab")
        try tmux.waitUntil(screenContains: ":sort priority")
        try tmux.sendKeys("Enter")
        let sorted = try tmux.waitUntil(screenContains: "sort: priority")
        let milk = try #require(sorted.range(of: "Buy milk")), mom = try #require(sorted.range(of: "Call mom"))
        #expect(milk.lowerBound < mom.lowerBound)
        try tmux.sendText(":sortt")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Unknown command \"sortt\" at column 1")
        try tmux.sendText(":q")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "DONE")
    }
}
