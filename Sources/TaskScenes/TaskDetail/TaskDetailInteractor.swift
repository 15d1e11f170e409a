import TaskDomain
import TaskWording

/// Task Detail's business logic: which task is shown, moving along the list's order, and
/// the changes made from here (all through the shared worker, so they can be undone).
final class TaskDetailInteractor: TaskDetailBusinessLogic, TaskDetailDataStore {
    private let presenter: TaskDetailPresentationLogic
    private let worker: TaskWorking

    var taskIDs: [TaskID] = []
    var currentTaskID: TaskID?
    private(set) var deletion: TaskChange?
    /// A change made in the editor opened from here, said once when the detail shows again.
    private var announcement: TaskChange?
    /// Every task as last read, by ID.
    private var tasksByID: [TaskID: Task] = [:]
    private var width = 80

    init(presenter: TaskDetailPresentationLogic, worker: TaskWorking) {
        self.presenter = presenter
        self.worker = worker
    }

    // MARK: - Data store

    var currentTask: Task? { currentTaskID.flatMap { tasksByID[$0] } }

    func selectTask(id: TaskID) {
        currentTaskID = id
    }

    func announce(_ change: TaskChange) {
        announcement = change
    }

    // MARK: - Business logic

    func showTask(request: TaskDetail.ShowTask.Request) {
        width = max(1, request.width)
        if reload() { presentTask() }
        if let change = announcement {
            announcement = nil
            presenter.presentStatus(response: .init(kind: .done(change)))
        }
    }

    /// Moves to the nearest task in the list's order that still exists.
    func moveToTask(request: TaskDetail.MoveToTask.Request) {
        let current = currentTaskID.flatMap { taskIDs.firstIndex(of: $0) }
        // Scanned lazily from the current position: usually the neighbour exists.
        let candidates = request.forward
            ? stride(from: (current ?? -1) + 1, to: taskIDs.count, by: 1)
            : stride(from: (current ?? taskIDs.count) - 1, to: -1, by: -1)
        guard let index = candidates.first(where: { tasksByID[taskIDs[$0]] != nil }) else {
            presenter.presentStatus(response: .init(kind: request.forward ? .lastTask : .firstTask))
            return
        }
        currentTaskID = taskIDs[index]
        presentTask()
    }

    func toggleTask(request: TaskDetail.ToggleTask.Request) {
        guard let task = currentTask else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        let action = task.isCompleted ? "reopen '\(task.title)'" : "complete '\(task.title)'"
        do {
            let change = try worker.toggleCompletion(ids: [task.id])
            if reload() { presentTask() }
            presenter.presentStatus(response: .init(kind: .done(change)))
        } catch {
            presenter.presentStatus(response: .init(kind: .failure(action: action, reason: ErrorMessage.text(error))))
        }
    }

    func deleteTask(request: TaskDetail.DeleteTask.Request) {
        let title = tasksByID[request.id]?.title ?? request.id.shortForm
        do {
            let change = try worker.delete(ids: [request.id])
            deletion = change
            _ = reload()
            presenter.presentDeleteTask(response: .init(change: change))
        } catch {
            presenter.presentStatus(response: .init(kind: .failure(action: "delete '\(title)'", reason: ErrorMessage.text(error))))
        }
    }

    func undo(request: TaskDetail.Undo.Request) {
        do {
            guard let change = try worker.undo() else {
                presenter.presentStatus(response: .init(kind: .nothingToUndo))
                return
            }
            showChanged(change)
            presenter.presentStatus(response: .init(kind: .undone(change)))
        } catch {
            presenter.presentStatus(response: .init(kind: .failure(action: "undo", reason: ErrorMessage.text(error))))
        }
    }

    func redo(request: TaskDetail.Redo.Request) {
        do {
            guard let change = try worker.redo() else {
                presenter.presentStatus(response: .init(kind: .nothingToRedo))
                return
            }
            showChanged(change)
            presenter.presentStatus(response: .init(kind: .redone(change)))
        } catch {
            presenter.presentStatus(response: .init(kind: .failure(action: "redo", reason: ErrorMessage.text(error))))
        }
    }

    // MARK: - Helpers

    /// After an undo or redo: reads storage again and shows the task that changed when it
    /// is one of the list's (so the person sees what was undone), else the current one.
    private func showChanged(_ change: TaskChange) {
        guard reload() else { return }
        if let id = change.ids.first(where: { taskIDs.contains($0) && tasksByID[$0] != nil }) {
            currentTaskID = id
        }
        presentTask()
    }

    /// Reads every task; on failure says so and returns false.
    private func reload() -> Bool {
        do {
            let tasks = try worker.allTasks()
            tasksByID = Dictionary(tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            return true
        } catch {
            presenter.presentShowTaskFailure(response: .init(kind: .failure(action: "read the tasks",
                                                                            reason: ErrorMessage.text(error))))
            return false
        }
    }

    func refreshTask(request: TaskDetail.RefreshTask.Request) {
        let news = request.news
        guard !news.external.isEmpty || !news.conflicts.isEmpty else { return }
        for task in news.external.changed { tasksByID[task.id] = task }
        for id in news.external.removed { tasksByID[id] = nil }
        for conflict in news.conflicts { tasksByID[conflict.id] = conflict.kept }
        presentTask()
        presenter.presentStatus(response: .init(kind: .reloaded(changedOutside: news.external.count,
                                                                conflicts: news.conflicts,
                                                                setAsideLocation: news.setAsideLocation)))
    }

    private func presentTask() {
        presenter.presentTask(response: .init(
            task: currentTask,
            index: currentTaskID.flatMap { taskIDs.firstIndex(of: $0) },
            count: taskIDs.count,
            width: width))
    }
}
