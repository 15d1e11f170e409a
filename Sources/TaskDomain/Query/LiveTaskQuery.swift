/// A query's result over all tasks, kept up to date by changes instead of recomputed:
/// what the Task List shows, with its counts.
///
/// - A change costs a binary search and an insertion per touched task (no re-filter, no
///   re-sort of the others), and the counts move by the change.
/// - Typing a search or a filter narrows the last result when the new one keeps no task
///   the old one hid (the text extends the old, each old filter term is still there or a
///   word grew); erasing goes back to a result kept from the way in; anything else filters
///   the sorted, narrowed list again over a folded-text index (`prepareSearch()`); it
///   never sorts.
/// - Changing the filter, project, tag or sort sorts once.
///
/// "Now" (for Today, Week, Overdue, waiting, readiness, urgency and the counts) is fixed
/// when the result is built; `rebuild(now:)` moves it (the list does when it is shown
/// again, and at the moments `nextChange(after:)` names: a wake-up, a new day, an hour for
/// urgency). Between rebuilds every urgency key is made at that one now, so a change is
/// still placed by binary search.
///
/// A query's `limit` shows only the first rows (the Next view's top N); `isFlat` never
/// lays out a tree.
public struct LiveTaskQuery: SubtaskTree {
    public private(set) var query: TaskQuery
    /// The counts, of the tasks the context keeps (of all of them while none is active).
    public private(set) var summary = TaskSummary()
    public private(set) var now: LocalNow

    /// Every task, in storage order; removed ones leave a hole until the next rebuild.
    private var slots: [Task?] = []
    private var slotOf: [TaskID: Int] = [:]
    /// Tasks passing filter, project and tag, in order.
    private var narrowed: [Entry] = []
    /// `narrowed` entries that also contain the search and pass the expression: what is shown.
    private var shown: [Entry] = []
    private var needle: [UInt8] = []
    private var expression = FilterExpression.everything
    /// Each task's folded searchable text, by slot; built when a search starts.
    private var searchIndex: SearchIndex?
    /// The results of the shorter searches typed on the way to this one, for erasing.
    private var searchTrail: [(needle: [UInt8], expression: FilterExpression, shown: [Entry])] = []
    /// How many tasks name a parent: while none does, the list is flat and costs no tree.
    private var parentedCount = 0
    /// By slot, whether the task is counted in `summary` (the context keeps it); empty while
    /// no context is active, when every task counts.
    private var counted: [Bool] = []
    /// The parents whose subtasks the tree leaves out, as the scene that owns the folds (a
    /// view's state, not the query's) last gave them.
    private var folds: Set<TaskID> = []
    /// `shown` laid out as a tree, with every task's parent and subtasks (nil while no task
    /// has a parent: the rows are `shown`).
    private var tree: LiveTaskTree?
    /// Every task's parent and subtasks by slot, kept between layouts until a change moves,
    /// adds, removes or completes a task (nil: build it at the next layout).
    private var hierarchy: SlotHierarchy?

    /// The urgency scale of the keys (nil unless sorting by urgency), at `now`.
    private var urgency: Urgency?
    /// Which tasks wait for which, kept by every change: `is:blocked`, readiness, the
    /// urgency terms and the list's blocked mark read it.
    public private(set) var links: TaskLinks

    /// An entry of a sorted list: the task's sort key; its `position` is its slot.
    private typealias Entry = TaskSortKey

    /// `folds`: the parents whose subtasks are folded away (the scene's; see `setFolds`).
    public init(tasks: [Task], query: TaskQuery, now: LocalNow, folds: Set<TaskID> = []) {
        self.query = query
        self.now = now
        self.folds = folds
        let links = TaskLinks(tasks)
        self.links = links
        self.urgency = query.urgency(at: now, links: links)
        slots.reserveCapacity(tasks.count)
        slotOf.reserveCapacity(tasks.count)
        for task in tasks where slotOf[task.id] == nil {
            slotOf[task.id] = slots.count
            slots.append(task)
            tally(task, slot: slots.count - 1)
            noteArrivals(of: task)
            if task.parent != nil { parentedCount += 1 }
        }
        narrow()
    }

