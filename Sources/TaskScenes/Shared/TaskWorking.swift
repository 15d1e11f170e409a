import TaskDomain

/// The scenes' one door to the task use cases: every change goes through here, so every
/// change from any scene is one step on the same undo stack, which outlives navigation.
public protocol TaskWorking: AnyObject {
    /// The data file's name for headers ("tasks.json").
    var storeName: String { get }
    /// True when the store refuses changes (a task file made read-only): the list says so
    /// when it opens, before a change fails.
    var isReadOnly: Bool { get }
    /// Files of the store that hold no task it can show (a vdir's file that cannot be
    /// parsed, or a second file with one UID), by path: the list says so when it opens,
    /// since the warnings the CLI prints are hidden behind the full screen.
    var unshownFiles: [String] { get }
    var clock: any Clock { get }

    func allTasks() throws -> [Task]
    /// The stored tasks with these IDs (missing ones are left out), without a pass over all.
    func tasks(withIDs ids: Set<TaskID>) throws -> [TaskID: Task]
    func add(_ draft: TaskDraft) throws -> TaskChange
    func edit(_ ids: [TaskID], _ edit: TaskEdit) throws -> TaskChange
    func toggleCompletion(ids: [TaskID]) throws -> TaskChange
    /// Completes `ids` and, with `withSubtasks`, their open subtasks at any depth: one change.
    func complete(ids: [TaskID], withSubtasks: Bool) throws -> TaskChange
    /// The pending subtasks, at any depth, of those of `ids` that are pending, as stored now.
    func openSubtasks(of ids: [TaskID]) throws -> [TaskID]
    /// Moves repeating tasks to their next occurrence without completing this one.
    func skipOccurrence(ids: [TaskID]) throws -> TaskChange
    /// Moves each task up a level (its parent becomes its grandparent); refuses a top-level one.
    func outdent(ids: [TaskID]) throws -> TaskChange
    /// Starts work on `ids` (a running interval each); without `severalAtOnce` the task
    /// running before stops in the same change. Tasks already running are left alone.
    func start(ids: [TaskID], severalAtOnce: Bool) throws -> TaskChange
    /// Stops work on `ids` (their running interval ends now); tasks not running are left alone.
    func stop(ids: [TaskID]) throws -> TaskChange
    func delete(ids: [TaskID]) throws -> TaskChange
    /// Deletes tasks and deletes their subtasks too, or keeps them moved up a level: one change.
    func delete(ids: [TaskID], subtasks: SubtaskDisposal) throws -> TaskChange
    /// Reverts the last change; nil when there is nothing to undo.
    func undo() throws -> TaskChange?
    /// Makes the last undone change again; nil when there is nothing to redo.
    func redo() throws -> TaskChange?
    /// Undoes (`back`) or redoes the newest step of the shared history, whichever process
    /// made it, and says what became of it: moved (with who made it and what was merged),
    /// nothing to do, or refused because its tasks moved on since.
    func moveInHistory(back: Bool) throws -> HistoryMoveOutcome
    /// A sync began (the app's `$`): what storage brings in until `endSyncStep()` is one
    /// step of the shared history, made by a sync.
    func beginSyncStep()
    /// The sync ended: records what it brought in as one step.
    func endSyncStep()
    /// Returns whatever this worker's own writes met since the last call (changes merged
    /// in, conflicts resolved), and with `catchingUp` first catches up with what other
    /// programs changed in storage (a `stat` for the JSON file, one per file for a vdir).
    /// Empty when nothing happened.
    func takeStorageNews(catchingUp: Bool) throws -> CommitReport
    /// Adds the line `text`, dated now, to each of `ids` (an annotation): one change.
    func annotate(_ ids: [TaskID], text: String) throws -> TaskChange
    /// How many changes (undo and redo included) were written through this worker: a
    /// scene notes it while its copy of the tasks matches storage.
    var writeCount: Int { get }
    /// The tasks the writes after the first `count` touched, as stored now (nil: no longer
    /// stored), for a scene that was covered while another scene wrote; nil when those
    /// writes are no longer all remembered (read every task again then).
    func tasksWritten(since count: Int) throws -> [(id: TaskID, task: Task?)]?
}

/// `TaskWorking` over the domain's `TaskService` and the shared history (`SharedUndo`).
///
/// Every change goes through a `RecordingTaskRepository` that puts it in the history as
/// made in the app; `u` and Ctrl-R step through that history, so they take back the newest
/// change whoever made it (the CLI in another terminal, an import), and still work after
/// the app is restarted. Without a store's history (tests, benchmarks) the history lives
/// in memory.
public final class TaskWorker: TaskWorking {
    public let storeName: String
    private let service: TaskService
    private let shared: SharedUndo
    private let recording: RecordingTaskRepository
    private let news: NewsCollector
    private var writes = WriteLog()
    /// Whether a step's process is another app still running (the composition root asks
    /// the system; scenes do not).
    private let isAnotherOpenWindow: (Int32) -> Bool

    public let isReadOnly: Bool
    public let unshownFiles: [String]

