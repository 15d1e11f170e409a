#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskTestSupport
import Testing
@testable import taskdeck
import TaskConfig

/// The reliability battery of the new surface (issue #28), command-line half: the hostile
/// imports, configs, vdir folders and lists that the attack found wanting, each run again
/// and checked for the real cause in the message and for nothing lost or written unseen.
/// The full-screen attacks are in `ReliabilityBatteryNewSurfaceAppTests`.
@Suite struct ReliabilityBatteryNewSurfaceTests {
    // MARK: - 7. todo.txt import and the done.txt beside it

    /// `ln -s /etc/passwd done.txt; taskdeck import todo.txt` said "25 added", 24 of them
    /// lines of /etc/passwd, and never named done.txt. A link is not followed now, and
    /// says so; a real done.txt is read and named in the summary.
    @Test func aDoneTxtThatIsALinkIsNotReadAndARealOneIsNamed() throws {
        let cli = try CLIHarness()
        let todo = cli.folder.appending("todo.txt"), done = cli.folder.appending("done.txt")
        try cli.folder.write("(A) Call mom\n", to: todo)
        try FileManager.default.createSymbolicLink(atPath: done.path, withDestinationPath: "/etc/passwd")
        #expect(cli.run(["import", todo.path]) == 0)
        #expect(cli.out == "Imported from \(todo.path): 1 added, 0 changed, 0 unchanged\n")
        #expect(cli.err == "taskdeck: \(done.path) beside \(todo.path) is a symbolic link, not a file: not read; "
                + "import it by name to include what it holds\n")
        #expect(try StoredTasks.read(file: cli.file).compactMap { $0["title"] as? String } == ["Call mom"])

