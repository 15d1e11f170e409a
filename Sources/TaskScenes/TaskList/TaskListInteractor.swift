import TaskDomain
import TerminalCore

/// The Task List's business logic: which tasks match, which one is selected, and the
/// changes made from the list.
///
/// It keeps the tasks it read in a `LiveTaskQuery`: moving the selection only recomputes
/// the visible window (no storage, one screen of rows); a change, its undo and what other
/// programs changed are applied to it by delta (no re-read, re-filter or re-sort); storage
/// is read again only when the scene reappears.
final class TaskListInteractor: TaskListBusinessLogic, TaskListDataStore, TaskListNarrowingDataStore {
    private let presenter: TaskListPresentationLogic
    private let worker: TaskWorking
    /// Starts the sync command; the run loop collects its end and sends FinishSync.
    private let sync: SyncRunning?
    /// Opens notes in the person's editor (`E`); nil: the key says none is set up.
    private let notesEditor: NotesEditing?
    /// Writes `:export` files; nil: the command says none is set up.
    private let exporter: TaskListExporting?
    /// The names the command line is read with.
    private let commandWords: TaskListCommandWords
    private var commandCycle = TabCompletionCycle()
    /// The last search typed (kept after Esc clears it), which `n` / `N` look for.
    private var lastSearch = ""
    /// `lastSearch` as read by the filter language.
    private var lastSearchFilter = FilterExpression.everything

    var query: TaskQuery {
        didSet { if live.query != query { live.setQuery(query) } }
    }
    /// All tasks, the ones the query shows in order, and the counts.
    private var live: LiveTaskQuery
    /// The selected row and the first visible one, over the shown tasks.
    private var rows = ScrollingList()
    /// Tasks marked for a bulk action, in the order they were marked.
    private var marked: [TaskID] = [] { didSet { countHiddenMarks() } }
    /// How many marked tasks the filter or search hides (they are still acted on).
    private var hiddenMarkedCount = 0
    private var viewport = TaskList.Viewport(rows: 1, width: 80)
    /// A change made in another scene, said once the list is shown again.
    private var announcement: TaskChange?
    /// A task another scene asked to select (the one saved or last shown there), applied
    /// when the list is shown again and the task is among those it shows.
    private var focusOnReturn: TaskID?
    /// Set by `narrow(project:tag:)`: the list says what it now shows when it shows again.
    private var announcesNarrowing = false
    /// Whether the read-only notice was shown (once, when the list first opens).
    private var saidReadOnly = false
    private var saidUnshownFiles = false
    /// The tags the `#` prompt completes from, read when it opens, and its run of Tabs.
    private var tagNames = NameCompletion()
    private var tagCycle = TabCompletionCycle()
    /// The run of Tabs in the move-to-parent field.
    private var parentCycle = TabCompletionCycle()
    private(set) var pendingCompletion: (ids: [TaskID], openSubtasks: Int)?
    /// The saved views: tabs after the built-in ones.
    private let views: [SavedView]
    /// The tab shown: its filter (or the view's) is in `query`.
    private var tab: TaskList.TabChoice
    /// The filter typed with `/` (the last text that read), kept across tabs.
    private var searchFilter = FilterExpression.everything
    /// Whether the `/` text last sent did not read (the view shows why until it does).
    private var searchFails = false

    /// `views` become tabs after the built-in ones; `openView` (a view's name) is the tab
    /// the list opens on instead of `query.filter`'s.
    init(presenter: TaskListPresentationLogic, worker: TaskWorking,
         query: TaskQuery = TaskQuery(filter: .pending, sort: .due), views: [SavedView] = [],
         openView: String? = nil, sync: SyncRunning? = nil, notesEditor: NotesEditing? = nil,
         exporter: TaskListExporting? = nil,
         commandWords: TaskListCommandWords = TaskListPresenter.commandWords(formats: [])) {
        self.presenter = presenter
        self.exporter = exporter
        self.commandWords = commandWords
        self.worker = worker
        self.sync = sync
        self.views = views
        self.notesEditor = notesEditor
        self.query = query
        tab = .filter(query.filter)
        live = LiveTaskQuery(tasks: [], query: query, now: LocalNow(clock: worker.clock))
        if let view = views.first(where: { $0.name == openView }) {
            show(tab: .view(view), in: &self.query)
        }
    }

