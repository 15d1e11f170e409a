import Foundation

/// The driven port of the shared, bounded history of changes that `taskdeck undo`, `redo`
/// and the app's `u` / Ctrl-R step through, whichever process made the change.
///
/// A history lives with its store (the JSON file's `tasks.json.history`, a vdir's
/// `.taskdeck-history`), so it outlives every process; several processes append to it at
/// once. An adapter stores `HistoryEvent`s in order and keeps at most `limit` steps (older
/// ones are forgotten when it next tidies up); it never writes over a history it could not
/// read. Adapters are reference types with state (what was read, where), hence `AnyObject`.
public protocol ChangeHistory: AnyObject {
    /// How many steps are kept (the config's `[undo] limit`).
    var limit: Int { get }
    /// The history as stored now (headers only; cheap when nothing was added since the last read).
    func read() throws -> HistoryLog
    /// The change a stored step made: every task's before and after.
    func change(of step: HistoryStep) throws -> TaskChange
    /// The same, each task that equals the one `stored` gives for its ID being that task
    /// (one copy in memory, not two: an undo of a 1,000,000-task import held both the
    /// store's tasks and the step's).
    func change(of step: HistoryStep, sharingTasksOf stored: (TaskID) -> Task?) throws -> TaskChange
    /// Appends one event; `change` is the change of a `.made` event (nil for a mark).
    func append(_ event: HistoryEvent, change: TaskChange?) throws
    /// Runs `body` holding the history, so no other process records, undoes or redoes in
    /// the meantime: the calls above made inside `body` do not take it again.
    func holding<Result>(_ body: () throws -> Result) throws -> Result
}

extension ChangeHistory {
    /// An adapter whose tasks are few (in memory, tests) shares nothing.
    public func change(of step: HistoryStep, sharingTasksOf stored: (TaskID) -> Task?) throws -> TaskChange {
        try change(of: step)
    }

    /// The tasks changed by the steps stored after step `number`: what other processes
    /// recorded while a sync ran (its step leaves them out).
    public func tasksChanged(after number: Int) throws -> Set<TaskID> {
        var ids: Set<TaskID> = []
        for step in try read().steps where step.number > number {
            ids.formUnion(try change(of: step).entries.map(\.id))
        }
        return ids
    }

    /// Stores `change`, just made by `origin`, as the newest step (empty changes are not
    /// steps). Returns the step.
    @discardableResult
    public func record(_ change: TaskChange, by origin: ChangeOrigin, at date: Date) throws -> HistoryStep? {
        guard !change.isEmpty else { return nil }
        return try holding {
            // A history that cannot be read numbers from 1: `append` says what it does with it
            // (a stored one moves a damaged file aside and starts anew, or refuses).
            var step = HistoryStep(number: ((try? read())?.highestNumber ?? 0) + 1, recording: change, at: date, by: origin)
            step.process = ProcessInfo.processInfo.processIdentifier
            try append(.made(step), change: change)
            return step
        }
    }
}

/// What a stored history says of itself when it cannot be used; the words are
/// `TaskWording.HistoryWording`'s. A history that fails never stops a change to the tasks.
public enum ChangeHistoryError: Error, Equatable, Sendable {
    /// A line other than the last is damaged (a failed checksum, not a history event).
    case corrupt(path: String, line: Int, problem: String)
    /// Written by a newer taskdeck.
    case newerFormat(path: String, version: Int)
    /// The history could not be read (a permission, an I/O error).
    case unreadable(path: String, reason: String)
    /// Recording found the history unusable (`problem`): it moved the file aside to
    /// `keptAs`, never writing over it, and started a new history holding the change. Thrown
    /// after the change was recorded, so the caller can say so.
    case startedAnew(path: String, keptAs: String, problem: String)
    /// A step's change could not be read back.
    case stepUnreadable(path: String, number: Int, problem: String)
}
