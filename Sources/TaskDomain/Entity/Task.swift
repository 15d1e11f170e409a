import Foundation

/// A thing to do: the entity at the centre of taskdeck.
///
/// Its invariants (a trimmed single-line title, normalized tags, well-formed project) are
/// checked by the throwing initializer and by every use case, so a `Task` value is always
/// valid. Properties are read-only outside the domain; change a task through `TaskService`.
public struct Task: Identifiable, Hashable, Sendable {
    /// The fields, in one shared immutable box: copying a task (into a sorted list, a
    /// filter's result, a view model) is one reference count instead of one per string and
    /// collection, and the arrays of tasks every layer keeps hold a pointer each instead of
    /// the fields. A change makes a new box (changes are per edit, copies per keystroke).
    private var box: Box

    /// A task's fields as stored; a task's equality and hash are theirs.
    struct Stored: Hashable, Sendable {
        var id: TaskID
        var title: String
        var notes: String
        var status: TaskStatus
        let created: Date
        var modified: Date
        var completed: Date?
        var due: Due?
        var priority: Priority
        var project: String?
        var tags: Set<String>
        var parent: TaskID?
        /// The fields most tasks leave empty, in a box of their own, absent when all are
        /// empty: they are more than half of a task's bytes (four plan dates and a rule of
        /// about 100 bytes each), so a plain task's box is half the size (issue 27: 10,000
        /// tasks, -2.4 MB; a million, -240 MB).
        var sparseBox: SparseBox?

        var sparse: Sparse {
            get { sparseBox?.sparse ?? .empty }
            set { sparseBox = newValue == .empty ? nil : SparseBox(newValue) }
        }
    }

    /// The fields most tasks leave empty (see `Stored.sparseBox`).
    struct Sparse: Hashable, Sendable {
        var recurrence: Recurrence?
        var kept: KeptFields
        var wait: Due?
        var scheduled: Due?
        var until: Due?
        var intervals: [WorkInterval]
        var depends: Set<TaskID>
        var annotations: [Annotation]
        var fields: CustomFields

        static let empty = Sparse(recurrence: nil, kept: .none, wait: nil, scheduled: nil, until: nil, intervals: [],
                                  depends: [], annotations: [], fields: .none)
    }

    /// Compared and hashed by its fields: a task's equality never depends on boxes.
    final class SparseBox: Hashable, Sendable {
        let sparse: Sparse
        init(_ sparse: Sparse) { self.sparse = sparse }
        static func == (lhs: SparseBox, rhs: SparseBox) -> Bool { lhs === rhs || lhs.sparse == rhs.sparse }
        func hash(into hasher: inout Hasher) { hasher.combine(sparse) }
    }

    final class Box: Sendable {
        let stored: Stored
        init(_ stored: Stored) { self.stored = stored }
    }

    /// Changes the fields through a new box (the old one may be shared).
    private mutating func update(_ change: (inout Stored) -> Void) {
        var stored = box.stored
        change(&stored)
        box = Box(stored)
    }

