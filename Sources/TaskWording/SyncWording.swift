import TaskDomain

/// The words for how a run of the sync command ended, shared by `taskdeck sync` and the
/// app's status line.
public enum SyncWording {
    /// "Synced (vdirsyncer sync)", "Sync failed (vdirsyncer sync exited with 1): error: …",
    /// "Sync failed: 'vdirsyncer' was not found (exit 127); set TASKDECK_SYNC_COMMAND".
    public static func sentence(for outcome: SyncOutcome) -> String {
        let reason = outcome.lastLine.map { ": \($0)" } ?? ""
        switch outcome.status {
        case 0:
            return "Synced (\(outcome.command))"
        case 127:
            let program = outcome.command.split(separator: " ").first.map(String.init) ?? outcome.command
            return "Sync failed: '\(program)' was not found (exit 127); install it or set TASKDECK_SYNC_COMMAND"
        case let status?:
            return "Sync failed (\(outcome.command) exited with \(status))\(reason)"
        case nil:
            return "Sync failed: could not start \(outcome.command)\(reason)"
        }
    }
}
