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
        try TmuxSession(command: "TASKDECK_SYNC_COMMAND='\(syncCommand)' \(binary) --file \(file); echo \"EXIT=$?\"; sleep 60", width: 160)
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
