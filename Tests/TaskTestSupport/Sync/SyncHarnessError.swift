import Foundation

/// What can go wrong while the sync harness starts or drives the real tools.
public enum SyncHarnessError: Error, CustomStringConvertible {
    /// The virtual environment with Radicale and vdirsyncer is not there.
    case toolsMissing(missing: String)
    /// Radicale ended or did not answer in time; `log` is the end of what it printed.
    case serverDidNotStart(reason: String, log: String)
    /// A program ended with a non-zero status.
    case commandFailed(command: String, result: ToolResult)

    public var description: String {
        switch self {
        case .toolsMissing(let missing):
            "Radicale and vdirsyncer are not installed (no \(missing)). Run `bash .ci/run` once, or make the "
                + "environment by hand: `python3 -m venv .build/sync-venv && .build/sync-venv/bin/pip install "
                + SyncTools.pinnedPackages.joined(separator: " ") + "` (or point TASKDECK_SYNC_VENV at one)."
        case .serverDidNotStart(let reason, let log):
            "Radicale did not start: \(reason)\n\(log)"
        case .commandFailed(let command, let result):
            "\(command) exited with \(result.status)\nstdout:\n\(result.out)\nstderr:\n\(result.err)"
        }
    }
}