    // MARK: - Data store

    var selectedTask: Task? {
        rows.selection.flatMap { live.task(at: $0) }
    }

    var visibleTaskIDs: [TaskID] { live.shownIDs }

    var targetIDs: [TaskID] {
        marked.isEmpty ? selectedTask.map { [$0.id] } ?? [] : marked
    }

    func subtaskCount(of ids: [TaskID]) -> Int {
        live.subtasks(of: ids).count
    }

    func selectTask(id: TaskID) {
        focusOnReturn = id
    }

    func announce(_ change: TaskChange) {
        announcement = change
    }

    func narrow(project: String?, tag: String?) {
        query.project = project
        query.tag = tag
        announcesNarrowing = true
    }

    // MARK: - Business logic

    func fetchTasks(request: TaskList.FetchTasks.Request) {
        viewport = TaskList.Viewport(rows: max(1, request.viewport.rows), width: max(0, request.viewport.width),
                                     previewWidth: request.viewport.previewWidth.map { max(1, $0) })
        let focus = focusOnReturn
        focusOnReturn = nil
        reload(focusing: focus)
        if let change = announcement {
            announcement = nil
            presenter.presentStatus(response: .init(kind: .change(.made(change))))
        } else if worker.isReadOnly, !saidReadOnly {
            saidReadOnly = true
            presenter.presentStatus(response: .init(kind: .readOnlyStore(name: worker.storeName)))
        } else if !worker.unshownFiles.isEmpty, !saidUnshownFiles {
            saidUnshownFiles = true
            presenter.presentStatus(response: .init(kind: .unshownFiles(paths: worker.unshownFiles)))
        } else if announcesNarrowing {
            presenter.presentStatus(response: .init(kind: .narrowed(project: query.project, tag: query.tag)))
        }
        announcesNarrowing = false
    }

    func moveSelection(request: TaskList.MoveSelection.Request) {
        guard rows.move(request.movement, height: viewport.rows) else { return }
        presentList()
    }

    func openTask(request: TaskList.OpenTask.Request) {
        let hasTarget = request.destination == .deleteConfirmation ? !targetIDs.isEmpty : selectedTask != nil
        guard hasTarget else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        presenter.presentOpenTask(response: .init(destination: request.destination))
    }

    func toggleTask(request: TaskList.ToggleTask.Request) {
        let ids = request.id.map { [$0] } ?? targetIDs
        // A click on a row's checkbox selects the row too, so what follows (a question
        // about its subtasks, the status line) names the task clicked.
        if let id = request.id, let row = live.position(of: id) { rows.select(row) }
        // The first target, not the selection: marked tasks may all be hidden by the filter.
        guard let first = ids.first, let task = live.task(first) else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        if live.isTree {
            // Completing a parent whose subtasks are open asks first (the router opens Confirm).
            let open = live.openSubtasks(of: ids)
            if !open.isEmpty {
                pendingCompletion = (ids, open.count)
                presenter.presentOpenTask(response: .init(destination: .completeQuestion))
                return
            }
        }
        perform(Self.toggleAttempt(count: ids.count, first: task)) { try worker.toggleCompletion(ids: ids) }
    }

    func completeTasks(request: TaskList.CompleteTasks.Request) {
        pendingCompletion = nil
        let ids = request.ids.filter { live.task($0) != nil }
        guard let first = ids.first, let task = live.task(first) else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        // Toggled, as `x` toggles them (the marked tasks may mix done and pending ones).
        let all = ids + (request.withSubtasks ? live.openSubtasks(of: ids) : [])
        perform(Self.toggleAttempt(count: ids.count, first: task)) { try worker.toggleCompletion(ids: all) }
    }

