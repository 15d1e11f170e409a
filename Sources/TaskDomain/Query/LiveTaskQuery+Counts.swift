/// The counts (`summary`) of the tasks the context keeps, moved by each change.
extension LiveTaskQuery {
    /// Counts `task` (stored at `slot`) when the context keeps it, and notes that it did.
    mutating func tally(_ task: Task, slot: Int) {
        guard !query.context.isEverything else {
            summary.add(task, at: now)
            return
        }
        if counted.count <= slot { counted.append(contentsOf: repeatElement(false, count: slot + 1 - counted.count)) }
        counted[slot] = query.context.matches(task, at: now, links: links)
        if counted[slot] { summary.add(task, at: now) }
    }

    /// Takes `task`, the old version at `slot`, out of the counts when it was counted.
    mutating func untally(_ task: Task, slot: Int) {
        guard !query.context.isEverything else {
            summary.remove(task, at: now)
            return
        }
        if slot < counted.count, counted[slot] {
            summary.remove(task, at: now)
            counted[slot] = false
        }
    }
}
