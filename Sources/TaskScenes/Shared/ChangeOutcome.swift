import TaskDomain
import TaskWording

/// What became of a change asked for in a scene, as facts for its presenter to word:
/// the Task List and Task Detail report their changes, undos and redos with it, so both
/// say them the same way (`ChangeStatus`).
enum ChangeOutcome: Equatable {
    /// The change was made (saved). `hiddenCount` of its tasks were marked but are not
    /// shown by the filter or search: the status line names them, so nothing changes unseen.
    case made(TaskChange, hiddenCount: Int = 0)
    /// Undone or redone; `move` says who made the step and what was merged (nil: a step
    /// the scene made itself, told only by its change).
    case undone(TaskChange, HistoryMove? = nil)
    case redone(TaskChange, HistoryMove? = nil)
    /// The undo (or redo) wrote nothing: a task of its step moved on since.
    case historyRefused(HistoryRefusal)
    case nothingToUndo
    case nothingToRedo
    /// The change asked for was already so (lowering a priority that is none).
    case unchanged
    /// Skipping the occurrence of one task that has none to skip: the task's title and why
    /// (it does not repeat, is completed, repeats after completion). Nothing is written and
    /// no undo step is taken.
    case cannotSkip(title: String, SkipRefusal)
    /// Skipping `count` tasks none of which has an occurrence to skip.
    case cannotSkipAny(count: Int)
    /// Storage refused: what was attempted, and why.
    case failed(ChangeAttempt, SceneError)
}

/// A change that was attempted, named by what it was meant to do, so a failure can say
/// "Could not complete 'Buy milk'". A `title` is given when the change was to one task
/// that the person can see.
enum ChangeAttempt: Equatable {
    case complete(title: String)
    case reopen(title: String)
    case toggle(count: Int)
    case skip(count: Int)
    case setPriority(Priority)
    case stepPriority(raise: Bool, count: Int)
    case changeTags(count: Int)
    case delete(title: String?, count: Int)
    /// Indent, outdent or move under another task.
    case move(title: String)
    case editNotes(title: String)
    /// Start or stop work (`b`, `:start`, `:stop`).
    case start(title: String?, count: Int)
    case stop(title: String?, count: Int)
    /// Hide until a day, or show again (`w`).
    case setWait(count: Int)
    /// Set what a task waits for (`B`).
    case setDepends(title: String)
    /// Add a dated line (`i`).
    case annotate(count: Int)
    case undo
    case redo
    case readTasks
}

/// Why something failed, as a fact: the domain's refusal or the storage port's failure
/// (both typed, so tests compare the cases), and the presenter words it
/// (`ChangeStatus.cause`). An error of a type the scenes do not know (an adapter's own)
/// keeps the words it gave of itself.
enum SceneError: Equatable, Sendable {
    case domain(TaskDomainError)
    case storage(TaskStorageError)
    case other(String)

    init(_ error: any Error) {
        switch error {
        case let error as TaskDomainError: self = .domain(error)
        case let error as TaskStorageError: self = .storage(error)
        default: self = .other(ErrorMessage.text(error))
        }
    }
}

extension TaskWorking {
    /// Undoes (or redoes) the last change: the outcome to report, and the change as it was
    /// just written to storage (the inverse, for an undo) for the scene to show, if any.
    func stepHistory(back: Bool) -> (outcome: ChangeOutcome, written: TaskChange?) {
        do {
            switch try moveInHistory(back: back) {
            case .nothing: return (back ? .nothingToUndo : .nothingToRedo, nil)
            case .refused(let refusal): return (.historyRefused(refusal), nil)
            case .moved(let move):
                return (back ? .undone(move.change, move) : .redone(move.change, move), move.written)
            }
        } catch {
            return (.failed(back ? .undo : .redo, SceneError(error)), nil)
        }
    }

    /// For test doubles: a sync records nothing.
    public func beginSyncStep() {}
    public func endSyncStep() {}

    /// For workers that keep only their own steps (test doubles): `undo()` / `redo()` as
    /// steps made in the app.
    public func moveInHistory(back: Bool) throws -> HistoryMoveOutcome {
        guard let change = try back ? undo() : redo() else { return .nothing }
        let step = HistoryStep(number: 0, recording: change, at: clock.now, by: .app)
        return .moved(HistoryMove(step: step, change: change, written: back ? change.inverse : change, merged: []))
    }
}