    /// What `x` attempts on `count` tasks, the first of them `first`: the failure names it.
    private static func toggleAttempt(count: Int, first: Task) -> ChangeAttempt {
        count > 1 ? .toggle(count: count) : first.isCompleted ? .reopen(title: first.title) : .complete(title: first.title)
    }

    // MARK: - Subtasks

    func changeLevel(request: TaskList.ChangeLevel.Request) {
        guard let index = rows.selection, let task = live.task(at: index) else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        guard request.indent else {
            guard live.parent(of: task.id) != nil else {
                presenter.presentStatus(response: .init(kind: .alreadyTopLevel(title: task.title)))
                return
            }
            perform(.move(title: task.title)) { try worker.outdent(ids: [task.id]) }
            return
        }
        // The task above at the same level: its previous sibling in the tree.
        guard let depth = live.treeRows(in: index..<index + 1).first?.depth,
              let sibling = previousSibling(of: index, depth: depth) else {
            presenter.presentStatus(response: .init(kind: .nothingToIndentUnder))
            return
        }
        perform(.move(title: task.title)) { try worker.edit([task.id], TaskEdit(parent: .set(sibling))) }
    }

    /// The nearest row above `index` at `depth`, before any row above it in the tree.
    private func previousSibling(of index: Int, depth: Int) -> TaskID? {
        var row = index - 1
        while row >= 0, let place = live.treeRows(in: row..<row + 1).first {
            if place.depth == depth { return place.id }
            if place.depth < depth { return nil }
            row -= 1
        }
        return nil
    }

    func fold(request: TaskList.Fold.Request) {
        guard let index = rows.selection, let place = live.treeRows(in: index..<index + 1).first else { return }
        let isCollapsed = live.collapsed.contains(place.id) && place.hasChildRows
        if request.collapse {
            if place.hasChildRows, !isCollapsed {
                live.setCollapsed(place.id, true)
                requery(keeping: place.id)
            } else if let parent = live.parent(of: place.id), let row = live.position(of: parent) {
                // As in file trees: on a leaf (or a folded parent), ← goes to the parent.
                rows.select(row)
                presentList()
            } else {
                presenter.presentStatus(response: .init(kind: .nothingToFold))
            }
        } else if isCollapsed {
            live.setCollapsed(place.id, false)
            requery(keeping: place.id)
        }
    }

    func openParentPrompt(request: TaskList.ParentPrompt.OpenRequest) {
        guard selectedTask != nil else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        parentCycle.reset()
        presenter.presentParentPrompt(response: .init(text: ""))
    }

    func completeParent(request: TaskList.ParentPrompt.CompleteRequest) {
        // A title completes by the rule of the editor's Project field: one whole text.
        let titles = NameCompletion(projects: Array(Set(parentCandidates().map(\.title))).sorted())
        guard let text = parentCycle.next(after: request.text, offer: titles.projectOffer) else { return }
        presenter.presentParentPrompt(response: .init(text: text))
    }

    func moveToParent(request: TaskList.ParentPrompt.MoveRequest) {
        guard let task = selectedTask else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        let text = request.text.trimmingCharacters(in: .whitespaces)
        var parent: TaskID?
        if !text.isEmpty {
            var matches = TaskIDResolver.tasks(named: text, among: parentCandidates())
            if matches.isEmpty {
                // The task itself or one of its subtasks: the domain refuses it and says why.
                let own = ([task.id] + live.descendants(of: task.id)).compactMap { live.task($0) }
                let named = TaskIDResolver.tasks(named: text, among: own)
                if named.count == 1 { matches = named }
            }
            guard matches.count == 1 else {
                presenter.presentStatus(response: .init(kind: .noSuchParent(text: text, matches: matches.count)))
                return
            }
            parent = matches[0].id
        }
        perform(.move(title: task.title)) { try worker.edit([task.id], TaskEdit(parent: .set(parent))) }
    }

