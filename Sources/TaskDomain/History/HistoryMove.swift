/// What an undo or a redo of a shared step did, as facts for the CLI and the presenters.
public enum HistoryMoveOutcome: Equatable, Sendable {
    case moved(HistoryMove)
    /// No step to undo (or redo).
    case nothing
    /// The step's tasks moved on since in a way the undo would write over: nothing was written.
    case refused(HistoryRefusal)
}

/// A step undone or redone.
public struct HistoryMove: Equatable, Sendable {
    /// The step as it is stored now (its state changed).
    public let step: HistoryStep
    /// The change the step made (for its summary: "Deleted 'Buy milk'").
    public let change: TaskChange
    /// What was written now: for an undo, the inverse as it met the tasks stored.
    public let written: TaskChange
    /// Tasks changed since in other fields: the later changes were kept beside this one.
    public let merged: [TaskID]
    /// What the write found besides (others' changes merged in first), for the app to show.
    public let report: CommitReport
    /// Tasks that name a task this move took away (undoing its "Added", redoing its
    /// deletion) as their parent or as a blocker, made so after the step: they keep the
    /// link, read as a parent or blocker deleted elsewhere is (a subtask shows at the top
    /// level, a blocker no longer blocks), and a redo brings the task and so the link back.
    public let leftLinks: [LeftLink]
    /// The step was made by another app process that is still running ("from another
    /// taskdeck window"). Set by the app, which may ask the system about processes; the
    /// domain and the words only carry the fact.
    public var byAnotherOpenWindow = false

    public init(step: HistoryStep, change: TaskChange, written: TaskChange, merged: [TaskID], report: CommitReport = .clean,
                leftLinks: [LeftLink] = []) {
        self.step = step
        self.change = change
        self.written = written
        self.merged = merged
        self.report = report
        self.leftLinks = leftLinks
    }
}

/// A stored task whose parent or blocker an undo or redo took away.
public struct LeftLink: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// It was a subtask of the task taken away: it shows at the top level now.
        case subtask
        /// It waited for the task taken away: that one no longer blocks it.
        case waiter
    }

    public let title: String
    /// The title of the task taken away.
    public let of: String
    public let kind: Kind

    public init(title: String, of: String, kind: Kind) {
        self.title = title
        self.of = of
        self.kind = kind
    }
}

/// Why an undo or redo wrote nothing: a task of the step moved on since, and writing the
/// step's version would lose that later change (the store's field-by-field rule,
/// `TaskConflict`, found the same field changed on both sides, or one side deleted the task).
public struct HistoryRefusal: Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        /// The task was changed since in a field the step changes too (or, where the step
        /// would delete it, in any field).
        case changedSince
        /// The task was deleted since.
        case deletedSince
        /// The task the step would bring back exists again (added again since).
        case existsAgain
    }

    public let step: HistoryStep
    /// Undo (true) or redo.
    public let undoing: Bool
    /// The task that moved on (its title as stored now, else as the step knew it).
    public let title: String
    public let reason: Reason

    public init(step: HistoryStep, undoing: Bool, title: String, reason: Reason) {
        self.step = step
        self.undoing = undoing
        self.title = title
        self.reason = reason
    }
}
