/// How one run of the sync command (`vdirsyncer sync` by default) ended: the facts the
/// CLI and the app word for the user.
public struct SyncOutcome: Equatable, Sendable {
    /// How the command's process ended.
    public enum Ending: Equatable, Sendable {
        /// It exited with this status (127: the shell did not find the command).
        case exited(Int32)
        /// A signal ended it (9: SIGKILL, 2: a Ctrl-C, 15: SIGTERM), which is no exit status.
        case killed(signal: Int32)
        /// It could not be started at all.
        case notStarted
        /// It ran longer than the configured time (`[sync] timeout`, in seconds) and was ended.
        case timedOut(seconds: Int)
        /// The person cancelled it (the app's `$` while it ran) and it was ended.
        case cancelled
    }

    /// The command as configured, for messages.
    public let command: String
    public let ending: Ending
    /// The last non-empty line it printed (standard error first): the reason of a failure.
    public let lastLine: String?
    /// How many tasks this side had changed (added, changed, removed) since the last sync
    /// taskdeck recorded, the ones the run sent out; nil when not known (no sync recorded yet,
    /// not a vdir).
    public var outgoing: Int?

    public init(command: String, ending: Ending, lastLine: String?) {
        self.command = command
        self.ending = ending
        self.lastLine = lastLine
    }

    /// An outcome by exit status (nil: not started).
    public init(command: String, status: Int32?, lastLine: String?) {
        self.init(command: command, ending: status.map { .exited($0) } ?? .notStarted, lastLine: lastLine)
    }

    /// The exit status, when it exited.
    public var status: Int32? {
        if case .exited(let status) = ending { return status }
        return nil
    }

    public var succeeded: Bool { ending == .exited(0) }
}

/// The port through which the app starts the user's sync command and later learns how it
/// ended, without waiting for it: the run loop is single-threaded (one `poll()`), so the
/// command runs as a child process and the loop asks `finishedRun()` on its ticks.
public protocol SyncRunning: AnyObject {
    /// The command this runner starts, for messages.
    var command: String { get }
    /// Whether a run started and has not been collected by `finishedRun()` yet.
    var isRunning: Bool { get }
    /// Starts the command unless a run is already going (then false and nothing happens).
    /// A command that cannot be started at all comes back as an outcome without a status
    /// from the next `finishedRun()`.
    func start() -> Bool
    /// Ends the running command (SIGTERM to it and what it started); its outcome, `.cancelled`,
    /// comes from the next `finishedRun()`. False when nothing runs.
    func cancel() -> Bool
    /// The outcome once the run has ended (once per run); nil while it runs or when idle.
    /// Never blocks.
    func finishedRun() -> SyncOutcome?
}