    /// The tasks the selected one may move under: any but itself and its subtasks.
    private func parentCandidates() -> [Task] {
        guard let task = selectedTask else { return [] }
        return live.possibleParents(of: task.id, among: live.allTasks)
    }

    // MARK: - Repeating tasks

    func skipOccurrence(request: TaskList.SkipOccurrence.Request) {
        let ids = targetIDs
        guard !ids.isEmpty else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        guard ids.contains(where: { live.task($0).map { $0.recurrence != nil && !$0.isCompleted } ?? false }) else {
            presenter.presentStatus(response: .init(kind: .change(.notRepeating)))
            return
        }
        perform(.skip(count: ids.count)) { try worker.skipOccurrence(ids: ids) }
    }

    // MARK: - The mouse

    func selectTask(request: TaskList.SelectTask.Request) {
        guard let index = live.position(of: request.id), index != rows.selection else { return }
        rows.select(index)
        presentList()
    }

    func chooseFilter(request: TaskList.ChooseFilter.Request) {
        let tabs = allTabs
        guard tabs.indices.contains(request.index), tabs[request.index] != tab else { return }
        changeQuery { show(tab: tabs[request.index], in: &$0) }
    }

    func markTasks(request: TaskList.MarkTasks.Request) {
        switch request.scope {
        case .selected:
            guard let id = selectedTask?.id else { return }
            if let index = marked.firstIndex(of: id) { marked.remove(at: index) } else { marked.append(id) }
            rows.move(.down, height: viewport.rows)
        case .allMatching:
            let already = Set(marked)
            // The matching tasks: not the parents shown only as context.
            marked += live.matchingIDs.filter { !already.contains($0) }
        case .clear:
            guard !marked.isEmpty else { return }
            marked = []
        }
        presentList()
    }

    func changePriority(request: TaskList.ChangePriority.Request) {
        let ids = targetIDs
        guard let first = ids.first, let task = live.task(first) else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        // Each target moves one step from its own level.
        let step = PriorityUpdate.step(up: request.raise)
        let attempt: ChangeAttempt = ids.count > 1 ? .stepPriority(raise: request.raise, count: ids.count)
            : .setPriority(step.applied(to: task.priority))
        perform(attempt) { try worker.edit(ids, TaskEdit(priority: step)) }
    }

    func changeTags(request: TaskList.ChangeTags.Request) {
        let (add, remove) = TaskValidation.tagChanges(in: request.text)
        let ids = targetIDs
        guard !ids.isEmpty else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        guard !(add + remove).isEmpty else {
            presenter.presentStatus(response: .init(kind: .noTagsGiven))
            return
        }
        perform(.changeTags(count: ids.count)) {
            try worker.edit(ids, TaskEdit(addTags: add, removeTags: remove))
        }
    }

    func openTagsPrompt(request: TaskList.TagsPrompt.OpenRequest) {
        guard !targetIDs.isEmpty else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        tagNames = NameCompletion(tags: TaskGroups.tags(in: live.allTasks).map(\.name))
        tagCycle.reset()
        presenter.presentTagsPrompt(response: .init(text: ""))
    }

    func completeTag(request: TaskList.TagsPrompt.CompleteRequest) {
        guard let text = tagCycle.next(after: request.text, offer: tagNames.tagOffer) else { return }
        presenter.presentTagsPrompt(response: .init(text: text))
    }

    func deleteTask(request: TaskList.DeleteTask.Request) {
        let ids = request.ids.filter { live.task($0) != nil }
        guard let first = ids.first, let task = live.task(first) else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        perform(.delete(title: ids.count == 1 ? task.title : nil, count: ids.count)) {
            try worker.delete(ids: ids, subtasks: request.subtasks)
        }
    }

    /// The tabs in the header's order: the built-in filters, then the saved views.
    private var allTabs: [TaskList.TabChoice] {
        TaskList.filterTabs.map(TaskList.TabChoice.filter) + views.map(TaskList.TabChoice.view)
    }

