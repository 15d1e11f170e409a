import Foundation

/// The use cases of taskdeck over a repository and a clock: the one door through which
/// the CLI and the scenes read and change tasks.
///
/// Every mutation returns a `TaskChange` (empty when nothing changed, and then nothing is
/// written). Over a `RecordingTaskRepository` every change becomes a step of the shared
/// `ChangeHistory` that `SharedUndo` undoes (`InMemoryChangeHistory` where nothing is
/// stored). Bulk operations take several IDs and write once.
public struct TaskService {
    public let repository: any TaskRepository
    public let clock: any Clock
    /// Told about every write that merged in changes by others or met a conflict, so the
    /// caller can say so (the app's status line, the CLI's stderr).
    public var reportObserver: ((CommitReport) -> Void)?

    public init(repository: any TaskRepository, clock: any Clock,
                reportObserver: ((CommitReport) -> Void)? = nil) {
        self.repository = repository
        self.clock = clock
        self.reportObserver = reportObserver
    }

    // MARK: - Reading

    /// Every task in storage order.
    public func allTasks() throws -> [Task] {
        try repository.loadAll()
    }

    /// The tasks `query` selects, in its order.
    public func tasks(matching query: TaskQuery) throws -> [Task] {
        query.apply(to: try repository.loadAll(), clock: clock)
    }

    /// Counts for a status line.
    public func summary() throws -> TaskSummary {
        TaskSummary(tasks: try repository.loadAll(), clock: clock)
    }

    /// The task with this ID; throws `taskNotFound` when it is gone.
    public func task(_ id: TaskID) throws -> Task {
        guard let task = try repository.tasks(withIDs: [id])[id] else {
            throw TaskDomainError.taskNotFound(id)
        }
        return task
    }

    /// Resolves what a person typed (a unique prefix of at least 4 characters) to an ID.
    public func resolveID(_ text: String) throws -> TaskID {
        try TaskIDResolver(tasks: repository.loadAll()).resolve(text)
    }

    /// `resolveID` for each of `texts`, in order, over one read of the store.
    public func resolveIDs(_ texts: [String]) throws -> [TaskID] {
        // None to resolve reads nothing: `add` without a blocker must not read 100,000 tasks
        // (nor need to read a journal it may not, before it is told it may not write).
        guard !texts.isEmpty else { return [] }
        let resolver = TaskIDResolver(tasks: try repository.loadAll())
        return try texts.map { text throws in try resolver.resolve(text) }
    }

    /// The date reader for the clock's now.
    public var dates: DateReader { DateReader(clock: clock) }

    // MARK: - Changing

    /// Adds a new pending task. A subtask added without a project takes its parent's: the
    /// steps of a trip in `+travel` are in `+travel` (the editor shows it before saving).
    @discardableResult
    public func add(_ draft: TaskDraft) throws -> TaskChange {
        let now = clock.nowInWholeSeconds
        let due = startingDue(draft.due, repeating: draft.recurrence)
        if let rule = draft.recurrence, let due { try rule.validate(startingOn: due.day) }
        var project = draft.project
        if let parent = draft.parent {
            guard let stored = try repository.tasks(withIDs: [parent])[parent] else {
                throw TaskDomainError.parentNotFound(parent)
            }
            if project == nil { project = stored.project }
        }
        let task = try Task(title: draft.title, notes: draft.notes, created: now, due: due,
                            priority: draft.priority, project: project, tags: draft.tags, parent: draft.parent,
                            recurrence: draft.recurrence, wait: draft.wait, scheduled: draft.scheduled, until: draft.until,
                            depends: draft.depends, fields: draft.fields)
        try checkBlockersExist(draft.depends)
        return try commit(TaskChange(action: .added, entries: [.init(id: task.id, before: nil, after: task)]))
    }

    /// Applies one edit to each of `ids`; validates everything before writing anything.
    ///
    /// An edit of the parent or of what tasks wait for is checked against every stored task
    /// (a loop of subtasks or of waiting), so it is planned while this writer holds the store
    /// (`TaskRepository.commitReadingAll(ids:planning:)`): two writers that each add half of a loop
    /// cannot both pass the check on what they read before the other wrote.
    @discardableResult
    public func edit(_ ids: [TaskID], _ edit: TaskEdit) throws -> TaskChange {
        let action: TaskChange.Action = edit.parent != .keep && edit == TaskEdit(parent: edit.parent) ? .moved : .edited
        guard edit.parent != .keep || edit.depends != .keep else {
            return try change(ids, action: action) { task throws in
                var unchecked: DependencyCheck?
                return try edited(task, by: edit, hierarchy: nil, dependencies: &unchecked)
            }
        }
        try checkBlockersExist(edit.depends.named)
        var planned = TaskChange(action: action, entries: [])
        let unique = ids.reduce(into: [TaskID]()) { if !$0.contains($1) { $0.append($1) } }
        let report = try repository.commitReadingAll(ids: Set(unique)) { stored in
            let all = try repository.loadAll()
            let hierarchy = edit.parent == .keep ? nil : TaskHierarchy(all)
            var dependencies = edit.depends == .keep ? nil : DependencyCheck(over: all)
            let entries = try unique.map { id throws -> TaskChange.Entry in
                guard let task = stored[id] else { throw TaskDomainError.taskNotFound(id) }
                return TaskChange.Entry(id: id, before: task,
                                        after: try edited(task, by: edit, hierarchy: hierarchy, dependencies: &dependencies))
            }
            planned = TaskChange(action: action, entries: entries)
            return planned
        }
        if report != .clean { reportObserver?(report) }
        return planned.resolved(by: report.conflicts)
    }

