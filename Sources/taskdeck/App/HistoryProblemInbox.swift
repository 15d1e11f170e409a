/// Where the app's worker leaves a change it could not record in the shared history (a
/// history of a newer format, one that cannot be written): the change stands, and the run
/// loop hands the problem to the scenes after the key, so the status line says it (the
/// CLI says it on standard error, which the full screen would hide).
final class HistoryProblemInbox {
    private var latest: (any Error)?

    /// The worker's `historyProblem` handler.
    func add(_ error: any Error) {
        latest = error
    }

    /// The problem since the last call, if any (the newest: one line says it).
    func take() -> (any Error)? {
        defer { latest = nil }
        return latest
    }
}