    func changeFilter(request: TaskList.ChangeFilter.Request) {
        let tabs = allTabs
        let current = tabs.firstIndex(of: tab) ?? 0
        let step = request.forward ? 1 : tabs.count - 1
        changeQuery { show(tab: tabs[(current + step) % tabs.count], in: &$0) }
    }

    /// Puts `newTab`'s filter (a view's with its sort) and the `/` filter into `query`.
    private func show(tab newTab: TaskList.TabChoice, in query: inout TaskQuery) {
        tab = newTab
        switch newTab {
        case .filter(let filter):
            query.filter = filter
            query.expression = searchFilter
        case .view(let view):
            query.filter = view.filter.standaloneTab
            query.expression = view.filter.and(searchFilter)
            if let sort = view.sort { query.sort = sort }
        }
    }

    func changeSort(request: TaskList.ChangeSort.Request) {
        let sorts = TaskSort.allCases
        let current = sorts.firstIndex(of: query.sort) ?? 0
        changeQuery { $0.sort = sorts[(current + 1) % sorts.count] }
    }

    func beginSearch(request: TaskList.BeginSearch.Request) {
        live.prepareSearch()
    }

    func search(request: TaskList.Search.Request) {
        let filter: FilterExpression
        do {
            filter = try FilterParser(clock: worker.clock).parse(request.text)
        } catch {
            // The list keeps the last result that read; the view says which word did not.
            searchFails = true
            presenter.presentSearchProblem(response: .init(problem: error))
            return
        }
        if searchFails {
            searchFails = false
            presenter.presentSearchProblem(response: .init(problem: nil))
        }
        if !request.text.isEmpty { (lastSearch, lastSearchFilter) = (request.text, filter) }
        guard filter != searchFilter else { return }
        searchFilter = filter
        let current = tab
        changeQuery { show(tab: current, in: &$0) }
    }

    func clearNarrowing(request: TaskList.ClearNarrowing.Request) {
        guard query.project != nil || query.tag != nil else {
            presenter.presentStatus(response: .init(kind: .noNarrowing))
            return
        }
        changeQuery {
            $0.project = nil
            $0.tag = nil
        }
        presenter.presentStatus(response: .init(kind: .narrowed(project: nil, tag: nil)))
    }

    func refreshTasks(request: TaskList.RefreshTasks.Request) {
        let news = request.news
        guard !news.external.isEmpty || !news.conflicts.isEmpty else { return }
        apply(news)
        presenter.presentStatus(response: .init(kind: .reloaded(changedOutside: news.external.count,
                                                                conflicts: news.conflicts,
                                                                setAsideLocation: news.setAsideLocation)))
    }

    func startSync(request: TaskList.StartSync.Request) {
        guard let sync else {
            presenter.presentStatus(response: .init(kind: .syncUnavailable))
            return
        }
        let kind: TaskList.Status.Response.Kind = sync.start() ? .syncStarted(command: sync.command) : .syncAlreadyRunning
        presenter.presentStatus(response: .init(kind: kind))
    }

    func finishSync(request: TaskList.FinishSync.Request) {
        let news = request.news
        if !news.external.isEmpty || !news.conflicts.isEmpty { apply(news) }
        presenter.presentStatus(response: .init(kind: .synced(request.outcome, changedHere: news.external.count,
                                                              conflicts: news.conflicts,
                                                              setAsideLocation: news.setAsideLocation)))
    }

    /// Applies what others changed in place: the selection stays on the same task, marks,
    /// search and filter stay.
    private func apply(_ news: CommitReport) {
        let keep = selectedTask?.id
        var updates = news.external.changed.map { (id: $0.id, task: Optional($0)) }
        updates += news.external.removed.map { (id: $0, task: nil) }
        updates += news.conflicts.map { (id: $0.id, task: $0.kept) }
        live.apply(updates)
        requery(keeping: keep)
    }

    func editNotes(request: TaskList.EditNotes.Request) {
        guard let task = selectedTask else {
            presenter.presentStatus(response: .init(kind: .noTaskSelected))
            return
        }
        let (outcome, change) = worker.editNotes(of: task, with: notesEditor)
        if let change { show(change, focusing: task.id) }
        presenter.presentStatus(response: .init(kind: .notes(outcome)))
    }

