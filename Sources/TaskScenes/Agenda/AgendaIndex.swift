import TaskDomain

/// The Agenda's worker: the pending tasks grouped by the days they are on (due, scheduled,
/// back from waiting), built once from one read of storage and then kept by the changes
/// (`apply`), so moving a day reads a few buckets and a keystroke never scans every task.
///
/// The tasks stay in the array storage handed over (shared, not copied: at 100,000 tasks a
/// copy into a dictionary was most of the first frame); an entry names its task's slot
/// there, and a changed task's new version is appended. A day's bucket is sorted when it is
/// first read (most days are never shown); the overdue tasks are one list in due order,
/// sorted when first read and kept in order by insertion.
final class AgendaIndex {
    /// One task on one day: its slot in `tasks`, why it is there, and what sorts it within
    /// the day (its title is kept here so sorting compares values, not lookups).
    struct Entry {
        var slot: Int
        var id: TaskID
        var reason: Agenda.Reason
        var date: Due
        var title: String
        /// `date.sortKey`, computed once (sorting compares it most).
        var key: Int

        init(slot: Int, id: TaskID, reason: Agenda.Reason, date: Due, title: String) {
            self.slot = slot
            self.id = id
            self.reason = reason
            self.date = date
            self.title = title
            key = date.sortKey
        }
    }

    private(set) var today: CalendarDay
    /// Every task as read, then each changed task's new version appended.
    private var tasks: [Task]
    /// Where each task's current version is, made on the first change that needs it.
    private var slots: [TaskID: Int]?
    /// Entries by day number; `sortedDays` holds the days whose bucket is in order.
    private var buckets: [Int: [Entry]] = [:]
    private var sortedDays: Set<Int> = []
    /// Pending tasks due before today, in due order (then title) once sorted.
    private var overdueEntries: [Entry] = []
    private var overdueSorted = false

    /// Whether a task is in the agenda at all: the active context's filter (nil: every task).
    private let keeps: ((Task) -> Bool)?

    /// `keeps`: the active context's test; a task it turns away has no entries, now or after a change.
    init(tasks: [Task], today: CalendarDay, keeps: ((Task) -> Bool)? = nil) {
        self.today = today
        self.tasks = tasks
        self.keeps = keeps
        var buckets: [Int: [Entry]] = [:]
        var overdue: [Entry] = []
        // Fields read in place: copying each task (all its references retained) cost more
        // than the grouping itself.
        tasks.withUnsafeBufferPointer { tasks in
            for slot in tasks.indices where tasks[slot].status != .completed && keeps?(tasks[slot]) ?? true {
                let id = tasks[slot].id
                if let due = tasks[slot].due {
                    let entry = Entry(slot: slot, id: id, reason: .due, date: due, title: tasks[slot].title)
                    buckets[due.day.dayNumber, default: []].append(entry)
                    if due.day < today { overdue.append(entry) }
                }
                if let scheduled = tasks[slot].scheduled {
                    buckets[scheduled.day.dayNumber, default: []]
                        .append(Entry(slot: slot, id: id, reason: .scheduled, date: scheduled, title: tasks[slot].title))
                }
                if let wait = tasks[slot].wait {
                    buckets[wait.day.dayNumber, default: []]
                        .append(Entry(slot: slot, id: id, reason: .back, date: wait, title: tasks[slot].title))
                }
            }
        }
        self.buckets = buckets
        overdueEntries = overdue
    }

    // MARK: - Reading

    /// The first `limit` items on `day`, in order (timed ones by time, then the rest; due
    /// before scheduled before back; then by title), and how many it has.
    func items(on day: CalendarDay, limit: Int) -> (items: [Agenda.Item], total: Int) {
        let number = day.dayNumber
        guard buckets[number] != nil else { return ([], 0) }
        if !sortedDays.contains(number) {
            buckets[number]?.sort(by: Self.isOrdered)
            sortedDays.insert(number)
        }
        let bucket = buckets[number] ?? []
        return (bucket.prefix(max(0, limit)).map(item), bucket.count)
    }

    /// How many items `day` has (for the month strip): no sorting.
    func count(on day: CalendarDay) -> Int { buckets[day.dayNumber]?.count ?? 0 }

    /// The overdue tasks, oldest due first, at most `limit` of them, and how many there are.
    func overdue(limit: Int) -> (items: [Agenda.Item], total: Int) {
        if !overdueSorted {
            overdueEntries.sort(by: Self.isOrdered)
            overdueSorted = true
        }
        return (overdueEntries.prefix(max(0, limit)).map(item), overdueEntries.count)
    }

    // MARK: - Changes

