/// The plan's rules about a task at a moment: whether it is ready to work on (the Next
/// view, `is:ready`), has expired, or hides past its due date.
extension Task {
    /// A task scheduled later still counts as ready when its due date is this close
    /// (Taskwarrior's "due soon" is a week too).
    public static let dueSoonDays = 7

    /// Ready to work on: pending, not waiting, not blocked (`links`: it waits for no task
    /// still to do), not expired, and not scheduled for later unless due within
    /// `dueSoonDays` (or overdue). What the Next view ranks.
    public func isReady(at now: LocalNow, links: TaskLinks = .none) -> Bool {
        isReady(at: now) { !depends.isEmpty && links.isBlocked(id) }
    }

    /// Ready to work on, `isBlocked` answering (when asked) whether it waits for a task
    /// still to do: the links, or a table made for a pass over every task (`LinkState`).
    func isReady(at now: LocalNow, isBlocked: () -> Bool) -> Bool {
        guard !isCompleted, !isWaiting(at: now), !hasExpired(at: now) else { return false }
        if isBlocked() { return false }
        guard let scheduled, !scheduled.hasArrived(at: now) else { return true }
        guard let due else { return false }
        return due.day.days(from: now.day) < Self.dueSoonDays
    }

    /// Past its until day: no longer worth doing (kept, never deleted by taskdeck).
    public func hasExpired(at now: LocalNow) -> Bool {
        guard let until else { return false }
        return until.day < now.day
    }

    /// Scheduled for a day (and time) still to come.
    public func isScheduledLater(at now: LocalNow) -> Bool {
        scheduled.map { !$0.hasArrived(at: now) } ?? false
    }

    /// Hidden until after it is due: allowed, but worth a warning where it is set.
    public var waitsPastDue: Bool {
        guard let wait, let due else { return false }
        // A wait arrives at its day's first minute, an untimed due lasts its whole day.
        return wait.day.dayNumber * 1441 + (wait.minuteOfDay ?? 0) > due.sortKey
    }
}

extension Task {
    /// Whether this task is `earlier` with only its dates moved (due, scheduled, wait,
    /// until): a rescheduling, as the Agenda's `>` and the wait key make. Every other field,
    /// present or to come, must be as it was.
    public func isRescheduling(of earlier: Task) -> Bool {
        guard due != earlier.due || scheduled != earlier.scheduled || wait != earlier.wait || until != earlier.until else {
            return false
        }
        var moved = earlier
        (moved.due, moved.scheduled, moved.wait, moved.until, moved.modified) = (due, scheduled, wait, until, modified)
        return moved == self
    }
}
