import Foundation
import TaskDomain
import TaskWording

/// `taskdeck sync`: runs the sync command (default `vdirsyncer sync`) in the foreground,
/// its output shown as it comes (it inherits standard output and error), then says how it
/// ended. A failure is a runtime error (exit 1), as with any command that did not do its job.
enum SyncCommand {
    static let command = Command(
        name: "sync",
        summary: "run the sync command (vdirsyncer sync, unless configured)",
        usage: "sync [--command CMD]",
        examples: ["taskdeck sync",
                   "taskdeck sync --command 'vdirsyncer sync taskdeck'",
                   "TASKDECK_SYNC_COMMAND='vdirsyncer -c ~/.config/vdirsyncer/tasks sync' taskdeck sync"],
        options: [.value("--command", "CMD  the shell command to run instead of $TASKDECK_SYNC_COMMAND, [sync] command or 'vdirsyncer sync'")],
        run: run)

    static func run(_ invocation: Invocation) throws {
        guard invocation.arguments.positionals.isEmpty else { throw CLIError.usage("sync takes no arguments") }
        let line = invocation.settings.syncCommand().value
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        process.standardInput = FileHandle.nullDevice
        let outcome: SyncOutcome
        do {
            try process.run()
            process.waitUntilExit()
            outcome = SyncOutcome(command: line, status: process.terminationStatus, lastLine: nil)
        } catch {
            outcome = SyncOutcome(command: line, status: nil, lastLine: "\(error)")
        }
        let sentence = SyncWording.sentence(for: outcome)
        guard outcome.succeeded else { throw CLIError.runtime(sentence) }
        invocation.print(sentence)
    }
}
