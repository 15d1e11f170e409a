/// The moments at which waiting and scheduled tasks arrive, for the rebuild that shows them.
extension LiveTaskQuery {
    /// The IDs of the tasks that were waiting at `earlier` and are not at `now` (by their
    /// wait arriving, not by a change): what "2 tasks are back from waiting" counts.
    public func backFromWaiting(since earlier: LocalNow) -> [TaskID] {
        slots.compactMap { task in
            guard let task, task.wait != nil, task.isWaiting(at: earlier), !task.isWaiting(at: now) else { return nil }
            return task.id
        }
    }

    /// Keeps `nextArrival` the earliest wait or scheduled moment still to come.
    mutating func noteArrivals(of task: Task) {
        guard !task.isCompleted else { return }
        for date in [task.wait, task.scheduled] {
            guard let date, !date.hasArrived(at: now) else { continue }
            if let earliest = nextArrival, Self.arrivalOrder(earliest) <= Self.arrivalOrder(date) { continue }
            nextArrival = date
        }
    }

    /// Orders moments of arrival: an untimed day arrives at its first minute.
    static func arrivalOrder(_ date: Due) -> Int {
        date.day.dayNumber * 1440 + (date.minuteOfDay ?? 0)
    }
}
