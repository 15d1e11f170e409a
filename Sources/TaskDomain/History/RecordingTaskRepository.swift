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

    public func refresh() throws -> ExternalChanges { try base.refresh() }

    public func tasks(withIDs ids: Set<TaskID>) throws -> [TaskID: Task] { try base.tasks(withIDs: ids) }

    public func activeTasks() throws -> [Task] { try base.activeTasks() }

    public func commit(_ change: TaskChange) throws -> CommitReport {
        let report = try base.commit(change)
        record(change, report)
        return report
    }

    public func commit(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport {
        var planned: TaskChange?
        let report = try base.commit(ids: ids) { stored in
            let change = try planning(stored)
            planned = change
            return change
        }
        if let planned { record(planned, report) }
        return report
    }

    /// Records a change that reached the tasks some other way (what a sync brought in).
    public func recordOutside(_ change: TaskChange, by origin: ChangeOrigin) {
        do {
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
