import TaskDomain

/// The fields of a task, to say which ones an import changes.
public enum TaskField: String, Hashable, Sendable, CaseIterable {
    case title, notes, status, created, modified, completed, due, priority, project, tags, parent
    case recurrence = "repeat"
    /// What other programs' formats said that taskdeck does not read (`KeptFields`).
    case kept = "kept fields"
    case wait, scheduled, until
    /// The stretches of work (start and stop).
    case intervals = "time spent"
    /// The tasks it waits for.
    case depends
    case annotations
    /// The custom fields.
    case fields = "custom fields"

    /// The fields in which `a` and `b` differ (`modified` is not compared: it follows the others).
    static func differences(_ a: Task, _ b: Task) -> [TaskField] {
        allCases.filter { field in
            switch field {
            case .title: a.title != b.title
            case .notes: a.notes != b.notes
            case .status: a.status != b.status
            case .created: a.created != b.created
            case .modified: false
            case .completed: a.completed != b.completed
            case .due: a.due != b.due
            case .priority: a.priority != b.priority
            case .project: a.project != b.project
            case .tags: a.tags != b.tags
            case .parent: a.parent != b.parent
            case .recurrence: a.recurrence != b.recurrence
            case .kept: a.kept != b.kept
            case .wait: a.wait != b.wait
            case .scheduled: a.scheduled != b.scheduled
            case .until: a.until != b.until
            case .intervals: a.intervals != b.intervals
            case .depends: a.depends != b.depends
            case .annotations: a.annotations != b.annotations
            case .fields: a.fields != b.fields
            }
        }
    }
}
