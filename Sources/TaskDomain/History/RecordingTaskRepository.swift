import Foundation

/// A `TaskRepository` that puts every change written through it in a `ChangeHistory`, as
/// made by `origin`: the one place where changes become undo steps, so every writer (each
/// subcommand, an import, the app) records the same way, and a bulk action or an import
/// (one commit) is one step.
///
/// What is recorded is the change as it was written: where it met another writer's version,
/// the version it replaced (so an undo restores theirs), and without the tasks another
/// writer had already made so. A history that fails (unreadable, a full disk) never stops
/// a change to the tasks: the failure goes to `historyProblem` and the change stands.
/// Undo and redo write through the plain repository (`SharedUndo`), so they mark their step
/// instead of becoming new ones.
public final class RecordingTaskRepository: TaskRepository {
    public let base: any TaskRepository
    public let history: any ChangeHistory
    public let origin: ChangeOrigin
    private let clock: any Clock
    private var outside: OutsideStep?
    /// Told when recording a change failed (or started a new history): the caller says so.
    public var historyProblem: ((any Error) -> Void)?

    public init(base: any TaskRepository, history: any ChangeHistory, origin: ChangeOrigin, clock: any Clock,
                historyProblem: ((any Error) -> Void)? = nil) {
        self.base = base
        self.history = history
        self.origin = origin
        self.clock = clock
        self.historyProblem = historyProblem
    }

    public func loadAll() throws -> [Task] { try base.loadAll() }

    /// While an outside step is open (a sync runs), what each refresh finds is noted, from
    /// the version held before it to the one found.
    public func refresh() throws -> ExternalChanges {
        guard outside != nil else { return try base.refresh() }
        let held = try base.loadAll()
        let changes = try base.refresh()
        if !changes.isEmpty { outside?.note(TaskChange.synced(before: held, changes: changes)) }
        return changes
    }

    /// Begins one step of what reaches the store from outside (the app's `$` sync): every
    /// change `refresh()` finds until `endOutsideStep()` is recorded then as one step made
    /// by `origin`. Opening it again while it is open does nothing.
    public func beginOutsideStep(by origin: ChangeOrigin) {
        if outside == nil { outside = OutsideStep(origin: origin, since: try? history.read().highestNumber) }
    }

    /// Records what the open outside step found (nothing, when it found nothing).
    public func endOutsideStep() {
        guard let step = outside else { return }
        outside = nil
        recordOutside(step.change, by: step.origin, since: step.since)
    }

    public func tasks(withIDs ids: Set<TaskID>) throws -> [TaskID: Task] { try base.tasks(withIDs: ids) }

    public func activeTasks() throws -> [Task] { try base.activeTasks() }

    public func commit(_ change: TaskChange) throws -> CommitReport {
        let report = try notingOutside { try base.commit(change) }
        record(change, report)
        return report
    }

    public func commit(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport {
        try recordingPlanned(planning) { try base.commit(ids: ids, planning: $0) }
    }

    public func commitReadingAll(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport {
        try recordingPlanned(planning) { try base.commitReadingAll(ids: ids, planning: $0) }
    }

    /// Runs a planned commit of the base and records the change the plan made.
    private func recordingPlanned(_ planning: ([TaskID: Task]) throws -> TaskChange,
                                  _ commit: (([TaskID: Task]) throws -> TaskChange) throws -> CommitReport) throws -> CommitReport {
        var planned: TaskChange?
        let report = try withoutActuallyEscaping(planning) { planning in
            try notingOutside { try commit { stored in
                let change = try planning(stored)
                planned = change
                return change
            } }
        }
        if let planned { record(planned, report) }
        return report
    }

    /// A commit while an outside step is open (a sync runs): what it merged in first (the
    /// sync's writes it caught up with) belongs to the outside step as much as what a
    /// refresh finds, or undoing the sync would leave it.
    private func notingOutside(_ commit: () throws -> CommitReport) throws -> CommitReport {
        guard outside != nil else { return try commit() }
        let held = try base.loadAll()
        let report = try commit()
        if !report.external.isEmpty { outside?.note(TaskChange.synced(before: held, changes: report.external)) }
        return report
    }

    /// Records a change that reached the tasks some other way (what a sync brought in).
    /// `since`: the newest step when it began. What refresh found includes what other
    /// processes wrote meanwhile, which they recorded as their own steps: the tasks of the
    /// steps stored after `since` are left out, so undoing the sync never takes them back.
    public func recordOutside(_ change: TaskChange, by origin: ChangeOrigin, since: Int? = nil) {
        do {
            var change = change
            if let since {
                let others = try history.tasksChanged(after: since)
                if !others.isEmpty {
                    change = TaskChange(action: change.action, entries: change.entries.filter { !others.contains($0.id) })
                }
            }
            try history.record(change, by: origin, at: clock.now)
        } catch {
            historyProblem?(error)
        }
    }

    private func record(_ change: TaskChange, _ report: CommitReport) {
        let others = Set(report.madeByOthers)
        let resolved = change.resolved(by: report.conflicts)
        let written = others.isEmpty ? resolved
            : TaskChange(action: resolved.action, entries: resolved.entries.filter { !others.contains($0.id) })
        recordOutside(written, by: origin)
    }
}

/// What a sync brought in while it ran: per task, the version before its first change and
/// after its last, in the order they were found.
private struct OutsideStep {
    let origin: ChangeOrigin
    /// The newest step when it began (nil: the history could not be read then).
    let since: Int?
    private var order: [TaskID] = []
    private var before: [TaskID: Task?] = [:]
    private var after: [TaskID: Task?] = [:]

    init(origin: ChangeOrigin, since: Int?) {
        self.origin = origin
        self.since = since
    }

    mutating func note(_ change: TaskChange) {
        for entry in change.entries {
            if before[entry.id] == nil {
                order.append(entry.id)
                before[entry.id] = .some(entry.before)
            }
            after[entry.id] = .some(entry.after)
        }
    }

    var change: TaskChange {
        TaskChange(action: .synced, entries: order.map { id in
            TaskChange.Entry(id: id, before: before[id] ?? nil, after: after[id] ?? nil)
        })
    }
}
