import Foundation
import TaskTestSupport
import Testing

/// Quick add as a person meets it in a real terminal: the preview line at 80x24 and 40x12
/// names the date, the words it was read from and the title, and editing a task reads what
/// was appended to its title (issue 25, items 1 and 4).
///
/// The binary runs on the tests' day (`TestDay`, handed to it as `TASKDECK_NOW`), so
/// "tomorrow" is the day after that one.
@Suite struct QuickAddEndToEndTests {
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("quickadd")
        file = folder.taskFile.path
    }

    func startApp(width: Int, height: Int) throws -> TmuxSession {
        try TmuxSession.app(["--file", file, "--config", "/dev/null"], width: width, height: height)
    }

    /// The day after the tests' day, `YYYY-MM-DD`.
    static func tomorrow() -> String {
        let calendar = Calendar.current
        let date = calendar.date(byAdding: .day, value: 1, to: TestDay.now) ?? TestDay.now
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func thePreviewNamesTheDateTheWordsAndTheTitle(width: Int, height: Int) throws {
        let tmux = try startApp(width: width, height: height)
        defer { tmux.kill() }
        try tmux.waitUntil(screenContains: "No tasks")
        try tmux.sendKeys("a")
        try tmux.sendText("Meeting tomorrow at 3pm #work")
        let screen = try tmux.waitUntil("the preview") { $0.contains("'tomorrow at 3pm'") && $0.contains("'Meeting'") }
        // Wrapped onto the lines under the Title field, nothing cut off.
        let flat = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(flat.contains("15:00 (tomorrow)") && flat.contains("#work"), "\(screen)")
        try tmux.sendKeys("C-s")
        try tmux.waitUntil(screenContains: "Added 'Meeting'")
        let stored = try #require(try StoredTasks.read(file: file).first)
        #expect(stored["due"] as? String == Self.tomorrow() + "T15:00", "\(stored)")
        #expect(stored["title"] as? String == "Meeting" && stored["tags"] as? [String] == ["work"])
    }

    /// `e` on a task, append ` #home2 tomorrow`, Enter: read, with the same preview, not saved as the title.
    @Test func editingReadsWhatWasAppendedToTheTitle() throws {
        let tmux = try startApp(width: 80, height: 24)
        defer { tmux.kill() }
        try tmux.waitUntil(screenContains: "No tasks")
        try tmux.sendKeys("a")
        try tmux.sendText("Call mom")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Added 'Call mom'")
        try tmux.sendKeys("e")
        try tmux.waitUntil(screenContains: "Edit task")
        try tmux.sendKeys("End")
        try tmux.sendText(" #home2 tomorrow")
        try tmux.waitUntil(screenContains: "← 'tomorrow' · #home2")
        try tmux.sendKeys("Enter")
        try tmux.waitUntil(screenContains: "Edited 'Call mom'")
        let stored = try #require(try StoredTasks.read(file: file).first)
        #expect(stored["title"] as? String == "Call mom")
        #expect(stored["tags"] as? [String] == ["home2"])
        #expect(stored["due"] as? String == Self.tomorrow(), "\(stored)")
    }
}
