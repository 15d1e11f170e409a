import Foundation
import TaskTestSupport
import Testing

/// Subtasks as a person uses them in a real terminal: a three-level tree built with `A`,
/// folded and unfolded, and a parent with open subtasks completed after answering the
/// question; what the screen shows and what the file holds.
@Suite struct SubtasksEndToEndTests {
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("subtasks")
        file = folder.taskFile.path
    }

    func task(_ title: String) throws -> [String: Any]? {
        try StoredTasks.read(file: file).first { $0["title"] as? String == title }
    }

    /// The screen's rows from the first task row down (the header is three rows).
    func rows(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func buildAThreeLevelTreeFoldItAndCompleteAParentWithOpenSubtasks() throws {
        let tmux = try TmuxSession.app(["--file", file])
        try tmux.waitUntil(screenContains: "No tasks yet.")
        try tmux.sendKeys("a")
        try tmux.sendText("Trip")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Added 'Trip'")

        // A on Trip: the editor says whose subtask it makes; saving selects the new task,
        // so a second A goes one level deeper.
        try tmux.sendKeys("A")
        try tmux.waitUntil(screenContains: "New subtask of 'Trip'")
        try tmux.sendText("Book hotel")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Added 'Book hotel'")
        try tmux.sendKeys("A")
        try tmux.waitUntil(screenContains: "New subtask of 'Book hotel'")
        try tmux.sendText("Pick room")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Added 'Pick room'")
        let tree = try tmux.waitUntil(screenContains: "Pick room")
        #expect(rows(tree).prefix(3) == ["[ ]      Trip 0/1", "[ ]        Book hotel 0/1", "[ ]          Pick room"])
        let trip = try #require(try task("Trip")?["id"] as? String)
        let hotel = try #require(try task("Book hotel"))
        #expect(hotel["parent"] as? String == trip)

        // Fold Trip (on it), then open it again.
        try tmux.sendKeys("g", "h")
        let folded = try tmux.waitUntil(screenContains: "▸ Trip 0/1 [+2]")
        #expect(!folded.contains("Book hotel"))
        try tmux.sendKeys("l")
        try tmux.waitUntil(screenContains: "Pick room")

        // x on Trip asks; "only the parent" leaves the subtasks open, and u undoes it.
        try tmux.sendKeys("x")
        let question = try tmux.waitUntil(screenContains: "'Trip' has 2 open subtasks. Complete them too?")
        #expect(question.contains("y/Enter complete all") && question.contains("o only the parent"))
        try tmux.sendKeys("o")
        try tmux.waitUntil(screenContains: "Completed 'Trip'")
        #expect(try task("Book hotel")?["status"] as? String == "pending")
        try tmux.sendKeys("u")
        try tmux.waitUntil(screenContains: "Undid")
        #expect(try task("Trip")?["status"] as? String == "pending")

        // Again, completing all: the pending list is empty, the Done tab has the tree.
        try tmux.sendKeys("x")
        try tmux.waitUntil(screenContains: "Complete them too?")
        try tmux.sendKeys("y")
        try tmux.waitUntil(screenContains: "Completed 3 tasks")
        for title in ["Trip", "Book hotel", "Pick room"] {
            #expect(try task(title)?["status"] as? String == "completed")
        }
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "EXIT=0")
        tmux.kill()
    }
}
