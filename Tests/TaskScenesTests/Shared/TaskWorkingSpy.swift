import TaskDomain
import TaskTestSupport
@testable import TaskScenes

/// A `TaskWorking` that records every call and otherwise behaves like the real worker
/// over an in-memory repository (so undo and redo really work).
final class TaskWorkingSpy: TaskWorking {
    let repository: FailingTaskRepository
    private let real: TaskWorker

    private(set) var allTasksCallCount = 0
    private(set) var addCalls: [TaskDraft] = []
    private(set) var editCalls: [([TaskID], TaskEdit)] = []
    private(set) var toggleCalls: [[TaskID]] = []
    private(set) var deleteCalls: [[TaskID]] = []
    private(set) var deleteWithSubtasksCalls: [([TaskID], SubtaskDisposal)] = []
    private(set) var undoCallCount = 0
    private(set) var redoCallCount = 0
    /// When set, the next change throws this instead of writing.
    var failNextChange: (any Error)?
    /// When set, the next undo or redo answers this instead of stepping (a step another
    /// process made, a refusal).
    var nextHistoryOutcome: HistoryMoveOutcome?

    /// A spy over `tasks`, `Seeds.all` by default.
    init(tasks: [Task]? = nil, clock: any Clock = Seeds.clock, isReadOnly: Bool = false,
         unshownFiles: [String] = []) throws {
        repository = FailingTaskRepository(tasks: try tasks ?? Seeds.all)
        real = TaskWorker(service: TaskService(repository: repository, clock: clock), storeName: "tasks.json",
                          isReadOnly: isReadOnly, unshownFiles: unshownFiles)
    }

    var storeName: String { real.storeName }
    var isReadOnly: Bool { real.isReadOnly }
    var unshownFiles: [String] { real.unshownFiles }
    func takeStorageNews(catchingUp: Bool) throws -> CommitReport { try real.takeStorageNews(catchingUp: catchingUp) }
    var clock: any Clock { real.clock }

    func allTasks() throws -> [Task] {
        allTasksCallCount += 1
        return try real.allTasks()
    }

    func add(_ draft: TaskDraft) throws -> TaskChange {
        addCalls.append(draft)
        try failIfAsked()
        return try real.add(draft)
    }

    func edit(_ ids: [TaskID], _ edit: TaskEdit) throws -> TaskChange {
        editCalls.append((ids, edit))
        try failIfAsked()
        return try real.edit(ids, edit)
    }

    func toggleCompletion(ids: [TaskID]) throws -> TaskChange {
        toggleCalls.append(ids)
        try failIfAsked()
        return try real.toggleCompletion(ids: ids)
    }

    private(set) var completeCalls: [([TaskID], withSubtasks: Bool)] = []

    func complete(ids: [TaskID], withSubtasks: Bool) throws -> TaskChange {
        completeCalls.append((ids, withSubtasks))
        try failIfAsked()
        return try real.complete(ids: ids, withSubtasks: withSubtasks)
    }

    func openSubtasks(of ids: [TaskID]) throws -> [TaskID] { try real.openSubtasks(of: ids) }

    private(set) var outdentCalls: [[TaskID]] = []

    func outdent(ids: [TaskID]) throws -> TaskChange {
        outdentCalls.append(ids)
        try failIfAsked()
        return try real.outdent(ids: ids)
    }

    private(set) var startCalls: [([TaskID], severalAtOnce: Bool)] = []

    func start(ids: [TaskID], severalAtOnce: Bool) throws -> TaskChange {
        startCalls.append((ids, severalAtOnce))
        try failIfAsked()
        return try real.start(ids: ids, severalAtOnce: severalAtOnce)
    }

    private(set) var stopCalls: [[TaskID]] = []

    func stop(ids: [TaskID]) throws -> TaskChange {
        stopCalls.append(ids)
        try failIfAsked()
        return try real.stop(ids: ids)
    }

    private(set) var annotateCalls: [(ids: [TaskID], text: String)] = []

    func annotate(_ ids: [TaskID], text: String) throws -> TaskChange {
        annotateCalls.append((ids, text))
        try failIfAsked()
        return try real.annotate(ids, text: text)
    }

    private(set) var skipCalls: [[TaskID]] = []

    func skipOccurrence(ids: [TaskID]) throws -> TaskChange {
        skipCalls.append(ids)
        try failIfAsked()
        return try real.skipOccurrence(ids: ids)
    }

    func delete(ids: [TaskID]) throws -> TaskChange {
        deleteCalls.append(ids)
        try failIfAsked()
        return try real.delete(ids: ids)
    }

    func delete(ids: [TaskID], subtasks: SubtaskDisposal) throws -> TaskChange {
        deleteWithSubtasksCalls.append((ids, subtasks))
        try failIfAsked()
        return try real.delete(ids: ids, subtasks: subtasks)
    }

    func undo() throws -> TaskChange? {
        undoCallCount += 1
        try failIfAsked()
        return try real.undo()
    }

    func redo() throws -> TaskChange? {
        redoCallCount += 1
        try failIfAsked()
        return try real.redo()
    }

    func moveInHistory(back: Bool) throws -> HistoryMoveOutcome {
        if back { undoCallCount += 1 } else { redoCallCount += 1 }
        try failIfAsked()
        if let outcome = nextHistoryOutcome {
            nextHistoryOutcome = nil
            return outcome
        }
        return try real.moveInHistory(back: back)
    }

    private func failIfAsked() throws {
        if let error = failNextChange {
            failNextChange = nil
            throw error
        }
    }
}
