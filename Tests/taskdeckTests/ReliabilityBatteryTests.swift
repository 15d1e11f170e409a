#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskTestSupport
import Testing

/// The reliability battery (issue #10), command-line half: the real binary killed with
/// SIGKILL at seeded random moments while it writes, a full disk, a corpus of damaged
/// files, and files that are not plain writable files. Each test asserts that nothing a
/// command reported as done was lost and that nothing was written over damaged data.
/// Randomness is seeded (the seed is in the code); waits poll with deadlines.
@Suite struct ReliabilityBatteryTests {
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("battery")
        file = folder.taskFile.path
    }

    @discardableResult
    func cli(_ arguments: String..., on path: String? = nil) throws -> BatteryProcess.Outcome {
        try BatteryProcess.run(["--file", path ?? file] + arguments)
    }

    func stored(_ path: String? = nil) throws -> [[String: Any]] {
        try StoredTasks.read(file: path ?? file)
    }

    // MARK: - 1. kill -9 during CLI writes

    @Test func addsKilledAtRandomMomentsLoseNothingTheyReported() throws {
        var random = SplitMix64(seed: 0x5EED_0001)
        try #require(try cli("add", "Before the storm").succeeded)
        let writers = 4, each = 8
        // The delay of each run, drawn up front so the plan is the same every time; about
        // half the runs are left alone and must all succeed.
        let plan: [[Int?]] = (0..<writers).map { _ in
            (0..<each).map { _ in Bool.random(using: &random) ? Int.random(in: 0...40, using: &random) : nil }
        }
        let outcomes = OutcomeList()
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            for index in 0..<each {
                let title = "w\(writer)-\(index)"
                let arguments = ["--file", file, "add", title, "--notes", "killed maybe", "--tag", "battery"]
                do {
                    let outcome = try plan[writer][index].map {
                        try BatteryProcess.runKilled(arguments, after: .milliseconds($0))
                    } ?? BatteryProcess.run(arguments)
                    outcomes.add(title, outcome)
                } catch {
                    outcomes.add(title, .init(status: -1, signaled: false, killedByUs: false, out: "", err: "\(error)"))
                }
            }
        }
        let all = outcomes.all
        // Runs nobody killed must all have succeeded.
        for (title, outcome) in all where !outcome.killedByUs {
            #expect(outcome.succeeded, "\(title) was not killed but ended \(outcome.status): \(outcome.err)")
        }
        let titles = Set(try stored().compactMap { $0["title"] as? String })
        #expect(titles.contains("Before the storm"))
        for (title, outcome) in all where outcome.succeeded {
            #expect(outcome.out.hasPrefix("Added "), "\(title): \(outcome.out)")
            #expect(titles.contains(title), "\(title) printed \(outcome.out.debugDescription) and exited 0 but is not stored")
        }
        // A killed run either stored its task or not; nothing else may appear.
        #expect(titles.isSubset(of: Set(all.map(\.0) + ["Before the storm", "After the storm"])))
        let killed = all.filter { $0.1.killedByUs && $0.1.signaled }.count
        print("battery: \(killed) of \(all.count) adds killed, \(titles.count - 1) stored")

        // One more write, then a fold: the file loads, no temporaries remain, nothing changed.
        let after = try cli("add", "After the storm")
        #expect(after.succeeded, "\(after.err)")
        let before = try BatteryFiles.canonical(try stored())
        let compacted = try cli("compact")
        #expect(compacted.succeeded, "\(compacted.err)")
        #expect(try BatteryFiles.canonical(try stored()) == before)
        #expect(BatteryFiles.temporaries(in: folder.url) == [])
    }

    @Test func compactKilledAtRandomMomentsKeepsExactlyTheTasks() throws {
        var random = SplitMix64(seed: 0x5EED_0002)
        // A big snapshot written directly, then changes through the CLI so a journal exists.
        try folder.write(BatteryFiles.taskFile(count: 1_000, seed: 0x5EED_0003))
        var expected = try BatteryFiles.canonical(try stored())
        #expect(expected.count == 1_000)
        var leftovers: [String] = []
        var killedRounds = 0
        let anyID = try #require(try stored().first?["id"] as? String)
        for round in 0..<5 {
            for index in 0..<2 {
                #expect(try cli("add", "Round \(round) change \(index)", "--priority", "high").succeeded)
            }
            _ = try cli("done", String(anyID.prefix(8)))  // a journal record of another kind
            expected = try BatteryFiles.canonical(try stored())
            let delay = Int.random(in: 0...120, using: &random)
            let outcome = try BatteryProcess.runKilled(["--file", file, "compact"], after: .milliseconds(delay))
            let now = try BatteryFiles.canonical(try stored())
            #expect(now == expected, "round \(round): compact killed after \(delay) ms (\(outcome.killedByUs ? "killed" : "finished")) changed the tasks")
            leftovers += BatteryFiles.temporaries(in: folder.url)
            if outcome.killedByUs { killedRounds += 1 }
        }
        print("battery: \(killedRounds) of 5 compacts killed before they finished")
        // The next successful save removes what the killed folds left behind.
        #expect(try cli("compact").succeeded)
        #expect(try BatteryFiles.canonical(try stored()) == expected)
        let remaining = BatteryFiles.temporaries(in: folder.url)
        #expect(remaining == [], "left behind: \(remaining); seen between kills: \(Set(leftovers))")
    }

    // MARK: - 3. Full disk

    @Test func aFullDiskFailsTheAddWithTheReasonAndKeepsTheOldTasks() throws {
        #expect(getuid() == 0, "this test mounts a small tmpfs and needs root (the CI machine runs as root)")
        let mountPoint = folder.appending("small-disk")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: false)
        let mount = try BatteryProcess.runTool(["mount", "-t", "tmpfs", "-o", "size=128k,mode=0700", "tmpfs", mountPoint.path])
        try #require(mount.status == 0, "cannot mount a tmpfs for the full-disk test: \(mount.output)")
        defer {
            let unmounted = try? BatteryProcess.runTool(["umount", mountPoint.path])
            #expect(unmounted?.status == 0, "the test's tmpfs at \(mountPoint.path) could not be unmounted: \(unmounted?.output ?? "")")
        }
        let small = mountPoint.appendingPathComponent("tasks.json").path
        #expect(try cli("add", "Old one", on: small).succeeded)
        #expect(try cli("add", "Old two", on: small).succeeded)
        let old = try BatteryFiles.canonical(try stored(small))

        // Fill every free block.
        let filler = mountPoint.appendingPathComponent("filler").path
        let fd = open(filler, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        let chunk = [UInt8](repeating: 0x61, count: 4096)
        while chunk.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        while write(fd, chunk, 1) > 0 {}
        close(fd)

        // A long title needs new blocks whatever room is left in the journal's last one.
        let long = "Too big " + String(repeating: "x", count: 20_000)
        let failed = try cli("add", long, on: small)
        #expect(failed.status == 1 && !failed.signaled)
        #expect(failed.err.hasPrefix("taskdeck: "), "\(failed.err)")
        #expect(failed.err.contains("No space left on device"), "the OS reason is missing: \(failed.err)")
        #expect(try BatteryFiles.canonical(try stored(small)) == old)

        unlink(filler)
        let retried = try cli("add", "After freeing space", on: small)
        #expect(retried.succeeded, "\(retried.err)")
        let titles = try stored(small).compactMap { $0["title"] as? String }.sorted()
        #expect(titles == ["After freeing space", "Old one", "Old two"])
    }

    // MARK: - 5. Files that are not plain writable files

    @Test func aReadOnlyFileIsRefusedAndUnchanged() throws {
        #expect(try cli("add", "Keep me").succeeded)
        #expect(try cli("compact").succeeded)
        let before = try Data(contentsOf: folder.taskFile)
        chmod(file, 0o444)
        let refused = try cli("add", "Not allowed")
        #expect(refused.status == 1, "\(refused.out) \(refused.err)")
        #expect(refused.err.hasPrefix("taskdeck: ") && refused.err.contains("read-only"), "\(refused.err)")
        #expect(try Data(contentsOf: folder.taskFile) == before)
        #expect(try stored().compactMap { $0["title"] as? String } == ["Keep me"])
    }

    /// Write permission is the file's, not the folder's: someone who may write the folder
    /// but not the file (root's 0644 file in a folder of theirs) is refused, though a rename
    /// would let them replace it. Run as `nobody` through util-linux's `setpriv`.
    @Test func aUserWhoCannotWriteTheFileIsRefusedThoughTheFolderIsTheirs() throws {
        #expect(getuid() == 0, "this test runs taskdeck as another user and needs root (the CI machine runs as root)")
        let shared = folder.appending("theirs")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false)
        let sharedFile = shared.appendingPathComponent("tasks.json").path
        #expect(try TaskdeckBinary.run(["--file", sharedFile, "add", "Root's task"]).status == 0)
        #expect(try TaskdeckBinary.run(["--file", sharedFile, "compact"]).status == 0)
        #expect(chmod(sharedFile, 0o644) == 0)
        #expect(chown(shared.path, 65534, 65534) == 0 && chmod(shared.path, 0o755) == 0)
        // The journal and lock are root's too; nobody may write none of them.
        let before = try Data(contentsOf: URL(fileURLWithPath: sharedFile))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups",
                             TaskdeckBinary.path, "--file", sharedFile, "add", "Not yours"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let outcome = (status: process.terminationStatus, err: message)
        #expect(outcome.status == 1, "\(outcome.err)")
        #expect(outcome.err.contains("read-only"), "\(outcome.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: sharedFile)) == before)
        var status = stat()
        #expect(stat(sharedFile, &status) == 0 && status.st_uid == 0)
    }

    @Test(arguments: ["device", "fifo", "folder"])
    func aPathThatIsNotARegularFileIsRefusedWithoutHanging(kind: String) throws {
        let path: String
        switch kind {
        case "device": path = "/dev/full"
        case "fifo":
            path = folder.appending("pipe").path
            try #require(mkfifo(path, 0o600) == 0)
        default:
            path = folder.appending("a-folder").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        for arguments in [["list"], ["add", "Nope"], ["compact"]] {
            let outcome = try BatteryProcess.run(["--file", path] + arguments, timeout: .seconds(5))
            #expect(!outcome.killedByUs, "taskdeck \(arguments[0]) on a \(kind) hung")
            #expect(outcome.status == 1 && !outcome.signaled, "\(arguments[0]) on a \(kind): \(outcome.status) \(outcome.err)")
            #expect(outcome.err.hasPrefix("taskdeck: ") && outcome.err.contains(path), "\(outcome.err)")
            #expect(outcome.err.contains("not a regular file") || outcome.err.contains("folder")
                    || outcome.err.contains("directory") || outcome.err.contains("device") || outcome.err.contains("pipe"),
                    "the message does not say what is wrong: \(outcome.err)")
        }
        if kind == "folder" { #expect(try FileManager.default.contentsOfDirectory(atPath: path) == []) }
    }

    @Test func aSymlinkedFileStaysALinkAfterAddsAndACompact() throws {
        let real = folder.appending("dotfiles")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
        let target = real.appendingPathComponent("tasks.json").path
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: target)
        // The target does not exist yet: the first add creates it, through the link.
        #expect(try cli("add", "First").succeeded)
        #expect(FileManager.default.fileExists(atPath: target))
        #expect(try cli("add", "Second").succeeded)
        #expect(try cli("compact").succeeded)
        #expect(try cli("add", "Third").succeeded)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file) == target)
        var status = stat()
        #expect(lstat(file, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK)
        #expect(try stored().compactMap { $0["title"] as? String }.sorted() == ["First", "Second", "Third"])
        #expect(try stored(target).count == 3)
        // The companions sit beside the real file, not beside the link.
        #expect(!FileManager.default.fileExists(atPath: file + ".journal"))
        #expect(!FileManager.default.fileExists(atPath: file + ".bak"))
    }
}

/// Outcomes collected from concurrent runs.
final class OutcomeList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [(String, BatteryProcess.Outcome)] = []
    func add(_ title: String, _ outcome: BatteryProcess.Outcome) { lock.lock(); list.append((title, outcome)); lock.unlock() }
    var all: [(String, BatteryProcess.Outcome)] { lock.lock(); defer { lock.unlock() }; return list }
}
