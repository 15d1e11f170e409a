import Foundation
import TaskTestSupport
import Testing

/// taskdeck and the real Taskwarrior exchange tasks through `task import` / `task export`
/// JSON without losing anything taskdeck holds (`taskdeck help taskwarrior`). Both programs run
/// in a zone that is not UTC, so a whole-day due date must travel as local midnight.
@Suite struct TaskwarriorInteropTests {
    let folder: TemporaryFolder
    let task: TaskwarriorCLI

    init() throws {
        folder = try TemporaryFolder("taskwarrior")
        task = try TaskwarriorCLI(folder: folder, timeZone: "America/New_York")
    }

    /// Runs the real taskdeck binary on `file` in the same zone; fails on a non-zero exit.
    @discardableResult
    func taskdeck(_ file: String, _ arguments: [String], input: String? = nil) throws -> String {
        var stdin: FileHandle?
        if let input {
            let url = folder.appending("stdin-\(UUID().uuidString.prefix(8))")
            try folder.write(input, to: url)
            stdin = try FileHandle(forReadingFrom: url)
        }
        defer { try? stdin?.close() }
        let result = try TaskdeckBinary.run(["--file", folder.appending(file).path] + arguments,
                                            environment: ["TZ": task.timeZone, "HOME": folder.path, "LANG": "C.UTF-8"],
                                            stdin: stdin)
        guard result.status == 0 else {
            throw TaskwarriorCLI.Failure(description: "taskdeck \(arguments) exited \(result.status): \(result.err)")
        }
        return result.out
    }

