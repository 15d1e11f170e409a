#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TaskDomain
import TaskStorage
import TaskTestSupport
@testable import taskdeck

/// The app's runner: it starts the command without waiting and hands the outcome over once.
@Suite struct ShellSyncRunnerTests {
    let folder: TemporaryFolder

    let environment = ProcessInfo.processInfo.environment

    init() throws {
        folder = try TemporaryFolder("sync-runner")
    }

    /// Asks until the run has ended, as the run loop's ticks do (bounded, so a hung
    /// command fails the test rather than hanging it).
    private func outcome(of runner: ShellSyncRunner) -> SyncOutcome? {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            if let outcome = runner.finishedRun() { return outcome }
            usleep(5_000)
        }
        return nil
    }

    @Test func aRunEndsWithItsStatusAndLastLine() throws {
        let gate = folder.appending("gate")
        let runner = ShellSyncRunner(command: "while [ ! -e '\(gate.path)' ]; do sleep 0.01; done; echo one; echo 'error: two' >&2; exit 2",
                                     environment: environment)

        #expect(runner.start())
        #expect(runner.isRunning)
        #expect(runner.finishedRun() == nil)
        #expect(!runner.start())  // one run at a time
        try folder.write("", to: gate)

        #expect(outcome(of: runner) == SyncOutcome(command: runner.command, status: 2, lastLine: "error: two"))
        #expect(!runner.isRunning)
        #expect(runner.finishedRun() == nil)  // handed over once
    }

    /// Issue 24, 7: a run past its timeout is ended, with what the shell started, and says so;
    /// a cancel ends it the same way and says it was cancelled.
    @Test func aRunPastItsTimeoutOrCancelledIsEndedWithWhatItStarted() throws {
        let marker = folder.appending("finished")
        let command = "(sleep 3; touch '\(marker.path)') & wait"
        let timed = ShellSyncRunner(command: command, environment: environment, timeout: .milliseconds(300), grace: .seconds(2))
        #expect(timed.start())
        #expect(outcome(of: timed) == SyncOutcome(command: command, ending: .timedOut(seconds: 0), lastLine: nil))

        let cancelled = ShellSyncRunner(command: command, environment: environment)
        #expect(!cancelled.cancel(), "nothing runs yet")
        #expect(cancelled.start())
        #expect(cancelled.cancel())
        #expect(!cancelled.cancel(), "once")
        #expect(outcome(of: cancelled) == SyncOutcome(command: command, ending: .cancelled, lastLine: nil))
        usleep(3_500_000)
        #expect(!FileManager.default.fileExists(atPath: marker.path), "the command's children were ended too")
    }

    /// What went out: the vdir's files changed since the base, counted when the run starts;
    /// a run that ends well records the base.
    @Test func theRunnerCountsWhatGoesOutAndRecordsTheBase() throws {
        let vdir = folder.appending("vdir")
        try FileManager.default.createDirectory(at: vdir.appendingPathComponent("tasks"), withIntermediateDirectories: true)
        try folder.write("a", to: vdir.appendingPathComponent("tasks/a.ics"))
        let base = VdirSyncBase(vdir: vdir)
        let runner = ShellSyncRunner(command: "true", environment: environment, base: base)
        #expect(runner.start())
        #expect(outcome(of: runner)?.outgoing == nil, "no base yet")
        #expect(base.changedSinceLastSync() == 0)
        try folder.write("b", to: vdir.appendingPathComponent("tasks/b.ics"))
        #expect(runner.start())
        #expect(outcome(of: runner)?.outgoing == 1)
    }

    /// The real vdirsyncer, with a server that refuses the connection: the reason is the
    /// line it gives (connection refused), not its closing `-vdebug` hint (issue 24, 7).
    @Test func aFailureSaysVdirsyncersReasonNotItsTracebackHint() throws {
        let tools = try SyncTools.locate()
        let port = try #require(LocalPort.free())
        let config = folder.appending("vdirsyncer.conf")
        try FileManager.default.createDirectory(at: folder.appending("vdir/tasks"), withIntermediateDirectories: true)
        try folder.write("""
            [general]
            status_path = "\(folder.appending("status").path)/"
            [pair p]
            a = "l"
            b = "r"
            collections = ["from a", "from b"]
            [storage l]
            type = "filesystem"
            path = "\(folder.appending("vdir").path)/"
            fileext = ".ics"
            [storage r]
            type = "caldav"
            url = "http://127.0.0.1:\(port)/"
            username = "u"
            password = "p"

            """, to: config)
        var environment = self.environment.merging(ToolRun.pythonEnvironment) { _, tool in tool }
        environment["HOME"] = folder.path
        let runner = ShellSyncRunner(command: "'\(tools.vdirsyncer.path)' -c '\(config.path)' discover", environment: environment)
        #expect(runner.start())
        let result = try #require(outcome(of: runner))
        #expect(result.ending != .exited(0))
        let line = try #require(result.lastLine)
        #expect(line.contains("Cannot connect to host 127.0.0.1:\(port)") && !line.contains("-vdebug"), "\(line)")
    }

    @Test func theCommandCannotReadTheKeyboard() throws {
        let runner = ShellSyncRunner(command: "read line; echo \"read: $?\"", environment: environment)
        #expect(runner.start())
        #expect(outcome(of: runner)?.lastLine == "read: 1")
    }

    /// The command runs in a session of its own (so a prompt cannot reach the app's
    /// terminal), and its exit status still comes through.
    @Test func theCommandRunsInASessionOfItsOwn() throws {
        let runner = ShellSyncRunner(command: "cut -d' ' -f6 /proc/$$/stat; exit 3", environment: environment)
        #expect(runner.start())
        let result = outcome(of: runner)
        #expect(result?.status == 3)
        #expect(result?.lastLine.flatMap { Int32($0) } != getsid(0))
    }

    // MARK: - Issue 28, 8 and 10

    /// 150 MB of output was read whole on the main loop (32 s); only the tail is read now,
    /// and the output has no name in the temporary folder (it was a 0644 file there).
    @Test func onlyTheTailOfTheOutputIsReadAndItHasNoName() throws {
        let temporary = FileManager.default.temporaryDirectory.path
        func logs() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []).filter { $0.hasPrefix("taskdeck-sync-\(getpid())-") }
        }
        let gate = folder.appending("gate")
        let runner = ShellSyncRunner(command: "head -c 3000000 /dev/zero | tr '\\0' x | fold -w 100; echo; "
                                     + "while [ ! -e '\(gate.path)' ]; do sleep 0.01; done; echo 'last words'",
                                     environment: environment)
        #expect(runner.start())
        #expect(logs() == [], "the sync log has a name others could open")
        try folder.write("", to: gate)
        #expect(outcome(of: runner) == SyncOutcome(command: runner.command, ending: .exited(0), lastLine: "last words"))
        #expect(ShellSyncRunner.tailBytes == 64 * 1024)
    }

    /// A command killed by a signal was "exited with 9": it is a signal, said as one.
    @Test func aCommandKilledByASignalSaysSo() throws {
        let runner = ShellSyncRunner(command: "echo started; kill -KILL $$", environment: environment)
        #expect(runner.start())
        #expect(outcome(of: runner) == SyncOutcome(command: runner.command, ending: .killed(signal: SIGKILL), lastLine: "started"))
    }

    /// A run still going when the app quits ends with it, whatever the command started.
    @Test func stopEndsTheWholeRun() throws {
        let pidFile = folder.appending("child.pid")
        let runner = ShellSyncRunner(command: "sleep 60 & echo $! > '\(pidFile.path)'; wait", environment: environment)
        #expect(runner.start())
        var child: pid_t?
        try TmuxSession.poll("the sync's child") {
            child = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return child != nil
        }
        let pid = try #require(child)
        runner.stop()
        #expect(!runner.isRunning)
        try TmuxSession.poll("the sync's child to end") { kill(pid, 0) != 0 || Self.isZombie(pid) }
    }

    /// A process that ended but whose parent (init, here) has not reaped it yet.
    static func isZombie(_ pid: pid_t) -> Bool {
        (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: " ").dropFirst(2).first == "Z"
    }

    // Which command runs (option, variable, config file, default): SettingsResolverTests.
}
