/// Every link of a `TaskLinks` being built, as the table indices of the waiting task and its
/// blocker, noted as the links are taken in: each entry's blocked and blocking answers are
/// then one pass over these pairs, instead of a hashed lookup of every blocker and waiter by
/// ID (a seventh of the Next view's query over 100,000 tasks with 20,000 links, perf).
struct LinkEdges {
    private var waiters: [Int32] = []
    private var blockers: [Int32] = []
    /// False when an ID waited twice (the same task twice in the list, never written by
    /// taskdeck): its waits were merged, and the caller asks the links as before.
    var isExact = true

    mutating func add(waiter: Int, blocker: Int) {
        waiters.append(Int32(truncatingIfNeeded: waiter))
        blockers.append(Int32(truncatingIfNeeded: blocker))
    }

    /// Each entry's answers, `open` saying by entry whether it is stored and still to do:
    /// blocked while it waits for an open task, blocking while an open task waits for it,
    /// both only while it is open itself.
    func answers(open: [Bool]) -> [LinkState] {
        var blocked = [Bool](repeating: false, count: open.count)
        var blocking = [Bool](repeating: false, count: open.count)
        for (waiter, blocker) in zip(waiters, blockers) {
            let (w, b) = (Int(waiter), Int(blocker))
            guard open[w], open[b] else { continue }
            blocked[w] = true
            blocking[b] = true
        }
        return open.indices.map { LinkState(isBlocked: open[$0] && blocked[$0], isBlocking: open[$0] && blocking[$0]) }
    }
}
