/// A change to one field: leave it, or set it to a value.
public enum FieldUpdate<Value: Hashable & Sendable>: Hashable, Sendable {
    case keep
    case set(Value)
}

/// A change to a priority: set it, or move each task one step from its own level (a bulk
/// `+` on a `none` and a `medium` task makes them `low` and `high`).
public enum PriorityUpdate: Hashable, Sendable {
    case keep
    case set(Priority)
    /// One level up (or down), stopping at `high` (or `none`).
    case step(up: Bool)

    /// The task's new priority.
    public func applied(to priority: Priority) -> Priority {
        switch self {
        case .keep: return priority
        case .set(let value): return value
        case .step(let up):
            let levels = Priority.allCases
            let index = levels.firstIndex(of: priority) ?? 0
            return levels[min(max(0, index + (up ? 1 : -1)), levels.count - 1)]
        }
    }
}

/// The fields to change on one or more tasks; untouched fields stay as they are.
///
/// Tags are added and removed rather than replaced, so a bulk edit ("tag these five
/// tasks `urgent`") keeps each task's other tags.
public struct TaskEdit: Hashable, Sendable {
    public var title: FieldUpdate<String>
    public var notes: FieldUpdate<String>
    public var due: FieldUpdate<Due?>
    public var priority: PriorityUpdate
    public var project: FieldUpdate<String?>
    public var addTags: [String]
    public var removeTags: [String]
    /// A new parent (`nil`: top-level); `TaskService.edit` refuses a missing one or a cycle.
    public var parent: FieldUpdate<TaskID?>
    public var recurrence: FieldUpdate<Recurrence?>
    /// Hide until (`nil`: not hidden).
    public var wait: FieldUpdate<Due?>
    public var scheduled: FieldUpdate<Due?>
    public var until: FieldUpdate<Due?>
    /// Custom fields to set (a value) or clear (nil), by name; others stay.
    public var fields: [String: String?] = [:]
    /// What it waits for (`TaskService.edit` refuses missing blockers and cycles).
    public var depends: DependsUpdate = .keep

    public init(title: FieldUpdate<String> = .keep, notes: FieldUpdate<String> = .keep,
                due: FieldUpdate<Due?> = .keep, priority: PriorityUpdate = .keep,
                project: FieldUpdate<String?> = .keep, addTags: [String] = [], removeTags: [String] = [],
                parent: FieldUpdate<TaskID?> = .keep, recurrence: FieldUpdate<Recurrence?> = .keep,
                wait: FieldUpdate<Due?> = .keep, scheduled: FieldUpdate<Due?> = .keep, until: FieldUpdate<Due?> = .keep,
                depends: DependsUpdate = .keep) {
        self.depends = depends
        self.wait = wait
        self.scheduled = scheduled
        self.until = until
        self.parent = parent
        self.title = title
        self.notes = notes
        self.due = due
        self.priority = priority
        self.project = project
        self.addTags = addTags
        self.removeTags = removeTags
        self.recurrence = recurrence
    }

    /// True when the edit changes nothing at all.
    public var isEmpty: Bool { self == TaskEdit() }

    /// Applies the edit to `task`, validating every new value.
    func applied(to task: Task) throws(TaskDomainError) -> Task {
        var result = task
        if case .set(let title) = title { result.title = try TaskValidation.title(title) }
        if case .set(let notes) = notes { result.notes = notes }
        if case .set(let due) = due { result.due = due }
        result.priority = priority.applied(to: task.priority)
        if case .set(let project) = project {
            result.project = try project.map { raw throws(TaskDomainError) in try TaskValidation.project(raw) }
        }
        result.tags.formUnion(try TaskValidation.tags(addTags))
        result.tags.subtract(try TaskValidation.tags(removeTags))
        if case .set(let parent) = parent { result.parent = parent }
        if case .set(let recurrence) = recurrence { result.recurrence = recurrence }
        if case .set(let wait) = wait { result.wait = wait }
        if case .set(let scheduled) = scheduled { result.scheduled = scheduled }
        if case .set(let until) = until { result.until = until }
        for (name, value) in fields { result.fields = result.fields.setting(name, to: value) }
        result.depends = depends.applied(to: task.depends)
        return result
    }
}

/// A change to what tasks wait for: replace the set, or add and remove some (a bulk
/// `--add-depends` keeps each task's other blockers).
public enum DependsUpdate: Hashable, Sendable {
    case keep
    case set(Set<TaskID>)
    case change(add: Set<TaskID>, remove: Set<TaskID>)

    /// The task's new blockers.
    public func applied(to depends: Set<TaskID>) -> Set<TaskID> {
        switch self {
        case .keep: depends
        case .set(let value): value
        case .change(let add, let remove): depends.subtracting(remove).union(add)
        }
    }

    /// The blockers it names that must exist.
    var named: Set<TaskID> {
        switch self {
        case .keep: []
        case .set(let value): value
        case .change(let add, _): add
        }
    }
}