        try FileManager.default.removeItem(at: done)
        try cli.folder.write("x 2026-03-10 Taxes\n", to: done)
        #expect(cli.run(["import", todo.path, "--dry-run"]) == 0)
        #expect(cli.out.hasSuffix("Would import from \(todo.path) and \(done.path): 1 added, 0 changed, 1 unchanged "
                                  + "(dry run: nothing was written)\n"
                                  + "  1 of the added is a line without uid: that matches no stored task by its text: "
                                  + "a new task (a task changed elsewhere matches again only by its ID)\n"), "\(cli.out)")
    }

    // MARK: - 15. Messages that name the real cause (imports)

    /// A FIFO or a device said "You don't have permission"; a FIFO could also wait forever.
    @Test func aFifoOrADeviceIsNamedForWhatItIs() throws {
        let cli = try CLIHarness()
        let fifo = cli.folder.appending("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        for (path, kind) in [(fifo.path, "a named pipe (FIFO)"), ("/dev/zero", "a character device"), (cli.folder.path, "a folder")] {
            #expect(cli.run(["import", path]) == 1)
            #expect(cli.err.hasPrefix("taskdeck: cannot import \(path): it is \(kind), not a file"), "\(cli.err)")
        }
        #expect(cli.err.contains("pipe it in") == false)  // a folder gets no pipe advice
        #expect(!FileManager.default.fileExists(atPath: cli.file))
    }

    /// Invalid JSON said "could be json or taskwarrior; give --format"; the syntax error is the cause.
    @Test func invalidJSONGetsItsSyntaxError() throws {
        let cli = try CLIHarness()
        let file = cli.folder.appending("backup.json")
        try cli.folder.write("[{\"title\": \"a\"", to: file)
        #expect(cli.run(["import", file.path]) == 1)
        #expect(cli.err.hasPrefix("taskdeck: \(file.path), JSON syntax: "), "\(cli.err)")
        #expect(!cli.err.contains("give --format"))
    }

    // MARK: - 11. A FIFO config file

    /// A FIFO where the config file belongs hung every command with no message.
    @Test func aFifoConfigAtTheDefaultLocationFailsAtOnceSayingWhatItIs() throws {
        let folder = try TemporaryFolder("battery-fifo-config")
        let config = folder.appending("xdg/taskdeck/config")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(config.path, 0o600) == 0)
        let run = try BatteryProcess.run(["--file", folder.taskFile.path, "list"],
                                         environment: ["XDG_CONFIG_HOME": folder.appending("xdg").path, "HOME": folder.path],
                                         timeout: .seconds(10))
        #expect(!run.killedByUs, "taskdeck list hung on a FIFO config")
        #expect(run.status == 64, "a config that cannot be used exits 64, as any bad config does")
        #expect(run.err.contains("\(config.path): is a named pipe (FIFO), not a config file"), "\(run.err)")
    }

    // MARK: - 2. list in a pipe

    /// 2,000 tasks and one 5 MB title: `list > file` padded every row to the longest title
    /// (10 GB, no output after 120 s). Now the output is the text plus at most
    /// `alignmentLimit + 2` spaces a cell, the long title comes out whole and the other
    /// rows stay aligned with each other.
    @Test func aHugeTitleDoesNotPadEveryRowInAPipe() throws {
        let cli = try CLIHarness()
        let huge = String(repeating: "T", count: 5_000_000)
        var tasks = [BatteryFiles.taskJSON(id: UUID(), title: huge, index: 0)]
        for index in 1..<2_000 { tasks.append(BatteryFiles.taskJSON(id: UUID(), title: "Task \(index)", index: index)) }
        try cli.folder.write("{\"schemaVersion\": 1, \"tasks\": [\n" + tasks.joined(separator: ",\n") + "\n]}\n")
        #expect(cli.run(["list", "--all", "--sort", "created"]) == 0)
        let lines = cli.out.split(separator: "\n")
        #expect(lines.count == 2_000)
        let text = 5_000_000 + lines.count * 60
        let padding = lines.count * 6 * (TaskTableFormatter.alignmentLimit + 2)
        #expect(cli.out.utf8.count < text + padding, "\(cli.out.utf8.count) bytes")
        // Told apart by length, not by Foundation's `contains(huge)`: on rows with a non-ASCII
        // mark (the notes' ≡) that search is quadratic in a 5 MB needle.
        let hugeRows = lines.filter { $0.utf8.count > huge.utf8.count }
        #expect(hugeRows.count == 1)
        // The huge title's row: its other columns after it, unpadded.
        #expect(hugeRows.allSatisfy { $0.utf8.count < huge.utf8.count + 100 && (String($0.utf8.suffix(64)) ?? "").contains("+home") })
        let shortRows = lines.filter { $0.utf8.count <= huge.utf8.count }
        let projectColumns = Set(shortRows.compactMap { $0.range(of: "+home")?.lowerBound.utf16Offset(in: $0) })
        #expect(projectColumns.count == 1, "the short rows are not aligned: \(projectColumns)")
    }

    // MARK: - 3. Dotted config paths

    /// A 32 KB `[a.a.….a]` (16,000 parts) took 16.5 s and 2 GB: every prefix of the path was
    /// stored. Now a path has at most 32 parts and each is read once; and a 1 MiB file of
    /// 32-part headers, each opened again, is read whole.
    @Test func deepConfigPathsAreRefusedOrReadInOnePass() throws {
        let folder = try TemporaryFolder("battery-config-paths")
        let config = folder.appending("config")
        try folder.write("[" + Array(repeating: "a", count: 16_000).joined(separator: ".") + "]\n", to: config)
        let refused = try BatteryProcess.run(["--config", config.path, "--file", folder.taskFile.path, "list"])
        #expect(!refused.killedByUs && refused.status == 64)
        #expect(refused.err.contains("more than 32 dotted parts"), "\(refused.err)")

        let header = "[" + Array(repeating: "a", count: 32).joined(separator: ".") + "]\n"
        try folder.write(String(repeating: header, count: (ConfigFile.sizeLimit - 1) / header.utf8.count), to: config)
        let read = try BatteryProcess.run(["--config", config.path, "--file", folder.taskFile.path, "list"])
        #expect(!read.killedByUs && read.status == 0, "\(read.err)")
        #expect(read.err.components(separatedBy: "unknown section").count == 2, "one warning for the one section: \(read.err.prefix(300))")
    }

    // MARK: - 4 and 15. Two imports at once

    /// Two imports of one 2,000-task file at once: on a task file both said "2000 added";
    /// on a vdir the second said "nothing was replaced, try again" (exit 1) with 1,000 of its
    /// tasks on disk. Now both succeed, the store holds each task once, and between them
    /// they say each task was added once.
    @Test(arguments: ["--file", "--vdir"])
    func twoImportsAtOnceCountEachTaskOnce(store: String) throws {
        let folder = try TemporaryFolder("battery-two-imports")
        let path = store == "--file" ? folder.taskFile.path : folder.appending("vdir").path
        if store == "--vdir" { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }
        let input = folder.appending("todo.txt")
        try folder.write((0..<2_000).map { "(B) Imported task \($0) +battery\n" }.joined(), to: input)
        // The second waits for the first one's lock as long as the first one writes.
        let config = folder.appending("config")
        try folder.write("[store]\nlock-timeout = 120\n", to: config)
        let outcomes = OutcomeList()
        DispatchQueue.concurrentPerform(iterations: 2) { run in
            do {
                outcomes.add("import \(run)", try BatteryProcess.run(["--config", config.path, store, path, "import", input.path],
                                                                     timeout: .seconds(150)))
            } catch {
                outcomes.add("import \(run)", .init(status: -1, signaled: false, killedByUs: false, out: "", err: "\(error)"))
            }
        }
        var added = 0
        for (name, outcome) in outcomes.all {
            #expect(outcome.succeeded, "\(name): \(outcome.err)")
            let count = outcome.out.split(separator: " ").firstIndex(of: "added,").flatMap { index in
                Int(outcome.out.split(separator: " ")[index - 1])
            }
            added += count ?? 0
        }
        #expect(added == 2_000, "\(outcomes.all.map(\.1.out))")
        let listed = try BatteryProcess.run([store, path, "list", "--all", "--json"])
        let tasks = try JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [[String: Any]] ?? []
        #expect(tasks.count == 2_000)
        #expect(Set(tasks.compactMap { $0["id"] as? String }).count == 2_000)
    }

    // MARK: - 4, 5, 12. vdir changes

    /// A vdir of `count` tasks added through the binary; their short IDs.
    func vdir(_ folder: TemporaryFolder, tasks count: Int) throws -> (path: String, ids: [String]) {
        let path = folder.appending("vdir").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let input = folder.appending("seed.txt")
        try folder.write((0..<count).map { "Seeded task \($0)\n" }.joined(), to: input)
        #expect(try BatteryProcess.run(["--vdir", path, "import", input.path, "--format", "todotxt"]).succeeded)
        let listed = try BatteryProcess.run(["--vdir", path, "list", "--all", "--json"])
        let tasks = try JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [[String: Any]] ?? []
        return (path, tasks.compactMap { ($0["id"] as? String).map { String($0.prefix(8)) } })
    }

    /// `chmod 444` on one file of four, then `done` on all four: "could not toggle 4 tasks"
    /// while two were completed on disk. Now nothing is written, and the message names the file.
    @Test func doneOnSeveralVdirTasksIsAllOrNothing() throws {
        let folder = try TemporaryFolder("battery-vdir-batch")
        let (path, ids) = try vdir(folder, tasks: 4)
        let files = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".ics") }.sorted()
        let before = try files.map { try folder.read(URL(fileURLWithPath: path + "/" + $0)) }
        #expect(chmod(path + "/" + files[2], 0o444) == 0)
        let done = try BatteryProcess.run(["--vdir", path, "done"] + ids)
        #expect(done.status == 1 && done.err.contains(files[2]) && done.err.contains("read-only"), "\(done.err)")
        #expect(try files.map { try folder.read(URL(fileURLWithPath: path + "/" + $0)) } == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".taskdeck") }.sorted()
        #expect(names == files, "left behind: \(names)")
    }

    #if os(Linux)
    /// Each vdir write listed the whole folder (70 ms a file at 10,000 files): `done` on 99
    /// tasks made 2,121 getdents64 calls. Now a change lists each folder once (the load),
    /// whatever it changes: counted with strace (`.ci/test` installs it).
    @Test func aVdirChangeListsTheFolderOnceWhateverItChanges() throws {
        let folder = try TemporaryFolder("battery-vdir-listing")
        let (path, ids) = try vdir(folder, tasks: 300)
        func listings(_ arguments: [String]) throws -> Int {
            let trace = folder.appending("trace-\(arguments.count)").path
            let run = try BatteryProcess.runTool(["strace", "-f", "-e", "trace=getdents64", "-o", trace,
                                                  TaskdeckBinary.path, "--vdir", path] + arguments)
            #expect(run.status == 0, "\(run.output)")
            return try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
                .filter { $0.contains("getdents64(") }.count
        }
        let one = try listings(["done", ids[0]])
        let many = try listings(["done"] + Array(ids[1..<100]))
        #expect(many == one, "done on 99 tasks listed \(many) times, on one task \(one)")
    }
    #endif

    /// A `.ics` that is a link to a file that is not iCalendar leaked its first word in the
    /// warning (`link.ics:1: vm has no ':'`, the host name). Nothing of it is shown now.
    @Test func aLinkToANonCalendarFileLeaksNothing() throws {
        let folder = try TemporaryFolder("battery-vdir-link")
        let path = folder.appending("vdir").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try folder.write("secret-hostname\nroot:x:0:0\n", to: folder.appending("private"))
        try FileManager.default.createSymbolicLink(atPath: path + "/link.ics", withDestinationPath: folder.appending("private").path)
        let listed = try BatteryProcess.run(["--vdir", path, "list"])
        #expect(listed.succeeded)
        #expect(listed.err.contains("link.ics: it does not begin with BEGIN:VCALENDAR; the file was left untouched"), "\(listed.err)")
        #expect(!listed.err.contains("secret") && !listed.err.contains("root"), "\(listed.err)")
    }
}
