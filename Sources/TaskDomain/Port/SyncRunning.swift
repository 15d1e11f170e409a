/// How one run of the sync command (`vdirsyncer sync` by default) ended: the facts the
/// CLI and the app word for the user.
public struct SyncOutcome: Equatable, Sendable {
    /// The command as configured, for messages.
    public let command: String
    /// Its exit status (127: the shell did not find it), or nil when it could not be started.
    public let status: Int32?
    /// The last non-empty line it printed (standard error first): the reason of a failure.
    public let lastLine: String?

    public init(command: String, status: Int32?, lastLine: String?) {
        self.command = command
        self.status = status
        self.lastLine = lastLine
    }

    public var succeeded: Bool { status == 0 }
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
    /// The outcome once the run has ended (once per run); nil while it runs or when idle.
    /// Never blocks.
    func finishedRun() -> SyncOutcome?
}
