import TaskDomain
import TaskTestSupport
@testable import TaskScenes

/// The one `TaskWorking` double of the scene tests over a real worker: it records every
/// call, in order and with its arguments, in one typed log (`calls`), and otherwise behaves
/// like the real worker over an in-memory repository (so undo and redo really work). Reads
/// and changes can be made to fail.
final class TaskWorkingSpy: TaskWorking {
    /// A call the spy took, with what it was asked.
    enum Call: Equatable {
        case allTasks
        case add(TaskDraft)
        case edit([TaskID], TaskEdit)
        case toggle([TaskID])
        case complete([TaskID], withSubtasks: Bool)
        case openSubtasks([TaskID])
        case outdent([TaskID])
        case start([TaskID], severalAtOnce: Bool)
        case stop([TaskID])
        case annotate([TaskID], text: String)
        case skip([TaskID])
        case delete([TaskID])
        case deleteWithSubtasks([TaskID], SubtaskDisposal)
        /// `undo()`, or `moveInHistory(back: true)`.
        case undo
        /// `redo()`, or `moveInHistory(back: false)`.
        case redo
    }

    let repository: FailingTaskRepository
    private let real: TaskWorker

    /// Every call, in the order it came.
    private(set) var calls: [Call] = []
    /// When set, the next change throws this instead of writing.
    var failNextChange: (any Error)?
    /// When set, every change throws this instead of writing (a full disk).
    var saveError: (any Error)?
    /// When set, every `allTasks()` throws this (the file became unreadable).
    var allTasksError: (any Error)?
    /// Every `allTasks()` throws `Fixtures.TestError` (the file became unreadable).
    var failReads: Bool {
        get { allTasksError != nil }
        set { allTasksError = newValue ? Fixtures.TestError() : nil }
    }
    /// When set, the next undo or redo answers this instead of stepping (a step another
    /// process made, a refusal).
    var nextHistoryOutcome: HistoryMoveOutcome?

    /// A spy over `tasks`, `Fixtures.Samples.all` by default.
    init(tasks: [Task]? = nil, clock: any Clock = Fixtures.Samples.clock, isReadOnly: Bool = false,
         unshownFiles: [String] = []) throws {
        repository = FailingTaskRepository(tasks: try tasks ?? Fixtures.Samples.all)
        real = TaskWorker(service: TaskService(repository: repository, clock: clock), storeName: "tasks.json",
                          isReadOnly: isReadOnly, unshownFiles: unshownFiles)
    }

    /// A spy over `tasks` on `Fixtures.clock`, and its repository (to fail writes).
    static func over(_ tasks: [Task]) -> (TaskWorkingSpy, FailingTaskRepository) {
        // swiftlint:disable:next force_try
        let spy = try! TaskWorkingSpy(tasks: tasks, clock: Fixtures.clock)
        return (spy, spy.repository)
    }

    /// A spy over `tasks` (none by default) on `clock`, `Fixtures.Samples.clock` by default: what the
    /// editor's tests start from.
    static func editing(_ tasks: [Task] = [], clock: any Clock = Fixtures.Samples.clock) -> TaskWorkingSpy {
        // swiftlint:disable:next force_try
        try! TaskWorkingSpy(tasks: tasks, clock: clock)
    }

    var storeName: String { real.storeName }
    var isReadOnly: Bool { real.isReadOnly }
    var unshownFiles: [String] { real.unshownFiles }
    func takeStorageNews(catchingUp: Bool) throws -> CommitReport { try real.takeStorageNews(catchingUp: catchingUp) }
    var clock: any Clock { real.clock }

    func allTasks() throws -> [Task] {
        calls.append(.allTasks)
        if let allTasksError { throw allTasksError }
        return try real.allTasks()
    }

    /// Fails like `allTasks()` while reads are made to fail; not a call of the log (a
    /// lookup, not a read of the store).
    func tasks(withIDs ids: Set<TaskID>) throws -> [TaskID: Task] {
        if let allTasksError { throw allTasksError }
        return try real.tasks(withIDs: ids)
    }

    var writeCount: Int { real.writeCount }

    /// Reads storage too: fails like `allTasks()` while reads are made to fail.
    func tasksWritten(since count: Int) throws -> [(id: TaskID, task: Task?)]? {
        if let allTasksError { throw allTasksError }
        return try real.tasksWritten(since: count)
    }

    func add(_ draft: TaskDraft) throws -> TaskChange {
        try record(.add(draft))
        return try real.add(draft)
    }

    func edit(_ ids: [TaskID], _ edit: TaskEdit) throws -> TaskChange {
        try record(.edit(ids, edit))
        return try real.edit(ids, edit)
    }

