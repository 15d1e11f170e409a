/// Another query on the same tasks: a narrowed search or filter filters the last result, a new
/// one the narrowed list, anything else sorts once.
extension LiveTaskQuery {
    /// Shows `query` instead: a narrowed search or filter filters the last result, a new
    /// one the narrowed list, anything else sorts once.
    public mutating func setQuery(_ newQuery: TaskQuery) {
        guard newQuery.context == query.context else {
            // Another context: other tasks are counted and shown; the slots and links stay.
            query = newQuery
            urgency = newQuery.urgency(at: now, links: links)
            let (context, now, links) = (newQuery.context, self.now, self.links)
            var summary = TaskSummary()
            var counted = [Bool](repeating: false, count: context.isEverything ? 0 : slots.count)
            slots.forEachInPlace { slot, task in
                guard context.isEverything || context.matches(task, at: now, links: links) else { return }
                if !context.isEverything { counted[slot] = true }
                summary.add(task, at: now)
            }
            (self.summary, self.counted) = (summary, counted)
            narrow()
            return
        }
        let old = query
        query = newQuery
        var onlySearch = newQuery
        onlySearch.search = old.search
        onlySearch.expression = old.expression
        guard onlySearch == old else {
            urgency = newQuery.urgency(at: now, links: links)
            // Only another order: the same tasks sorted again (both lay the tree out).
            if Self.onlyReorders(newQuery, from: old) { resort() } else { narrow() }
            return
        }
        filterShown(newQuery)
        layOutTree()
    }

    /// Shows the tasks of the narrowed list that match the new search and expression.
    mutating func filterShown(_ newQuery: TaskQuery) {
        let newNeedle = newQuery.searchNeedle
        let newExpression = newQuery.expression
        guard newNeedle != needle || newExpression != expression else { return }
        func narrows(_ wider: (needle: [UInt8], expression: FilterExpression)) -> Bool {
            newNeedle.starts(with: wider.needle) && newExpression.narrows(wider.expression)
        }
        if newNeedle.isEmpty && newExpression.isEverything {
            searchTrail = []
            (needle, expression) = (newNeedle, newExpression)
            shown = ShownKeys(narrowed)
            return
        }
        if narrows((needle, expression)) {
            // Typing on: the new result is within the current one.
            searchTrail.append((needle, expression, shown))
            (needle, expression) = (newNeedle, newExpression)
            shown = filtered(shown)
            return
        }
        while let last = searchTrail.last, !narrows((last.needle, last.expression)) { searchTrail.removeLast() }
        if let last = searchTrail.last, last.needle == newNeedle, last.expression == newExpression {
            // Erasing back to a search typed on the way: its result is still right.
            searchTrail.removeLast()
            (needle, expression) = (newNeedle, newExpression)
            shown = last.shown
            return
        }
        let base = searchTrail.last.map(\.shown) ?? ShownKeys(narrowed)
        (needle, expression) = (newNeedle, newExpression)
        shown = filtered(base)
    }

    /// Builds the folded-text index a search runs over (when a search prompt opens, so
    /// the first typed letter does not pay for it), or takes the one a long list has been
    /// building since it opened (`SearchIndexBuild`) and sets the slots changed since.
    public mutating func prepareSearch() {
        if readiness == nil { readiness = SlotReadiness(slots: slots, slotOf: slotOf, now: now, links: links) }
        if narrowedMarks == nil { narrowedMarks = SlotOrderFilter.marks(of: narrowed, slotCount: slots.count) }
        guard searchIndex == nil else { return }
        guard var index = builtIndex() else {
            searchIndex = SearchIndex(slots)
            return
        }
        for slot in changedSinceIndexBuild.sorted() { index.set(slots[slot], at: slot) }
        (searchIndex, changedSinceIndexBuild) = (index, [])
    }

    /// The index the background build made (waiting for it), the build let go first: unless
    /// a copy of the list still holds the build, the index is then this list's alone, and
    /// setting the changed slots writes it in place, not a copy of its 100 MB (1,000,000 tasks).
    private mutating func builtIndex() -> SearchIndex? {
        guard let build = searchIndexBuild else { return nil }
        searchIndexBuild = nil
        return build.index()
    }

    /// The heap bytes the search index holds (none before a search): its texts and its byte,
    /// pair and run sets, for the benchmarks' memory figures.
    public var searchIndexBytes: (texts: Int, occurrences: Int) { searchIndex?.heapBytes ?? (0, 0) }

    /// Filters and sorts every task again for the query (the context's verdicts are in
    /// `counted` already), then lays the tree out.
    mutating func narrow() {
        needle = query.searchNeedle
        expression = query.expression
        searchTrail = []
        // The context's verdict on each task is in `counted` already: asked once, not twice.
        var withoutContext = query
        withoutContext.context = .everything
        // The ready filter and the urgency's blocked and blocking terms read each slot's
        // answers, made with the links and kept by every change (`linkStates`), instead of
        // asking the links of every task (the Next tab: 100,000 lookups at random in memory).
        let answers = links.isEmpty ? nil : linkStates
        let readyBySlot = answers != nil && query.filter == .ready
        if readyBySlot { withoutContext.filter = .all }
        let now = self.now
        let matcher = withoutContext.matcher(now: now, links: links)
        let counted = query.context.isEverything ? nil : self.counted
        // A tab (the Next view among them) reads each slot's plan record, not the task
        // (`SlotPlanRecords`): at 1,000,000 tasks, asking each task's box was half of a tab.
        // A new sort keeps the narrowing's size: room for it at once, instead of growing (and
        // copying) the array a dozen times over 100,000 tasks.
        var entries = keyArray(capacity: narrowed.count)
        let (sort, urgency) = (query.sort, self.urgency)
        if !appendRecordedEntries(matcher, counted: counted, to: &entries) {
            // The keys from each slot's record, as `resort` makes them (a task's key made
            // from it only where its record does not hold what the sort needs): a new tab
            // at 1,000,000 tasks spent a third of its time making keys from the tasks.
            let records = sortRecords
            slots.forEachInPlace { slot, task in
                if let counted, slot >= counted.count || !counted[slot] { return }
                let state = answers?[slot]
                if readyBySlot, !task.isReady(at: now, isBlocked: { state?.isBlocked ?? false }) { return }
                guard matcher.passesNarrowing(task) else { return }
                entries.append(records?.sortKey(slot, sort: sort)
                               ?? TaskSortKey(task, sort: sort, position: slot, urgency: urgency, linkState: state))
            }
        }
        show(sorting: &entries)
    }
}
