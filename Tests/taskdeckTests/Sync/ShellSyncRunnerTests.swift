import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import taskdeck

/// The app's runner: it starts the command without waiting and hands the outcome over once.
@Suite struct ShellSyncRunnerTests {
    let folder: TemporaryFolder

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
        let runner = ShellSyncRunner(command: "while [ ! -e '\(gate.path)' ]; do sleep 0.01; done; echo one; echo 'error: two' >&2; exit 2")

        #expect(runner.start())
        #expect(runner.isRunning)
        #expect(runner.finishedRun() == nil)
        #expect(!runner.start())  // one run at a time
        try folder.write("", to: gate)

        #expect(outcome(of: runner) == SyncOutcome(command: runner.command, status: 2, lastLine: "error: two"))
        #expect(!runner.isRunning)
        #expect(runner.finishedRun() == nil)  // handed over once
    }

    @Test func theCommandCannotReadTheKeyboard() throws {
        let runner = ShellSyncRunner(command: "read line; echo \"read: $?\"")
        #expect(runner.start())
        #expect(outcome(of: runner)?.lastLine == "read: 1")
    }

    /// The command runs in a session of its own (so a prompt cannot reach the app's
    /// terminal), and its exit status still comes through.
    @Test func theCommandRunsInASessionOfItsOwn() throws {
        let runner = ShellSyncRunner(command: "cut -d' ' -f6 /proc/$$/stat; exit 3")
        #expect(runner.start())
        let result = outcome(of: runner)
        #expect(result?.status == 3)
        #expect(result?.lastLine.flatMap { Int32($0) } != getsid(0))
    }

    // Which command runs (option, variable, config file, default): SettingsResolverTests.
}
