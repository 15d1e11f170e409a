/// The fields of a task to add; validated by `TaskService.add(_:)`.
public struct TaskDraft: Hashable, Sendable {
    public var title: String
    public var notes: String
    public var due: Due?
    public var priority: Priority
    public var project: String?
    public var tags: [String]
    /// The task it is a subtask of; it must exist.
    public var parent: TaskID?

    /// How it repeats; without a due date it starts from today.
    public var recurrence: Recurrence?
    /// Hidden until this day (and time).
    public var wait: Due?
    public var scheduled: Due?
    public var until: Due?
    /// The tasks it waits for; each must exist.
    public var depends: Set<TaskID>
    /// Its custom fields (values already read by their declarations).
    public var fields: CustomFields = .none

    public init(title: String, notes: String = "", due: Due? = nil, priority: Priority = .none,
                project: String? = nil, tags: [String] = [], parent: TaskID? = nil, recurrence: Recurrence? = nil,
                wait: Due? = nil, scheduled: Due? = nil, until: Due? = nil, depends: Set<TaskID> = []) {
        self.title = title
        self.notes = notes
        self.due = due
        self.priority = priority
        self.project = project
        self.tags = tags
        self.parent = parent
        self.recurrence = recurrence
        self.wait = wait
        self.scheduled = scheduled
        self.until = until
        self.depends = depends
    }
}
