import Foundation
import TaskTestSupport
import Testing

/// The plan's fields between taskdeck and the real Taskwarrior: `wait`, `scheduled`, `until`
/// and a running task's `start` are read and written as taskdeck's own (a task waiting in
/// Taskwarrior waits in taskdeck and back; a started one is active since its start). Dates
/// are counted from today: Taskwarrior is never handed a fixed date. Whether a wait has come
/// depends on today on both sides, so taskdeck runs here on the real clock too, as Taskwarrior
/// does (not on the tests' day, which `TASKDECK_TEST_NOW` may move).
@Suite struct TaskwarriorPlanInteropTests {
    let folder: TemporaryFolder
    let task: TaskwarriorCLI

    init() throws {
        folder = try TemporaryFolder("taskwarrior-plan")
        task = try TaskwarriorCLI(folder: folder, timeZone: "America/New_York")
    }

    @discardableResult
    func taskdeck(_ file: String, _ arguments: [String]) throws -> String {
        try task.taskdeck(file, arguments)
    }

    func listed(_ file: String, _ words: [String]) throws -> [String: [String: Any]] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(try taskdeck(file, ["list", "--json"] + words).utf8))
                                as? [[String: Any]])
        return Dictionary(rows.map { ($0["title"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func planFieldsFromTaskwarriorAreTaskdecksAndGoBackEqual() throws {
        let wait = task.day(daysFromToday: 5), scheduled = task.day(daysFromToday: 3)
        let due = task.day(daysFromToday: 10), until = task.day(daysFromToday: 30)
        try task.run(["add", "Hidden for now", "wait:\(wait)"])
        try task.run(["add", "Planned", "scheduled:\(scheduled)", "due:\(due)"])
        try task.run(["add", "Worth it for a month", "until:\(until)"])
        try task.run(["add", "Running"])
        try task.run(["4", "start"])
        let original = try task.export()
        try folder.write(original, to: folder.appending("tw.json"))

        let imported = try taskdeck("t.json", ["import", folder.appending("tw.json").path])
        #expect(imported.contains(": 4 added, 0 changed, 0 unchanged"), "\(imported)")
        #expect(!imported.contains("kept for Taskwarrior"), "every plan attribute is read: \(imported)")

        let pending = try listed("t.json", [])
        #expect(pending["Hidden for now"] == nil, "a waiting task is out of sight")
        let waiting = try listed("t.json", ["is:waiting"])
        #expect(waiting.keys.sorted() == ["Hidden for now"])
        #expect(waiting["Hidden for now"]?["wait"] as? String == wait)
        #expect(pending["Planned"]?["scheduled"] as? String == scheduled && pending["Planned"]?["due"] as? String == due)
        #expect(pending["Worth it for a month"]?["until"] as? String == until)
        #expect(try listed("t.json", ["is:active"]).keys.sorted() == ["Running"])
        #expect(pending["Running"]?["active"] as? Bool == true)

        let back = try taskdeck("t.json", ["export", "--format", "taskwarrior"])
        try folder.write(back, to: folder.appending("back.json"))
        let freshFolder = try TemporaryFolder("taskwarrior-plan-fresh")
        let fresh = try TaskwarriorCLI(folder: freshFolder, timeZone: task.timeZone)
        try fresh.run(["import", folder.appending("back.json").path])
        #expect(try TaskwarriorInteropTests.recordsByUUID(try fresh.export())
                == (try TaskwarriorInteropTests.recordsByUUID(original)))
        #expect(try fresh.run(["+WAITING", "count"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        #expect(try fresh.run(["+ACTIVE", "count"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1")

        // Stopped in taskdeck: no longer started in Taskwarrior.
        let running = try #require(pending["Running"]?["id"] as? String)
        #expect(try taskdeck("t.json", ["stop", running]).hasPrefix("Stopped "))
        let stopped = try taskdeck("t.json", ["export", "--format", "taskwarrior"])
        try folder.write(stopped, to: folder.appending("stopped.json"))
        try task.run(["import", folder.appending("stopped.json").path])
        #expect(try task.run(["+ACTIVE", "count"]).trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test func planFieldsFromTaskdeckGoToTaskwarriorAndBackEqual() throws {
        let wait = task.day(daysFromToday: 4), scheduled = task.day(daysFromToday: 2)
        let due = task.day(daysFromToday: 9), until = task.day(daysFromToday: 40)
        try taskdeck("a.json", ["add", "Hidden", "--wait", wait, "--due", due])
        try taskdeck("a.json", ["add", "Planned", "--scheduled", "\(scheduled) 09:30", "--until", until])
        let added = try taskdeck("a.json", ["add", "Running"])
        let id = try #require(added.split(separator: " ").dropFirst().first.map(String.init))
        try taskdeck("a.json", ["start", id])

        let exported = try taskdeck("a.json", ["export", "--format", "taskwarrior"])
        try folder.write(exported, to: folder.appending("to-task.json"))
        try task.run(["import", folder.appending("to-task.json").path])
        #expect(try task.run(["+WAITING", "count"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        #expect(try task.run(["+ACTIVE", "count"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        let records = try TaskwarriorInteropTests.recordsByUUID(try task.export()).values
        #expect(records.filter { $0["scheduled"] != nil }.count == 1 && records.filter { $0["until"] != nil }.count == 1)

        try folder.write(try task.export(), to: folder.appending("from-task.json"))
        let imported = try taskdeck("b.json", ["import", folder.appending("from-task.json").path])
        #expect(imported.contains(": 3 added, 0 changed, 0 unchanged"), "\(imported)")
        let original = try TaskwarriorInteropTests.tasksByID(try taskdeck("a.json", ["export"]))
        let roundTripped = try TaskwarriorInteropTests.tasksByID(try taskdeck("b.json", ["export"]))
        #expect(original.count == 3)
        #expect(roundTripped == original)
    }

    /// A recurring series whose pending instance waits and runs: the repeating task waits and
    /// runs in taskdeck, and the series goes back as Taskwarrior had it.
    @Test func aWaitingStartedOccurrenceOfASeries() throws {
        let due = task.day(daysFromToday: 12), wait = task.day(daysFromToday: 6)
        try task.run(["add", "Weekly review", "due:\(due)", "recur:weekly", "wait:\(wait)"])
        // Taskwarrior makes the instance on the next command (`list` then shows nothing: it waits; exit 1).
        _ = try? task.run(["list"])
        try task.run(["+WAITING", "start"])
        try task.run(["import", "-"], stdin: Data(try task.export().utf8))  // let Taskwarrior settle its numbers
        let original = try task.export()
        try folder.write(original, to: folder.appending("tw.json"))

        let imported = try taskdeck("t.json", ["import", folder.appending("tw.json").path])
        #expect(imported.contains(": 1 added, 0 changed, 0 unchanged"), "\(imported)")
        let review = try #require(try listed("t.json", ["--all"])["Weekly review"])
        #expect(review["wait"] as? String == wait && review["active"] as? Bool == true, "\(review)")
        #expect((review["repeat"] as? [String: Any])?["rule"] as? String == "FREQ=WEEKLY")

        let back = try taskdeck("t.json", ["export", "--format", "taskwarrior"])
        try folder.write(back, to: folder.appending("back.json"))
        let freshFolder = try TemporaryFolder("taskwarrior-plan-series")
        let fresh = try TaskwarriorCLI(folder: freshFolder, timeZone: task.timeZone)
        try fresh.run(["import", folder.appending("back.json").path])
        #expect(try TaskwarriorInteropTests.recordsByUUID(try fresh.export())
                == (try TaskwarriorInteropTests.recordsByUUID(original)))
    }
}