    /// Export from taskdeck, `task import`, `task export`, import into a fresh taskdeck: the
    /// same tasks, field for field (the JSON export of both stores is byte-identical).
    @Test func taskdeckToTaskwarriorAndBackKeepsEveryField() throws {
        let soon = task.day(daysFromToday: 23), later = task.day(daysFromToday: 120)
        let adds: [[String]] = [
            ["Buy oat milk", "--due", soon, "--priority", "high", "--tag", "shop,errand"],
            ["Call the dentist", "--due", "\(soon) 09:30", "--priority", "medium", "--project", "health"],
            ["Plan the garden 🌱", "--project", "home.garden", "--priority", "low",
             "--notes", "Roses by the wall.\n\nAsk \"Anna\" about\tbulbs; 50% off"],
            ["Review +1 votes #later", "--literal"],
            ["File the taxes", "--due", "\(later) 23:59"],
        ]
        for words in adds { try taskdeck("a.json", ["add"] + words) }
        let listed = try JSONSerialization.jsonObject(with: Data(try taskdeck("a.json", ["list", "--json"]).utf8))
        let ids = try #require(listed as? [[String: Any]]).compactMap { $0["id"] as? String }
        try taskdeck("a.json", ["done", try #require(ids.first { _ in true })])

        let exported = try taskdeck("a.json", ["export", "--format", "taskwarrior"])
        try folder.write(exported, to: folder.appending("to-task.json"))
        try task.run(["import", folder.appending("to-task.json").path])
        let back = try task.export()
        #expect(back.contains("\"description\":\"Plan the garden 🌱\""), "\(back)")

        try folder.write(back, to: folder.appending("from-task.json"))
        let imported = try taskdeck("b.json", ["import", folder.appending("from-task.json").path])
        #expect(imported.contains(": 5 added, 0 changed, 0 unchanged"), "\(imported)")
        // Taskwarrior lists completed tasks last, so the stores are compared task by task.
        // Taskwarrior has no notes: they went as an annotation dated at the task's creation,
        // which a fresh store reads as an annotation (the store they came from, as its notes: below).
        let original = try Self.tasksByID(try taskdeck("a.json", ["export"]), notesAsAnnotations: true)
        let roundTripped = try Self.tasksByID(try taskdeck("b.json", ["export"]))
        #expect(original.count == 5)
        #expect(roundTripped == original)
        // And importing Taskwarrior's copy into the store it came from (piped, as people
        // do: `task export | taskdeck import -`) changes nothing.
        let again = try taskdeck("a.json", ["import", "-"], input: try task.export())
        #expect(again.contains(": 0 added, 0 changed, 5 unchanged"), "\(again)")
    }

    /// Tasks made with `task add` (due, priority, project, tags, an annotation, one completed,
    /// one deleted, one recurring) import as a person would expect: the recurring template
    /// and its instance are one repeating task, and what taskdeck reads only roughly (a tag
    /// in capitals) is named.
    ///
    /// The dates are counted from today (`TaskwarriorCLI.day`): the recurring task's first due
    /// date must lie ahead, or Taskwarrior makes an instance for every week that has passed.
    @Test func tasksMadeInTaskwarriorImport() throws {
        let rentDay = task.day(daysFromToday: 23), plantsDay = task.day(daysFromToday: 30)
        try task.run(["add", "Pay rent", "due:\(rentDay)", "priority:H", "project:home.bills", "+money", "+Monthly"])
        try task.run(["add", "Call the dentist", "due:\(rentDay)T09:30", "priority:L"])
        try task.run(["1", "annotate", "Transfer from the joint account"])
        try task.run(["add", "Old chore", "priority:M"])
        try task.run(["add", "Gone", "+oops"])
        try task.run(["4", "delete"])
        try task.run(["3", "done"])
        try task.run(["add", "Water plants", "due:\(plantsDay)", "recur:weekly"])
        let export = try task.export()
        try folder.write(export, to: folder.appending("tw.json"))

        let dryRun = try taskdeck("t.json", ["import", folder.appending("tw.json").path, "--dry-run"])
        #expect(dryRun.contains(": 4 added, 0 changed, 0 unchanged; skipped 1 deleted (dry run"), "\(dryRun)")
        #expect(dryRun.contains("read roughly, kept exactly for Taskwarrior: the capitals of 1 tag\n"), "\(dryRun)")
        #expect(!FileManager.default.fileExists(atPath: folder.appending("t.json").path))
        let summary = try taskdeck("t.json", ["import", folder.appending("tw.json").path])
        #expect(summary.contains(": 4 added, 0 changed, 0 unchanged; skipped 1 deleted\n"), "\(summary)")

        let listed = try JSONSerialization.jsonObject(with: Data(try taskdeck("t.json", ["list", "--all", "--json"]).utf8))
        let tasks = try #require(listed as? [[String: Any]])
        let byTitle = Dictionary(tasks.map { ($0["title"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        let rent = try #require(byTitle["Pay rent"])
        #expect(rent["due"] as? String == rentDay)
        #expect(rent["priority"] as? String == "high")
        #expect(rent["project"] as? String == "home.bills")
        #expect(rent["tags"] as? [String] == ["money", "monthly"])
        #expect(rent["notes"] as? String == "")
        #expect((rent["annotations"] as? [[String: Any]])?.map { $0["text"] as? String } == ["Transfer from the joint account"])
        #expect(rent["status"] as? String == "pending")
        let dentist = try #require(byTitle["Call the dentist"])
        #expect(dentist["due"] as? String == "\(rentDay)T09:30")
        #expect(dentist["priority"] as? String == "low")
        let chore = try #require(byTitle["Old chore"])
        #expect(chore["status"] as? String == "completed" && chore["completed"] != nil)
        #expect(chore["priority"] as? String == "medium")
        let plants = try #require(byTitle["Water plants"])
        #expect(plants["due"] as? String == plantsDay && plants["status"] as? String == "pending")
        #expect((plants["repeat"] as? [String: Any])?["rule"] as? String == "FREQ=WEEKLY", "\(plants)")
        #expect(byTitle["Gone"] == nil)
        #expect(tasks.count == 4)
        // Importing the same export again changes nothing.
        let again = try taskdeck("t.json", ["import", folder.appending("tw.json").path])
        #expect(again.contains(": 0 added, 0 changed, 4 unchanged"), "\(again)")
    }

    /// `task export` → taskdeck → `export --format taskwarrior` → `task import`, into a fresh
    /// database and into the original: every attribute of every task is as Taskwarrior had
    /// it, those taskdeck reads (wait, scheduled, start) and those it does not (depends, a UDA, the
    /// seconds of a due time, a tag's capitals) and a recurring
    /// series (template and instance) included; the import names them field by field.
    @Test func taskwarriorToTaskdeckAndBackKeepsEveryField() throws {
        let soon = task.day(daysFromToday: 20), wait = task.day(daysFromToday: 5), end = task.day(daysFromToday: 200)
        try task.run(["add", "Started"])
        try task.run(["1", "start"])
        try task.run(["1", "annotate", "first"])
        try task.run(["1", "annotate", "second"])
        try task.run(["add", "Plan", "wait:\(wait)", "scheduled:\(wait)", "due:\(soon)T10:30:45", "depends:1", "estimate:3"])
        try task.run(["add", "Pay rent", "due:\(soon)", "recur:monthly", "until:\(end)", "project:home.bills", "+Money"])
        try task.run(["add", "Old chore"])
        try task.run(["add", "Gone"])
        try task.run(["4", "done"])
        try task.run(["list"])  // Taskwarrior makes the recurring instance on the next command
        // Taskwarrior's own first re-import of its export rewrites a number (imask 0 → 0.0):
        // let it settle, so what is compared below is taskdeck's part only.
        try task.run(["import", "-"], stdin: Data(try task.export().utf8))
        let gone = try #require(try Self.recordsByUUID(try task.export()).first { $0.value["description"] as? String == "Gone" })
        try task.run([gone.key, "delete"])
        let original = try task.export()
        try folder.write(original, to: folder.appending("tw.json"))

        let imported = try taskdeck("t.json", ["import", folder.appending("tw.json").path])
        #expect(imported.contains(": 4 added, 0 changed, 0 unchanged; skipped 1 deleted\n"), "\(imported)")
        // depends is taskdeck's own now; the UDA estimate is a custom field.
        #expect(imported.contains("  read as custom fields (taskdeck help config, [fields]): estimate (1)\n"), "\(imported)")
        #expect(!imported.contains("kept for Taskwarrior, not used"), "\(imported)")
        #expect(imported.contains("  read roughly, kept exactly for Taskwarrior: the seconds of 1 due time, the capitals of "
                                  + "1 tag\n"), "\(imported)")
        let back = try taskdeck("t.json", ["export", "--format", "taskwarrior"])
        try folder.write(back, to: folder.appending("back.json"))

        let freshFolder = try TemporaryFolder("taskwarrior-fresh")
        let fresh = try TaskwarriorCLI(folder: freshFolder, timeZone: task.timeZone)
        try fresh.run(["import", folder.appending("back.json").path])
        let expected = try Self.recordsByUUID(original).filter { $0.value["status"] as? String != "deleted" }
        #expect(try Self.recordsByUUID(try fresh.export()) == expected)

        let intoOriginal = try task.run(["import", folder.appending("back.json").path])
        #expect(!intoOriginal.contains(" mod ") && !intoOriginal.contains(" add "), "\(intoOriginal)")
        #expect(try Self.recordsByUUID(try task.export()) == (try Self.recordsByUUID(original)))
    }

    /// Each record of a `task export` without what Taskwarrior computes (`id`, `urgency`), by `uuid`.
    static func recordsByUUID(_ json: String) throws -> [String: NSDictionary] {
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        var result: [String: NSDictionary] = [:]
        for record in records {
            result[record["uuid"] as? String ?? ""] = NSDictionary(dictionary: record.filter { $0.key != "id" && $0.key != "urgency" })
        }
        return result
    }

    /// Each task of a taskdeck JSON export as canonical JSON text (sorted keys), by ID; with
    /// `notesAsAnnotations`, a task's notes as Taskwarrior holds them: its first annotation,
    /// dated at its creation.
    static func tasksByID(_ json: String, notesAsAnnotations: Bool = false) throws -> [String: String] {
        let tasks = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        var result: [String: String] = [:]
        for var task in tasks {
            if notesAsAnnotations, let notes = task["notes"] as? String, !notes.isEmpty {
                task["annotations"] = [["entry": task["created"] ?? "", "text": notes]] + ((task["annotations"] as? [Any]) ?? [])
                task["notes"] = ""
            }
            let text = String(decoding: try JSONSerialization.data(withJSONObject: task, options: [.sortedKeys]), as: UTF8.self)
            result[task["id"] as? String ?? ""] = text
        }
        return result
    }
}
