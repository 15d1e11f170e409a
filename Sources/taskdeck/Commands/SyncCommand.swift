import Foundation
import TerminalIO
import TaskDomain
import TaskWording

/// `taskdeck sync`: runs the sync command (default `vdirsyncer sync`) in the foreground, as
/// a shell would run it: on taskdeck's own terminal and standard streams, in taskdeck's
/// process group (so it may prompt, and Ctrl-C and Ctrl-Z reach it), with a SIGTERM or
/// SIGHUP sent to taskdeck passed on to it; then says how it ended. A failure is a runtime
/// error (exit 1); a command ended by a signal exits 128 + the signal, as a shell says it.
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
        // What the store holds before the sync, so what it brings in is one undo step. A
        // store that cannot be opened does not stop the sync (it may be what makes it).
        let store = try? invocation.store(writable: true)
        let before = try? store?.repository.loadAll()
        let recording = store.flatMap { try? invocation.recording($0) }
        // The newest step now: what others record while the sync runs stays theirs.
        let since = try? recording?.history.read().highestNumber
        defer { if let store, let before, let recording { recordStep(of: store, before: before, into: recording, since: since) } }
        let outcome: SyncOutcome
        do {
            switch try ForegroundChild.runInheritingStreams(["/bin/sh", "-c", line], environment: invocation.context.environment) {
            case .exited(let status): outcome = SyncOutcome(command: line, ending: .exited(status), lastLine: nil)
            case .signaled(let signal): outcome = SyncOutcome(command: line, ending: .killed(signal: signal), lastLine: nil)
            }
        } catch {
            outcome = SyncOutcome(command: line, ending: .notStarted, lastLine: "\(error)")
        }
        let sentence = SyncWording.sentence(for: outcome)
        if case .killed(let signal) = outcome.ending { throw CLIError.stopped(sentence, signal: signal) }
        guard outcome.succeeded else { throw CLIError.runtime(sentence) }
        invocation.print(sentence)
    }

    /// Records what the sync changed in the store as one step (`taskdeck undo` takes it back).
    private static func recordStep(of store: OpenedTaskStore, before: [Task], into recording: RecordingTaskRepository,
                                   since: Int?) {
        guard let changes = try? store.repository.refresh(), !changes.isEmpty else { return }
        recording.recordOutside(TaskChange.synced(before: before, changes: changes), by: .sync, since: since)
    }
}
