import Foundation
import TaskTestSupport
import Testing

/// A weekly task made by quick add in a real terminal: completing it moves it to next week
/// and keeps a done copy, and `u` takes both back.
@Suite struct RepeatEndToEndTests {
    /// Removed when the test's suite instance ends.
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("repeat")
        file = folder.taskFile.path
    }

    @Test func aWeeklyTaskByQuickAddCompletesToNextWeekAndUndoes() throws {
        let tmux = try TmuxSession.app(["--file", file], environment: ["TASKDECK_CONFIG": "/dev/null"])
        try tmux.waitUntil(screenContains: "No tasks yet.")
        try tmux.sendKeys("a")
        try tmux.waitUntil(screenContains: "New task")
        try tmux.sendText("Gym 2026-12-07 every week")
        let form = try tmux.waitUntil(screenContains: "→ 'Gym'")
        #expect(form.contains("repeat every week"), "\(form)")
        try tmux.sendKeys("C-s")
        let list = try tmux.waitUntil(screenContains: "Added 'Gym'")
        #expect(list.contains("↻"), "the row carries the repeat marker: \(list)")

        try tmux.sendKeys("x")
        try tmux.waitUntil(screenContains: "Completed 'Gym', next due Mon 2026-12-14 — u to undo")
        var stored = try StoredTasks.read(file: file)
        #expect(stored.count == 2)
        let moved = try #require(stored.first { $0["repeat"] != nil })
        #expect(moved["due"] as? String == "2026-12-14" && moved["status"] as? String == "pending")
        let done = try #require(stored.first { $0["repeat"] == nil })
        #expect(done["due"] as? String == "2026-12-07" && done["status"] as? String == "completed")

        try tmux.sendKeys("Enter")
        let detail = try tmux.waitUntil(screenContains: "Then")
        #expect(detail.contains("↻ every week"), "\(detail)")
        #expect(detail.contains("Mon 2026-12-21, Mon 2026-12-28, Mon 2027-01-04"), "\(detail)")
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "Pending")

        try tmux.sendKeys("u")
        try tmux.waitUntil(screenContains: "Undid: Completed 'Gym'")
        stored = try StoredTasks.read(file: file)
        #expect(stored.count == 1 && stored.first?["due"] as? String == "2026-12-07")
        #expect(stored.first?["status"] as? String == "pending")
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "EXIT=0")
    }
}
