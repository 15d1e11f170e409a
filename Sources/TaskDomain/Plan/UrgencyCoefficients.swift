/// How much each of a task's fields adds to its urgency (the config file's `[urgency]`).
///
/// The defaults are Taskwarrior's (`urgency.*.coefficient` in its taskrc), so a task ranks
/// where a Taskwarrior user expects it; each term is a factor from 0 to 1 times its
/// coefficient (see `Urgency`).
public struct UrgencyCoefficients: Hashable, Sendable {
    /// Due proximity: the factor grows from 0.2 (two weeks or more ahead) to 1 (a week overdue).
    public var due: Double
    public var priorityHigh: Double
    public var priorityMedium: Double
    public var priorityLow: Double
    /// Being worked on now.
    public var active: Double
    /// Its scheduled day (and time) has come.
    public var scheduled: Double
    /// Age: the factor is the age in days over `ageLimitDays`, at most 1.
    public var age: Double
    /// The age at which the age term is full (Taskwarrior's `urgency.age.max`); 0: always full.
    public var ageLimitDays: Double
    /// Having tags: 0.8 for one, 0.9 for two, 1 for three or more.
    public var tags: Double
    /// Having a project.
    public var project: Double
    /// Having notes (Taskwarrior counts annotations).
    public var notes: Double
    /// Waiting (hidden until a day): negative, so a waiting task shown ranks low.
    public var waiting: Double
    /// Extra points for a tag (`[urgency.tag] next = 15`, Taskwarrior's `urgency.user.tag.next`).
    public var tagBonus: [String: Double]
    /// Extra points for a project and its sub-projects (`[urgency.project] work = 2`).
    public var projectBonus: [String: Double]
    /// Waiting for a task still to do (Taskwarrior's `urgency.blocked.coefficient`, -5).
    public var blocked: Double = -5.0
    /// A task still to do waits for it (Taskwarrior's `urgency.blocking.coefficient`, 8).
    public var blocking: Double = 8.0
    /// Extra points for having a custom field at all (`[urgency.field] estimate = 2`,
    /// Taskwarrior's `urgency.uda.estimate.coefficient`).
    public var fieldBonus: [String: Double] = [:]
    /// Extra points for a custom field's value (`[urgency.field.size] L = 3`, Taskwarrior's
    /// `urgency.uda.size.L.coefficient`), by field, then value as stored.
    public var fieldValueBonus: [String: [String: Double]] = [:]

    public init(due: Double = 12.0, priorityHigh: Double = 6.0, priorityMedium: Double = 3.9, priorityLow: Double = 1.8,
                active: Double = 4.0, scheduled: Double = 5.0, age: Double = 2.0, ageLimitDays: Double = 365,
                tags: Double = 1.0, project: Double = 1.0, notes: Double = 1.0, waiting: Double = -3.0,
                tagBonus: [String: Double] = ["next": 15.0], projectBonus: [String: Double] = [:]) {
        self.due = due
        self.priorityHigh = priorityHigh
        self.priorityMedium = priorityMedium
        self.priorityLow = priorityLow
        self.active = active
        self.scheduled = scheduled
        self.age = age
        self.ageLimitDays = ageLimitDays
        self.tags = tags
        self.project = project
        self.notes = notes
        self.waiting = waiting
        self.tagBonus = tagBonus
        self.projectBonus = projectBonus
    }

    /// Taskwarrior's defaults.
    public static let taskwarrior = UrgencyCoefficients()

    /// The coefficient of a priority level (0 for none).
    public func priority(_ level: Priority) -> Double {
        switch level {
        case .high: priorityHigh
        case .medium: priorityMedium
        case .low: priorityLow
        case .none: 0
        }
    }
}