    /// `edit` applied to `task`, checked against the hierarchy and the links when given.
    private func edited(_ task: Task, by edit: TaskEdit, hierarchy: TaskHierarchy?,
                        dependencies: inout DependencyCheck?) throws -> Task {
        let now = clock.nowInWholeSeconds
        if case .set(let parent) = edit.parent { try hierarchy?.validate(parent: parent, for: task.id) }
        var edited = try edit.applied(to: task)
        try dependencies?.take(edited, replacing: task)
        edited.due = startingDue(edited.due, repeating: edited.recurrence)
        if task.recurrence != nil, edited.recurrence != nil, let old = task.due, let new = edited.due {
            // One occurrence's dates move together, as when it is completed.
            let days = new.day.days(from: old.day)
            if edit.wait == .keep { edited.wait = task.wait?.adding(days: days) }
            if edit.scheduled == .keep { edited.scheduled = task.scheduled?.adding(days: days) }
        }
        if let rule = edited.recurrence, let due = edited.due, rule != task.recurrence || due != task.due {
            try rule.validate(startingOn: due.day)
        }
        if edited != task { edited.modified = now }
        return edited
    }

    /// Marks tasks completed (`true`) or pending again (`false`); tasks already so are left alone.
    @discardableResult
    public func setCompleted(_ done: Bool, ids: [TaskID]) throws -> TaskChange {
        let now = clock.nowInWholeSeconds
        let entries = try existing(ids).flatMap { task in
            done ? completionEntries(task, at: now) : [reopenEntry(task, at: now)]
        }
        return try commit(TaskChange(action: done ? .completed : .reopened, entries: entries))
    }

    /// Moves each repeating task to its next occurrence without recording a completion
    /// ("not this week"); other tasks are left alone. Skipping the last occurrence (the until
    /// date or the count used up) leaves nothing to do and nothing done: the task is removed,
    /// as Taskwarrior deletes a skipped last instance, its subtasks moving up a level as with
    /// `delete`; `u` brings it back. Completing it instead would record work never done.
    /// A task that cannot skip (`Task.skipRefusal`: one repeating after completion, among
    /// others) is left out, so a skip of only such tasks is an empty change: no write, no
    /// undo step.
    @discardableResult
    public func skipOccurrence(ids: [TaskID]) throws -> TaskChange {
        let now = clock.nowInWholeSeconds
        let hierarchy = try hierarchy()
        var entries: [TaskChange.Entry] = []
        for task in try existing(ids) where task.skipRefusal == nil {
            guard let moved = advanced(task, at: now) else { continue }
            guard moved.isCompleted else {
                entries.append(TaskChange.Entry(id: task.id, before: task, after: moved))
                continue
            }
            entries.append(TaskChange.Entry(id: task.id, before: task, after: nil))
            for id in hierarchy.children(of: task.id) where id != task.id {
                guard var child = hierarchy.task(id) else { continue }
                let before = child
                child.parent = task.parent
                child.modified = now
                entries.append(TaskChange.Entry(id: id, before: before, after: child))
            }
        }
        return try commit(TaskChange(action: .skipped, entries: entries))
    }

    /// Flips each task's completion. When all of them flip the same way, the change reads
    /// as "Completed" / "Reopened"; a mixed selection reads as "Toggled".
    @discardableResult
    public func toggleCompletion(ids: [TaskID]) throws -> TaskChange {
        let tasks = try existing(ids)
        let action: TaskChange.Action =
            tasks.allSatisfy(\.isCompleted) ? .reopened : tasks.allSatisfy({ !$0.isCompleted }) ? .completed : .toggled
        let now = clock.nowInWholeSeconds
        let entries = tasks.flatMap { task in
            task.isCompleted ? [reopenEntry(task, at: now)] : completionEntries(task, at: now)
        }
        return try commit(TaskChange(action: action, entries: entries))
    }

