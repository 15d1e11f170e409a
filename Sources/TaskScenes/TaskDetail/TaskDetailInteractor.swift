import Foundation
import TaskDomain

/// Task Detail's business logic: which task is shown, moving along the list's order, and
/// the changes made from here (all through the shared worker, so they can be undone).
final class TaskDetailInteractor: TaskDetailBusinessLogic, TaskDetailDataStore {
    private let presenter: TaskDetailPresentationLogic
    private let worker: TaskWorking
    /// Opens notes in the person's editor (`E`).
    private let notesEditor: NotesEditing?
    /// The urgency coefficients and whether several tasks may run at once.
    private let plan: PlanSettings

    var order: TaskOrder = []
    /// Where the shown task was last found in `order`: the list's order is read as it is now,
    /// so news (a task done elsewhere, a wait that came) can take the shown task out of it;
    /// next and previous then go on from the place it had, not from an end.
    private var lastPlace: Int?
    var currentTaskID: TaskID?
    private(set) var deletion: TaskChange?
    /// A change made in the editor opened from here, said once when the detail shows again.
    private var announcement: TaskChange?
    /// Who is whose subtask, from the last pass over every task; each task itself is read
    /// by ID (`task(_:)`): no copy of every task is kept (at a million tasks, a dictionary
    /// of them all took seconds to make on each open and each change).
    private var tasks = SubtaskIndex([], stored: { _ in nil })
    /// Who waits for whom, from the same pass.
    private var links = TaskLinks.none
    /// The tasks read by ID since that pass, as read then (nil: not stored), and the news
    /// taken in: a key acts on a task as it was shown, even when another program changed
    /// it since (its news shows the change first).
    private var readTasks: [TaskID: Task?] = [:]
    private var width = 80
    /// The minute (since 1970) the shown task was last presented at: its words about time
    /// are in minutes, so a new minute is the only reason to say them again.
    private var presentedMinute: Int?

    init(presenter: TaskDetailPresentationLogic, worker: TaskWorking, notesEditor: NotesEditing? = nil,
         plan: PlanSettings) {
        self.presenter = presenter
        self.worker = worker
        self.notesEditor = notesEditor
        self.plan = plan
    }

    // MARK: - Data store

    var currentTask: Task? { currentTaskID.flatMap { task($0) } }

    /// The task with this ID as this scene last read it (from the store the first time; a
    /// read that fails is not kept, so the task is not taken for deleted once it works).
    private func task(_ id: TaskID) -> Task? {
        if let read = readTasks[id] { return read }
        guard let stored = try? worker.tasks(withIDs: [id]) else { return nil }
        readTasks[id] = stored[id]
        return stored[id]
    }

    /// What the answer to the question being asked does (nil: none is asked).
    private var onAnswer: ((ConfirmAnswer) -> Void)?

    /// How many subtasks, at any depth, the shown task has, and how many are open.
    private var subtaskCounts: (all: Int, open: Int) {
        guard let id = currentTaskID else { return (0, 0) }
        return (tasks.subtasks(of: [id]).count, tasks.openSubtasks(of: [id]).count)
    }

    func selectTask(id: TaskID) {
        currentTaskID = id
        lastPlace = nil
    }