    // MARK: - Reading

    /// How many rows are shown (matching tasks and the parents kept as their context, at
    /// most the query's limit).
    public var count: Int { min(tree?.nodes.count ?? shown.count, limitCount) }

    /// The query's limit as a count (`Int.max` without one).
    private var limitCount: Int { query.limit.map { max(0, $0) } ?? .max }

    /// How many tasks match, the limit aside (the Next view says "12 of 40").
    public var matchingCount: Int { shown.count }

    /// The shown task at `position`, nil outside 0 ..< count.
    public func task(at position: Int) -> Task? {
        guard (0..<count).contains(position) else { return nil }
        if let tree { return slots[tree.nodes[position].node] }
        return slots[shown[position].position]
    }

    /// The shown tasks in `range` (clamped).
    public func tasks(in range: Range<Int>) -> [Task] {
        let clamped = range.clamped(to: 0..<count)
        if let tree { return clamped.compactMap { slots[tree.nodes[$0].node] } }
        return clamped.compactMap { slots[shown[$0].position] }
    }

    /// The place in the tree of the rows in `range` (clamped): depth 0 and no subtasks
    /// while the list is flat.
    public func treeRows(in range: Range<Int>) -> [TaskTreeRows.Row] {
        let clamped = range.clamped(to: 0..<count)
        if let tree {
            return clamped.compactMap { index in
                let node = tree.nodes[index]
                return slots[node.node].map { TaskTreeRows.Row(id: $0.id, depth: node.depth, isContext: node.isContext,
                                                               hiddenCount: node.hiddenCount, hasChildRows: node.hasChildRows) }
            }
        }
        return clamped.compactMap { slots[shown[$0].position].map { TaskTreeRows.Row(id: $0.id, depth: 0) } }
    }

    /// Done and total direct subtasks of `id` (nil when it has none).
    public func progress(of id: TaskID) -> SubtaskProgress? {
        slotOf[id].flatMap { tree?.progress(of: $0) }
    }

    /// Whether any task has a parent (the list is a tree).
    public var isTree: Bool { tree != nil }

    /// The task's parent, when it is stored (a parent deleted elsewhere reads as none).
    public func parent(of id: TaskID) -> TaskID? {
        guard let tree, let slot = slotOf[id], let parent = tree.parent(of: slot) else { return nil }
        return slots[parent]?.id
    }

    /// Every subtask of the task at any depth, parents first.
    public func descendants(of id: TaskID) -> [TaskID] {
        guard let tree, let slot = slotOf[id] else { return [] }
        return tree.descendants(of: slot).compactMap { slots[$0]?.id }
    }

    /// The IDs of all shown rows, in order (for next / previous in other scenes).
    public var shownIDs: [TaskID] {
        if let tree { return tree.nodes.prefix(count).compactMap { slots[$0.node]?.id } }
        return shown.prefix(count).compactMap { slots[$0.position]?.id }
    }

    /// The IDs of the tasks the query matches, in its order (not the context parents), within the limit.
    public var matchingIDs: [TaskID] {
        shown.prefix(limitCount).compactMap { slots[$0.position]?.id }
    }

    /// The task with this ID, shown or not.
    public func task(_ id: TaskID) -> Task? {
        slotOf[id].flatMap { slots[$0] }
    }

    /// Where the task is among the shown ones (binary search), or nil.
    public func position(of id: TaskID) -> Int? {
        if let tree { return slotOf[id].flatMap { tree.row(of: $0) }.flatMap { $0 < count ? $0 : nil } }
        guard let task = task(id), let slot = slotOf[id] else { return nil }
        let key = self.key(task, slot: slot)
        let index = insertionIndex(of: key, in: shown)
        return index < count && shown[index].position == slot ? index : nil
    }

    /// Every task, in storage order.
    public var allTasks: [Task] { slots.compactMap { $0 } }

    // MARK: - Time