    /// - Parameters:
    ///   - history: the store's shared history; nil keeps one in memory of `undoLimit` steps.
    ///   - historyProblem: told when a change could not be recorded (the change stands).
    ///   - isAnotherOpenWindow: whether a step's process (its pid) is another app still running.
    public init(service: TaskService, storeName: String, isReadOnly: Bool = false, unshownFiles: [String] = [],
                undoLimit: Int = 100, history: (any ChangeHistory)? = nil,
                historyProblem: ((any Error) -> Void)? = nil, isAnotherOpenWindow: @escaping (Int32) -> Bool = { _ in false }) {
        self.isAnotherOpenWindow = isAnotherOpenWindow
        let history = history ?? InMemoryChangeHistory(limit: undoLimit)
        let recording = RecordingTaskRepository(base: service.repository, history: history, origin: .app,
                                                clock: service.clock, historyProblem: historyProblem)
        self.recording = recording
        let news = NewsCollector()
        self.news = news
        self.service = TaskService(repository: recording, clock: service.clock) { report in news.add(report) }
        self.storeName = storeName
        self.isReadOnly = isReadOnly
        self.unshownFiles = unshownFiles
        shared = SharedUndo(repository: service.repository, history: history, origin: .app, clock: service.clock)
    }

    public var clock: any Clock { service.clock }

    public func allTasks() throws -> [Task] { try service.allTasks() }

    public func tasks(withIDs ids: Set<TaskID>) throws -> [TaskID: Task] { try service.repository.tasks(withIDs: ids) }

    public func add(_ draft: TaskDraft) throws -> TaskChange { try recorded(service.add(draft)) }

    public func edit(_ ids: [TaskID], _ edit: TaskEdit) throws -> TaskChange { try recorded(service.edit(ids, edit)) }

    public func toggleCompletion(ids: [TaskID]) throws -> TaskChange {
        try recorded(service.toggleCompletion(ids: ids))
    }

    public func complete(ids: [TaskID], withSubtasks: Bool) throws -> TaskChange {
        try recorded(service.complete(ids: ids, withSubtasks: withSubtasks))
    }

    public func openSubtasks(of ids: [TaskID]) throws -> [TaskID] { try service.openSubtasks(of: ids) }

    public func skipOccurrence(ids: [TaskID]) throws -> TaskChange {
        try recorded(service.skipOccurrence(ids: ids))
    }

    public func outdent(ids: [TaskID]) throws -> TaskChange { try recorded(service.outdent(ids: ids)) }

    public func start(ids: [TaskID], severalAtOnce: Bool) throws -> TaskChange {
        try recorded(service.start(ids: ids, severalAtOnce: severalAtOnce))
    }

    public func stop(ids: [TaskID]) throws -> TaskChange { try recorded(service.stop(ids: ids)) }

    public func delete(ids: [TaskID]) throws -> TaskChange { try recorded(service.delete(ids: ids)) }

    public func delete(ids: [TaskID], subtasks: SubtaskDisposal) throws -> TaskChange {
        try recorded(service.delete(ids: ids, subtasks: subtasks))
    }

    public func annotate(_ ids: [TaskID], text: String) throws -> TaskChange {
        try recorded(service.annotate(ids, text: text))
    }

    public func undo() throws -> TaskChange? { try change(of: moveInHistory(back: true)) }

    public func redo() throws -> TaskChange? { try change(of: moveInHistory(back: false)) }

    public func beginSyncStep() { recording.beginOutsideStep(by: .sync) }

    public func endSyncStep() { recording.endOutsideStep() }

    public func moveInHistory(back: Bool) throws -> HistoryMoveOutcome {
        let outcome = try back ? shared.undo() : shared.redo()
        guard case .moved(var move) = outcome else { return outcome }
        writes.note(move.change.ids + move.written.ids)
        if move.report != .clean { news.add(move.report) }
        if move.step.origin == .app, let maker = move.step.process { move.byAnotherOpenWindow = isAnotherOpenWindow(maker) }
        return .moved(move)
    }

    /// The change a move made, for callers that only want it; a refusal is an error for them.
    private func change(of outcome: HistoryMoveOutcome) throws -> TaskChange? {
        switch outcome {
        case .moved(let move): return move.change
        case .nothing: return nil
        case .refused(let refusal): throw HistoryRefused(refusal: refusal)
        }
    }

    public func takeStorageNews(catchingUp: Bool) throws -> CommitReport {
        if catchingUp { news.add(CommitReport(external: try service.repository.refresh())) }
        return news.take()
    }

    public var writeCount: Int { writes.count }

    public func tasksWritten(since count: Int) throws -> [(id: TaskID, task: Task?)]? {
        guard let ids = writes.ids(since: count) else { return nil }
        let stored = ids.isEmpty ? [:] : try service.repository.tasks(withIDs: Set(ids))
        return ids.map { (id: $0, task: stored[$0]) }
    }

    /// Changes are recorded in the shared history by the repository they are written
    /// through; here, the one place every change passes, the tasks they touched are noted
    /// for scenes that were covered meanwhile.
    private func recorded(_ change: TaskChange) -> TaskChange {
        writes.note(change.ids)
        return change
    }
}

/// A refused undo, for callers of `undo()` that expect only a change.
struct HistoryRefused: Error, Equatable {
    let refusal: HistoryRefusal
}

/// Collects the reports of writes until the scenes ask for them.
private final class NewsCollector {
    private var pending = CommitReport()

    func add(_ report: CommitReport) {
        pending.external = pending.external.merged(with: report.external)
        pending.conflicts += report.conflicts
        pending.setAsideLocation = report.setAsideLocation ?? pending.setAsideLocation
    }

    func take() -> CommitReport {
        defer { pending = CommitReport() }
        return pending
    }
}