    /// Deletes tasks; their subtasks stay, moved up a level (nothing is lost unasked).
    @discardableResult
    public func delete(ids: [TaskID]) throws -> TaskChange {
        try delete(ids: ids, subtasks: .keep)
    }

    // MARK: - Time spent

    /// Starts work on each of `ids` (a running interval from now); tasks running already are
    /// left as they are (another process may have started one: not an error, the change
    /// just leaves it out). Without `severalAtOnce` at most one task runs: starting one
    /// stops the one running (in the same change, so undo takes both back), and asking to
    /// start several is refused. A completed task cannot be started; a waiting one comes
    /// back in sight (its wait is cleared: it is being worked on).
    @discardableResult
    public func start(ids: [TaskID], severalAtOnce: Bool) throws -> TaskChange {
        let now = clock.nowInWholeSeconds
        let local = LocalNow(clock: clock)
        let tasks = try existing(ids)
        if let done = tasks.first(where: \.isCompleted) { throw TaskDomainError.startingCompleted(done.title) }
        let starting = tasks.filter { !$0.isActive }
        guard severalAtOnce || tasks.count <= 1 else { throw TaskDomainError.severalToStart(tasks.count) }
        var entries = starting.map { task in
            var started = task
            started.start(at: now)
            if started.isWaiting(at: local) { started.wait = nil }
            return TaskChange.Entry(id: task.id, before: task, after: started)
        }
        if !severalAtOnce, !starting.isEmpty {
            let startingIDs = Set(starting.map(\.id))
            for task in try repository.activeTasks() where !startingIDs.contains(task.id) {
                var stopped = task
                stopped.stop(at: now)
                entries.append(TaskChange.Entry(id: task.id, before: task, after: stopped))
            }
        }
        return try commit(TaskChange(action: .started, entries: entries))
    }

    /// Stops work on each of `ids` (its running interval ends now); tasks not running are left alone.
    @discardableResult
    public func stop(ids: [TaskID]) throws -> TaskChange {
        let now = clock.nowInWholeSeconds
        return try change(ids, action: .stopped) { task in
            var stopped = task
            stopped.stop(at: now)
            return stopped
        }
    }

    /// The tasks being worked on now, in storage order.
    public func activeTasks() throws -> [Task] {
        try repository.activeTasks()
    }

    // MARK: - Subtasks

    /// A task's place in the tree over everything stored now.
    public func hierarchy() throws -> TaskHierarchy {
        TaskHierarchy(try repository.loadAll())
    }

    /// Moves each task up one level: its parent becomes its grandparent (top-level when the
    /// parent was). Refuses a task that is already top-level.
    @discardableResult
    public func outdent(ids: [TaskID]) throws -> TaskChange {
        let hierarchy = try hierarchy()
        let now = clock.nowInWholeSeconds
        return try change(ids, action: .moved) { task throws in
            var moved = task
            moved.parent = try hierarchy.parentAfterOutdent(of: task.id)
            moved.modified = now
            return moved
        }
    }

    /// The pending subtasks, at any depth, of those of `ids` that would be completed now.
    public func openSubtasks(of ids: [TaskID]) throws -> [TaskID] {
        try hierarchy().openSubtasks(of: ids)
    }

    /// Completes `ids` and, with `withSubtasks`, their open subtasks at any depth: one change.
    @discardableResult
    public func complete(ids: [TaskID], withSubtasks: Bool) throws -> TaskChange {
        try setCompleted(true, ids: withSubtasks ? ids + openSubtasks(of: ids) : ids)
    }

    /// Deletes tasks; their subtasks go too (`.delete`) or move up a level to the deleted
    /// task's own parent (`.keep`). One change either way, so one undo brings all back.
    @discardableResult
    public func delete(ids: [TaskID], subtasks: SubtaskDisposal) throws -> TaskChange {
        let hierarchy = try hierarchy()
        let doomed = try existing(ids)
        var deleting = Set(doomed.map(\.id))
        var entries = doomed.map { TaskChange.Entry(id: $0.id, before: $0, after: nil) }
        switch subtasks {
        case .delete:
            for task in doomed {
                for id in hierarchy.descendants(of: task.id) where deleting.insert(id).inserted {
                    entries.append(.init(id: id, before: hierarchy.task(id), after: nil))
                }
            }
        case .keep:
            let now = clock.nowInWholeSeconds
            for task in doomed {
                // The nearest ancestor that stays: deleting a parent and its parent moves the children up two levels.
                let newParent = hierarchy.ancestors(of: task.id).first { !deleting.contains($0) }
                for id in hierarchy.children(of: task.id) where !deleting.contains(id) {
                    guard var child = hierarchy.task(id) else { continue }
                    let before = child
                    // In a cycle another program wrote, that ancestor may be the child or
                    // under it: then the child goes to the top level rather than into a loop.
                    let underItself = newParent.map { hierarchy.wouldLoop(id, under: $0) } ?? false
                    child.parent = underItself ? nil : newParent
                    child.modified = now
                    entries.append(.init(id: id, before: before, after: child))
                }
            }
        }
        return try commit(TaskChange(action: .deleted, entries: entries))
    }

