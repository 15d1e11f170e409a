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
    private(set) var finishedRunCallCount = 0

    init(command: String = "vdirsyncer sync") {
        self.command = command
    }

    var isRunning: Bool { outcome == nil && startCallCount > 0 }

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
