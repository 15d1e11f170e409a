import Foundation
import TaskTestSupport
import Testing

/// Contexts as a person meets them in a real terminal: `@` switches the app to a context
/// (Tab completes its name), the header says it and the list keeps its tasks only, a task
/// added in it gets its project, `:context none` shows every task again; and `taskdeck
/// context` run in another process is what the next launch starts in. The binary runs on the
/// tests' day (`TestDay`), its state in the test's folder (`XDG_STATE_HOME`).
@Suite struct ContextEndToEndTests {
    let folder: TemporaryFolder
    let file: String
    let config: URL
    let state: String

    init() throws {
        folder = try TemporaryFolder("context-e2e")
        file = folder.taskFile.path
        config = folder.appending("config.toml")
        state = folder.appending("state").path
        try """
            [contexts.work]
            filter = "+work or #office"
            [contexts.home]
            filter = "+home"
            """.write(to: config, atomically: true, encoding: .utf8)
    }

    var environment: [String: String] {
        ["HOME": folder.path, "XDG_STATE_HOME": state, "TASKDECK_CONFIG": config.path, "PATH": "/usr/bin:/bin"]
    }

    func cli(_ arguments: String...) throws -> TaskdeckBinary.Result {
        let result = try TaskdeckBinary.run(["--file", file] + arguments, environment: environment)
        #expect(result.status == 0, "taskdeck \(arguments.joined(separator: " ")) failed: \(result.err)")
        return result
    }

    func app() throws -> TmuxSession {
        try TmuxSession.app(["--file", file], environment: ["XDG_STATE_HOME": state, "TASKDECK_CONFIG": config.path],
                        width: 80, height: 24)
    }

    @Test func switchInTheAppAddWithItsDefaultsAndPickUpTheCommandLinesChoice() throws {
        _ = try cli("add", "Write report", "+work")
        _ = try cli("add", "Buy milk", "+home")
        _ = try cli("add", "Call office", "#office")

        let tmux = try app()
        try tmux.waitUntil(screenContains: "Buy milk")
        try tmux.sendKeys("@")
        try tmux.waitUntil(screenContains: "context (work, home or none):")
        try tmux.sendText("ho")
        try tmux.sendKeys("Tab")
        try tmux.waitUntil(screenContains: "context (work, home or none): home")
        try tmux.sendKeys("Enter")
        let switched = try tmux.waitUntil(screenContains: "Context: home (+home), 1 task here")
        #expect(switched.contains("context: home"))
        #expect(switched.contains("Buy milk") && !switched.contains("Write report") && !switched.contains("Call office"))
        #expect(try String(contentsOfFile: state + "/taskdeck/context", encoding: .utf8) == "home\n")

        // A task added in the context gets its project, so it stays in sight.
        try tmux.sendKeys("a")
        try tmux.waitUntil(screenContains: "New task")
        try tmux.sendText("Fix tap")
        try tmux.sendKeys("Enter")
        let added = try tmux.waitUntil(screenContains: "Added 'Fix tap'")
        #expect(added.contains("Fix tap") && added.contains("+home"))
        let stored = try StoredTasks.read(file: file).first { $0["title"] as? String == "Fix tap" }
        #expect(stored?["project"] as? String == "home")

        try tmux.sendKeys(":")
        try tmux.sendText("context none")
        try tmux.sendKeys("Enter")
        let none = try tmux.waitUntil(screenContains: "No context: every task is shown (4 here)")
        #expect(none.contains("Write report") && !none.contains("context: home"))
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "EXIT=0")

        // Another process chooses: the next launch starts in it.
        _ = try cli("context", "work")
        let next = try app()
        let launched = try next.waitUntil(screenContains: "context: work")
        #expect(launched.contains("Write report") && launched.contains("Call office"))
        #expect(!launched.contains("Buy milk") && !launched.contains("Fix tap"))
        #expect(launched.contains("2 pending"))
    }
}
