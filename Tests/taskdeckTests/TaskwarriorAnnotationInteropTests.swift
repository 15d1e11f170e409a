import Foundation
import TaskTestSupport
import Testing

/// Annotations between taskdeck and the real Taskwarrior: several dated annotations per task
/// come in one to one, with their `entry` times to the second, and `task import` of taskdeck's
/// export gives Taskwarrior the same texts and times; one added with `taskdeck annotate` and
/// one removed with `denotate` go too. Times are counted back from now: Taskwarrior is never
/// handed a fixed date, and taskdeck runs on the real clock, as Taskwarrior does.
@Suite struct TaskwarriorAnnotationInteropTests {
    let folder: TemporaryFolder
    let task: TaskwarriorCLI

    init() throws {
        folder = try TemporaryFolder("taskwarrior-annotations")
        task = try TaskwarriorCLI(folder: folder, timeZone: "Europe/Berlin")
    }

    @discardableResult
    func taskdeck(_ file: String, _ arguments: [String]) throws -> String {
        try task.taskdeck(file, arguments)
    }

    /// `20261202T093007Z` for `seconds` before now, to the second.
    func stamp(_ secondsAgo: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: Date(timeIntervalSinceNow: -Double(secondsAgo)))
    }

    /// Each task's annotations in a taskdeck JSON export, `entry|text`, by title.
    func annotations(_ file: String) throws -> [String: [String]] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(try taskdeck(file, ["list", "--json", "--all"]).utf8))
                                as? [[String: Any]])
        return Dictionary(rows.map { row in
            (row["title"] as? String ?? "", ((row["annotations"] as? [[String: Any]]) ?? []).map {
                "\($0["entry"] as? String ?? "")|\($0["text"] as? String ?? "")"
            })
        }, uniquingKeysWith: { first, _ in first })
    }

    @Test func severalDatedAnnotationsPerTaskGoBothWaysToTheSecond() throws {
        let input = """
            [{"uuid":"5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f","description":"Fix sink","status":"pending",
              "entry":"\(stamp(5 * 86_400))","modified":"\(stamp(3600))","estimate":"3","client":"ACME",
              "annotations":[{"entry":"\(stamp(4 * 86_400 + 7))","description":"called the plumber"},
                             {"entry":"\(stamp(2 * 86_400 + 13))","description":"plumber: back Tuesday"},
                             {"entry":"\(stamp(3601))","description":"bought a washer, 1/2 inch"}]},
             {"uuid":"6a1b2c3d-4e5f-4061-8273-8495a6b7c8d9","description":"Taxes","status":"pending",
              "entry":"\(stamp(9 * 86_400))","modified":"\(stamp(60))",
              "annotations":[{"entry":"\(stamp(8 * 86_400 + 59))","description":"form from the bank"},
                             {"entry":"\(stamp(61))","description":"ask Anna about the receipts"}]}]
            """
        try task.run(["import", "-"], stdin: Data(input.utf8))
        let original = try task.export()
        try folder.write(original, to: folder.appending("tw.json"))

        let imported = try taskdeck("t.json", ["import", folder.appending("tw.json").path])
        #expect(imported.contains(": 2 added, 0 changed, 0 unchanged"), "\(imported)")
        #expect(!imported.contains("read roughly") && !imported.contains("kept for"), "every attribute is read: \(imported)")
        #expect(imported.contains("read as custom fields (taskdeck help config, [fields]): client (1), estimate (1)"), "\(imported)")
        let read = try annotations("t.json")
        #expect(read["Fix sink"]?.count == 3 && read["Taxes"]?.count == 2, "\(read)")
        let twRecords = try TaskwarriorInteropTests.recordsByUUID(original)
        let twSink = try #require((twRecords["5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f"]?["annotations"] as? [[String: Any]]))
        #expect(read["Fix sink"]?.map { $0.split(separator: "|", maxSplits: 1).last.map(String.init) ?? "" }
                == twSink.map { $0["description"] as? String ?? "" })

        // Back to a fresh Taskwarrior: the same records, annotations with their times.
        let back = try taskdeck("t.json", ["export", "--format", "taskwarrior"])
        try folder.write(back, to: folder.appending("back.json"))
        let freshFolder = try TemporaryFolder("taskwarrior-annotations-fresh")
        let fresh = try TaskwarriorCLI(folder: freshFolder, timeZone: task.timeZone)
        try fresh.run(["import", folder.appending("back.json").path])
        #expect(try TaskwarriorInteropTests.recordsByUUID(try fresh.export()) == twRecords)

        // Annotated and denotated in taskdeck: Taskwarrior gets both, the new one to its second.
        let id = "5f0c1d2e"
        #expect(try taskdeck("t.json", ["annotate", id, "fixed, finally"]).hasPrefix("Annotated 5f0c1d2e 'Fix sink': fixed, finally"))
        #expect(try taskdeck("t.json", ["denotate", id, "washer"]).contains("bought a washer, 1/2 inch"))
        let added = try #require(try annotations("t.json")["Fix sink"]?.last)
        let changed = try taskdeck("t.json", ["export", "--format", "taskwarrior"])
        try folder.write(changed, to: folder.appending("changed.json"))
        try task.run(["import", folder.appending("changed.json").path])
        let records = try TaskwarriorInteropTests.recordsByUUID(try task.export())
        let sink = try #require(records["5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f"]?["annotations"] as? [[String: Any]])
        #expect(sink.map { $0["description"] as? String ?? "" } == ["called the plumber", "plumber: back Tuesday", "fixed, finally"])
        let entry = try #require(sink.last?["entry"] as? String)
        // taskdeck's `2026-12-02T09:30:07Z` is Taskwarrior's `20261202T093007Z`.
        #expect(added.hasPrefix(entry.replacingOccurrences(of: #"(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z"#,
                                                           with: "$1-$2-$3T$4:$5:$6Z", options: .regularExpression) + "|"),
                "\(added) vs \(entry)")
        #expect(records["6a1b2c3d-4e5f-4061-8273-8495a6b7c8d9"] == twRecords["6a1b2c3d-4e5f-4061-8273-8495a6b7c8d9"])
        #expect(records["5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f"]?["client"] as? String == "ACME")

        // A UDA the config declares is set in taskdeck and reaches Taskwarrior.
        try FileManager.default.createDirectory(at: folder.appending(".config/taskdeck"), withIntermediateDirectories: true)
        try folder.write("[fields.estimate]\ntype = \"number\"\n", to: folder.appending(".config/taskdeck/config"))
        try taskdeck("t.json", ["edit", id, "--set", "estimate=5"])
        #expect(try taskdeck("t.json", ["list", "estimate:>4"]).contains("Fix sink"))
        try folder.write(try taskdeck("t.json", ["export", "--format", "taskwarrior"]), to: folder.appending("uda.json"))
        try task.run(["import", folder.appending("uda.json").path])
        let estimate = try TaskwarriorInteropTests.recordsByUUID(try task.export())["5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f"]?["estimate"]
        #expect(estimate.flatMap { Double("\($0)") } == 5, "\(String(describing: estimate))")
    }
}
