import TaskDomain

/// What the view asks of the list's changes.
protocol TaskListChangesLogic: AnyObject {
    func toggleTask(request: TaskList.ToggleTask.Request)
    func skipOccurrence(request: TaskList.SkipOccurrence.Request)
    func changePriority(request: TaskList.ChangePriority.Request)
    func deleteTask(request: TaskList.DeleteTask.Request)
    func undo(request: TaskList.Undo.Request)
    func redo(request: TaskList.Redo.Request)
    func editNotes(request: TaskList.EditNotes.Request)
}

/// The changes made from the list, through the shared worker (so each is a step on the
/// one undo stack). It decides the questions they ask (`D`, `x` on a parent) and what each
/// answer does; the router only shows them.
final class TaskListChangesInteractor: TaskListChangesLogic {
    private let state: TaskListState
    /// Opens notes in the person's editor (`E`); nil: the key says none is set up.
    private let notesEditor: NotesEditing?

    init(state: TaskListState, notesEditor: NotesEditing?) {
        self.state = state
        self.notesEditor = notesEditor
    }

    private var live: LiveTaskQuery { state.live }
    private var worker: TaskWorking { state.worker }

    func toggleTask(request: TaskList.ToggleTask.Request) {
        let ids = request.id.map { [$0] } ?? state.targetIDs
        // A click on a row's checkbox selects the row too, so what follows (a question
        // about its subtasks, the status line) names the task clicked.
        if let id = request.id, let row = state.shownPosition(of: id) { state.rows.select(row) }
        // The first target, not the selection: marked tasks may all be hidden by the filter.
        guard let first = ids.first, let task = live.task(first) else {
            state.say(.noTaskSelected)
            return
        }
        let open = live.isTree ? live.openSubtasks(of: ids) : []
        guard open.isEmpty else {
            // Completing a parent whose subtasks are open asks first.
            let question = ConfirmQuestion.completeParent(titled: shownTitle(of: ids), count: ids.count,
                                                          openSubtasks: open.count)
            state.ask(question) { [weak self] answer in
                guard answer != .no else { return }
                self?.complete(ids, withSubtasks: answer == .yes)
            }
            return
        }
        state.perform(Self.toggleAttempt(count: ids.count, first: task), keepingRow: movesOn(ids)) {
            try worker.toggleCompletion(ids: ids)
        }
    }

    /// Whether `x` or `X` on `ids` moves a repeating task on to its next date (it stays, moved).
    private func movesOn(_ ids: [TaskID]) -> Bool {
        ids.contains { id in live.task(id).map { $0.recurrence != nil && !$0.isCompleted } ?? false }
    }

    /// The tasks asked about and, `withSubtasks`, their open subtasks at any depth, toggled
    /// as `x` toggles them (the marked tasks may mix done and pending ones): one change.
    private func complete(_ asked: [TaskID], withSubtasks: Bool) {
        let ids = asked.filter { live.task($0) != nil }
        guard let first = ids.first, let task = live.task(first) else {
            state.say(.noTaskSelected)
            return
        }
        let all = ids + (withSubtasks ? live.openSubtasks(of: ids) : [])
        state.perform(Self.toggleAttempt(count: ids.count, first: task)) { try worker.toggleCompletion(ids: all) }
    }

    /// What `x` attempts on `count` tasks, the first of them `first`: the failure names it.
    private static func toggleAttempt(count: Int, first: Task) -> ChangeAttempt {
        count > 1 ? .toggle(count: count) : first.isCompleted ? .reopen(title: first.title) : .complete(title: first.title)
    }

    func skipOccurrence(request: TaskList.SkipOccurrence.Request) {
        let ids = state.targetIDs
        guard !ids.isEmpty else {
            state.say(.noTaskSelected)
            return
        }
        // None can skip: said as the no-op it is, with no write and no undo step.
        let tasks = ids.compactMap { live.task($0) }
        guard tasks.contains(where: { $0.skipRefusal == nil }) else {
            if tasks.count == 1, let refusal = tasks[0].skipRefusal {
                state.say(.change(.cannotSkip(title: tasks[0].title, refusal)))
            } else {
                state.say(.change(.cannotSkipAny(count: ids.count)))
            }
            return
        }
        state.perform(.skip(count: ids.count), keepingRow: movesOn(ids)) { try worker.skipOccurrence(ids: ids) }
    }

    func changePriority(request: TaskList.ChangePriority.Request) {
        let ids = state.targetIDs
        guard let first = ids.first, let task = live.task(first) else {
            state.say(.noTaskSelected)
            return
        }
        // Each target moves one step from its own level.
        let step = PriorityUpdate.step(up: request.raise)
        let attempt: ChangeAttempt = ids.count > 1 ? .stepPriority(raise: request.raise, count: ids.count)
            : .setPriority(step.applied(to: task.priority))
        state.perform(attempt) { try worker.edit(ids, TaskEdit(priority: step)) }
    }

    /// Asks before deleting the targets; with subtasks, whether they go too or stay (moved
    /// up a level). Subtasks are deleted only when the question named them: one that
    /// appeared from outside while it was asked is kept, moved up a level.
    func deleteTask(request: TaskList.DeleteTask.Request) {
        let ids = state.targetIDs
        guard !ids.isEmpty else {
            state.say(.noTaskSelected)
            return
        }
        let title = shownTitle(of: ids)
        let subtasks = live.subtasks(of: ids).count
        let question: ConfirmQuestion = subtasks > 0 ? .deleteParent(titled: title, count: ids.count, subtasks: subtasks)
            : title.map { .deleteTask(titled: $0) } ?? .deleteTasks(count: ids.count)
        state.ask(question) { [weak self] answer in
            guard answer != .no else { return }
            self?.delete(ids, subtasks: answer == .yes && subtasks > 0 ? .delete : .keep)
        }
    }

    private func delete(_ asked: [TaskID], subtasks: SubtaskDisposal) {
        let ids = asked.filter { live.task($0) != nil }
        guard let first = ids.first, let task = live.task(first) else {
            state.say(.noTaskSelected)
            return
        }
        state.perform(.delete(title: ids.count == 1 ? task.title : nil, count: ids.count)) {
            try worker.delete(ids: ids, subtasks: subtasks)
        }
    }

    /// The title of the one task `ids` names when it is the selected one: marked tasks may
    /// be hidden by the filter, and a question names only what the person sees.
    private func shownTitle(of ids: [TaskID]) -> String? {
        guard ids.count == 1, let task = state.selectedTask, task.id == ids[0] else { return nil }
        return task.title
    }

    func undo(request: TaskList.Undo.Request) {
        stepHistory(back: true)
    }

    func redo(request: TaskList.Redo.Request) {
        stepHistory(back: false)
    }

    /// Undo or redo: shows the tasks as storage now holds them, the changed one selected.
    private func stepHistory(back: Bool) {
        let (outcome, written) = worker.stepHistory(back: back)
        if let written { state.show(written, focusing: written.ids.first) }
        state.say(.change(outcome))
    }

    func editNotes(request: TaskList.EditNotes.Request) {
        guard let task = state.selectedTask else {
            state.say(.noTaskSelected)
            return
        }
        let (outcome, change) = worker.editNotes(of: task, with: notesEditor)
        if let change { state.show(change, focusing: task.id) }
        state.say(.changes(.notes(outcome)))
    }
}
