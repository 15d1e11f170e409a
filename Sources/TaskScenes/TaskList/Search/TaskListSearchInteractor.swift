import TaskDomain

/// What the view asks of the search.
protocol TaskListSearchLogic: AnyObject {
    func beginSearch(request: TaskList.BeginSearch.Request)
    func search(request: TaskList.Search.Request)
    func findMatch(request: TaskList.FindMatch.Request)
}

/// The `/` search, read by the domain's `FilterParser` and joined to the tab's filter
/// (`TaskListState.searchFilter`), and `n` / `N`. It owns the last search typed, which `n`
/// looks for after Esc cleared the field.
final class TaskListSearchInteractor: TaskListSearchLogic {
    private let state: TaskListState
    /// The last search typed (kept after Esc clears it), which `n` / `N` look for.
    private var lastSearch = ""
    /// `lastSearch` as read by the filter language.
    private var lastSearchFilter = FilterExpression.everything
    /// Whether the `/` text last sent did not read (the view shows why until it does).
    private var searchFails = false

    init(state: TaskListState) {
        self.state = state
    }

    private var live: LiveTaskQuery { state.live }

    func beginSearch(request: TaskList.BeginSearch.Request) {
        state.prepareSearch()
    }

    func search(request: TaskList.Search.Request) {
        let filter: FilterExpression
        do {
            filter = try FilterParser(clock: state.worker.clock, fields: state.fields).parse(request.text)
        } catch {
            // The list keeps the last result that read; the view says which word did not.
            searchFails = true
            state.presenter.presentSearchProblem(response: .init(problem: error))
            return
        }
        if searchFails {
            searchFails = false
            state.presenter.presentSearchProblem(response: .init(problem: nil))
        }
        if !request.text.isEmpty { (lastSearch, lastSearchFilter) = (request.text, filter) }
        guard filter != state.searchFilter else { return }
        state.searchFilter = filter
        state.show(tab: state.tab)
    }

    /// Moves to the next (or previous) shown task after the selection that the last `/`
    /// filter matches, wrapping around the ends as vim does and saying so. Reads the
    /// shown tasks only from the selection on, stopping at the first match.
    func findMatch(request: TaskList.FindMatch.Request) {
        guard !lastSearch.isEmpty else {
            state.say(.search(.noSearch))
            return
        }
        let now = LocalNow(clock: state.worker.clock)
        if unfoldSearchMatches(at: now) { state.requery() }
        let count = state.shownCount
        let start = state.rows.selection ?? (request.forward ? count - 1 : 0)
        for step in stride(from: 1, through: count, by: 1) {
            let index = ((start + (request.forward ? step : -step)) % count + count) % count
            guard let task = state.shownTask(at: index), lastSearchFilter.matches(task, at: now, links: live.links) else { continue }
            state.rows.select(index)
            state.present()
            let wrapped = request.forward ? index <= start : index >= start
            if wrapped { state.say(.search(.searchWrapped(forward: request.forward))) }
            return
        }
        state.say(.search(.noMatch(search: lastSearch)))
    }

    /// Opens the folds that hide a task the last search matches, as vim opens a fold for a
    /// search, so `n` / `N` reach every match in the list's order. True when one opened.
    private func unfoldSearchMatches(at now: LocalNow) -> Bool {
        guard live.isTree, !state.folds.isEmpty else { return false }
        var opened = Set<TaskID>()
        for id in live.matchingIDs where state.shownPosition(of: id) == nil {
            guard let task = live.task(id), lastSearchFilter.matches(task, at: now, links: live.links) else { continue }
            opened.formUnion(live.ancestors(of: id).filter(state.folds.contains))
        }
        guard !opened.isEmpty else { return false }
        state.folds.subtract(opened)  // one layout of the tree for all of them
        return true
    }
}