    /// The earliest moment after `now` at which a task's wait or scheduled day (and time)
    /// arrives: the list is rebuilt then, so a task comes back from waiting (or becomes
    /// ready) in an open app. It may be early after a change (never late): a rebuild
    /// finds the next one.
    public private(set) var nextArrival: Due?

    /// The IDs of the tasks that were waiting at `earlier` and are not at `now` (by their
    /// wait arriving, not by a change): what "2 tasks are back from waiting" counts.
    public func backFromWaiting(since earlier: LocalNow) -> [TaskID] {
        slots.compactMap { task in
            guard let task, task.wait != nil, task.isWaiting(at: earlier), !task.isWaiting(at: now) else { return nil }
            return task.id
        }
    }

    /// Keeps `nextArrival` the earliest wait or scheduled moment still to come.
    private mutating func noteArrivals(of task: Task) {
        guard !task.isCompleted else { return }
        for date in [task.wait, task.scheduled] {
            guard let date, !date.hasArrived(at: now) else { continue }
            if let earliest = nextArrival, Self.arrivalOrder(earliest) <= Self.arrivalOrder(date) { continue }
            nextArrival = date
        }
    }

    /// Orders moments of arrival: an untimed day arrives at its first minute.
    private static func arrivalOrder(_ date: Due) -> Int {
        date.day.dayNumber * 1440 + (date.minuteOfDay ?? 0)
    }

