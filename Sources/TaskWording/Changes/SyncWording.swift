import TaskDomain

/// The words for how a run of the sync command ended, shared by `taskdeck sync` and the
/// app's status line.
public enum SyncWording {
    /// "Synced (vdirsyncer sync)", "Sync failed (vdirsyncer sync exited with 1): error: …",
    /// "Sync stopped: vdirsyncer sync was killed (SIGKILL)",
    /// "Sync failed: 'vdirsyncer' was not found (exit 127); set TASKDECK_SYNC_COMMAND".
    public static func sentence(for outcome: SyncOutcome) -> String {
        let reason = outcome.lastLine.map { ": \($0)" } ?? ""
        switch outcome.ending {
        case .exited(0):
            return "Synced (\(outcome.command))"
        case .exited(127):
            let program = outcome.command.split(separator: " ").first.map(String.init) ?? outcome.command
            return "Sync failed: '\(program)' was not found (exit 127); install it or set TASKDECK_SYNC_COMMAND"
        case .exited(let status):
            return "Sync failed (\(outcome.command) exited with \(status))\(reason)"
        case .killed(let signal):
            return "Sync stopped: \(outcome.command) was \(ended(by: signal))\(reason)"
        case .notStarted:
            return "Sync failed: could not start \(outcome.command)\(reason)"
        case .timedOut(let seconds):
            return "Sync stopped: \(outcome.command) ran longer than \(seconds) s (the [sync] timeout) and was ended; "
                + "what it finished is kept, the rest syncs next time"
        case .cancelled:
            return "Sync cancelled: \(outcome.command) was ended; what it finished is kept, the rest syncs next time"
        }
    }

    /// "Synced: 3 in, 1 out", "Synced: nothing in, nothing out", "Synced: 2 in" (what went
    /// out not known): tasks added, changed or removed here by the sync, and those this side
    /// had changed since the last sync, which it sent.
    public static func counts(incoming: Int, outgoing: Int?) -> String {
        let inText = incoming == 0 ? "nothing in" : "\(incoming) in"
        guard let outgoing else { return "Synced: \(inText)" }
        return "Synced: \(inText), \(outgoing == 0 ? "nothing out" : "\(outgoing) out")"
    }

    /// "interrupted (SIGINT, Ctrl-C)", "killed (SIGKILL)": what a signal did to the command.
    /// The numbers are POSIX's, the same on Linux and macOS.
    static func ended(by signal: Int32) -> String {
        switch signal {
        case 1: "ended by a hang-up (SIGHUP)"
        case 2: "interrupted (SIGINT, Ctrl-C)"
        case 3: "ended by SIGQUIT"
        case 6: "aborted (SIGABRT)"
        case 9: "killed (SIGKILL)"
        case 11: "ended by a crash (SIGSEGV)"
        case 13: "ended by a closed pipe (SIGPIPE)"
        case 15: "terminated (SIGTERM)"
        default: "ended by signal \(signal)"
        }
    }
}
