import Foundation
import TaskDomain
import TaskScenes
import TaskStorage
import TerminalIO

/// Keeps the app's view of the task file live: about once a second, and after every key,
/// it asks the worker for storage news (changes by other programs, conflicts met by the
/// app's own writes) for the scenes to show; when the app has been idle for a while it
/// folds a long journal into the snapshot, and it folds once more when the app quits.
final class StorageWatch {
    /// How often the file is looked at while nothing happens (a `stat`, nothing more).
    static let pollInterval: Duration = .seconds(1)
    /// Folding waits until no key came for this long, so it is never felt on a keystroke.
    static let idleBeforeFolding: Duration = .seconds(3)

    private let worker: TaskWorking
    /// The JSON file whose journal is folded; nil for a vdir (one file per task, nothing to fold).
    private let journaled: FileTaskRepository?
    private let clock: any LoopClock
    /// Changes the worker could not record in the shared history.
    private let historyProblems: HistoryProblemInbox?
    private(set) var nextPoll: ContinuousClock.Instant
    private var lastInput: ContinuousClock.Instant

    init(worker: TaskWorking, journaled: FileTaskRepository?, clock: any LoopClock,
         historyProblems: HistoryProblemInbox? = nil) {
        self.worker = worker
        self.historyProblems = historyProblems
        self.journaled = journaled
        self.clock = clock
        nextPoll = clock.now + StorageWatch.pollInterval
        lastInput = clock.now
    }

    /// Whether the poll is due.
    var isPollDue: Bool { clock.now >= nextPoll }

    /// Called after a key: news from the app's own writes shows at once.
    func noteInput() {
        lastInput = clock.now
    }

    /// Whether catching up after every key is cheap: a `stat` for the JSON file. A vdir's
    /// costs a `stat` per file, so after a key only the app's own write news is taken and
    /// the folder is read on the poll, about once a second.
    var catchesUpAfterEveryKey: Bool { journaled != nil }

    /// What happened in storage since the last call (empty when nothing did); an error
    /// reading is news too, as a failure the scenes can show.
    func poll() -> Result<CommitReport, any Error> {
        nextPoll = clock.now + StorageWatch.pollInterval
        let news = Result { try worker.takeStorageNews(catchingUp: true) }
        if clock.now - lastInput >= StorageWatch.idleBeforeFolding {
            try? journaled?.compactIfDue()  // a failure here loses nothing: the journal stays
        }
        return news
    }

    /// A sync runs: what the polls find until `endSyncStep()` is one undo step, made by a sync.
    func beginSyncStep() { worker.beginSyncStep() }

    /// The sync ended (after the poll that reads what it left): records its step.
    func endSyncStep() { worker.endSyncStep() }

    /// What the app's own writes met since the last call, without reading storage.
    func takeWriteNews() -> Result<CommitReport, any Error> {
        Result { try worker.takeStorageNews(catchingUp: false) }
    }

    /// A change since the last call that the shared history could not record, if any.
    func takeHistoryProblem() -> (any Error)? {
        historyProblems?.take()
    }

    /// Folds the journal when the app quits, if it holds anything (best effort: the
    /// journal is complete anyway).
    func finish() {
        if let journaled, journaled.hasRecordsToFold { try? journaled.compact() }
    }
}
