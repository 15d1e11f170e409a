import TaskDomain

/// A `SyncRunning` that records its calls and answers as told: whether `start()` starts a
/// run, and the outcome `finishedRun()` hands over once.
final class SyncRunnerSpy: SyncRunning {
    let command: String
    /// What the next `start()` answers (false: a run is already going).
    var startsRun = true
    /// The outcome the next `finishedRun()` hands over.
    var outcome: SyncOutcome?
    private(set) var startCallCount = 0
    private(set) var cancelCallCount = 0
    /// Whether a run goes on whatever `start()` was asked (a run the app did not start here).
    var runs = false
    private(set) var finishedRunCallCount = 0

    init(command: String = "vdirsyncer sync") {
        self.command = command
    }

    var isRunning: Bool { runs || (outcome == nil && startCallCount > 0 && startsRun) }

    func cancel() -> Bool {
        cancelCallCount += 1
        return isRunning
    }

    func start() -> Bool {
        startCallCount += 1
        return startsRun
    }

    func finishedRun() -> SyncOutcome? {
        finishedRunCallCount += 1
        defer { outcome = nil }
        return outcome
    }
}
