import TaskDomain
import TerminalCore

/// The list every concern of the Task List acts on, and the few steps they all take.
///
/// It keeps the tasks it read in a `LiveTaskQuery`: moving the selection only recomputes
/// the visible window (no storage, one screen of rows); a change, its undo, what other
/// programs changed and what the scenes shown over it wrote are applied to it by delta (no
/// re-read, re-filter or re-sort); storage is read whole only when it opens, or when it
/// shows again after more writes than the worker remembers (`showAgain`).
///
/// The concerns' interactors (`TaskListChangesInteractor`, `TaskListTreeInteractor`, …)
/// share this one object: each owns its own slice of state beside it (the search typed, a
/// prompt's Tab cycle, the question pending) and reads and moves the list through it.
final class TaskListState {
    let presenter: TaskListPresentationLogic
    let worker: TaskWorking
    /// The saved views: tabs after the built-in ones.
    let views: [SavedView]
    /// The urgency coefficients, one or several active tasks, the Next tab's length.
    let plan: PlanSettings
    /// The config's contexts and the active one, shared with the other scenes: its filter is
    /// in `query.context`, applied to every tab, view, search and count.
    let contexts: ContextChoice
    /// The declared custom fields: `/` filters by them, `s` and `:sort` sort by them.
    let fields: [FieldDeclaration]
    /// The order chosen before the Next tab (which ranks by urgency) was shown: the other
    /// tabs go back to it.
    private var sortOutsideNext: TaskSort?
    /// The order the list had before a saved view with its own sort was shown (the
    /// configured one, or what `s` chose): leaving the view gives it back, so a view's
    /// `sort = priority` does not stay behind on the tab shown after it.
    private var sortOutsideView: TaskSort?

    /// All tasks, the ones the query shows in order (every row of the tree), and the counts.
    /// Rows are read through `folded` (`shownCount`, `shownTask(at:)`, …): the folds are this
    /// scene's, and a change of the query's rows folds them again.
    private(set) var live: LiveTaskQuery {
        didSet {
            folded = FoldedRows(live: live, folds: folds)
            changedSincePresented = true
        }
    }
    /// The query's rows less those under folded parents: what the rows and selection count.
    private(set) var folded = FoldedRows() { didSet { changedSincePresented = true } }
    /// The current filter, project, tag, search and order.
    var query: TaskQuery {
        didSet {
            if live.query != query { live.setQuery(query) }
            changedSincePresented = true
        }
    }
    /// The worker's `writeCount` when `live` last had every write made through it (nil
    /// before storage was first read): the writes after it were made by scenes shown over
    /// this one.
    private var writesSeen: Int?
    /// The tab shown: its filter (or the view's) is in `query`.
    private(set) var tab: TaskList.TabChoice { didSet { changedSincePresented = true } }
    /// The filter typed with `/` (the last text that read), kept across tabs.
    var searchFilter = FilterExpression.everything { didSet { changedSincePresented = true } }
    /// The selected row and the first visible one, over the shown tasks.
    var rows = ScrollingList()
    var viewport = TaskList.Viewport(rows: 1, width: 80) { didSet { changedSincePresented = true } }
    /// Tasks marked for a bulk action, in the order they were marked.
    var marked: [TaskID] = [] {
        didSet {
            countHiddenMarks()
            changedSincePresented = true
        }
    }
    /// How many marked tasks the filter or search hides (they are still acted on).
    private(set) var hiddenMarkedCount = 0 { didSet { changedSincePresented = true } }
    /// False while what `present()` last handed the presenter still says everything but
    /// the selection: then a move within its window is presented as the selection alone
    /// (`presentSelection`). Every property the presented window is made of sets it.
    private var changedSincePresented = true
    /// What the answer to the question being asked does (nil: none is asked).
    private var onAnswer: ((ConfirmAnswer) -> Void)?

    /// The parents whose subtasks are folded away: the scene's view state, kept while the
    /// app runs; `folded` leaves their rows out (the query lays every row out).
    var folds: Set<TaskID> = [] {
        didSet { if folds != oldValue { folded = FoldedRows(live: live, folds: folds) } }
    }

