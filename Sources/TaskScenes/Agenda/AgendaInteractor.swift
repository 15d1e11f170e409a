import TaskDomain

/// The Agenda's business logic: which day is chosen, which task is selected, and the
/// changes made from here (all through the shared worker, so `u` undoes them). The tasks
/// are grouped by day once (`AgendaIndex`) and kept by each change, so a keystroke reads
/// only the days shown.
final class AgendaInteractor: AgendaBusinessLogic, AgendaDataStore {
    private let presenter: AgendaPresentationLogic
    private let worker: TaskWorking
    /// Whether starting a task leaves another one running (`PlanSettings.severalActive`).
    private let severalActive: Bool

    private var index: AgendaIndex?
    /// The chosen day: the first day shown (nil until the first read: today then).
    private(set) var start: CalendarDay?
    private var layout = Agenda.ShowAgenda.Request(width: 80, following: 7, sectionLimit: 20, reload: false)
    /// The calendar's first day of the week, read with the tasks.
    private var firstWeekday = 2
    /// The selected task and why it is on its day: kept across changes and day moves.
    private var selection: (id: TaskID, reason: Agenda.Reason)?
    /// What was shown last, read in order.
    private var items: [Agenda.Item] = []
    private var selectedIndex: Int?
    /// What the answer to the question being asked does (nil: none is asked).
    private var onAnswer: ((ConfirmAnswer) -> Void)?

    /// The active context: the agenda shows only the tasks it keeps.
    private let contexts: ContextChoice

    init(presenter: AgendaPresentationLogic, worker: TaskWorking, severalActive: Bool, contexts: ContextChoice) {
        self.contexts = contexts
        self.presenter = presenter
        self.worker = worker
        self.severalActive = severalActive
    }

    // MARK: - Data store

    var visibleOrder: TaskOrder {
        var seen: Set<TaskID> = []
        return TaskOrder(items.map(\.task.id).filter { seen.insert($0).inserted })
    }

    var selectedTaskID: TaskID? { selectedItem?.task.id }

    private var selectedItem: Agenda.Item? { selectedIndex.map { items[$0] } }

    // MARK: - Business logic

    /// `reload`: read storage (on appearing: another scene may have changed tasks); else
    /// only lay out again (a resize).
    func showAgenda(request: Agenda.ShowAgenda.Request) {
        layout = request
        if request.reload || index == nil { reload() }
        present()
    }

    /// Reads every task and groups them by day; on failure says so and keeps what was shown.
    private func reload() {
        do {
            let today = worker.clock.today
            let tasks = try worker.allTasks()
            index = AgendaIndex(tasks: tasks, today: today, keeps: contexts.active.map { context in
                // The links of the tasks as read: a change's blocked state is not followed here.
                let (now, links) = (LocalNow(clock: worker.clock), TaskLinks(tasks))
                return { context.filter.matches($0, at: now, links: links) }
            })
            firstWeekday = worker.clock.calendar.firstWeekday
            if start == nil { start = today }
        } catch {
            presenter.presentShowAgendaFailure(response: .init(error: SceneError(error)))
        }
    }

    func moveSelection(request: Agenda.MoveSelection.Request) {
        guard let current = selectedIndex else { return }
        let next = current + (request.forward ? 1 : -1)
        guard items.indices.contains(next) else { return }
        select(items[next])
        present()
    }

    func changeDay(request: Agenda.ChangeDay.Request) {
        guard let index, let start else { return }
        switch request.step {
        case .days(let days): self.start = start.checkedAdding(days: days) ?? start
        case .months(let months): self.start = start.checkedAdding(months: months) ?? start
        case .today: self.start = index.today
        }
        present(preferringDay: self.start)
    }

    func openTask(request: Agenda.OpenTask.Request) {
        guard selectedItem != nil else { return say(.noTaskSelected) }
        presenter.presentOpenTask(response: .init(destination: request.destination))
    }

    func completeTask(request: Agenda.CompleteTask.Request) {
        guard let task = selectedItem?.task else { return say(.noTaskSelected) }
        let open = task.isCompleted ? 0 : (try? worker.openSubtasks(of: [task.id]).count) ?? 0
        guard open == 0 else {
            // Completing a parent whose subtasks are open asks first, as the list and the detail do.
            onAnswer = { [weak self, worker] answer in
                guard answer != .no else { return }
                self?.perform(.complete(title: task.title)) { try worker.complete(ids: [task.id], withSubtasks: answer == .yes) }
            }
            presenter.presentQuestion(response: .init(question: .completeParent(titled: task.title, count: 1, openSubtasks: open)))
            return
        }
        perform(.complete(title: task.title)) { try worker.toggleCompletion(ids: [task.id]) }
    }

    func answerQuestion(request: Agenda.AnswerQuestion.Request) {
        let then = onAnswer
        onAnswer = nil
        then?(request.answer)
    }

    func startStop(request: Agenda.StartStop.Request) {
        guard let task = selectedItem?.task else { return say(.noTaskSelected) }
        do {
            let change = task.isActive ? try worker.stop(ids: [task.id])
                : try worker.start(ids: [task.id], severalAtOnce: severalActive)
            apply(change)
            say(.change(.made(change)))
        } catch {
            say(.startFailed(title: task.title, stopping: task.isActive, SceneError(error)))
        }
    }

