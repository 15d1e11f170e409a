import TaskDomain

/// A `SyncRunning` that records its calls, in order, and answers as told: whether `start()`
/// starts a run, and the outcome `finishedRun()` hands over once.
final class SyncRunnerSpy: SyncRunning {
    enum Call: Equatable {
        case start, cancel, finishedRun
    }

    let command: String
    /// What the next `start()` answers (false: a run is already going).
    var startsRun = true
    /// The outcome the next `finishedRun()` hands over.
    var outcome: SyncOutcome?
    /// Whether a run goes on whatever `start()` was asked (a run the app did not start here).
    var runs = false
    /// Every call, in the order it came.
    private(set) var calls: [Call] = []

    init(command: String = "vdirsyncer sync") {
        self.command = command
    }

    var isRunning: Bool { runs || (outcome == nil && calls.contains(.start) && startsRun) }

    func cancel() -> Bool {
        calls.append(.cancel)
        return isRunning
    }

    func start() -> Bool {
        calls.append(.start)
        return startsRun
    }

    func finishedRun() -> SyncOutcome? {
        calls.append(.finishedRun)
        defer { outcome = nil }
        return outcome
    }
}