    /// `views` become tabs after the built-in ones; `openView` (a view's name) is the tab
    /// the list opens on instead of `query.filter`'s.
    init(presenter: TaskListPresentationLogic, worker: TaskWorking, query: TaskQuery, views: [SavedView],
         openView: String?, plan: PlanSettings, contexts: ContextChoice, fields: [FieldDeclaration]) {
        self.presenter = presenter
        self.fields = fields
        self.worker = worker
        self.views = views
        self.plan = plan
        self.contexts = contexts
        var query = query
        query.coefficients = plan.urgency
        query.context = contexts.filter
        self.query = query
        tab = .filter(query.filter)
        live = LiveTaskQuery(tasks: [], query: query, now: LocalNow(clock: worker.clock))
        if let view = views.first(where: { $0.name == openView }) {
            show(tab: .view(view), in: &self.query)
        } else {
            show(tab: .filter(query.filter), in: &self.query)
        }
    }

    // MARK: - What is shown

    var selectedTask: Task? {
        rows.selection.flatMap { shownTask(at: $0) }
    }

    /// The tasks a bulk action applies to: the marked ones, else the selected one.
    var targetIDs: [TaskID] {
        marked.isEmpty ? selectedTask.map { [$0.id] } ?? [] : marked
    }

    /// The tabs in the header's order: the built-in filters, then the saved views.
    var allTabs: [TaskList.TabChoice] {
        TaskList.filterTabs.map(TaskList.TabChoice.filter) + views.map(TaskList.TabChoice.view)
    }

    /// The project and tags a task added from here gets: the context's, then those the view
    /// (or the Next tab's nothing), the `/` filter and the project / tag chosen in Projects &
    /// Tags certainly require, each narrower one's project winning (`WriteDefaults`).
    var newTaskDefaults: WriteDefaults {
        var defaults = contexts.active?.defaults ?? .none
        if case .view(let view) = tab { defaults = defaults.laid(under: view.filter.writeDefaults) }
        defaults = defaults.laid(under: searchFilter.writeDefaults)
        let tag = query.tag.flatMap { try? TaskValidation.tag($0) }
        return defaults.laid(under: WriteDefaults(project: query.project, tags: tag.map { [$0] } ?? []))
    }

    /// What keeps `task` out of the list, the widest first: the context, the view or tab,
    /// else the filter (`/`, the project or tag chosen, the Next tab's length); nil when the
    /// list shows it.
    func hiding(of task: Task) -> TaskHiding? {
        guard shownPosition(of: task.id) == nil else { return nil }
        let now = live.now, links = live.links
        if let context = contexts.active, !context.filter.matches(task, at: now, links: links) {
            return .context(name: context.name)
        }
        switch tab {
        case .view(let view):
            if !view.filter.standaloneTab.includes(task, at: now, links: links)
                || !view.filter.matches(task, at: now, links: links) { return .view(name: view.name) }
        case .filter(let filter):
            if !filter.includes(task, at: now, links: links) { return .tab(filter) }
        }
        return .filter
    }

    /// The row of the selected task in the tree (its depth, whether rows sit under it).
    var selectedPlace: TaskTreeRows.Row? {
        rows.selection.flatMap { shownTreeRows(in: $0..<$0 + 1).first }
    }

    // MARK: - Steps every concern takes

    /// Shows another tab, keeping the selected task selected where it is still shown.
    func show(tab newTab: TaskList.TabChoice) {
        changeQuery { show(tab: newTab, in: &$0) }
    }

    /// Puts `newTab`'s filter (a view's with its sort) and the `/` filter into `query`.
    /// The view's order lasts while it is shown: the order before it comes back first,
    /// so the next tab (or the next view without a sort of its own) starts from that.
    private func show(tab newTab: TaskList.TabChoice, in query: inout TaskQuery) {
        if let sort = sortOutsideView {
            query.sort = sort
            sortOutsideView = nil
        }
        tab = newTab
        showsNext(newTab == .filter(.ready), in: &query)
        switch newTab {
        case .filter(let filter):
            query.filter = filter
            query.expression = searchFilter
        case .view(let view):
            query.filter = view.filter.standaloneTab
            query.expression = view.filter.and(searchFilter)
            if let sort = view.sort {
                sortOutsideView = query.sort
                query.sort = sort
            }
        }
    }

    /// The Next tab ranks the ready tasks by urgency, each subtask on its own (flat), the
    /// first `plan.nextLimit`; leaving it gives the other tabs back their order.
    private func showsNext(_ isNext: Bool, in query: inout TaskQuery) {
        if isNext, !query.isFlat {
            sortOutsideNext = query.sort
            query.sort = .urgency
        } else if !isNext, query.isFlat, let sort = sortOutsideNext {
            query.sort = sort
            sortOutsideNext = nil
        }
        query.isFlat = isNext
        query.limit = isNext ? max(1, plan.nextLimit) : nil
    }

