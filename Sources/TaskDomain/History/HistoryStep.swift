import Foundation

/// One change the shared history keeps, described by facts (never sentences): which
/// number it has, when and by whom it was made, what it did to how many tasks, and whether
/// it is undone now. The change itself (every task's before and after) is read only when
/// the step is undone or redone (`ChangeHistory.change(of:)`), so listing the history or
/// finding the step to undo never decodes a large change (an import of 100,000 tasks).
public struct HistoryStep: Hashable, Sendable {
    /// Whether the step's change is in effect.
    public enum State: Hashable, Sendable {
        case done
        /// Taken back; a redo makes it again, until a new change is recorded.
        case undone
    }

    /// Increasing across the history's life (never reused), so marks name their step.
    public let number: Int
    public let date: Date
    public let origin: ChangeOrigin
    public let action: TaskChange.Action
    /// How many tasks the change was about (`TaskChange.summaryEntries`).
    public let count: Int
    /// The title of the task the change was about, when it was about one.
    public let title: String?
    public var state: State
    /// The last undo or redo of the step: when and by whom (nil: never moved).
    public var lastMove: HistoryMark?
    /// The process that made it (its pid), where the history keeps it: two apps are both
    /// `.app`, and this tells one's steps from the other's ("from another taskdeck window").
    public var process: Int32?

    public init(number: Int, date: Date, origin: ChangeOrigin, action: TaskChange.Action, count: Int,
                title: String?, state: State = .done, lastMove: HistoryMark? = nil) {
        self.number = number
        self.date = date
        self.origin = origin
        self.action = action
        self.count = count
        self.title = title
        self.state = state
        self.lastMove = lastMove
    }

    /// The step that records `change`, made at `date` by `origin`.
    public init(number: Int, recording change: TaskChange, at date: Date, by origin: ChangeOrigin) {
        let named = change.summaryEntries
        let title = named.count == 1 ? (named[0].after ?? named[0].before)?.title : nil
        self.init(number: number, date: date, origin: origin, action: change.action, count: named.count, title: title)
    }
}

/// An undo or a redo of a step: when, and by whom.
public struct HistoryMark: Hashable, Sendable {
    public let undone: Bool
    public let date: Date
    public let origin: ChangeOrigin

    public init(undone: Bool, date: Date, origin: ChangeOrigin) {
        self.undone = undone
        self.date = date
        self.origin = origin
    }
}

extension TaskChange {
    /// The entries a summary of the change names: the deleted tasks of a delete (not the
    /// subtasks it moved up), else `subjectEntries` (not the done copy a repeating task
    /// leaves). `ChangeSummary` names changes by the same rule.
    public var summaryEntries: [Entry] {
        action == .deleted && entries.contains(where: { $0.after == nil }) ? entries.filter { $0.after == nil } : subjectEntries
    }
}