    public var id: TaskID { box.stored.id }
    public internal(set) var title: String {
        get { box.stored.title }
        set { update { $0.title = newValue } }
    }
    /// Free text, possibly multi-line. Kept exactly as entered (it may contain anything).
    public internal(set) var notes: String {
        get { box.stored.notes }
        set { update { $0.notes = newValue } }
    }
    public internal(set) var status: TaskStatus {
        get { box.stored.status }
        set { update { $0.status = newValue } }
    }
    public var created: Date { box.stored.created }
    public internal(set) var modified: Date {
        get { box.stored.modified }
        set { update { $0.modified = newValue } }
    }
    /// When it was completed; `nil` while pending.
    public internal(set) var completed: Date? {
        get { box.stored.completed }
        set { update { $0.completed = newValue } }
    }
    public internal(set) var due: Due? {
        get { box.stored.due }
        set { update { $0.due = newValue } }
    }
    public internal(set) var priority: Priority {
        get { box.stored.priority }
        set { update { $0.priority = newValue } }
    }
    /// A dotted path such as `home.garden`, or `nil`.
    public internal(set) var project: String? {
        get { box.stored.project }
        set { update { $0.project = newValue } }
    }
    /// Lowercase single words.
    public internal(set) var tags: Set<String> {
        get { box.stored.tags }
        set { update { $0.tags = newValue } }
    }
    /// The task this one is a subtask of, or `nil` for a top-level task. It may name a task
    /// that no longer exists (deleted by another program): readers then treat the task as
    /// top-level (`TaskHierarchy`); setting it goes through `TaskService`, which refuses
    /// missing parents and cycles.
    public internal(set) var parent: TaskID? {
        get { box.stored.parent }
        set { update { $0.parent = newValue } }
    }
    /// How it repeats, or `nil`. A repeating task always has a due date: its next occurrence.
    public internal(set) var recurrence: Recurrence? {
        get { box.stored.sparseBox?.sparse.recurrence }
        set { update { $0.sparse.recurrence = newValue } }
    }
    /// What other programs' formats said that taskdeck does not read (see `KeptFields`):
    /// carried along unchanged so an export to that format gives the task back as it came.
    public internal(set) var kept: KeptFields {
        get { box.stored.sparseBox?.sparse.kept ?? .none }
        set { update { $0.sparse.kept = newValue } }
    }
    /// Hidden until this day (and time): a pending task is out of sight (Pending, Today,
    /// Next, `list`, counts, search) before it, and back on its own from it
    /// (`isWaiting(at:)`). A day without a time comes back at its first minute.
    public internal(set) var wait: Due? {
        get { box.stored.sparseBox?.sparse.wait }
        set { update { $0.sparse.wait = newValue } }
    }
    /// The day (and time) the person plans to start it: part of urgency, the Next view and the agenda.
    public internal(set) var scheduled: Due? {
        get { box.stored.sparseBox?.sparse.scheduled }
        set { update { $0.sparse.scheduled = newValue } }
    }
    /// The last day it is worth doing (Taskwarrior's `until`): after it the task has expired,
    /// and the Next view leaves it out. Kept, never acted on by deleting.
    public internal(set) var until: Due? {
        get { box.stored.sparseBox?.sparse.until }
        set { update { $0.sparse.until = newValue } }
    }
    /// Every stretch of time spent on it, in the order they started; only the last may be
    /// running (the task is then active).
    public internal(set) var intervals: [WorkInterval] {
        get { box.stored.sparseBox?.sparse.intervals ?? [] }
        set { update { $0.sparse.intervals = newValue } }
    }
    /// The tasks it waits for (Taskwarrior's `depends`): it is blocked while one of them is
    /// stored and not done (`TaskLinks`). An ID whose task is gone (deleted elsewhere) stays
    /// here harmlessly and blocks nothing; setting it goes through `TaskService`, which
    /// refuses missing blockers and cycles.
    public internal(set) var depends: Set<TaskID> {
        get { box.stored.sparseBox?.sparse.depends ?? [] }
        set { update { $0.sparse.depends = newValue } }
    }
    /// Whether it waits for any task, asked without copying `depends` out (a reference
    /// count each): passes over a million tasks ask it of every one.
    var waitsForAny: Bool {
        guard let sparse = box.stored.sparseBox else { return false }
        return !sparse.sparse.depends.isEmpty
    }
    /// Lines added to it over time, each with when (`Annotation`), oldest first; beside the
    /// free-text `notes`, never merged into them.
    public internal(set) var annotations: [Annotation] {
        get { box.stored.sparseBox?.sparse.annotations ?? [] }
        set { update { $0.sparse.annotations = newValue } }
    }
    /// Its own fields beyond taskdeck's (Taskwarrior's UDAs, `CustomFields`), by name.
    public internal(set) var fields: CustomFields {
        get { box.stored.sparseBox?.sparse.fields ?? .none }
        set { update { $0.sparse.fields = newValue } }
    }

