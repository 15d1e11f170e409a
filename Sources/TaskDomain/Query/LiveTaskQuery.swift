/// A query's result over all tasks, kept up to date by changes instead of recomputed:
/// what the Task List shows, with its counts.
///
/// - A change costs a binary search and an insertion per touched task (no re-filter, no
///   re-sort of the others), and the counts move by the change.
/// - Typing a search or a filter narrows the last result when the new one keeps no task
///   the old one hid (the text extends the old, each old filter term is still there or a
///   word grew); erasing goes back to a result kept from the way in; anything else filters
///   the sorted, narrowed list again over a folded-text index (`prepareSearch()`); it
///   never sorts. A long list is asked in storage order (`SlotOrderFilter`); any change
///   empties the kept results.
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
///
/// One concern a file: `+Reading` (rows by position or ID), `+Querying` (another query),
/// `+Changing` (changes taken in), `+Counts`, `+Arrivals` (waits and scheduled days),
/// `+TreeShape` (what a view folding rows reads), `+Ordering` (sort keys and the tree layout),
/// `+PlanRecords` (a tab, the Next view among them, read from each slot's record, not the task).
/// It lays every row of the tree out: which parents are folded is the view's state.
public struct LiveTaskQuery: SubtaskTree {
    public internal(set) var query: TaskQuery
    /// The counts, of the tasks the context keeps (of all of them while none is active).
    public internal(set) var summary = TaskSummary()
    public internal(set) var now: LocalNow

    /// Every task, in storage order; removed ones leave a hole until the next rebuild.
    var slots: [Task?] = []
    var slotOf: [TaskID: Int] = [:]
    /// Tasks passing filter, project and tag, in order (in chunks: a change moves one chunk).
    var narrowed = SortedKeys() {
        didSet { narrowedMarks = nil }
    }
    /// `narrowed`'s slots, one bit each: where a search over it starts (made when a search
    /// starts, let go when `narrowed` changes).
    var narrowedMarks: [UInt64]?
    /// `narrowed` entries that also contain the search and pass the expression: what is shown
    /// (a long search's result is a bitmap over `narrowed`: `ShownKeys`).
    var shown = ShownKeys()
    var needle: [UInt8] = []
    var expression = FilterExpression.everything
    /// Each task's folded searchable text, by slot; built when a search starts.
    var searchIndex: SearchIndex?
    /// The index of a long list, being built since it opened (`SearchIndexBuild`), and the
    /// slots changed since, set again when a search starts and takes it.
    var searchIndexBuild: SearchIndexBuild?
    var changedSinceIndexBuild: Set<Int> = []
    /// Each slot's `is:ready` / `is:blocked` / `is:blocking`, built with the search index and
    /// kept by every change (nil until a filter or search first needs it).
    var readiness: SlotReadiness?
    /// The results of the shorter searches typed on the way to this one, for erasing.
    var searchTrail: [(needle: [UInt8], expression: FilterExpression, shown: ShownKeys)] = []
    /// How many tasks name a parent: while none does, the list is flat and costs no tree.
    var parentedCount = 0
    /// By slot, whether the task is counted in `summary` (the context keeps it); empty while
    /// no context is active, when every task counts.
    var counted: [Bool] = []
    /// `shown` laid out as a tree, with every task's parent and subtasks (nil while no task
    /// has a parent: the rows are `shown`).
    var tree: LiveTaskTree?
    /// Every task's parent and subtasks by slot, kept between layouts until a change moves,
    /// adds, removes or completes a task (nil: build it at the next layout).
    var hierarchy: SlotHierarchy?

    /// The urgency scale of the keys (nil unless sorting by urgency), at `now`.
    var urgency: Urgency?
    /// Which tasks wait for which, kept by every change: `is:blocked`, readiness, the
    /// urgency terms and the list's blocked mark read it.
    public internal(set) var links: TaskLinks
    /// Each slot's blocked and blocking answers (empty while no task waits), made with the
    /// links and kept by every change: the Next tab's ready filter and urgency read them
    /// instead of asking the links of every task (lookups at random in memory).
    var linkStates = LinkStates()
    /// Each slot's readiness, tabs and sort key parts at `now`, kept by every change: a new
    /// tab or order reads them instead of the tasks (`SlotPlanRecords`).
    var planRecords = SlotPlanRecords(coefficients: .taskwarrior, capacity: 0)
    /// The key array of the last sort of a long list, empty, for the next sort to build its
    /// keys in (`keyArray(capacity:)`): a new one of 40 MB cost a quarter of a sort at 1M.
    var spareKeys: [Entry] = []
    /// From how many slots the list keeps that array (tests lower it).
    var spareKeysMinimum = LiveTaskQuery.defaultSpareKeysMinimum
    /// The earliest moment after `now` at which a task's wait or scheduled day (and time)
    /// arrives: the list is rebuilt then, so a task comes back from waiting (or becomes
    /// ready) in an open app. It may be early after a change (never late): a rebuild
    /// finds the next one.
    public internal(set) var nextArrival: Due?

    /// An entry of a sorted list: the task's sort key; its `position` is its slot.
    typealias Entry = TaskSortKey

    public init(tasks: [Task], query: TaskQuery, now: LocalNow) {
        self.query = query
        self.now = now
        let (links, states) = TaskLinks.withStates(tasks, inheritingProjects: true)
        self.links = links
        self.urgency = query.urgency(at: now, links: links)
        slots.reserveCapacity(tasks.count)
        slotOf.reserveCapacity(tasks.count)
        planRecords = SlotPlanRecords(coefficients: query.coefficients, capacity: tasks.count)
        // Every slot's record at once (a task given twice leaves one spare at the end), not
        // grown a slot at a time: a quarter of the records' time opening 1,000,000 tasks (perf).
        if !tasks.isEmpty { planRecords.clear(tasks.count - 1) }
        let recordUrgency = Urgency(coefficients: query.coefficients, now: now)
        for (index, task) in tasks.enumerated() where slotOf[task.id] == nil {
            slotOf[task.id] = slots.count
            if !links.isEmpty { linkStates.set(states[index], at: slots.count) }
            planRecords.set(task, at: slots.count, urgency: recordUrgency,
                            linkState: links.isEmpty ? LinkState(isBlocked: false, isBlocking: false) : states[index])
            slots.append(task)
            tally(task, slot: slots.count - 1)
            noteArrivals(of: task)
            if task.parent != nil { parentedCount += 1 }
        }
        narrow()
        // Not when narrowing built the index already (a filter expression or a search).
        if searchIndex == nil, slots.count >= SearchIndexBuild.minimumSlots { searchIndexBuild = SearchIndexBuild(slots) }
    }
}
