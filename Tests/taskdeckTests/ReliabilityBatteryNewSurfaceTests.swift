#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskTestSupport
import Testing
@testable import taskdeck

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
                                  + "(dry run: nothing was written)\n"), "\(cli.out)")
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
}
