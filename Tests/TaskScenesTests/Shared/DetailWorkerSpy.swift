import TaskDomain
import TaskTestSupport
@testable import TaskScenes

/// A `TaskWorking` that records every call and passes it to a real `TaskWorker`; reads can
/// be made to fail.
final class DetailWorkerSpy: TaskWorking {
    private let real: TaskWorker
    private(set) var calls: [String] = []
    var failReads = false

    init(_ real: TaskWorker) { self.real = real }

    /// A spy over a real worker on `tasks` in memory, and the repository (to fail writes).
    static func over(_ tasks: [Task]) -> (DetailWorkerSpy, FailingTaskRepository) {
        let repository = FailingTaskRepository(tasks: tasks)
        let worker = TaskWorker(service: TaskService(repository: repository, clock: Fixtures.clock), storeName: "tasks.json")
        return (DetailWorkerSpy(worker), repository)
    }

    var storeName: String { real.storeName }
    var isReadOnly: Bool { real.isReadOnly }
    var unshownFiles: [String] { real.unshownFiles }
    func takeStorageNews(catchingUp: Bool) throws -> CommitReport { try real.takeStorageNews(catchingUp: catchingUp) }
    var clock: any Clock { real.clock }

    func allTasks() throws -> [Task] {
        calls.append("allTasks")
        if failReads { throw Fixtures.TestError() }
        return try real.allTasks()
    }

    func add(_ draft: TaskDraft) throws -> TaskChange {
        calls.append("add")
        return try real.add(draft)
    }

    func edit(_ ids: [TaskID], _ edit: TaskEdit) throws -> TaskChange {
        calls.append("edit")
        return try real.edit(ids, edit)
    }

    func toggleCompletion(ids: [TaskID]) throws -> TaskChange {
        calls.append("toggle")
        return try real.toggleCompletion(ids: ids)
    }

    func complete(ids: [TaskID], withSubtasks: Bool) throws -> TaskChange {
        calls.append(withSubtasks ? "complete with subtasks" : "complete")
        return try real.complete(ids: ids, withSubtasks: withSubtasks)
    }

    func openSubtasks(of ids: [TaskID]) throws -> [TaskID] {
        calls.append("openSubtasks")
        return try real.openSubtasks(of: ids)
    }

    func outdent(ids: [TaskID]) throws -> TaskChange {
        calls.append("outdent")
        return try real.outdent(ids: ids)
    }

    func start(ids: [TaskID], severalAtOnce: Bool) throws -> TaskChange {
        calls.append("start")
        return try real.start(ids: ids, severalAtOnce: severalAtOnce)
    }

    func stop(ids: [TaskID]) throws -> TaskChange {
        calls.append("stop")
        return try real.stop(ids: ids)
    }

    func annotate(_ ids: [TaskID], text: String) throws -> TaskChange {
        calls.append("annotate")
        return try real.annotate(ids, text: text)
    }

    func skipOccurrence(ids: [TaskID]) throws -> TaskChange {
        calls.append("skip")
        return try real.skipOccurrence(ids: ids)
    }

    func delete(ids: [TaskID]) throws -> TaskChange {
        calls.append("delete")
        return try real.delete(ids: ids)
    }

    func delete(ids: [TaskID], subtasks: SubtaskDisposal) throws -> TaskChange {
        calls.append("delete \(subtasks.rawValue)")
        return try real.delete(ids: ids, subtasks: subtasks)
    }

    func undo() throws -> TaskChange? {
        calls.append("undo")
        return try real.undo()
    }

    func redo() throws -> TaskChange? {
        calls.append("redo")
        return try real.redo()
    }
}