    public static func == (lhs: Task, rhs: Task) -> Bool {
        lhs.box === rhs.box || lhs.box.stored == rhs.box.stored
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.stored)
    }

    /// Builds a task, validating and normalizing title, project and tags.
    public init(
        id: TaskID = TaskID(),
        title: String,
        notes: String = "",
        status: TaskStatus = .pending,
        created: Date,
        modified: Date? = nil,
        completed: Date? = nil,
        due: Due? = nil,
        priority: Priority = .none,
        project: String? = nil,
        tags: some Sequence<String> = [String](),
        parent: TaskID? = nil,
        recurrence: Recurrence? = nil,
        kept: KeptFields = .none,
        wait: Due? = nil,
        scheduled: Due? = nil,
        until: Due? = nil,
        intervals: [WorkInterval] = [],
        depends: Set<TaskID> = [],
        annotations: [Annotation] = [],
        fields: CustomFields = .none
    ) throws(TaskDomainError) {
        let completed = status == .completed ? (completed ?? modified ?? created) : nil
        // A completed task runs no more: an interval a file left running ends when it was done.
        var intervals = intervals.normalizedIntervals()
        if let completed, let last = intervals.last, last.isRunning {
            intervals = intervals.dropLast() + [last.stopped(at: completed)]
        }
        let sparse = Sparse(recurrence: recurrence, kept: kept, wait: wait, scheduled: scheduled, until: until,
                            intervals: intervals, depends: depends.subtracting([id]), annotations: annotations.inEntryOrder(),
                            fields: fields)
        box = Box(Stored(
            id: id, title: try TaskValidation.title(title), notes: notes, status: status, created: created,
            modified: modified ?? created, completed: completed, due: due, priority: priority,
            project: try project.map { raw throws(TaskDomainError) in try TaskValidation.project(raw) },
            tags: try TaskValidation.tags(tags), parent: parent == id ? nil : parent, sparseBox: sparse == .empty ? nil : SparseBox(sparse)))
    }

    public var isCompleted: Bool { status == .completed }

    /// Whether every field of `Sparse` is empty, so the task holds no box for them (tests).
    var isSparseBoxAbsent: Bool { box.stored.sparseBox == nil }

    /// The task with what `format` kept replaced by `values` (see `KeptFields`): the import
    /// of a format says what that format held; nothing else changes.
    public func keeping(_ values: [String: String], for format: String) -> Task {
        var copy = self
        copy.kept = kept.replacing(format: format, with: values)
        return copy
    }

    /// Tags in alphabetical order, for display and stable output.
    public var sortedTags: [String] { tags.sorted() }

    // MARK: - Plan

    /// Whether it is being worked on now: a pending task with a running interval.
    public var isActive: Bool { intervals.last?.isRunning ?? false }

    /// When the running interval started; nil when the task is not active.
    public var activeSince: Date? { isActive ? intervals.last?.start : nil }

    /// Whether it is hidden at `now`: pending, with a wait day (and time) still to come.
    public func isWaiting(at now: LocalNow) -> Bool {
        guard !isCompleted, let wait else { return false }
        return !wait.hasArrived(at: now)
    }

    /// Seconds spent on it in all, a running interval counted up to `now`.
    public func timeSpent(until now: Date) -> TimeInterval {
        intervals.reduce(0) { $0 + $1.seconds(until: now) }
    }

    /// The same task under another ID (an import that derives IDs): every field kept.
    public func withID(_ id: TaskID) -> Task {
        Task(copying: self, id: id)
    }

    /// The record of one done occurrence of a repeating task: a copy with a new ID,
    /// without the rule (completing it is the caller's part) and without the kept fields,
    /// which describe the series as another program holds it, not this one occurrence.
    func occurrenceRecord(id: TaskID = TaskID()) -> Task {
        var copy = Task(copying: self, id: id)
        copy.recurrence = nil
        copy.kept = .none
        return copy
    }

    /// `task` under another ID; its fields are valid already.
    private init(copying task: Task, id: TaskID) {
        var stored = task.box.stored
        stored.id = id
        box = Box(stored)
    }

    /// Marks the task completed or pending at `date`; a no-op when already in that state.
    /// Completing an active task stops it.
    mutating func setCompleted(_ done: Bool, at date: Date) {
        guard done != isCompleted else { return }
        if done { stop(at: date) }
        status = done ? .completed : .pending
        completed = done ? date : nil
        modified = date
    }

    /// Starts a running interval at `date`; a no-op when one runs already.
    mutating func start(at date: Date) {
        guard !isActive, !isCompleted else { return }
        intervals.append(WorkInterval(start: max(date, intervals.last?.end ?? date)))
        modified = date
    }

    /// Stops the running interval at `date`; a no-op when none runs.
    mutating func stop(at date: Date) {
        guard let last = intervals.last, last.isRunning else { return }
        intervals[intervals.count - 1] = last.stopped(at: date)
        modified = date
    }
}