    /// The place of `id` in the list's order, noted as the last place found.
    private func place(of id: TaskID?) -> Int? {
        guard let place = id.flatMap({ order.index(of: $0) }) else { return nil }
        lastPlace = place
        return place
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
            presenter.presentStatus(response: .init(kind: .change(.made(change))))
        }
    }

    /// Moves to the nearest task in the list's order that still exists.
    func moveToTask(request: TaskDetail.MoveToTask.Request) {
        let current = place(of: currentTaskID)
        // Scanned lazily from the current position: usually the neighbour exists. A shown task
        // no longer in the order left its place to the task after it.
        let next = current.map { $0 + 1 } ?? lastPlace ?? 0
        let previous = min((current ?? lastPlace ?? order.count) - 1, order.count - 1)
        let candidates = request.forward
            ? stride(from: next, to: order.count, by: 1)
            : stride(from: previous, to: -1, by: -1)
        guard let index = candidates.first(where: { order[$0].flatMap { task($0) } != nil }) else {
            presenter.presentStatus(response: .init(kind: request.forward ? .lastTask : .firstTask))
            return
        }
        (currentTaskID, lastPlace) = (order[index], index)
        presentTask()
    }

    func openTask(request: TaskDetail.OpenTask.Request) {
        guard currentTask != nil else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        presenter.presentOpenTask(response: .init(destination: request.destination))
    }

    func toggleTask(request: TaskDetail.ToggleTask.Request) {
        guard let task = currentTask else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        let open = task.isCompleted ? 0 : subtaskCounts.open
        guard open == 0 else {
            // Completing a parent whose subtasks are open asks first.
            ask(.completeParent(titled: task.title, count: 1, openSubtasks: open)) { [weak self] answer in
                guard answer != .no else { return }
                self?.complete(withSubtasks: answer == .yes)
            }
            return
        }
        change(task) { try worker.toggleCompletion(ids: [task.id]) }
    }

    /// Completes the shown task and, `withSubtasks`, its open subtasks: one undoable change.
    private func complete(withSubtasks: Bool) {
        guard let task = currentTask, !task.isCompleted else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        change(task) { try worker.complete(ids: [task.id], withSubtasks: withSubtasks) }
    }

    /// Asks `question` (the router shows it); `then` is what the answer does.
    private func ask(_ question: ConfirmQuestion, then: @escaping (ConfirmAnswer) -> Void) {
        onAnswer = then
        presenter.presentQuestion(response: .init(question: question))
    }

    func answerQuestion(request: TaskDetail.AnswerQuestion.Request) {
        let then = onAnswer
        onAnswer = nil
        then?(request.answer)
    }

    /// Completes or reopens `task` by `write` and shows the outcome.
    private func change(_ task: Task, _ write: () throws -> TaskChange) {
        let attempt: ChangeAttempt = task.isCompleted ? .reopen(title: task.title) : .complete(title: task.title)
        do {
            let change = try write()
            if reload() { presentTask() }
            presenter.presentStatus(response: .init(kind: .change(.made(change))))
        } catch {
            presenter.presentStatus(response: .init(kind: .change(.failed(attempt, SceneError(error)))))
        }
    }

    func skipOccurrence(request: TaskDetail.SkipOccurrence.Request) {
        guard let task = currentTask else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        if let refusal = task.skipRefusal {
            presenter.presentStatus(response: .init(kind: .change(.cannotSkip(title: task.title, refusal))))
            return
        }
        do {
            let change = try worker.skipOccurrence(ids: [task.id])
            let reloaded = reload()
            // Its last occurrence skipped, the task is gone: back to the list, which says so.
            if reloaded, currentTask == nil {
                deletion = change
                presenter.presentDeleteTask(response: .init(change: change))
                return
            }
            if reloaded { presentTask() }
            presenter.presentStatus(response: .init(kind: .change(.made(change))))
        } catch {
            presenter.presentStatus(response: .init(kind: .change(.failed(.skip(count: 1), SceneError(error)))))
        }
    }

    func editNotes(request: TaskDetail.EditNotes.Request) {
        guard let task = currentTask else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        let (outcome, change) = worker.editNotes(of: task, with: notesEditor)
        if change != nil, reload() { presentTask() }
        presenter.presentStatus(response: .init(kind: .notes(outcome)))
    }

    /// Asks before deleting the shown task; with subtasks, whether they go too or stay
    /// (moved up a level). Subtasks are deleted only when the question named them.
    func deleteTask(request: TaskDetail.DeleteTask.Request) {
        guard let task = currentTask else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        let id = task.id
        let subtasks = subtaskCounts.all
        let question: ConfirmQuestion = subtasks > 0 ? .deleteParent(titled: task.title, count: 1, subtasks: subtasks)
            : .deleteTask(titled: task.title)
        ask(question) { [weak self] answer in
            guard answer != .no else { return }
            self?.delete(id, subtasks: answer == .yes && subtasks > 0 ? .delete : .keep)
        }
    }

    private func delete(_ id: TaskID, subtasks: SubtaskDisposal) {
        let title = task(id)?.title
        do {
            let change = try worker.delete(ids: [id], subtasks: subtasks)
            deletion = change
            _ = reload()
            presenter.presentDeleteTask(response: .init(change: change))
        } catch {
            presenter.presentStatus(response: .init(kind: .change(.failed(.delete(title: title, count: 1), SceneError(error)))))
        }
    }

    // MARK: - Plan

    /// Stops the shown task when it runs, else starts it (the one running before stops in
    /// the same change unless several may run). A start that changes nothing found it
    /// running already (another process started it): it says so.
    func startStop(request: TaskDetail.StartStop.Request) {
        guard let task = currentTask else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        let stopping = task.isActive
        let attempt: ChangeAttempt = stopping ? .stop(title: task.title, count: 1) : .start(title: task.title, count: 1)
        do {
            let change = stopping ? try worker.stop(ids: [task.id]) : try worker.start(ids: [task.id], severalAtOnce: plan.severalActive)
            if reload() { presentTask() }
            presenter.presentStatus(response: .init(kind: change.isEmpty ? .alreadyRunning(title: task.title)
                                                        : .change(.made(change))))
        } catch {
            presenter.presentStatus(response: .init(kind: .change(.failed(attempt, SceneError(error)))))
        }
    }

    func openWaitPrompt(request: TaskDetail.WaitPrompt.OpenRequest) {
        guard let task = currentTask else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        presenter.presentWaitPrompt(response: .init(text: "", preview: WaitPreview("", for: [task], clock: worker.clock)))
    }

    func previewWait(request: TaskDetail.WaitPrompt.PreviewRequest) {
        presenter.presentWaitPrompt(response: .init(
            text: nil, preview: WaitPreview(request.text, for: currentTask.map { [$0] } ?? [], clock: worker.clock)))
    }

    /// Sets the shown task's wait to the day typed (empty: clears it): one undoable change.
    func changeWait(request: TaskDetail.ChangeWait.Request) {
        guard let task = currentTask else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        let preview = WaitPreview(request.text, for: [task], clock: worker.clock)
        guard let wait = preview.wait else {
            presenter.presentStatus(response: .init(kind: .invalidWait(request.text)))
            return
        }
        do {
            let change = try worker.edit([task.id], TaskEdit(wait: .set(wait)))
            if reload() { presentTask() }
            presenter.presentStatus(response: .init(kind: change.isEmpty ? .change(.unchanged)
                                                        : .waitChanged(change, until: wait, pastDue: preview.pastDue)))
        } catch {
            presenter.presentStatus(response: .init(kind: .change(.failed(.setWait(count: 1), SceneError(error)))))
        }
    }

    // MARK: - Annotations

    func openAnnotatePrompt(request: TaskDetail.AnnotatePrompt.OpenRequest) {
        guard currentTask != nil else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        presenter.presentAnnotatePrompt(response: .init())
    }

    /// Adds the line to the shown task, dated now: one undoable change (an empty line is refused, and said).
    func annotate(request: TaskDetail.Annotate.Request) {
        guard let task = currentTask else {
            presenter.presentStatus(response: .init(kind: .taskGone))
            return
        }
        do {
            let change = try worker.annotate([task.id], text: request.text)
            if reload() { presentTask() }
            presenter.presentStatus(response: .init(kind: .change(.made(change))))
        } catch {
            presenter.presentStatus(response: .init(kind: .change(.failed(.annotate(count: 1), SceneError(error)))))
        }
    }

    func undo(request: TaskDetail.Undo.Request) {
        stepHistory(back: true)
    }

    func redo(request: TaskDetail.Redo.Request) {
        stepHistory(back: false)
    }

    // MARK: - Helpers

    /// Undo or redo, then shows the task that changed.
    private func stepHistory(back: Bool) {
        let (outcome, written) = worker.stepHistory(back: back)
        if let written { showChanged(written) }
        presenter.presentStatus(response: .init(kind: .change(outcome)))
    }

    /// After an undo or redo: reads storage again and shows the task that changed when it
    /// is one of the list's (so the person sees what was undone), else the current one.
    private func showChanged(_ change: TaskChange) {
        guard reload() else { return }
        if let id = change.ids.first(where: { order.index(of: $0) != nil && task($0) != nil }) {
            currentTaskID = id
        }
        presentTask()
    }

    /// Reads who is whose subtask and who waits for whom, in one pass over every task; on
    /// failure says so and returns false.
    private func reload() -> Bool {
        do {
            let all = try worker.allTasks()
            readTasks = [:]
            tasks = SubtaskIndex(all) { [weak self] id in self?.task(id) }
            links = TaskLinks(all, inheritingProjects: false)  // the urgency reads a task's own project
            return true
        } catch {
            presenter.presentShowTaskFailure(response: .init(error: SceneError(error)))
            return false
        }
    }

    func refreshTask(request: TaskDetail.RefreshTask.Request) {
        guard let news = StorageReload(request.news), reload() else { return }
        for (id, task) in request.news.updates { readTasks[id] = task }
        presentTask()
        presenter.presentStatus(response: .init(kind: .reloaded(news)))
    }

    func passTime(request: TaskDetail.PassTime.Request) {
        guard currentTask != nil, Self.minute(of: worker.clock.now) != presentedMinute else { return }
        presentTask()
    }

    private static func minute(of date: Date) -> Int {
        Int((date.timeIntervalSince1970 / 60).rounded(.down))
    }

    private func presentTask() {
        let shown = currentTask
        presentedMinute = Self.minute(of: worker.clock.now)
        let subtasks = shown.map { parent in
            tasks.children(of: parent.id).compactMap { task($0) }.filter { $0.parent == parent.id && $0.id != parent.id }
                .sorted { ($0.created, $0.title) < ($1.created, $1.title) }
        } ?? []
        func open(_ ids: [TaskID]) -> [Task] {
            ids.compactMap { task($0) }.filter { !$0.isCompleted }.sorted { ($0.title, $0.created) < ($1.title, $1.created) }
        }
        presenter.presentTask(response: .init(
            task: shown,
            index: place(of: currentTaskID),
            count: order.count,
            width: width,
            parent: shown?.parent.flatMap { task($0) },
            subtasks: subtasks,
            urgency: shown.map { Urgency(coefficients: plan.urgency, now: LocalNow(clock: worker.clock), links: links).terms(of: $0) },
            waitsFor: shown.map { open(links.blockers(of: $0.id)) } ?? [],
            blocks: shown.map { open(links.waiters(of: $0.id)) } ?? []))
    }
}