    // MARK: - Changing

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
            narrow()  // lays the tree out
            return
        }
        filterShown(newQuery)
        layOutTree()
    }

    /// Shows the tasks of the narrowed list that match the new search and expression.
    private mutating func filterShown(_ newQuery: TaskQuery) {
        let newNeedle = newQuery.searchNeedle
        let newExpression = newQuery.expression
        guard newNeedle != needle || newExpression != expression else { return }
        func narrows(_ wider: (needle: [UInt8], expression: FilterExpression)) -> Bool {
            newNeedle.starts(with: wider.needle) && newExpression.narrows(wider.expression)
        }
        if newNeedle.isEmpty && newExpression.isEverything {
            searchTrail = []
            (needle, expression) = (newNeedle, newExpression)
            shown = narrowed
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
        let base = searchTrail.last.map(\.shown) ?? narrowed
        (needle, expression) = (newNeedle, newExpression)
        shown = filtered(base)
    }

    /// Builds the folded-text index a search runs over (when a search prompt opens, so
    /// the first typed letter does not pay for it).
    public mutating func prepareSearch() {
        guard searchIndex == nil else { return }
        searchIndex = SearchIndex(slots)
    }

    /// The entries of `base` whose task contains the search and passes the expression.
    private mutating func filtered(_ base: [Entry]) -> [Entry] {
        prepareSearch()
        guard let index = searchIndex else { return base }
        let searched = index.filter(base, containing: needle)
        return index.filter(searched, passing: expression, tasks: slots, now: now, links: links)
    }

    /// Applies changes: each ID's new version, or nil where the task is gone. The tasks
    /// whose blocked or blocking state moved with them (what a done blocker made ready)
    /// are placed again too: one by one by binary search when they are few, in one
    /// merge pass when many.
    public mutating func apply(_ changes: [(id: TaskID, task: Task?)]) {
        defer { layOutTree() }
        searchTrail = []
        let changed = Set(changes.map(\.id))
        var moved = changed
        for (id, task) in changes {
            moved.formUnion(links.affected(by: id, from: self.task(id), to: task))
        }
        let replaced = moved.compactMap { id in slotOf[id].flatMap { slot in slots[slot].map { (slot, $0) } } }
        removeEntries(replaced.map { key($0.1, slot: $0.0) })
        // The urgency scale lets go of the links while they change, so they are not copied.
        urgency?.links = .none
        var working = links
        links = .none
        var countAfterLinks: [(Task, Int)] = []
        for (id, task) in changes {
            working.update(id, from: self.task(id), to: task) { self.task($0) }
            if hierarchy != nil, Self.movesInTree(from: self.task(id), to: task) { hierarchy = nil }
            if let slot = slotOf[id], let old = slots[slot] {
                if old.parent != nil { parentedCount -= 1 }
                untally(old, slot: slot)
                slots[slot] = nil
            }
            guard let task else { continue }
            let slot: Int
            if let existing = slotOf[id] {
                slot = existing
            } else {
                slot = slots.count
                slots.append(nil)
                slotOf[id] = slot
            }
            slots[slot] = task
            if task.parent != nil { parentedCount += 1 }
            if searchIndex != nil {
                searchIndex?.set(task, at: slot)
            }
            countAfterLinks.append((task, slot))
            noteArrivals(of: task)
        }
        links = working
        // The context may ask `is:blocked`: counted once the links are those after the change.
        for (task, slot) in countAfterLinks { tally(task, slot: slot) }
        urgency?.links = links
        let matcher = query.matcher(now: now, links: links)
        var newNarrowed: [Entry] = []
        var newShown: [Entry] = []
        for id in moved {
            guard let slot = slotOf[id], let task = slots[slot], matcher.passesNarrowing(task) else { continue }
            let entry = key(task, slot: slot)
            newNarrowed.append(entry)
            if TaskQuery.task(task, contains: needle) && expression.matches(task, at: now, links: links) {
                newShown.append(entry)
            }
        }
        let titles = titleLookup
        Self.insert(newNarrowed, into: &narrowed, titles: titles)
        Self.insert(newShown, into: &shown, titles: titles)
    }

    /// Whether a change moves the task in the hierarchy (added, removed, another parent) or
    /// changes its parent's done count: only then is `hierarchy` built again.
    private static func movesInTree(from old: Task?, to new: Task?) -> Bool {
        guard let old, let new else { return true }
        return old.parent != new.parent || old.isCompleted != new.isCompleted
    }

    /// Above this many entries, a change is placed by one merge pass rather than one
    /// binary search and array insertion each.
    private static let mergeThreshold = 24

    /// Takes these keys out of `narrowed` and `shown`.
    private mutating func removeEntries(_ keys: [Entry]) {
        guard keys.count > Self.mergeThreshold else {
            for key in keys { remove(key) }
            return
        }
        let positions = Set(keys.map(\.position))
        narrowed.removeAll { positions.contains($0.position) }
        shown.removeAll { positions.contains($0.position) }
    }

    /// Puts `entries` (in any order) into the sorted `list` where they belong.
    private static func insert(_ entries: [Entry], into list: inout [Entry], titles: ((Int, Int) -> Bool?)?) {
        guard entries.count > mergeThreshold else {
            for entry in entries { list.insert(entry, at: insertionIndex(of: entry, in: list, titles: titles)) }
            return
        }
        let sorted = entries.sorted { TaskSortKey.precedes($0, $1, titles: titles) }
        var merged: [Entry] = []
        merged.reserveCapacity(list.count + sorted.count)
        var index = 0
        for entry in sorted {
            let end = insertionIndex(of: entry, in: list, from: index, titles: titles)
            merged.append(contentsOf: list[index..<end])
            merged.append(entry)
            index = end
        }
        merged.append(contentsOf: list[index...])
        list = merged
    }

    /// Applies a `TaskChange`'s after side.
    public mutating func apply(_ change: TaskChange) {
        apply(change.entries.map { ($0.id, $0.after) })
    }

    /// Everything again at a new now (the date filters and counts move with it).
    public mutating func rebuild(now: LocalNow) {
        self = LiveTaskQuery(tasks: allTasks, query: query, now: now, folds: folds)
    }

    // MARK: - Helpers

    /// Counts `task` (stored at `slot`) when the context keeps it, and notes that it did.
    private mutating func tally(_ task: Task, slot: Int) {
        guard !query.context.isEverything else {
            summary.add(task, at: now)
            return
        }
        if counted.count <= slot { counted.append(contentsOf: repeatElement(false, count: slot + 1 - counted.count)) }
        counted[slot] = query.context.matches(task, at: now, links: links)
        if counted[slot] { summary.add(task, at: now) }
    }

    /// Takes `task`, the old version at `slot`, out of the counts when it was counted.
    private mutating func untally(_ task: Task, slot: Int) {
        guard !query.context.isEverything else {
            summary.remove(task, at: now)
            return
        }
        if slot < counted.count, counted[slot] {
            summary.remove(task, at: now)
            counted[slot] = false
        }
    }

    private mutating func narrow() {
        needle = query.searchNeedle
        expression = query.expression
        searchTrail = []
        // The context's verdict on each task is in `counted` already: asked once, not twice.
        var withoutContext = query
        withoutContext.context = .everything
        let matcher = withoutContext.matcher(now: now, links: links)
        let counted = query.context.isEverything ? nil : self.counted
        var entries: [Entry] = []
        // A new sort keeps the narrowing's size: room for it at once, instead of growing
        // (and copying) the array a dozen times over 100,000 tasks.
        entries.reserveCapacity(narrowed.count)
        let (sort, urgency) = (query.sort, self.urgency)
        slots.forEachInPlace { slot, task in
            if let counted, slot >= counted.count || !counted[slot] { return }
            if matcher.passesNarrowing(task) { entries.append(TaskSortKey(task, sort: sort, position: slot, urgency: urgency)) }
        }
        let titles = titleLookup
        entries.sort { TaskSortKey.precedes($0, $1, titles: titles) }
        narrowed = entries
        shown = needle.isEmpty && expression.isEverything ? narrowed : filtered(narrowed)
        layOutTree()
    }

    /// Lays the tree out again with these parents folded: the scene keeps which ones are
    /// (a view's state); opening several at once is one layout. Nothing when they are the same.
    public mutating func setFolds(_ newFolds: Set<TaskID>) {
        guard newFolds != folds else { return }
        folds = newFolds
        layOutTree()
    }

    /// Lays the shown tasks out as a tree after they changed; nothing while no task has
    /// a parent. It walks every task once (the `2/5` counts include subtasks the filter hides).
    private mutating func layOutTree() {
        guard parentedCount > 0, !query.isFlat else {
            tree = nil
            return
        }
        // A search shows every match: folded parents open while it is typed.
        let hierarchy = self.hierarchy ?? SlotHierarchy(slots: slots, slotOf: slotOf)
        self.hierarchy = hierarchy
        tree = LiveTaskTree(hierarchy: hierarchy, slots: slots, matching: shown.map(\.position),
                            collapsed: needle.isEmpty && expression.isEverything ? folds : [])
    }

    /// The sort key of the task in `slot`.
    private func key(_ task: Task, slot: Int) -> Entry {
        TaskSortKey(task, sort: query.sort, position: slot, urgency: urgency)
    }

    /// The order of two slots' whole texts, for the title sort's (and a text field's) ties
    /// on their first bytes.
    private var titleLookup: ((Int, Int) -> Bool?)? {
        let slots = self.slots
        return TaskSortKey.textOrder(query.sort) { slots[$0] }
    }

    private mutating func remove(_ key: Entry) {
        let index = insertionIndex(of: key, in: narrowed)
        if index < narrowed.count, narrowed[index] == key { narrowed.remove(at: index) }
        let shownIndex = insertionIndex(of: key, in: shown)
        if shownIndex < shown.count, shown[shownIndex] == key { shown.remove(at: shownIndex) }
    }

    /// The first index whose key does not precede `key`.
    private func insertionIndex(of key: Entry, in entries: [Entry]) -> Int {
        Self.insertionIndex(of: key, in: entries, titles: titleLookup)
    }

    /// The first index (from `start`) whose key does not precede `key`.
    private static func insertionIndex(of key: Entry, in entries: [Entry], from start: Int = 0,
                                       titles lookup: ((Int, Int) -> Bool?)?) -> Int {
        var low = start, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if TaskSortKey.precedes(entries[middle], key, titles: lookup) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
