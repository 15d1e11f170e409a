import Foundation
import TaskTestSupport
import Testing

/// The plan in the real binary in a real terminal: a task that comes back from waiting
/// while the app is open, and `b` starting and stopping a task, as the screen and the file
/// show them.
@Suite struct PlanScenesEndToEndTests {
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("plan-scenes")
        file = folder.taskFile.path
    }

    /// The task as the file holds it once the app quit (it folds its journal then).
    func task(_ title: String) throws -> [String: Any]? {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
        let tasks = (object as? [String: Any])?["tasks"] as? [[String: Any]] ?? []
        return tasks.first { $0["title"] as? String == title }
    }

    /// The tests' day at `hour:minute:second`, local, as `TASKDECK_NOW` reads it.
    static func instant(_ hour: Int, _ minute: Int, _ second: Int) -> (value: String, day: String) {
        let calendar = Calendar.current
        let start = calendar.date(bySettingHour: hour, minute: minute, second: second, of: TestDay.now) ?? TestDay.now
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxx"
        let value = formatter.string(from: start)
        return (value, String(value.prefix(10)))
    }

    /// The app's clock starts three seconds before a waiting task's minute and runs on: the
    /// task comes back into Pending on its own and the status line says so once.
    @Test func aTaskComesBackFromWaitingWhileTheAppIsOpen() throws {
        let (now, day) = Self.instant(11, 59, 57)
        let environment = ProcessInfo.processInfo.environment.merging(
            ["TASKDECK_CONFIG": "/dev/null", "TASKDECK_NOW": now]) { _, ours in ours }
        try TaskdeckBinary.run(["add", "Always here", "--file", file], environment: environment)
        let added = try TaskdeckBinary.run(["add", "Water the plants", "--wait", "\(day) 12:00", "--file", file],
                                           environment: environment)
        #expect(added.status == 0, "\(added.err)")
        let tmux = try TmuxSession.app(["--file", file], environment: ["TASKDECK_NOW": now], width: 80, height: 24)
        let before = try tmux.waitUntil(screenContains: "Always here")
        #expect(!before.contains("Water the plants"))
        let after = try tmux.waitUntil(screenContains: "'Water the plants' is back from waiting", timeout: .seconds(20))
        #expect(after.contains("[ ]      Water the plants"))
        // Said once: the next key clears it and nothing says it again.
        try tmux.sendKeys("j")
        try TmuxSession.poll("the status line cleared") { (try? tmux.capture().contains("back from waiting")) == false }
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "EXIT=0")
        #expect(try task("Water the plants")?["wait"] as? String == "\(day)T12:00")
    }

    /// `b` starts the selected task (the row shows `[▶]`, the file a running interval);
    /// `b` again stops it; `u` undoes the stop.
    @Test func bStartsAndStopsTheSelectedTask() throws {
        try TaskdeckBinary.run(["add", "Write report", "--file", file])
        let tmux = try TmuxSession.app(["--file", file], width: 80, height: 24)
        try tmux.waitUntil(screenContains: "Write report")
        try tmux.sendKeys("b")
        let started = try tmux.waitUntil(screenContains: "Started 'Write report'")
        #expect(started.contains("[▶]      Write report"))
        try tmux.sendKeys("b")
        let stopped = try tmux.waitUntil(screenContains: "Stopped 'Write report'")
        #expect(stopped.contains("[ ]      Write report"))
        try tmux.sendKeys("u")
        let undone = try tmux.waitUntil(screenContains: "Undid: Stopped 'Write report'")
        #expect(undone.contains("[▶]      Write report"))
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "EXIT=0")
        // Undoing the stop left it running: one interval, not ended.
        let intervals = try #require(try task("Write report")?["intervals"] as? [[String: Any]])
        #expect(intervals.count == 1 && intervals[0]["end"] == nil)
    }
}