    func moveDate(request: Agenda.MoveDate.Request) {
        guard let item = selectedItem else { return say(.noTaskSelected) }
        let date = item.date.adding(days: request.days)
        let edit: TaskEdit = switch item.reason {
        case .due: TaskEdit(due: .set(date))
        case .scheduled: TaskEdit(scheduled: .set(date))
        case .back: TaskEdit(wait: .set(date))
        }
        do {
            let change = try worker.edit([item.task.id], edit)
            apply(change)
            say(.moved(change, reason: item.reason, to: date.day))
        } catch {
            say(.change(.failed(.move(title: item.task.title), SceneError(error))))
        }
    }

    func undo(request: Agenda.Undo.Request) { stepHistory(back: true) }

    func redo(request: Agenda.Redo.Request) { stepHistory(back: false) }

    func refreshAgenda(request: Agenda.RefreshAgenda.Request) {
        guard let reload = StorageReload(request.news), let index else { return }
        index.apply(request.news.updates)
        present()
        say(.reloaded(reload))
    }

    func checkDay(request: Agenda.CheckDay.Request) {
        guard let index else { return }
        let today = worker.clock.today
        guard today != index.today else { return }
        if start == index.today { start = today }
        index.moveToday(to: today)
        present()
    }

    // MARK: - Helpers

    private func say(_ kind: Agenda.Status.Response.Kind) {
        presenter.presentStatus(response: .init(kind: kind))
    }

    /// Makes a change through the worker and shows it, or says why it failed.
    private func perform(_ attempt: ChangeAttempt, _ write: () throws -> TaskChange) {
        do {
            let change = try write()
            apply(change)
            say(.change(.made(change)))
        } catch {
            say(.change(.failed(attempt, SceneError(error))))
        }
    }

    /// The days as they are after `change`, the selection on the same task where it still shows.
    private func apply(_ change: TaskChange) {
        index?.apply(change)
        present()
    }

    /// Undo or redo; the selection moves to the task that changed when it is shown.
    private func stepHistory(back: Bool) {
        let (outcome, written) = worker.stepHistory(back: back)
        if let written {
            index?.apply(written)
            if let id = written.ids.first, let reason = selection?.reason { selection = (id, reason) }
            present()
        }
        say(.change(outcome))
    }

    private func select(_ item: Agenda.Item) {
        selection = (item.task.id, item.reason)
    }

    /// Gathers the days from the chosen one, keeps the selection on its task when it is
    /// still shown (else on the first task of `preferringDay`, else the nearest place), and
    /// hands them to the presenter.
    private func present(preferringDay: CalendarDay? = nil) {
        guard let index, let start else { return }
        let limit = max(1, layout.sectionLimit)
        var sections: [Agenda.Section] = []
        if start == index.today {
            let overdue = index.overdue(limit: limit)
            if overdue.total > 0 { sections.append(.init(kind: .overdue, items: overdue.items, total: overdue.total)) }
        }
        for offset in 0...max(0, layout.following) {
            guard let day = start.checkedAdding(days: offset) else { break }
            let (items, total) = index.items(on: day, limit: limit)
            sections.append(.init(kind: .day(day), items: items, total: total))
        }
        let previous = selectedIndex
        items = sections.flatMap(\.items)
        selectedIndex = place(of: selection, previous: previous, preferring: preferringDay, in: sections)
        if let selectedIndex { select(items[selectedIndex]) }
        presenter.presentAgenda(response: .init(
            storeName: worker.storeName, today: index.today, start: start, sections: sections, selected: selectedIndex,
            month: monthCounts(of: start, in: index), width: layout.width, context: contexts.active?.name))
    }

    private func place(of selection: (id: TaskID, reason: Agenda.Reason)?, previous: Int?,
                       preferring day: CalendarDay?, in sections: [Agenda.Section]) -> Int? {
        guard !items.isEmpty else { return nil }
        if let day {
            // A day move starts on the chosen day's first task, unless the selected one is still in view.
            if let selection, let same = items.firstIndex(where: { $0.task.id == selection.id && $0.reason == selection.reason }) {
                return same
            }
            var offset = 0
            for section in sections {
                if section.kind == .day(day), !section.items.isEmpty { return offset }
                offset += section.items.count
            }
            return 0
        }
        if let selection {
            if let same = items.firstIndex(where: { $0.task.id == selection.id && $0.reason == selection.reason })
                ?? items.firstIndex(where: { $0.task.id == selection.id }) {
                return same
            }
        }
        return min(previous ?? 0, items.count - 1)
    }

    /// The count of items on each day of `day`'s month.
    private func monthCounts(of day: CalendarDay, in index: AgendaIndex) -> Agenda.MonthCounts {
        let first = CalendarDay(year: day.year, month: day.month, day: 1) ?? day
        let counts = (0..<day.endOfMonth.day).map { index.count(on: first.adding(days: $0)) }
        return .init(year: day.year, month: day.month, counts: counts, firstWeekday: firstWeekday)
    }
}
