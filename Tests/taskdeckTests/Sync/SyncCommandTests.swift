#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TaskTestSupport

/// `taskdeck sync` run as a shell would run it, with small real shell scripts standing for
/// the sync command, and once with the real vdirsyncer against Radicale.
@Suite struct SyncCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("sync-cli")
    }

    /// A command that runs a script in the test folder, which prints and exits as told.
    /// Through `sh`, not executed: a file just written may still be open in a child another
    /// test is starting, and executing it would fail with ETXTBSY.
    private func script(_ body: String) throws -> String {
        let url = folder.appending("sync-\(UUID().uuidString.prefix(6)).sh")
        try folder.write("\(body)\n", to: url)
        return "sh \(url.path)"
    }

    private func environment(command: String?) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TASKDECK_SYNC_COMMAND"] = command
        environment["TASKDECK_CONFIG"] = "/dev/null"  // not the [sync] command of whoever runs the tests
        return environment
    }

    @Test func aSuccessfulCommandShowsItsOutputAndSaysSynced() throws {
        let command = try script("echo 'Syncing taskdeck/tasks'")
        let result = try TaskdeckBinary.run(["sync"], environment: environment(command: command))
        #expect(result.status == 0)
        #expect(result.out == "Syncing taskdeck/tasks\nSynced: nothing in (\(command))\n")
        #expect(result.err.isEmpty)
    }

    @Test func aFailingCommandExitsOneWithItsStatus() throws {
        let command = try script("echo 'error: taskdeck/tasks: Storage was completely emptied' >&2; exit 3")
        let result = try TaskdeckBinary.run(["sync"], environment: environment(command: command))
        #expect(result.status == 1)
        #expect(result.err == "error: taskdeck/tasks: Storage was completely emptied\n"
                + "taskdeck: Sync failed (\(command) exited with 3)\n")
    }

    @Test func theOptionWinsOverTheEnvironment() throws {
        let configured = try script("echo configured")
        let given = try script("echo given")
        let result = try TaskdeckBinary.run(["sync", "--command", given], environment: environment(command: configured))
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("given\n"))
    }

    @Test func aMissingProgramSaysHowToConfigureIt() throws {
        let result = try TaskdeckBinary.run(["sync", "--command", "no-such-sync-tool-here sync"],
                                            environment: environment(command: nil))
        #expect(result.status == 1)
        #expect(result.err.hasSuffix("taskdeck: Sync failed: 'no-such-sync-tool-here' was not found (exit 127); "
                                     + "install it or set TASKDECK_SYNC_COMMAND\n"))
    }

    /// Issue 24, 7: a command past `TASKDECK_SYNC_TIMEOUT` (or `[sync] timeout`) is ended,
    /// what it started with it, and the sync says so and fails.
    @Test func aCommandPastItsTimeoutIsEndedAndSaysSo() throws {
        let marker = folder.appending("still-running")
        let command = try script("echo started; (sleep 20; touch '\(marker.path)') & wait")
        var environment = environment(command: command)
        environment["TASKDECK_SYNC_TIMEOUT"] = "1"
        let started = Date()
        let result = try TaskdeckBinary.run(["--file", folder.taskFile.path, "sync"], environment: environment)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(result.status == 1)
        #expect(result.out == "started\n")
        #expect(result.err == "taskdeck: Sync stopped: \(command) ran longer than 1 s (the [sync] timeout) and was ended; "
                + "what it finished is kept, the rest syncs next time\n")
        usleep(300_000)
        #expect(try TaskdeckBinary.run(["--file", folder.taskFile.path, "list"], environment: environment).status == 0)
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func aBadTimeoutIsAUsageError() throws {
        var environment = environment(command: "true")
        environment["TASKDECK_SYNC_TIMEOUT"] = "soon"
        let result = try TaskdeckBinary.run(["--file", folder.taskFile.path, "sync"], environment: environment)
        #expect(result.status == 64)
        #expect(result.err == "taskdeck: TASKDECK_SYNC_TIMEOUT must be a whole number of seconds from 1 to 86400, not 'soon'\nRun 'taskdeck help sync' for usage.\n")
    }

    @Test func anEmptyCommandIsAUsageError() throws {
        let result = try TaskdeckBinary.run(["sync", "--command", ""], environment: environment(command: nil))
        #expect(result.status == 64)
    }

    /// Issue 24, 7 with the real vdirsyncer: a server that stops answering (a proxy to
    /// Radicale that, once `gate` exists, takes connections and never answers). The sync is
    /// ended at its timeout, says so, and leaves the vdir as it was and no base recorded.
    @Test func aRealSyncAgainstAServerThatStopsAnsweringIsEndedAtItsTimeout() throws {
        let lease = try RadicaleLease()
        let machine = try SyncMachine("a", server: lease.server, account: lease.server.newAccount(), in: folder)
        let gate = folder.appending("silent")
        let proxy = Process()
        proxy.executableURL = try SyncTools.locate().python
        proxy.arguments = ["-c", Self.silencingProxy, String(lease.server.port), gate.path]
        let output = Pipe()
        proxy.standardOutput = output
        try proxy.run()
        defer {
            kill(proxy.processIdentifier, SIGKILL)
            proxy.waitUntilExit()
        }
        let portLine = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let port = try #require(Int(portLine.trimmingCharacters(in: .whitespacesAndNewlines)))
        let config = try String(contentsOf: machine.configFile, encoding: .utf8)
            .replacingOccurrences(of: lease.server.url, with: "http://127.0.0.1:\(port)/")
        try Data(config.utf8).write(to: machine.configFile)
        try machine.write(VTodoSamples.plain(uid: "kept", summary: "Kept"), to: "kept.ics", in: "tasks")
        try machine.discover()
        try folder.write("", to: gate)
        let before = try machine.files(in: "tasks")

        var environment = environment(command: machine.syncCommand)
        environment["TASKDECK_SYNC_TIMEOUT"] = "3"
        let started = Date()
        let result = try TaskdeckBinary.run(["--vdir", machine.vdir.path, "sync"], environment: environment)

        #expect(Date().timeIntervalSince(started) < 15)
        #expect(result.status == 1)
        #expect(result.err.hasSuffix("taskdeck: Sync stopped: \(machine.syncCommand) ran longer than 3 s (the [sync] timeout) "
                                     + "and was ended; what it finished is kept, the rest syncs next time\n"), "\(result.err)")
        #expect(try machine.files(in: "tasks") == before)
        #expect(!FileManager.default.fileExists(atPath: machine.vdir.appendingPathComponent(".taskdeck-sync").path))
        #expect(try TaskdeckBinary.run(["--vdir", machine.vdir.path, "list"], environment: environment).out.contains("Kept"))
    }

    /// A TCP proxy to the port in argv[1] that, once the file argv[2] exists, holds new
    /// connections without a word; prints its own port first.
    static let silencingProxy = """
        import os, socket, sys, threading
        target, gate = int(sys.argv[1]), sys.argv[2]
        server = socket.socket()
        server.bind(("127.0.0.1", 0))
        server.listen(16)
        print(server.getsockname()[1], flush=True)
        def pipe(source, sink):
            try:
                while True:
                    data = source.recv(65536)
                    if not data:
                        break
                    sink.sendall(data)
            except OSError:
                pass
            finally:
                try:
                    sink.shutdown(socket.SHUT_WR)
                except OSError:
                    pass
        held = []
        while True:
            client, _ = server.accept()
            if os.path.exists(gate):
                held.append(client)
                continue
            upstream = socket.create_connection(("127.0.0.1", target))
            threading.Thread(target=pipe, args=(client, upstream), daemon=True).start()
            threading.Thread(target=pipe, args=(upstream, client), daemon=True).start()
        """

    /// The real thing: `taskdeck sync` running vdirsyncer carries a file from machine A's
    /// vdir through Radicale to machine B's.
    @Test func itRunsTheRealVdirsyncer() throws {
        let lease = try RadicaleLease()
        let account = lease.server.newAccount()
        let a = try SyncMachine("a", server: lease.server, account: account, in: folder)
        let b = try SyncMachine("b", server: lease.server, account: account, in: folder)
        try a.write(VTodoSamples.plain(uid: "from-a", summary: "From A"), to: "from-a.ics", in: "tasks")
        try a.discover()

        let result = try TaskdeckBinary.run(["--vdir", a.vdir.path, "sync"], environment: environment(command: a.syncCommand))
        try b.discover()
        try b.sync()

        #expect(result.status == 0)
        #expect(result.err.contains("Copying (uploading) item from-a"))
        #expect(result.out == "Synced: nothing in (\(a.syncCommand))\n", "no sync recorded yet: what went out is not counted")

        // Issue 24, 7: from the second sync on, what went out is counted too.
        try b.write(VTodoSamples.plain(uid: "from-b", summary: "From B"), to: "from-b.ics", in: "tasks")
        try b.sync()
        try a.write(VTodoSamples.plain(uid: "from-a-2", summary: "From A again"), to: "from-a-2.ics", in: "tasks")
        let again = try TaskdeckBinary.run(["--vdir", a.vdir.path, "sync"], environment: environment(command: a.syncCommand))
        #expect(again.out == "Synced: 1 in, 1 out (\(a.syncCommand))\n", "\(again.err)")
        let idle = try TaskdeckBinary.run(["--vdir", a.vdir.path, "sync"], environment: environment(command: a.syncCommand))
        #expect(idle.out == "Synced: nothing in, nothing out (\(a.syncCommand))\n")
        #expect(try b.file(withUID: "from-a", in: "tasks") != nil)
    }
}