    /// Moves to the next (or previous) shown task after the selection that the last `/`
    /// filter matches, wrapping around the ends as vim does and saying so. Reads the
    /// shown tasks only from the selection on, stopping at the first match.
    func findMatch(request: TaskList.FindMatch.Request) {
        guard !lastSearch.isEmpty else {
            presenter.presentStatus(response: .init(kind: .noSearch))
            return
        }
        let now = LocalNow(clock: worker.clock)
        if unfoldSearchMatches(at: now) { requery() }
        let count = live.count
        let start = rows.selection ?? (request.forward ? count - 1 : 0)
        for step in stride(from: 1, through: count, by: 1) {
            let index = ((start + (request.forward ? step : -step)) % count + count) % count
            guard let task = live.task(at: index), lastSearchFilter.matches(task, at: now) else { continue }
            rows.select(index)
            presentList()
            let wrapped = request.forward ? index <= start : index >= start
            if wrapped { presenter.presentStatus(response: .init(kind: .searchWrapped(forward: request.forward))) }
            return
        }
        presenter.presentStatus(response: .init(kind: .noMatch(search: lastSearch)))
    }

    /// Opens the folds that hide a task the last search matches, as vim opens a fold for a
    /// search, so `n` / `N` reach every match in the list's order. True when one opened.
    private func unfoldSearchMatches(at now: LocalNow) -> Bool {
        guard live.isTree, !live.collapsed.isEmpty else { return false }
        var folds = Set<TaskID>()
        for id in live.matchingIDs where live.position(of: id) == nil {
            guard let task = live.task(id), lastSearchFilter.matches(task, at: now) else { continue }
            var seen: Set<TaskID> = [id]
            var ancestor = live.parent(of: id)
            while let next = ancestor, seen.insert(next).inserted {
                if live.collapsed.contains(next) { folds.insert(next) }
                ancestor = live.parent(of: next)
            }
        }
        live.unfold(folds)  // one layout of the tree for all of them
        return !folds.isEmpty
    }

    func completeCommand(request: TaskList.CommandLine.CompleteRequest) {
        let words = commandWords
        guard let text = commandCycle.next(after: request.text, offer: { TaskListCommandParser.offer(for: $0, words: words) })
        else { return }
        presenter.presentCommandLine(response: .init(text: text))
    }

    func runCommand(request: TaskList.CommandLine.RunRequest) {
        commandCycle.reset()
        switch TaskListCommandParser.parse(request.text, words: commandWords) {
        case .failure(.empty): return
        case .failure(let error): presenter.presentStatus(response: .init(kind: .commandError(error)))
        case .success(.action(let action)): presenter.presentCommandAction(response: .init(action: action))
        case .success(.sort(let sort)): changeQuery { $0.sort = sort }
        case .success(.filter(let filter)): changeQuery { show(tab: .filter(filter), in: &$0) }
        case .success(.view(let name)):
            guard let view = views.first(where: { $0.name == name }) else { return }
            changeQuery { show(tab: .view(view), in: &$0) }
        case .success(.export(let format, let path, let overwrite)):
            guard let exporter else {
                presenter.presentStatus(response: .init(kind: .exportUnavailable))
                return
            }
            // What the tab and the filter match, folded subtasks too; not the parents shown
            // only as their context.
            let tasks = live.matchingIDs.compactMap { live.task($0) }
            let result = exporter.export(tasks, format: format, to: path, overwrite: overwrite)
            presenter.presentStatus(response: .init(kind: .exported(result)))
        }
    }

    func storageUnreadable(request: TaskList.StorageUnreadable.Request) {
        presenter.presentStatus(response: .init(kind: .unreadable(SceneError(request.error))))
    }

    func undo(request: TaskList.Undo.Request) {
        stepHistory(back: true)
    }