    /// Shows another query, keeping the selected task selected where it is still shown.
    func changeQuery(_ change: (inout TaskQuery) -> Void) {
        let keep = selectedTask?.id
        change(&query)
        requery(keeping: keep)
    }

    /// Applies a change made here to what is shown (by delta), keeping `focus` selected.
    func show(_ change: TaskChange, focusing focus: TaskID?) {
        live.apply(change)
        if let seen = writesSeen, seen + 1 == worker.writeCount {
            writesSeen = worker.writeCount
        } else if !takeInWrites() {
            writesSeen = nil  // the next showing reads every task
        }
        requery(keeping: focus)
    }

    /// Takes in what others changed, keeping the selection on the same task, the marks,
    /// the search and the filter.
    func apply(_ news: CommitReport) {
        let keep = selectedTask?.id
        live.apply(news.updates)
        requery(keeping: keep)
    }

    /// Reads storage again and shows the list, keeping `focus` (default: the selected task)
    /// selected when it still matches, else the row at the same position.
    func reload(focusing focus: TaskID? = nil) {
        let keep = focus ?? selectedTask?.id
        do {
            let writes = worker.writeCount
            live = LiveTaskQuery(tasks: try worker.allTasks(), query: query, now: LocalNow(clock: worker.clock))
            writesSeen = writes
        } catch {
            presenter.presentFetchTasksFailure(response: .init(error: SceneError(error)))
            return
        }
        requery(keeping: keep)
    }

    /// The scene shows again (a scene over it closed): takes in the tasks written meanwhile,
    /// as stored now, and the time that passed, keeping `focus` (default: the selected task)
    /// selected. What other programs changed came as news meanwhile. Reads every task
    /// (`reload`) the first time, or when the worker no longer remembers every write since.
    func showAgain(focusing focus: TaskID? = nil) {
        let keep = focus ?? selectedTask?.id
        guard takeInWrites() else {
            reload(focusing: focus)
            return
        }
        let now = LocalNow(clock: worker.clock)
        if timeHasCome(at: now) { live.rebuild(now: now) }
        requery(keeping: keep)
    }

    /// Takes in the tasks written through the worker since `writesSeen` (by the scenes shown
    /// over this one), as stored now. False when they cannot be told (storage never read,
    /// more writes than the worker remembers, storage unreadable): reading every task again
    /// is what brings the list up to date then.
    private func takeInWrites() -> Bool {
        guard let seen = writesSeen, let written = try? worker.tasksWritten(since: seen) else { return false }
        if !written.isEmpty { live.apply(written) }
        writesSeen = worker.writeCount
        return true
    }

    /// Runs a change; on success shows the new list and what was done, on failure says
    /// what could not be saved (the list keeps showing what storage holds).
    /// Marks are for one bulk action: they clear once it is done, so a later key never acts
    /// on tasks marked for something else (and perhaps hidden by now).
    /// `saying` may word the change its own way (nil: the change's usual words).
    /// `keepingRow`: the selection stays at its row (the task that moves there next) instead
    /// of following the task: a repeating task done or skipped moves to its next date, and
    /// the person goes on down the list (issue 25: the cursor jumped from row 5 to 13).
    func perform(_ attempt: ChangeAttempt, saying: ((TaskChange) -> TaskList.Status.Response.Kind?)? = nil,
                 keepingRow: Bool = false, _ change: () throws -> TaskChange) {
        do {
            let hidden = marked.isEmpty ? 0 : hiddenMarkedCount
            let change = try change()
            if !marked.isEmpty, !change.isEmpty { marked = [] }
            show(change, focusing: keepingRow ? nil : selectedTask?.id)
            let outcome: ChangeOutcome = change.isEmpty ? .unchanged : .made(change, hiddenCount: hidden)
            let ready = change.isEmpty || saying != nil ? [] : madeReadyTitles(by: change)
            say(saying?(change) ?? (ready.isEmpty ? .change(outcome) : .depends(.madeReady(outcome, titles: ready))))
        } catch {
            say(.change(.failed(attempt, SceneError(error))))
        }
    }

    /// Asks `question` (the router shows it in Confirm); `then` is what the answer does,
    /// decided by the concern that asks. It should hold its concern weakly.
    func ask(_ question: ConfirmQuestion, then: @escaping (ConfirmAnswer) -> Void) {
        onAnswer = then
        presenter.presentQuestion(response: .init(question: question))
    }

    /// The answer to the question asked last: does what its concern decided, once.
    func answer(_ answer: ConfirmAnswer) {
        let then = onAnswer
        onAnswer = nil
        then?(answer)
    }