    // MARK: - Repeating

    /// Where a repeating task without a due date starts: the rule's first day from today.
    private func startingDue(_ due: Due?, repeating rule: Recurrence?) -> Due? {
        guard due == nil, let rule else { return due }
        return Due(day: rule.firstOccurrence(onOrAfter: clock.today))
    }

    /// Completing `task`. A repeating task stays the repeating one: it keeps its ID (so its
    /// iCalendar UID stays stable for sync clients) and moves to its next due date, and the
    /// occurrence just done is recorded as a new completed task, a copy without the rule.
    /// Both are entries of one change, so undo takes back both. When the rule is used up,
    /// the task itself is completed. The time spent on the occurrence goes with its record
    /// (stopped now when it ran), so the next occurrence starts with none.
    private func completionEntries(_ task: Task, at now: Date) -> [TaskChange.Entry] {
        guard !task.isCompleted, var moved = advanced(task, at: now), !moved.isCompleted else {
            var done = task
            done.setCompleted(true, at: now)
            return [TaskChange.Entry(id: task.id, before: task, after: done)]
        }
        moved.intervals = []
        var record = task.occurrenceRecord(id: occurrenceRecordID(of: task))
        record.setCompleted(true, at: now)
        return [TaskChange.Entry(id: task.id, before: task, after: moved),
                TaskChange.Entry(id: record.id, before: nil, after: record)]
    }

    /// One ID per occurrence, the same on every machine (`TaskID.occurrence(of:due:)`), so two
    /// machines completing it between syncs make one record; a new one when that ID is taken
    /// here already (the series was moved back and that occurrence completed again).
    private func occurrenceRecordID(of task: Task) -> TaskID {
        guard let due = task.due else { return TaskID() }
        let id = TaskID.occurrence(of: task.id, due: due)
        let taken = (try? repository.tasks(withIDs: [id])[id]) ?? nil
        return taken == nil ? id : TaskID()
    }

    /// `task` moved to its next occurrence, completed when the rule is used up; `nil` when it
    /// does not repeat. Its wait and scheduled dates move by as many days as its due date,
    /// so the next occurrence hides and starts as far ahead of its due date as this one.
    /// A running interval stops: the occurrence it was for is over.
    private func advanced(_ task: Task, at now: Date) -> Task? {
        guard let rule = task.recurrence else { return nil }
        var result = task
        let completedOn = CalendarDay(date: now, calendar: clock.calendar)
        switch rule.advance(due: task.due, completedOn: completedOn) {
        case .next(let due, let rule):
            let days = due.day.days(from: task.due?.day ?? completedOn)
            result.stop(at: now)
            result.due = due
            result.wait = task.wait?.adding(days: days)
            result.scheduled = task.scheduled?.adding(days: days)
            result.recurrence = rule
            result.modified = now
        case .finished:
            result.setCompleted(true, at: now)
        }
        return result
    }

    private func reopenEntry(_ task: Task, at now: Date) -> TaskChange.Entry {
        var result = task
        result.setCompleted(false, at: now)
        return TaskChange.Entry(id: task.id, before: task, after: result)
    }

    // MARK: - Helpers

    /// The tasks for `ids` in that order (duplicates dropped); throws if one is missing.
    func existing(_ ids: [TaskID]) throws -> [Task] {
        let byID = try repository.tasks(withIDs: Set(ids))
        var seen = Set<TaskID>()
        return try ids.filter { seen.insert($0).inserted }.map { id in
            guard let task = byID[id] else { throw TaskDomainError.taskNotFound(id) }
            return task
        }
    }

    func change(_ ids: [TaskID], action: TaskChange.Action,
                        transform: (Task) throws -> Task) throws -> TaskChange {
        let entries = try existing(ids).map { TaskChange.Entry(id: $0.id, before: $0, after: try transform($0)) }
        return try commit(TaskChange(action: action, entries: entries))
    }

    /// Writes `change` (nothing when it is empty) and tells the observer what else the
    /// write found. Undo and redo commit through here too.
    ///
    /// Returns what was really written: where another writer's version met this change,
    /// the entry says what it replaced (or is gone when theirs was kept), so undoing it
    /// restores their version, not the one this change was made from.
    @discardableResult
    public func commit(_ change: TaskChange) throws -> TaskChange {
        guard !change.isEmpty else { return change }
        let report = try repository.commit(change)
        if report != .clean { reportObserver?(report) }
        return change.resolved(by: report.conflicts)
    }
}