    func redo(request: TaskList.Redo.Request) {
        stepHistory(back: false)
    }

    // MARK: - Helpers

    /// Runs a change; on success shows the new list and what was done, on failure says
    /// what could not be saved (the list keeps showing what storage holds).
    /// Marks are for one bulk action: they clear once it is done, so a later key never acts
    /// on tasks marked for something else (and perhaps hidden by now).
    private func perform(_ attempt: ChangeAttempt, _ change: () throws -> TaskChange) {
        do {
            let hidden = marked.isEmpty ? 0 : hiddenMarkedCount
            let change = try change()
            if !marked.isEmpty, !change.isEmpty { marked = [] }
            show(change, focusing: selectedTask?.id)
            let outcome: ChangeOutcome = change.isEmpty ? .unchanged : .made(change, hiddenCount: hidden)
            presenter.presentStatus(response: .init(kind: .change(outcome)))
        } catch {
            presenter.presentStatus(response: .init(kind: .change(.failed(attempt, SceneError(error)))))
        }
    }

    /// Undo or redo: shows the tasks as storage now holds them, the changed one selected.
    private func stepHistory(back: Bool) {
        let (outcome, written) = worker.stepHistory(back: back)
        if let written { show(written, focusing: written.ids.first) }
        presenter.presentStatus(response: .init(kind: .change(outcome)))
    }

    /// Shows another query, keeping the selected task selected where it is still shown.
    private func changeQuery(_ change: (inout TaskQuery) -> Void) {
        let keep = selectedTask?.id
        change(&query)
        requery(keeping: keep)
    }

    /// Applies a change made here to what is shown (by delta), keeping `focus` selected.
    private func show(_ change: TaskChange, focusing focus: TaskID?) {
        live.apply(change)
        requery(keeping: focus)
    }

    /// Reads storage again and shows the list, keeping `focus` (default: the selected task)
    /// selected when it still matches, else the row at the same position.
    private func reload(focusing focus: TaskID? = nil) {
        let keep = focus ?? selectedTask?.id
        do {
            live = LiveTaskQuery(tasks: try worker.allTasks(), query: query, now: LocalNow(clock: worker.clock),
                                 collapsed: live.collapsed)
        } catch {
            presenter.presentFetchTasksFailure(response: .init(error: SceneError(error)))
            return
        }
        requery(keeping: keep)
    }

    /// Shows the list after the tasks or the query changed (no storage), keeping `focus`
    /// (default: the selected task) selected when it is still shown.
    private func requery(keeping focus: TaskID? = nil) {
        let keep = focus ?? selectedTask?.id
        if !marked.isEmpty {
            // Deleted tasks cannot stay marked; marks on tasks hidden by the filter stay.
            marked.removeAll { live.task($0) == nil }
        }
        countHiddenMarks()
        rows.setCount(live.count)
        if let keep, let index = live.position(of: keep) {
            rows.select(index)
        }
        presentList()
    }

    /// Recounted when the marks or the matching tasks change, never per keystroke.
    private func countHiddenMarks() {
        guard !marked.isEmpty else {
            hiddenMarkedCount = 0
            return
        }
        hiddenMarkedCount = marked.filter { live.position(of: $0) == nil }.count
    }

    /// Scrolls so the selection is visible and presents the visible window only.
    private func presentList() {
        rows.keepVisible(height: viewport.rows)
        let range = rows.visibleRange(height: viewport.rows)
        let window = live.tasks(in: range)
        let outline = !live.isTree ? [] : live.treeRows(in: range).map { row in
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
            matchingCount: live.count,
            window: window,
            windowStart: rows.offset,
            selectedIndex: rows.selection,
            rowWidth: viewport.width,
            markedInWindow: marked.isEmpty ? [] : Set(window.map(\.id)).intersection(marked),
            markedCount: marked.count,
            hiddenMarkedCount: hiddenMarkedCount,
            outline: outline,
            preview: viewport.previewWidth.map { TaskList.NotesPreview.Response(task: selectedTask, width: $0) }))
    }
}