    /// Builds the list again at the clock's now when a waiting (or scheduled) task's moment
    /// or a new day has come since it was built (the date tabs, the counts and urgency move
    /// then), keeping the selection; returns the tasks back from waiting. Otherwise it costs
    /// one clock reading: the run loop asks about once a second.
    func catchUpWithTime() -> [TaskID] {
        let now = LocalNow(clock: worker.clock)
        guard timeHasCome(at: now) else { return [] }
        let earlier = live.now
        let keep = selectedTask?.id
        live.rebuild(now: now)
        let back = live.backFromWaiting(since: earlier)
        requery(keeping: keep)
        return back
    }

    /// Whether a waiting (or scheduled) task's moment or a new day came since the list was
    /// built: then the list is built again at `now`.
    private func timeHasCome(at now: LocalNow) -> Bool {
        let arrived = live.nextArrival.map { $0.hasArrived(at: now) } ?? false
        return arrived || now.day != live.now.day
    }

    /// Puts one fact in the status line.
    func say(_ kind: TaskList.Status.Response.Kind) {
        presenter.presentStatus(response: .init(kind: kind))
    }

    /// Shows the list after the tasks or the query changed (no storage), keeping `focus`
    /// (default: the selected task) selected when it is still shown.
    func requery(keeping focus: TaskID? = nil) {
        let keep = focus ?? selectedTask?.id
        if !marked.isEmpty {
            // Deleted tasks cannot stay marked; marks on tasks hidden by the filter stay.
            marked.removeAll { live.task($0) == nil }
        }
        countHiddenMarks()
        rows.setCount(shownCount)
        if let keep, let index = shownPosition(of: keep) {
            rows.select(index)
        }
        present()
    }

    /// Recounted when the marks or the matching tasks change, never per keystroke.
    private func countHiddenMarks() {
        guard !marked.isEmpty else {
            hiddenMarkedCount = 0
            return
        }
        hiddenMarkedCount = marked.filter { shownPosition(of: $0) == nil }.count
    }

    /// Lays the search index out now, so the first letter typed is as quick as the rest.
    func prepareSearch() {
        live.prepareSearch()
    }

    /// After the selection moved: only the selection when the window presented last still
    /// holds (nothing else changed since, the window did not scroll, and no notes preview
    /// follows the selected task), else the whole window (`present`).
    func presentSelection() {
        let windowStart = rows.offset
        rows.keepVisible(height: viewport.rows)
        guard !changedSincePresented, rows.offset == windowStart, viewport.previewWidth == nil,
              let selection = rows.selection else {
            return present()
        }
        presenter.presentSelection(response: .init(selectedIndex: selection, windowStart: windowStart,
                                                   matchingCount: shownCount))
    }

    /// Scrolls so the selection is visible and presents the visible window only.
    func present() {
        changedSincePresented = false
        rows.keepVisible(height: viewport.rows)
        let range = rows.visibleRange(height: viewport.rows)
        let window = shownTasks(in: range)
        let outline = !live.isTree ? [] : shownTreeRows(in: range).map { row in
            TaskList.RowPlace(depth: row.depth, isContext: row.isContext, hiddenCount: row.hiddenCount,
                              progress: live.progress(of: row.id))
        }
        presenter.presentTasks(response: .init(
            storeName: worker.storeName,
            query: query,
            views: views.map(\.name),
            activeView: { if case .view(let view) = tab { view.name } else { nil } }(),
            searchFilter: searchFilter.source,
            summary: live.summary,
            matchingCount: shownCount,
            window: window,
            windowStart: rows.offset,
            selectedIndex: rows.selection,
            rowWidth: viewport.width,
            markedInWindow: marked.isEmpty ? [] : Set(window.map(\.id)).intersection(marked),
            markedCount: marked.count,
            hiddenMarkedCount: hiddenMarkedCount,
            outline: outline,
            preview: viewport.previewWidth.map { TaskList.NotesPreview.Response(task: selectedTask, width: $0) },
            parentTitles: query.isFlat ? parentTitles(of: window) : [:],
            blockedInWindow: live.links.isEmpty ? [] : Set(window.filter { live.links.isBlocked($0.id) }.map(\.id)),
            links: live.links,
            context: contexts.active?.name))
    }

    /// The titles of the parents of `tasks` that have one (stored: found by ID).
    private func parentTitles(of tasks: [Task]) -> [TaskID: String] {
        var titles: [TaskID: String] = [:]
        for task in tasks {
            if let parent = task.parent, let title = live.task(parent)?.title { titles[task.id] = title }
        }
        return titles
    }
}