    /// Takes in new versions of tasks (nil: removed), as storage news brings them: each
    /// one's old entries go, its new ones come, each in its place; nothing else is touched.
    func apply(_ updates: [(id: TaskID, task: Task?)]) {
        for (id, task) in updates {
            let old = slot(of: id).map { tasks[$0] }
            replace(id: id, old: old, new: task)
        }
    }

    /// A change made here (or undone): each task as it was before it and is after it.
    func apply(_ change: TaskChange) {
        for entry in change.entries {
            // The version this index holds: the change's `before`, unless news came between.
            let old = slots.flatMap { $0[entry.id] }.map { tasks[$0] } ?? entry.before
            replace(id: entry.id, old: old, new: entry.after)
        }
    }

    /// Midnight passed: tasks due on the days between the old today and `day` become overdue.
    func moveToday(to day: CalendarDay) {
        guard day != today else { return }
        let old = today
        today = day
        if day < old {
            // The clock went back (a correction): what is no longer past leaves Overdue.
            overdueEntries.removeAll { $0.date.day >= day }
            return
        }
        for number in old.dayNumber..<day.dayNumber {
            for entry in buckets[number] ?? [] where entry.reason == .due { insertOverdue(entry) }
        }
    }

    // MARK: - Helpers

    /// Where a pending task shows: on its due day, its scheduled day, and the day it comes
    /// back from waiting.
    static func entries(of task: Task, slot: Int) -> [Entry] {
        guard !task.isCompleted else { return [] }
        var entries: [Entry] = []
        if let due = task.due { entries.append(Entry(slot: slot, id: task.id, reason: .due, date: due, title: task.title)) }
        if let scheduled = task.scheduled {
            entries.append(Entry(slot: slot, id: task.id, reason: .scheduled, date: scheduled, title: task.title))
        }
        if let wait = task.wait { entries.append(Entry(slot: slot, id: task.id, reason: .back, date: wait, title: task.title)) }
        return entries
    }

    private func item(_ entry: Entry) -> Agenda.Item {
        Agenda.Item(task: tasks[entry.slot], reason: entry.reason, date: entry.date)
    }

    /// Where the current version of `id` is; the first call maps every task (once).
    private func slot(of id: TaskID) -> Int? {
        if slots == nil {
            var map: [TaskID: Int] = [:]
            map.reserveCapacity(tasks.count)
            for (slot, task) in tasks.enumerated() { map[task.id] = slot }
            slots = map
        }
        return slots?[id]
    }

    /// `old`'s entries out, `new`'s in (a new slot for it).
    private func replace(id: TaskID, old: Task?, new: Task?) {
        if let old {
            for entry in Self.entries(of: old, slot: -1) { remove(entry) }
        }
        guard let new else {
            slots?[id] = nil
            return
        }
        tasks.append(new)
        slots?[id] = tasks.count - 1
        guard keeps?(new) ?? true else { return }
        for entry in Self.entries(of: new, slot: tasks.count - 1) { insert(entry) }
    }

    /// Date (an untimed day after the timed ones), reason, title, ID.
    private static func isOrdered(_ lhs: Entry, _ rhs: Entry) -> Bool {
        if lhs.key != rhs.key { return lhs.key < rhs.key }
        if lhs.reason != rhs.reason { return lhs.reason < rhs.reason }
        if lhs.title != rhs.title { return lhs.title < rhs.title }
        return lhs.id < rhs.id
    }

    private func insert(_ entry: Entry) {
        let number = entry.date.day.dayNumber
        var bucket = buckets.removeValue(forKey: number) ?? []
        if sortedDays.contains(number) {
            bucket.insert(entry, at: Self.insertionIndex(of: entry, in: bucket))
        } else {
            bucket.append(entry)
        }
        buckets[number] = bucket
        if entry.reason == .due, entry.date.day < today { insertOverdue(entry) }
    }

    private func insertOverdue(_ entry: Entry) {
        if overdueSorted {
            overdueEntries.insert(entry, at: Self.insertionIndex(of: entry, in: overdueEntries))
        } else {
            overdueEntries.append(entry)
        }
    }

    /// Takes out the entry of the same task for the same reason (its slot is not known).
    private func remove(_ entry: Entry) {
        let number = entry.date.day.dayNumber
        if var bucket = buckets.removeValue(forKey: number) {
            if let index = bucket.firstIndex(where: { $0.id == entry.id && $0.reason == entry.reason }) {
                bucket.remove(at: index)
            }
            if bucket.isEmpty { sortedDays.remove(number) } else { buckets[number] = bucket }
        }
        if entry.reason == .due, entry.date.day < today,
           let index = overdueEntries.firstIndex(where: { $0.id == entry.id }) {
            overdueEntries.remove(at: index)
        }
    }

    /// Binary search in a sorted list.
    private static func insertionIndex(of entry: Entry, in list: [Entry]) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if isOrdered(list[middle], entry) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
