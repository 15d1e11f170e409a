import Foundation
import TaskTestSupport
import Testing

/// The real binary, run as a person's shell would, on a temporary file.
struct EndToEndTests {
    /// Runs the binary with `HOME` in `folder`, so nothing it might write lands outside it.
    private func run(_ arguments: [String], in folder: TemporaryFolder,
                     environment: [String: String] = [:]) throws -> TaskdeckBinary.Result {
        try TaskdeckBinary.run(arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path]
                                .merging(environment) { $1 })
    }

    @Test func addListDoneRemoveThroughTheBinary() throws {
        let folder = try TemporaryFolder("e2e")
        defer { folder.cleanUp() }
        let file = folder.appending("data/tasks.json").path

        let added = try run(["--file", file, "add", "Buy milk", "--due", "tomorrow", "--tag", "shop"], in: folder)
        #expect(added.status == 0 && added.err.isEmpty && added.out.hasPrefix("Added "))

        let listed = try run(["list", "--json"], in: folder, environment: ["TASKDECK_FILE": file])
        #expect(listed.status == 0)
        let tasks = try #require(try JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [[String: Any]])
        try #require(tasks.count == 1)
        #expect(tasks[0]["title"] as? String == "Buy milk" && tasks[0]["tags"] as? [String] == ["shop"])
        let id = try #require(tasks[0]["id"] as? String)

        let done = try run(["--file", file, "done", String(id.prefix(6))], in: folder)
        #expect(done.status == 0 && done.out == "Completed \(id.prefix(8)) 'Buy milk'\n")
        let completed = try run(["--file", file, "list", "--done", "--json"], in: folder)
        #expect(completed.out.contains("\"status\" : \"completed\""))

        let removed = try run(["--file", file, "rm", id], in: folder)
        #expect(removed.status == 0)
        #expect(try run(["--file", file, "list", "--all"], in: folder).out == "No tasks.\n")
        #expect(try run(["--file", file, "compact"], in: folder).out == "Compacted tasks.json: 0 tasks\n")
        #expect(FileManager.default.fileExists(atPath: file + ".bak"))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"tasks\" : [\n\n  ]"))
    }

    /// A path that is not UTF-8 is refused: Swift would repair it into another file's name.
    @Test func anArgumentThatIsNotUTF8IsRefusedNotRepaired() throws {
        let folder = try TemporaryFolder("utf8")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The shell makes the byte 0xE9 (Latin-1 é), which no String argument can carry.
        process.arguments = ["-c", #""$0" --file "$1/$(printf 'caf\351.json')" add x"#, TaskdeckBinary.path, folder.path]
        process.environment = TestDay.adding(to: ProcessInfo.processInfo.environment)
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(message.contains("is not valid UTF-8"), "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func exitCodesOfTheBinary() throws {
        let folder = try TemporaryFolder("e2e")
        defer { folder.cleanUp() }
        let file = folder.taskFile.path
        #expect(try run(["--version"], in: folder).out == "taskdeck 0.1.0\n")
        let usage = try run(["--file", file, "add", "x", "--due", "someday"], in: folder)
        #expect(usage.status == 64 && usage.err.hasPrefix("taskdeck: cannot read the due date 'someday'"))
        let unknown = try run(["--file", file, "rm", "ffffffff"], in: folder)
        #expect(unknown.status == 1 && unknown.err == "taskdeck: no task has an ID starting with 'ffffffff'\n")
    }
}
