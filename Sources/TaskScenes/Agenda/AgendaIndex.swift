import TaskDomain

/// The Agenda's worker: the pending tasks grouped by the days they are on (due, scheduled,
/// back from waiting), built once from one read of storage and then kept by the changes
/// (`apply`), so moving a day reads a few buckets and a keystroke never scans every task.
///
/// A day's bucket is sorted when it is first read (most days are never shown); the
/// overdue tasks are kept as one list in due order, updated by insertion.
final class AgendaIndex {
    /// One task on one day, by ID, with what sorts it within the day.
    struct Entry: Hashable {
        var id: TaskID
        var reason: Agenda.Reason
        var date: Due
    }

    private(set) var today: CalendarDay
    private(set) var tasksByID: [TaskID: Task] = [:]
    /// Entries by day number; `sortedDays` holds the days whose bucket is in order.
    private var buckets: [Int: [Entry]] = [:]
    private var sortedDays: Set<Int> = []
    /// Pending tasks due before today, in due order (then title), sorted on first read.
    private var overdueEntries: [Entry] = []
    private var overdueSorted = false

    init(tasks: [Task], today: CalendarDay) {
        self.today = today
        tasksByID.reserveCapacity(tasks.count)
        for task in tasks where !task.isCompleted {
            tasksByID[task.id] = task
            for entry in Self.entries(of: task) {
                buckets[entry.date.day.dayNumber, default: []].append(entry)
                if entry.reason == .due, entry.date.day < today { overdueEntries.append(entry) }
            }
        }
    }

    // MARK: - Reading

    /// The first `limit` items on `day`, in order (timed ones by time, then the rest; due
    /// before scheduled before back; then by title), and how many it has.
    func items(on day: CalendarDay, limit: Int) -> (items: [Agenda.Item], total: Int) {
        let number = day.dayNumber
        guard buckets[number] != nil else { return ([], 0) }
        if !sortedDays.contains(number) {
            buckets[number]?.sort(by: isOrdered)
            sortedDays.insert(number)
        }
        let bucket = buckets[number] ?? []
        return (bucket.prefix(max(0, limit)).compactMap(item), bucket.count)
    }

    /// How many items `day` has (for the month strip): no sorting.
    func count(on day: CalendarDay) -> Int { buckets[day.dayNumber]?.count ?? 0 }

    /// The overdue tasks, oldest due first, at most `limit` of them, and how many there are.
    func overdue(limit: Int) -> (items: [Agenda.Item], total: Int) {
        if !overdueSorted {
            overdueEntries.sort(by: isOrdered)
            overdueSorted = true
        }
        return (overdueEntries.prefix(max(0, limit)).compactMap(item), overdueEntries.count)
    }

    // MARK: - Changes

    /// Takes in new versions of tasks (nil: removed): each one's old entries go, its new
    /// ones come, each in its place; nothing else is touched.
    func apply(_ updates: [(id: TaskID, task: Task?)]) {
        for (id, task) in updates {
            if let old = tasksByID.removeValue(forKey: id) {
                for entry in Self.entries(of: old) { remove(entry) }
            }
            guard let task, !task.isCompleted else { continue }
            tasksByID[id] = task
            for entry in Self.entries(of: task) { insert(entry) }
        }
    }

    /// A change made here (or undone): the tasks as they are after it.
    func apply(_ change: TaskChange) {
        apply(change.entries.map { (id: $0.id, task: $0.after) })
    }

    /// Midnight passed: tasks due on the days between the old today and `day` become overdue.
    func moveToday(to day: CalendarDay) {
        guard day != today else { return }
        let old = today
        today = day
        if day < old {
            // The clock went back (a correction): overdue is computed afresh.
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
    static func entries(of task: Task) -> [Entry] {
        guard !task.isCompleted else { return [] }
        var entries: [Entry] = []
        if let due = task.due { entries.append(Entry(id: task.id, reason: .due, date: due)) }
        if let scheduled = task.scheduled { entries.append(Entry(id: task.id, reason: .scheduled, date: scheduled)) }
        if let wait = task.wait { entries.append(Entry(id: task.id, reason: .back, date: wait)) }
        return entries
    }

    private func item(_ entry: Entry) -> Agenda.Item? {
        tasksByID[entry.id].map { Agenda.Item(task: $0, reason: entry.reason, date: entry.date) }
    }

    /// Date (an untimed day after the timed ones), reason, title, ID.
    private func isOrdered(_ lhs: Entry, _ rhs: Entry) -> Bool {
        if lhs.date.sortKey != rhs.date.sortKey { return lhs.date.sortKey < rhs.date.sortKey }
        if lhs.reason != rhs.reason { return lhs.reason < rhs.reason }
        let left = tasksByID[lhs.id]?.title ?? "", right = tasksByID[rhs.id]?.title ?? ""
        if left != right { return left < right }
        return lhs.id < rhs.id
    }

    private func insert(_ entry: Entry) {
        let number = entry.date.day.dayNumber
        var bucket = buckets[number] ?? []
        if sortedDays.contains(number) {
            bucket.insert(entry, at: insertionIndex(of: entry, in: bucket))
        } else {
            bucket.append(entry)
        }
        buckets[number] = bucket
        if entry.reason == .due, entry.date.day < today { insertOverdue(entry) }
    }

    private func insertOverdue(_ entry: Entry) {
        if overdueSorted {
            overdueEntries.insert(entry, at: insertionIndex(of: entry, in: overdueEntries))
        } else {
            overdueEntries.append(entry)
        }
    }

    private func remove(_ entry: Entry) {
        let number = entry.date.day.dayNumber
        if var bucket = buckets[number], let index = bucket.firstIndex(of: entry) {
            bucket.remove(at: index)
            buckets[number] = bucket.isEmpty ? nil : bucket
            if bucket.isEmpty { sortedDays.remove(number) }
        }
        if entry.reason == .due, entry.date.day < today, let index = overdueEntries.firstIndex(of: entry) {
            overdueEntries.remove(at: index)
        }
    }

    /// Binary search in a sorted list. The old version of a task is removed before its new
    /// one is inserted, so titles read from `tasksByID` are the new ones throughout.
    private func insertionIndex(of entry: Entry, in list: [Entry]) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if isOrdered(list[middle], entry) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
