import Foundation
import TerminalIO
import TaskDomain
import TaskStorage
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
        let timeout = try invocation.settings.syncTimeout().value
        // What the store holds before the sync, so what it brings in is one undo step. A
        // store that cannot be opened does not stop the sync (it may be what makes it).
        let store = try? invocation.store(writable: true)
        let before = try? store?.repository.loadAll()
        let recording = store.flatMap { try? invocation.recording($0) }
        // The newest step now: what others record while the sync runs stays theirs.
        let since = try? recording?.history.read().highestNumber
        // What this side changed since the last sync: what the sync sends out.
        let base = store?.vdirURL.map { VdirSyncBase(vdir: $0) }
        let outgoing = base?.changedSinceLastSync()
        var outcome: SyncOutcome
        do {
            let run = try ForegroundChild.runInheritingStreams(["/bin/sh", "-c", line], environment: invocation.context.environment,
                                                              timeout: .seconds(timeout))
            switch run.exit {
            case _ where run.timedOut: outcome = SyncOutcome(command: line, ending: .timedOut(seconds: timeout), lastLine: nil)
            case .exited(let status): outcome = SyncOutcome(command: line, ending: .exited(status), lastLine: nil)
            case .signaled(let signal): outcome = SyncOutcome(command: line, ending: .killed(signal: signal), lastLine: nil)
            }
        } catch {
            outcome = SyncOutcome(command: line, ending: .notStarted, lastLine: "\(error)")
        }
        outcome.outgoing = outgoing
        let incoming = store.flatMap { store in before.flatMap { recordStep(of: store, before: $0, into: recording, since: since) } }
        // Only a sync that ended well left both sides equal: the next conflict's base.
        if outcome.succeeded { try? base?.record() }
        var sentence = SyncWording.sentence(for: outcome)
        if outcome.succeeded, let incoming { sentence = SyncWording.counts(incoming: incoming, outgoing: outcome.outgoing) + " (\(line))" }
        if case .killed(let signal) = outcome.ending { throw CLIError.stopped(sentence, signal: signal) }
        guard outcome.succeeded else { throw CLIError.runtime(sentence) }
        invocation.print(sentence)
        if let store, let notes = try? store.repository.loadAll().filter({ !$0.conflictNotes.isEmpty }), !notes.isEmpty {
            let count = notes.reduce(0) { $0 + $1.conflictNotes.count }
            invocation.print("\(count) sync \(count == 1 ? "conflict" : "conflicts") kept a value and noted the other: taskdeck conflicts lists them")
        }
    }

    /// Records what the sync changed in the store as one step (`taskdeck undo` takes it back);
    /// returns how many tasks it added, changed or removed here.
    private static func recordStep(of store: OpenedTaskStore, before: [Task], into recording: RecordingTaskRepository?,
                                   since: Int?) -> Int? {
        guard let changes = try? store.repository.refresh() else { return nil }
        if !changes.isEmpty, let recording {
            recording.recordOutside(TaskChange.synced(before: before, changes: changes), by: .sync, since: since)
        }
        return changes.count
    }
}
