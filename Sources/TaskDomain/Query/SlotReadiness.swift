/// Each stored task's answer to `is:ready`, `is:blocked` and `is:blocking` at the live
/// list's now, by slot, kept by every change instead of asked again per filter evaluation.
///
/// Asking a task was three quarters of `/is:ready` over 100,000 tasks (perf, release): the
/// task copied out of its slot (a dozen reference counts) and its ID hashed into the links'
/// dictionaries. Here a filter reads one byte. It is built in one pass when a filter or search
/// first needs the index (`LiveTaskQuery.prepareSearch()`), and a change sets the slots it
/// moved: the changed tasks and those whose blocked or blocking state moved with them
/// (`TaskLinks.affected`), the same set the list places again.
struct SlotReadiness {
    private var flags: [UInt8] = []

    private static let ready: UInt8 = 1
    private static let blocked: UInt8 = 2
    private static let blocking: UInt8 = 4

    /// The answers for every slot, at `now`, with `links` (those of `slots`).
    init(slots: [Task?], slotOf: [TaskID: Int], now: LocalNow, links: TaskLinks) {
        flags = [UInt8](repeating: 0, count: slots.count)
        slots.forEachInPlace { slot, task in
            var value: UInt8 = task.isReady(at: now, links: links) ? Self.ready : 0
            if !task.depends.isEmpty, links.isBlocked(task.id) { value |= Self.blocked }
            flags[slot] = value
        }
        // Blocking is asked of the tasks waited for only, not of every task's ID.
        for id in links.waitedFor where links.isBlocking(id) {
            if let slot = slotOf[id], slot < flags.count { flags[slot] |= Self.blocking }
        }
    }

    /// Answers again for the task now in `slot` (nil: none there).
    mutating func set(_ task: Task?, at slot: Int, now: LocalNow, links: TaskLinks) {
        if flags.count <= slot { flags.append(contentsOf: repeatElement(0, count: slot + 1 - flags.count)) }
        guard let task else { return flags[slot] = 0 }
        var value: UInt8 = task.isReady(at: now, links: links) ? Self.ready : 0
        if !task.depends.isEmpty, links.isBlocked(task.id) { value |= Self.blocked }
        if links.isBlocking(task.id) { value |= Self.blocking }
        flags[slot] = value
    }

    /// The answer to `term` for the task in `slot`, or nil for a term it does not keep.
    func answer(_ term: FilterTerm, slot: Int) -> Bool? {
        let bit: UInt8
        switch term {
        case .ready: bit = Self.ready
        case .blocked: bit = Self.blocked
        case .blocking: bit = Self.blocking
        default: return nil
        }
        return slot < flags.count && flags[slot] & bit != 0
    }
}