    func toggleCompletion(ids: [TaskID]) throws -> TaskChange {
        try record(.toggle(ids))
        return try real.toggleCompletion(ids: ids)
    }

    func complete(ids: [TaskID], withSubtasks: Bool) throws -> TaskChange {
        try record(.complete(ids, withSubtasks: withSubtasks))
        return try real.complete(ids: ids, withSubtasks: withSubtasks)
    }

    func openSubtasks(of ids: [TaskID]) throws -> [TaskID] {
        calls.append(.openSubtasks(ids))
        return try real.openSubtasks(of: ids)
    }

    func outdent(ids: [TaskID]) throws -> TaskChange {
        try record(.outdent(ids))
        return try real.outdent(ids: ids)
    }

    func start(ids: [TaskID], severalAtOnce: Bool) throws -> TaskChange {
        try record(.start(ids, severalAtOnce: severalAtOnce))
        return try real.start(ids: ids, severalAtOnce: severalAtOnce)
    }

    func stop(ids: [TaskID]) throws -> TaskChange {
        try record(.stop(ids))
        return try real.stop(ids: ids)
    }

    func annotate(_ ids: [TaskID], text: String) throws -> TaskChange {
        try record(.annotate(ids, text: text))
        return try real.annotate(ids, text: text)
    }

    func skipOccurrence(ids: [TaskID]) throws -> TaskChange {
        try record(.skip(ids))
        return try real.skipOccurrence(ids: ids)
    }

    func delete(ids: [TaskID]) throws -> TaskChange {
        try record(.delete(ids))
        return try real.delete(ids: ids)
    }

    func delete(ids: [TaskID], subtasks: SubtaskDisposal) throws -> TaskChange {
        try record(.deleteWithSubtasks(ids, subtasks))
        return try real.delete(ids: ids, subtasks: subtasks)
    }

    func undo() throws -> TaskChange? {
        try record(.undo)
        return try real.undo()
    }

    func redo() throws -> TaskChange? {
        try record(.redo)
        return try real.redo()
    }

    func moveInHistory(back: Bool) throws -> HistoryMoveOutcome {
        try record(back ? .undo : .redo)
        if let outcome = nextHistoryOutcome {
            nextHistoryOutcome = nil
            return outcome
        }
        return try real.moveInHistory(back: back)
    }

    /// Logs `call`, then throws `failNextChange` once when it is set.
    private func record(_ call: Call) throws {
        calls.append(call)
        if let saveError { throw saveError }
        if let error = failNextChange {
            failNextChange = nil
            throw error
        }
    }
}

/// The per-call views of the log the tests were written against; each is the log, filtered.
extension TaskWorkingSpy {
    var allTasksCallCount: Int { calls.filter { $0 == .allTasks }.count }
    var undoCallCount: Int { calls.filter { $0 == .undo }.count }
    var redoCallCount: Int { calls.filter { $0 == .redo }.count }
    var addCalls: [TaskDraft] { calls.compactMap { if case .add(let draft) = $0 { draft } else { nil } } }
    var addDrafts: [TaskDraft] { addCalls }
    var editCalls: [(ids: [TaskID], edit: TaskEdit)] { calls.compactMap { if case .edit(let ids, let edit) = $0 { (ids, edit) } else { nil } } }
    var toggleCalls: [[TaskID]] { calls.compactMap { if case .toggle(let ids) = $0 { ids } else { nil } } }
    var deleteCalls: [[TaskID]] { calls.compactMap { if case .delete(let ids) = $0 { ids } else { nil } } }
    var deleteWithSubtasksCalls: [([TaskID], SubtaskDisposal)] {
        calls.compactMap { if case .deleteWithSubtasks(let ids, let disposal) = $0 { (ids, disposal) } else { nil } }
    }
    var completeCalls: [([TaskID], withSubtasks: Bool)] {
        calls.compactMap { if case .complete(let ids, let with) = $0 { (ids, with) } else { nil } }
    }
    var outdentCalls: [[TaskID]] { calls.compactMap { if case .outdent(let ids) = $0 { ids } else { nil } } }
    var startCalls: [([TaskID], severalAtOnce: Bool)] {
        calls.compactMap { if case .start(let ids, let several) = $0 { (ids, several) } else { nil } }
    }
    var stopCalls: [[TaskID]] { calls.compactMap { if case .stop(let ids) = $0 { ids } else { nil } } }
    var annotateCalls: [(ids: [TaskID], text: String)] {
        calls.compactMap { if case .annotate(let ids, let text) = $0 { (ids, text) } else { nil } }
    }
    var skipCalls: [[TaskID]] { calls.compactMap { if case .skip(let ids) = $0 { ids } else { nil } } }
}
