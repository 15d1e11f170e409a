import Foundation
import TaskTestSupport
import Testing

/// `$` in the real app in tmux, with a shell script as the sync command standing in for
/// vdirsyncer: the app stays usable while it runs, then says how it went and shows what
/// the command changed.
@Suite struct SyncAppEndToEndTests {
    let binary = Bundle.main.bundleURL.appendingPathComponent("taskdeck").path
    let folder: TemporaryFolder
    let file: String

    init() throws {
        folder = try TemporaryFolder("sync-app")
        file = folder.taskFile.path
    }

    /// A sync command that waits for `gate` to exist, then runs `body`. The command runs
    /// the script through `sh` rather than executing it: a file just written may still be
    /// open in a child another test is starting, and executing it would fail with ETXTBSY.
    private func script(gate: URL, _ body: String) throws -> String {
        let url = folder.appending("sync.sh")
        try folder.write("while [ ! -e '\(gate.path)' ]; do sleep 0.02; done\n\(body)\n", to: url)
        return "sh \(url.path)"
    }

    private func startApp(syncCommand: String) throws -> TmuxSession {
        try TmuxSession.app(["--file", file], environment: ["TASKDECK_SYNC_COMMAND": syncCommand], width: 160)
    }

    @Test func theAppStaysUsableWhileItSyncsThenShowsWhatTheSyncBrought() throws {
        try TaskdeckBinary.run(["--file", file, "add", "Write report"])
        let gate = folder.appending("gate")
        let command = try script(gate: gate, "'\(binary)' --file '\(file)' add 'From the server' >/dev/null; echo 'Syncing taskdeck/tasks'")
        let tmux = try startApp(syncCommand: command)
        try tmux.waitUntil(screenContains: "Write report")

        try tmux.sendKeys("$")
        try tmux.waitUntil(screenContains: "Syncing (\(command))…")
        try tmux.sendKeys("?")  // the loop is not waiting on the command
        try tmux.waitUntil(screenContains: "Help · Task List")
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "Write report")
        try folder.write("", to: gate)

        let screen = try tmux.waitUntil(screenContains: "From the server")
        try tmux.waitUntil(screenContains: "Synced:")
        #expect(!screen.contains("Sync failed"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }

    /// Issue 24, 7: "Syncing…" stays while the sync runs, through other keys (it vanished
    /// at the next key); `$` cancels it, which says so and stays until Esc.
    @Test func theSyncLineStaysThroughKeysAndDollarCancels() throws {
        try TaskdeckBinary.run(["--file", file, "add", "Write report"])
        try TaskdeckBinary.run(["--file", file, "add", "Call mom"])
        let marker = folder.appending("finished")
        let command = try script(gate: folder.appending("gate"), "touch '\(marker.path)'")
        let tmux = try startApp(syncCommand: command)
        try tmux.waitUntil(screenContains: "Write report")

        try tmux.sendKeys("$")
        try tmux.waitUntil(screenContains: "Syncing (\(command))… — $ cancels")
        try tmux.sendKeys("j")
        try tmux.sendKeys("k")
        usleep(300_000)
        #expect(try tmux.capture().contains("Syncing (\(command))…"), "the indicator stays while the sync runs")

        try tmux.sendKeys("$")
        try tmux.waitUntil(screenContains: "Sync cancelled: \(command) was ended")
        try tmux.sendKeys("j")
        usleep(300_000)
        #expect(try tmux.capture().contains("Sync cancelled:"), "the result stays until dismissed")
        try tmux.sendKeys("Escape")
        try tmux.waitUntil("the result dismissed") { !$0.contains("Sync cancelled:") }
        try folder.write("", to: folder.appending("gate"))
        usleep(300_000)
        #expect(!FileManager.default.fileExists(atPath: marker.path), "the cancelled command was ended, not left running")
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }

    /// Issue 24, 7: a sync past `[sync] timeout` is ended and says so.
    @Test func aSyncPastItsTimeoutIsEnded() throws {
        try TaskdeckBinary.run(["--file", file, "add", "Write report"])
        let command = try script(gate: folder.appending("never"), "true")
        let tmux = try TmuxSession.app(["--file", file], environment: ["TASKDECK_SYNC_TIMEOUT": "1", "TASKDECK_SYNC_COMMAND": command],
                                   width: 160)
        try tmux.waitUntil(screenContains: "Write report")
        try tmux.sendKeys("$")
        try tmux.waitUntil(screenContains: "Sync stopped: \(command) ran longer than 1 s (the [sync] timeout)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }

    @Test func aFailedSyncSaysWhyInTheStatusLine() throws {
        try TaskdeckBinary.run(["--file", file, "add", "Write report"])
        let gate = folder.appending("gate")
        try folder.write("", to: gate)
        let command = try script(gate: gate, "echo 'error: Unknown error occurred: Cannot connect to host' >&2; exit 1")
        let tmux = try startApp(syncCommand: command)
        try tmux.waitUntil(screenContains: "Write report")

        try tmux.sendKeys("$")

        try tmux.waitUntil(screenContains: "Sync failed (\(command) exited with 1): error: Unknown error")
        try tmux.sendKeys("q")
        #expect(try tmux.waitUntil(screenContains: "EXIT=").contains("EXIT=0"))
    }
}
