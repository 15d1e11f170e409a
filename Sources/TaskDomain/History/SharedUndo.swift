import Foundation

/// Undo and redo over the shared `ChangeHistory`: the newest step of any process, across
/// restarts (`taskdeck undo`, `redo`, the app's `u` and Ctrl-R).
///
/// An undo never writes over a later change. It is planned against the tasks as stored now,
/// under the store's lock (`TaskRepository.commit(ids:planning:)`), with the rule the store
/// uses when two writers meet (`TaskConflict`), the step's change being one side and what
/// happened since the other:
/// - a task as the step left it is put back;
/// - a task changed since only in other fields is merged: the step's fields go back, the
///   later change's stay (`HistoryMove.merged`);
/// - a task changed since in a field the step changed too, deleted since, or added again:
///   the whole step is refused and nothing is written (`HistoryRefusal`); the step stays.
/// A task the move takes away (undoing its "Added") may have been made a parent or a
/// blocker since: the tasks linked to it keep the link, read as a parent or blocker
/// deleted elsewhere is, and the move names them (`HistoryMove.leftLinks`); a redo brings
/// the task back, and with it the links.
/// The history is held from reading the step to marking it, so two processes never undo
/// one step twice. Undo and redo write through `repository`, the plain one, so they mark
/// their step instead of recording a new one.
public struct SharedUndo {
    public let repository: any TaskRepository
    public let history: any ChangeHistory
    /// Who undoes (stored with the mark).
    public let origin: ChangeOrigin
    public let clock: any Clock

    public init(repository: any TaskRepository, history: any ChangeHistory, origin: ChangeOrigin, clock: any Clock) {
        self.repository = repository
        self.history = history
        self.origin = origin
        self.clock = clock
    }

    /// Takes back the newest step in effect.
    public func undo() throws -> HistoryMoveOutcome { try move(back: true) }

    /// Makes the oldest undone step again.
    public func redo() throws -> HistoryMoveOutcome { try move(back: false) }

    private func move(back: Bool) throws -> HistoryMoveOutcome {
        try history.holding {
            let log = try history.read()
            guard var step = back ? log.nextUndo : log.nextRedo else { return .nothing }
            let made = try change(of: step)
            let wanted = back ? made.inverse : made
            var refusal: HistoryRefusal?
            var merged: [TaskID] = []
            var leftLinks: [LeftLink] = []
            var planned = TaskChange(action: wanted.action, entries: [])
            func plan(_ stored: [TaskID: Task]) throws -> TaskChange {
                refusal = nil
                merged = []
                var entries: [TaskChange.Entry] = []
                for entry in wanted.entries {
                    let current = stored[entry.id]
                    if current == entry.before {
                        entries.append(entry)
                        continue
                    }
                    if current == entry.after { continue }  // already so
                    guard let current, let from = entry.before, let target = entry.after else {
                        let title = current?.title ?? entry.before?.title ?? entry.after?.title ?? ""
                        let reason: HistoryRefusal.Reason = current == nil ? .deletedSince
                            : entry.before == nil ? .existsAgain : .changedSince
                        refusal = HistoryRefusal(step: step, undoing: back, title: title, reason: reason)
                        return TaskChange(action: wanted.action, entries: [])
                    }
                    let meeting = TaskConflict.resolve(id: entry.id, base: from, ours: target, theirs: current)
                    guard meeting.winner == .both, let kept = meeting.kept else {
                        refusal = HistoryRefusal(step: step, undoing: back, title: current.title, reason: .changedSince)
                        return TaskChange(action: wanted.action, entries: [])
                    }
                    merged.append(entry.id)
                    entries.append(TaskChange.Entry(id: entry.id, before: current, after: kept))
                }
                planned = TaskChange(action: wanted.action, entries: entries)
                leftLinks = try linksLeft(by: planned)
                return planned
            }
            // A move that takes no task away needs no other stored task (`linksLeft` reads them
            // all): the store may read only the step's tasks (`taskdeck undo` at 100,000 tasks).
            let ids = Set(wanted.ids)
            let report = try wanted.entries.allSatisfy({ $0.after != nil })
                ? repository.commitReadingOnly(ids: ids, planning: plan)
                : repository.commit(ids: ids, planning: plan)
            if let refusal { return .refused(refusal) }
            let mark = HistoryMark(undone: back, date: clock.now, origin: origin)
            try history.append(.marked(number: step.number, mark), change: nil)
            step.state = back ? .undone : .done
            step.lastMove = mark
            return .moved(HistoryMove(step: step, change: made, written: planned.resolved(by: report.conflicts),
                                      merged: merged, report: report, leftLinks: leftLinks))
        }
    }

    /// A step of this many tasks or more is read after the store (see `change(of:)`).
    static let largeStep = 1_000

    /// The change `step` made. A large one (an import) is read with the store's tasks at
    /// hand, and each task it holds as stored is the store's own: undoing a 1,000,000-task
    /// import held both copies, twice the memory of the import itself.
    private func change(of step: HistoryStep) throws -> TaskChange {
        guard step.count >= Self.largeStep else { return try history.change(of: step) }
        var stored: [TaskID: Task] = [:]
        let tasks = try repository.loadAll()
        stored.reserveCapacity(tasks.count)
        for task in tasks { stored[task.id] = task }
        return try history.change(of: step, sharingTasksOf: { stored[$0] })
    }

    /// The stored tasks, other than those `change` writes, whose parent or blockers
    /// `change` takes away. Read while the store is held (an undo's planning).
    private func linksLeft(by change: TaskChange) throws -> [LeftLink] {
        var gone: [TaskID: String] = [:]
        for entry in change.entries where entry.after == nil {
            gone[entry.id] = entry.before?.title ?? ""
        }
        guard !gone.isEmpty else { return [] }
        let written = Set(change.ids)
        var left: [LeftLink] = []
        for task in try repository.loadAll() where !written.contains(task.id) {
            if let parent = task.parent, let title = gone[parent] {
                left.append(LeftLink(title: task.title, of: title, kind: .subtask))
            }
            for blocker in task.depends.sorted() {
                if let title = gone[blocker] { left.append(LeftLink(title: task.title, of: title, kind: .waiter)) }
            }
        }
        return left
    }
}
