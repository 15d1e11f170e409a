/// Taking in changes: each touched task (and each whose blocked state moved with it) is placed
/// again by binary search, or by one merge pass when many.
extension LiveTaskQuery {
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
            } else if searchIndexBuild != nil {
                changedSinceIndexBuild.insert(slot)
            }
            countAfterLinks.append((task, slot))
            noteArrivals(of: task)
        }
        links = working
        // Readiness moves with the same tasks as the order: the changed ones and those whose
        // blocked or blocking state moved with them. With no links left every answer is
        // "neither": a stale "blocked" would hide its task from Next once links come back.
        if links.isEmpty {
            linkStates = LinkStates()
        } else {
            for id in moved {
                guard let slot = slotOf[id] else { continue }
                let task = slots[slot]
                linkStates.set(LinkState(isBlocked: task.map { !$0.depends.isEmpty && links.isBlocked(id) } ?? false,
                                         isBlocking: task != nil && links.isBlocking(id)), at: slot)
            }
        }
        updatePlanRecords(moved)
        if readiness != nil {
            for id in moved {
                guard let slot = slotOf[id] else { continue }
                readiness?.set(slots[slot], at: slot, now: now, links: links)
            }
        }
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
        narrowed.insert(contentsOf: newNarrowed, titles: titles)
        shown.insert(contentsOf: newShown, titles: titles)
    }

    /// Whether a change moves the task in the hierarchy (added, removed, another parent) or
    /// changes its parent's done count: only then is `hierarchy` built again.
    static func movesInTree(from old: Task?, to new: Task?) -> Bool {
        guard let old, let new else { return true }
        return old.parent != new.parent || old.isCompleted != new.isCompleted
    }

    /// Takes these keys out of `narrowed` and `shown`.
    mutating func removeEntries(_ keys: [Entry]) {
        let titles = titleLookup
        narrowed.remove(contentsOf: keys, titles: titles)
        shown.remove(contentsOf: keys, titles: titles)
    }

    /// Applies a `TaskChange`'s after side.
    public mutating func apply(_ change: TaskChange) {
        apply(change.entries.map { ($0.id, $0.after) })
    }

    /// Everything again at a new now (the date filters and counts move with it).
    public mutating func rebuild(now: LocalNow) {
        self = LiveTaskQuery(tasks: allTasks, query: query, now: now)
    }
}
