import Foundation
import TaskTestSupport
import Testing

/// The scenes of issue 5 as a new user meets them, in a real terminal: the editor (quick
/// add, a form with a bad date, discard), the detail, delete with confirmation and undo,
/// and help in every scene. Everything typed must end up in the data file.
@Suite struct ScenesEndToEndTests {
    let binary = Bundle.main.bundleURL.appendingPathComponent("taskdeck").path
    /// Removed when the test's suite instance ends.
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("scenes")
        file = folder.taskFile.path
    }

    func startApp() throws -> TmuxSession {
        try TmuxSession.app(["--file", file])
    }

    func tasks() throws -> [[String: Any]] {
        try StoredTasks.read(file: file)
    }

    func task(_ title: String) throws -> [String: Any]? {
        try tasks().first { $0["title"] as? String == title }
    }

    @Test func addWithQuickAddOpenEditDeleteUndoAndHelp() throws {
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "No tasks yet.")

        // Quick add in the editor's title field fills due, project, tag and priority.
        try tmux.sendKeys("a")
        try tmux.waitUntil(screenContains: "New task")
        try tmux.sendText("Call mom tomorrow +family #phone !high")
        try tmux.waitUntil(screenContains: "← 'tomorrow' · +family · #phone · !high")
        try tmux.sendKeys("C-s")
        try tmux.waitUntil(screenContains: "Added 'Call mom' — u to undo")
        let added = try #require(try task("Call mom"))
        #expect(added["project"] as? String == "family")
        #expect(added["tags"] as? [String] == ["phone"])
        #expect(added["priority"] as? String == "high")
        #expect(added["due"] as? String != nil)

        // A bad date is shown at the field and nothing typed is lost; then it is fixed.
        try tmux.sendKeys("a")
        try tmux.sendText("Water the plants")
        try tmux.sendKeys("Tab", "Tab")
        try tmux.sendText("someday")
        try tmux.sendKeys("C-s")
        let invalid = try tmux.waitUntil(screenContains: "Not saved")
        #expect(invalid.contains("Water the plants"))
        #expect(invalid.contains("someday"))
        for _ in 0..<7 { try tmux.sendKeys("BSpace") }
        try tmux.sendText("fri")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Added 'Water the plants'")
        #expect(try task("Water the plants")?["due"] != nil)

        // Esc on a changed form asks first; "n" keeps editing, "y" discards.
        try tmux.sendKeys("a")
        try tmux.sendText("Never mind")
        try tmux.sendKeys("Escape")
        try tmux.waitUntil(screenContains: "Discard this new task?")
        try tmux.sendKeys("n")
        try tmux.waitUntil("the form again") { !$0.contains("Discard this new task?") && $0.contains("Never mind") }
        try tmux.sendKeys("Escape")
        try tmux.waitUntil(screenContains: "Discard this new task?")
        try tmux.sendKeys("y")
        try tmux.waitUntil("the list again") { $0.contains("taskdeck · tasks.json") && !$0.contains("Never mind") }
        #expect(try task("Never mind") == nil)

        // The detail shows every field; e edits the notes from there.
        try tmux.sendKeys("g", "Enter")
        let detail = try tmux.waitUntil(screenContains: "Priority   !!! high")
        #expect(detail.contains("Call mom"))
        #expect(detail.contains("+family"))
        try tmux.sendKeys("e")
        try tmux.waitUntil(screenContains: "Edit task")
        try tmux.sendKeys("Tab")
        try tmux.sendText("Ask about the holidays")
        try tmux.sendKeys("C-s")
        try tmux.waitUntil(screenContains: "Edited 'Call mom' — u to undo")
        #expect(try task("Call mom")?["notes"] as? String == "Ask about the holidays")

        // Help lists the detail's own keys.
        try tmux.sendKeys("?")
        let help = try tmux.waitUntil(screenContains: "Help · Task Detail")
        #expect(help.contains("delete the task"))
        try tmux.sendKeys("Escape")
        // Wait for Esc to land: Esc and the next key sent together would read as Alt-D.
        try tmux.waitUntil("the detail again") { !$0.contains("Help ·") && $0.contains("Ask about the holidays") }

        // Delete asks, and undo brings the task back.
        try tmux.sendKeys("D")
        try tmux.waitUntil(screenContains: "Delete 'Call mom'?")
        try tmux.sendKeys("y")
        try tmux.waitUntil(screenContains: "Deleted 'Call mom' — u to undo")
        #expect(try task("Call mom") == nil)
        try tmux.sendKeys("u")
        try tmux.waitUntil(screenContains: "Undid: Deleted 'Call mom'")
        #expect(try task("Call mom")?["notes"] as? String == "Ask about the holidays")

        try tmux.sendKeys("?")
        try tmux.waitUntil(screenContains: "Help · Task List")
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "x done  a add")
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }

    /// Ctrl-C by reflex in a form with typing asks first; a second Ctrl-C quits, and an
    /// untouched form quits at once.
    @Test func ctrlCInTheEditorAsksBeforeThrowingAwayWhatWasTyped() throws {
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "No tasks yet.")
        try tmux.sendKeys("a")
        try tmux.waitUntil(screenContains: "New task")
        try tmux.sendText("Half typed")
        try tmux.sendKeys("C-c")
        try tmux.waitUntil(screenContains: "Discard this new task and quit?")
        try tmux.sendKeys("n")
        try tmux.waitUntil("the form again, with the text") { !$0.contains("and quit?") && $0.contains("Half typed") }
        try tmux.sendKeys("C-c")
        try tmux.waitUntil(screenContains: "Discard this new task and quit?")
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
        #expect(try tasks().isEmpty)

        let untouched = try startApp()
        try untouched.waitUntil(screenContains: "No tasks yet.")
        try untouched.sendKeys("a")
        try untouched.waitUntil(screenContains: "New task")
        try untouched.sendKeys("C-c")
        #expect(try untouched.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }

    @Test func marksMakeOneUndoableBulkChange() throws {
        for title in ["One", "Two", "Three"] { try TaskdeckBinary.run(["--file", file, "add", title]) }
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "3 pending")
        try tmux.sendKeys("V", "x")
        try tmux.waitUntil(screenContains: "Completed 3 tasks — u to undo")
        #expect(try tasks().allSatisfy { $0["status"] as? String == "completed" })
        try tmux.sendKeys("u")
        try tmux.waitUntil(screenContains: "Undid: Completed 3 tasks")
        #expect(try tasks().allSatisfy { $0["status"] as? String == "pending" })
        // The marks were for that change; mark again for the next.
        try tmux.sendKeys("V", "#")
        try tmux.sendText("errand")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Edited 3 tasks")
        #expect(try tasks().allSatisfy { ($0["tags"] as? [String]) == ["errand"] })
        // The marks are gone; # on the selected task completes the tag to remove with Tab.
        try tmux.sendKeys("#")
        try tmux.sendText("-err")
        try tmux.sendKeys("Tab")
        try tmux.waitUntil(screenContains: "-errand")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Edited '")
        #expect(try tasks().map { ($0["tags"] as? [String]) ?? [] }.sorted { $0.count < $1.count }
                == [[], ["errand"], ["errand"]])
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }

    @Test func projectsAndTagsNarrowTheListAndStatisticsCountWhatIsThere() throws {
        func add(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["--file", file, "add"] + arguments
            process.environment = TestDay.adding(to: ProcessInfo.processInfo.environment)
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        try add("Buy milk", "--project", "home.kitchen", "--tag", "shop")
        try add("Plant tulips", "--project", "home.garden", "--tag", "spring")
        try add("Report", "--project", "work", "--priority", "high")
        let tmux = try startApp()
        try tmux.waitUntil(screenContains: "3 pending")

        try tmux.sendKeys("t")
        let groups = try tmux.waitUntil(screenContains: "Projects & Tags")
        #expect(groups.contains("home"))
        #expect(groups.contains("garden"))
        #expect(groups.contains("#spring"))
        try tmux.sendKeys("l", "j", "Enter")  // the tags list, second tag: #spring
        let narrowed = try tmux.waitUntil(screenContains: "Showing tag #spring — c shows all again")
        #expect(narrowed.contains("tag: #spring"))
        #expect(narrowed.contains("Plant tulips"))
        #expect(!narrowed.contains("Buy milk"))
        try tmux.sendKeys("c")
        try tmux.waitUntil("every task again") { $0.contains("Buy milk") && !$0.contains("tag: #spring") }

        try tmux.sendKeys("S")
        let statistics = try tmux.waitUntil(screenContains: "Statistics · tasks.json")
        #expect(statistics.contains("3 total"))
        #expect(statistics.contains("Pending by top-level project"))
        #expect(statistics.contains(" home █"))
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "x done  a add")
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }
}
