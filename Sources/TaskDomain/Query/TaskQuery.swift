import Foundation

/// What the person wants to see: a filter tab, a project, a tag, search text, a filter in
/// the filter language (`expression`) and an order.
///
/// `apply(to:clock:)` is a pure function, fast enough to run on every keystroke over
/// 10,000 tasks: "now" is computed once, date checks are integer comparisons, search text
/// is folded once, and sorting compares precomputed integer keys.
public struct TaskQuery: Hashable, Sendable {
    public var filter: TaskFilter
    /// Keeps this project and its sub-projects (`home` keeps `home.garden`); case-insensitive.
    public var project: String?
    /// Keeps tasks with this tag (normalized like tags are).
    public var tag: String?
    /// Keeps tasks whose title, notes, annotations, project or tags contain this text, ignoring case and accents.
    public var search: String
    /// Keeps tasks passing this filter (the app's `/`, the CLI's `list FILTER`, a saved view).
    public var expression: FilterExpression
    public var sort: TaskSort
    /// The coefficients of the urgency sort (the config file's `[urgency]`).
    public var coefficients: UrgencyCoefficients
    /// No tree: subtasks are ranked on their own, not under their parents (the Next view).
    public var isFlat: Bool
    /// At most this many tasks (the first ones in order; the Next view's top N); nil: all.
    public var limit: Int?
    /// The active context's filter (`[contexts.NAME]`): it keeps a task out of every tab,
    /// view, search and count while it is active; `.everything` when none is.
    public var context: FilterExpression = .everything

    public init(filter: TaskFilter = .pending, project: String? = nil, tag: String? = nil,
                search: String = "", expression: FilterExpression = .everything, sort: TaskSort = .due,
                coefficients: UrgencyCoefficients = .taskwarrior, isFlat: Bool = false, limit: Int? = nil) {
        self.coefficients = coefficients
        self.isFlat = isFlat
        self.limit = limit
        self.filter = filter
        self.project = project
        self.tag = tag
        self.search = search
        self.expression = expression
        self.sort = sort
    }

    /// The selected tasks, in order.
    public func apply(to tasks: [Task], clock: any Clock) -> [Task] {
        apply(to: tasks, now: LocalNow(clock: clock))
    }

    /// The selected tasks, in order (the first `limit`), at a precomputed local now.
    ///
    /// One pass makes the sort keys of the tasks that match (no copy of the tasks until the
    /// result); with a `limit` (the Next view's top N) only the first N keys are kept in
    /// order as the pass goes, instead of sorting them all.
    public func apply(to tasks: [Task], now: LocalNow) -> [Task] {
        // The projects subtasks inherit cost a pass with a lookup per subtask: only a query
        // that tests a project reads them.
        let readsProjects = project != nil || expression.mentionsProject || context.mentionsProject
        // Each task's blocked and blocking answers by index, made with the links: the ready
        // filter and the urgency read them instead of asking the links of every task.
        let (links, states) = TaskLinks.withStates(tasks, inheritingProjects: readsProjects)
        let readyByIndex = filter == .ready && !links.isEmpty
        var narrowing = self
        if readyByIndex { narrowing.filter = .all }
        let matcher = narrowing.matcher(now: now, links: links)
        let urgency = self.urgency(at: now, links: links)
        let lookup = TaskSortKey.textOrder(sort) { tasks[$0] }
        func key(_ task: borrowing Task, at index: Int) -> TaskSortKey? {
            if readyByIndex, !task.isReady(at: now, isBlocked: { states[index].isBlocked }) { return nil }
            guard matcher.matches(task) else { return nil }
            return TaskSortKey(task, sort: sort, position: index, urgency: urgency, linkState: links.isEmpty ? nil : states[index])
        }
        if let limit, limit <= TopKeys.largest {
            guard limit > 0 else { return [] }
            var top = TopKeys(limit: limit, titles: lookup)
            tasks.forEachInPlace { index, task in
                if let key = key(task, at: index) { top.offer(key) }
            }
            return top.keys.map { tasks[$0.position] }
        }
        var keys: [TaskSortKey] = []
        tasks.forEachInPlace { index, task in
            if let key = key(task, at: index) { keys.append(key) }
        }
        TaskSortKey.sort(&keys, titles: lookup, texts: TaskSortKey.texts(sort) { tasks[$0] })
        return keys.prefix(max(0, limit ?? keys.count)).map { tasks[$0.position] }
    }

    /// The first `limit` keys in order of those offered: a sorted buffer that a key joins
    /// only when it precedes the last one kept (after the first few thousand tasks, almost
    /// every key is turned away by one comparison).
    struct TopKeys {
        /// Above this many, sorting everything is cheaper than keeping the buffer in order.
        static let largest = 512
        let limit: Int
        let titles: ((Int, Int) -> Bool?)?
        private(set) var keys: [TaskSortKey] = []

