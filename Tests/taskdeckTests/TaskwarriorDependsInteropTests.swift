import Foundation
import TaskTestSupport
import Testing

/// `depends` between taskdeck and the real Taskwarrior: every link of a Taskwarrior export
/// is imported (blocked in taskdeck as in Taskwarrior), and `task import` of taskdeck's
/// export gives Taskwarrior the same `depends`. taskdeck runs on the real clock, as `task` does.
@Suite struct TaskwarriorDependsInteropTests {
    let folder: TemporaryFolder
    let task: TaskwarriorCLI

    init() throws {
        folder = try TemporaryFolder("taskwarrior-depends")
        task = try TaskwarriorCLI(folder: folder, timeZone: "Europe/Paris")
    }

    @discardableResult
    func taskdeck(_ file: String, _ arguments: [String]) throws -> String {
        try task.taskdeck(file, arguments)
    }

    func titles(_ file: String, _ words: [String]) throws -> [String] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(try taskdeck(file, ["list", "--json"] + words).utf8))
                                as? [[String: Any]])
        return rows.compactMap { $0["title"] as? String }.sorted()
    }

    /// uuid -> sorted depends of every record.
    static func depends(_ export: String) throws -> [String: [String]] {
        try TaskwarriorInteropTests.recordsByUUID(export).mapValues { record in
            ((record["depends"] as? [String]) ?? (record["depends"] as? String)?.split(separator: ",").map(String.init) ?? []).sorted()
        }
    }

    @Test func dependsFromTaskwarriorAreAllImportedAndGoBackEqual() throws {
        try task.run(["add", "Buy paint"])
        try task.run(["add", "Buy brushes"])
        try task.run(["add", "Paint the walls", "depends:1,2"])
        try task.run(["add", "Hang the pictures", "depends:3"])
        let original = try task.export()
        #expect(try Self.depends(original).values.map(\.count).reduce(0, +) == 3)
        try folder.write(original, to: folder.appending("tw.json"))

        let imported = try taskdeck("t.json", ["import", folder.appending("tw.json").path])
        #expect(imported.contains(": 4 added, 0 changed, 0 unchanged"), "\(imported)")
        #expect(!imported.contains("kept for Taskwarrior"), "depends is read, not kept aside: \(imported)")
        #expect(try titles("t.json", ["is:blocked"]) == ["Hang the pictures", "Paint the walls"])
        #expect(try titles("t.json", ["is:ready"]) == ["Buy brushes", "Buy paint"])

        let back = try taskdeck("t.json", ["export", "--format", "taskwarrior"])
        try folder.write(back, to: folder.appending("back.json"))
        let freshFolder = try TemporaryFolder("taskwarrior-depends-fresh")
        let fresh = try TaskwarriorCLI(folder: freshFolder, timeZone: task.timeZone)
        try fresh.run(["import", folder.appending("back.json").path])
        #expect(try Self.depends(try fresh.export()) == (try Self.depends(original)))
        #expect(try fresh.run(["+BLOCKED", "count"]).trimmingCharacters(in: .whitespacesAndNewlines) == "2")
    }

    @Test func dependsMadeInTaskdeckReachTaskwarrior() throws {
        func id(_ output: String) throws -> String {
            try #require(output.split(separator: " ").dropFirst().first.map(String.init))
        }
        let paint = try id(try taskdeck("a.json", ["add", "Buy paint"]))
        let brushes = try id(try taskdeck("a.json", ["add", "Buy brushes"]))
        let walls = try id(try taskdeck("a.json", ["add", "Paint the walls", "--depends", "\(paint),\(brushes)"]))
        try taskdeck("a.json", ["add", "Hang the pictures", "depends:\(walls)"])
        let exported = try taskdeck("a.json", ["export", "--format", "taskwarrior"])
        try folder.write(exported, to: folder.appending("to-task.json"))
        try task.run(["import", folder.appending("to-task.json").path])
        #expect(try task.run(["+BLOCKED", "count"]).trimmingCharacters(in: .whitespacesAndNewlines) == "2")
        #expect(try Self.depends(try task.export()) == (try Self.depends(exported)))

        // Done in taskdeck: the next one is ready, and says so.
        let done = try taskdeck("a.json", ["done", paint, brushes])
        #expect(done.contains("'Paint the walls' is ready now"), "\(done)")
        try folder.write(try task.export(), to: folder.appending("from-task.json"))
        let imported = try taskdeck("b.json", ["import", folder.appending("from-task.json").path])
        #expect(imported.contains(": 4 added"), "\(imported)")
        #expect(try titles("b.json", ["is:blocked"]) == ["Hang the pictures", "Paint the walls"])
    }
}
