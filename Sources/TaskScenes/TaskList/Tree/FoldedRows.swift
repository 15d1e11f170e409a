import TaskDomain

/// The rows the Task List shows: the query's whole tree (the domain lays every row out) less
/// the rows under the parents the person folded, which are the scene's view state (issue 21).
///
/// It keeps one run per folded parent that hides rows, not a map of every row: built in
/// O(folds × log folds + the rows the folds hide), nothing at all while nothing is folded,
/// and a row's place is a binary search over the runs. It is built again only when the
/// folds or the query's rows change (`TaskListState`), never when the selection moves.
///
/// While a search or typed filter narrows the list nothing is folded: every match shows
/// (the folds come back when the search is cleared).
struct FoldedRows {
    /// A folded parent's row in the whole tree and the rows under it that are left out.
    struct Run: Equatable {
        /// The parent's row in the whole tree.
        let parent: Int
        /// How many rows under it are hidden (the rows after it that are deeper).
        let hidden: Int
        /// How many rows the runs before this one hide.
        let hiddenBefore: Int

        /// The parent's row among the shown ones.
        var shownParent: Int { parent - hiddenBefore }
        /// The first row of the whole tree after the hidden ones.
        var end: Int { parent + 1 + hidden }
    }

    /// The runs in the order of the tree, none inside another.
    private(set) var runs: [Run] = []
    /// How many rows the runs hide.
    private(set) var hiddenTotal = 0

    /// Nothing folded: every row of the query shows.
    init() {}

    /// The rows of `live` with the subtasks of `folds` left out (none while a search or
    /// filter is typed, or the list is flat).
    init(live: LiveTaskQuery, folds: Set<TaskID>) {
        guard !folds.isEmpty, live.isTree, !live.isNarrowedByText else { return }
        let whole = live.count
        var coveredUntil = 0
        for parent in folds.compactMap({ live.position(of: $0) }).sorted() where parent >= coveredUntil {
            let depth = live.depth(at: parent)
            var end = parent + 1
            while end < whole, live.depth(at: end) > depth { end += 1 }
            guard end > parent + 1 else { continue }  // a folded task without rows under it hides nothing
            runs.append(Run(parent: parent, hidden: end - parent - 1, hiddenBefore: hiddenTotal))
            hiddenTotal += end - parent - 1
            coveredUntil = end
        }
    }

    /// How many rows show.
    func count(in live: LiveTaskQuery) -> Int { live.count - hiddenTotal }

    /// The row of the whole tree shown at `shown`.
    func wholeRow(of shown: Int) -> Int {
        // The last run whose parent shows before `shown`: its rows and all before are skipped.
        let low = runCount { $0.shownParent < shown }
        guard low > 0 else { return shown }
        let run = runs[low - 1]
        return shown + run.hiddenBefore + run.hidden
    }

    /// Where the row `whole` of the whole tree shows, nil when a fold hides it.
    func shownRow(of whole: Int) -> Int? {
        // The last run whose parent is above `whole`.
        let low = runCount { $0.parent < whole }
        guard low > 0 else { return whole }
        let run = runs[low - 1]
        if whole < run.end { return nil }
        return whole - run.hiddenBefore - run.hidden
    }

    /// How many runs, from the first, satisfy `isBefore` (true for a prefix of them: runs
    /// are in row order), by binary search.
    private func runCount(where isBefore: (Run) -> Bool) -> Int {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(runs[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// How many rows the fold of the parent at row `whole` hides (0: not folded).
    func hiddenCount(atWholeRow whole: Int) -> Int {
        let low = runCount { $0.parent < whole }
        return low < runs.count && runs[low].parent == whole ? runs[low].hidden : 0
    }

    // MARK: - The shown rows, read through the folds

    func task(at shown: Int, in live: LiveTaskQuery) -> Task? {
        guard (0..<count(in: live)).contains(shown) else { return nil }
        return live.task(at: wholeRow(of: shown))
    }

    func tasks(in range: Range<Int>, of live: LiveTaskQuery) -> [Task] {
        guard !runs.isEmpty else { return live.tasks(in: range) }
        return range.clamped(to: 0..<count(in: live)).compactMap { live.task(at: wholeRow(of: $0)) }
    }

    /// The rows' places in the tree, each folded parent with how many rows it hides.
    func treeRows(in range: Range<Int>, of live: LiveTaskQuery) -> [TaskTreeRows.Row] {
        guard !runs.isEmpty else { return live.treeRows(in: range) }
        return range.clamped(to: 0..<count(in: live)).compactMap { shown in
            let whole = wholeRow(of: shown)
            guard let row = live.treeRows(in: whole..<whole + 1).first else { return nil }
            return TaskTreeRows.Row(id: row.id, depth: row.depth, isContext: row.isContext,
                                    hiddenCount: hiddenCount(atWholeRow: whole), hasChildRows: row.hasChildRows)
        }
    }

    func position(of id: TaskID, in live: LiveTaskQuery) -> Int? {
        live.position(of: id).flatMap(shownRow(of:))
    }
}