        init(limit: Int, titles: ((Int, Int) -> Bool?)?) {
            self.limit = limit
            self.titles = titles
            keys.reserveCapacity(min(limit, 1024) + 1)
        }

        mutating func offer(_ key: TaskSortKey) {
            if keys.count == limit, let last = keys.last, !TaskSortKey.precedes(key, last, titles: titles) { return }
            var low = 0, high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if TaskSortKey.precedes(keys[middle], key, titles: titles) { low = middle + 1 } else { high = middle }
            }
            keys.insert(key, at: low)
            if keys.count > limit { keys.removeLast() }
        }
    }

    /// The urgency scale of the urgency sort at `now` (nil for the other sorts).
    public func urgency(at now: LocalNow, links: TaskLinks) -> Urgency? {
        sort == .urgency ? Urgency(coefficients: coefficients, now: now, links: links) : nil
    }

    /// Whether one task passes the filter, project, tag, search and expression; `links`
    /// (which tasks wait for which) answers `is:blocked` and readiness.
    public func matches(_ task: Task, clock: any Clock, links: TaskLinks) -> Bool {
        let now = LocalNow(clock: clock)
        return matches(task, now: now, links: links, needle: needle, project: projectKey, tag: tagKey)
            && expression.matches(task, at: now, links: links)
    }

    /// True when `project` is `ancestor` or one of its sub-projects, ignoring case.
    public static func project(_ project: String, isWithin ancestor: String) -> Bool {
        guard project.count >= ancestor.count else { return false }
        let lowered = project.lowercased()
        let root = ancestor.lowercased()
        return lowered == root || lowered.hasPrefix(root + ".")
    }

    // MARK: - Matching

    private var needle: [UInt8] {
        SearchFolding.fold(search.trimmingCharacters(in: .whitespaces))
    }

    private var projectKey: String? {
        project.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    private var tagKey: String? {
        tag.flatMap { try? TaskValidation.tag($0) }
    }

    private func matches(_ task: Task, now: LocalNow, links: TaskLinks, needle: [UInt8], project: String?,
                         tag: String?) -> Bool {
        guard filter.includes(task, at: now, links: links) else { return false }
        if !context.isEverything, !context.matches(task, at: now, links: links) { return false }
        if let project {
            guard let own = links.project(of: task), TaskQuery.project(own, isWithin: project) else { return false }
        }
        if let tag, !task.tags.contains(tag) { return false }
        return TaskQuery.task(task, contains: needle)
    }

    // MARK: - Sorting

    /// Sorts by `TaskSortKey` (the sort, then the shared tie-breaks) at `now`.
    func sorted(_ tasks: [Task], now: LocalNow) -> [Task] {
        let urgency = self.urgency(at: now, links: TaskLinks(tasks))
        var keys: [TaskSortKey] = []
        keys.reserveCapacity(tasks.count)
        tasks.forEachInPlace { index, task in keys.append(TaskSortKey(task, sort: sort, position: index, urgency: urgency)) }
        let lookup = TaskSortKey.textOrder(sort) { tasks[$0] }
        return keys.sorted { TaskSortKey.precedes($0, $1, titles: lookup) }.map { tasks[$0.position] }
    }

    /// The query's tests with its normalized project, tag and search computed once, for
    /// running over many tasks.
    func matcher(now: LocalNow, links: TaskLinks) -> Matcher {
        Matcher(query: self, now: now, links: links, needle: needle, project: projectKey, tag: tagKey)
    }

    /// A query ready to test many tasks.
    struct Matcher {
        let query: TaskQuery
        let now: LocalNow
        let links: TaskLinks
        let needle: [UInt8]
        let project: String?
        let tag: String?

        /// Whether a task passes the filter, project, tag, search and expression.
        func matches(_ task: Task) -> Bool {
            passesNarrowing(task) && TaskQuery.task(task, contains: needle)
                && query.expression.matches(task, at: now, links: links)
        }

        /// Whether a task passes the filter, project and tag (not the search or expression).
        func passesNarrowing(_ task: Task) -> Bool {
            query.matches(task, now: now, links: links, needle: [], project: project, tag: tag)
        }
    }

    /// The folded search text (empty: no search).
    var searchNeedle: [UInt8] { needle }

    /// Whether a task contains the folded `needle` in its title, notes, annotations, project or tags.
    static func task(_ task: Task, contains needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        // Project and tags in the list's notation (`+home`, `#shop`), as `searchText` has them.
        return SearchFolding.contains(task.title, folded: needle)
            || SearchFolding.contains(task.notes, folded: needle)
            || task.annotations.contains { SearchFolding.contains($0.text, folded: needle) }
            || task.project.map { SearchFolding.contains("+" + $0, folded: needle) } ?? false
            || task.tags.contains { SearchFolding.contains("#" + $0, folded: needle) }
    }
}
