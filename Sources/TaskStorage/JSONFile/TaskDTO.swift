import Foundation

/// One task as stored in the file: plain strings and dates, plus the keys a newer
/// taskdeck wrote for this task (kept verbatim in `extra`).
///
/// Optional-on-read fields (`notes`, `priority`, `tags`, `status`) make hand-written
/// files forgiving; everything is always written.
struct TaskDTO: Codable, Equatable {
    var id: String
    var title: String
    var notes: String
    var status: String
    var created: Date
    var modified: Date
    var completed: Date?
    var due: String?
    var priority: String
    var project: String?
    var tags: [String]
    /// The parent task's ID (absent for a top-level task). An optional key, so the
    /// schema version stays: an older taskdeck keeps it in its `extra` verbatim.
    var parent: String?
    /// How the task repeats (`repeat` in the file), or nil.
    var recurrence: RecurrenceDTO?
    /// What other programs' formats said that taskdeck does not read (`KeptFields`), by
    /// `<format>.<name>`; written only when there is some, so most files never show it.
    var kept: [String: String]
    /// Hidden until (`YYYY-MM-DD[THH:MM]`, as `due`), the planned start and the last day
    /// worth doing: optional keys, so the schema version stays.
    var wait: String?
    var scheduled: String?
    var until: String?
    /// Every stretch of work on the task (absent when there is none).
    var intervals: [WorkIntervalDTO]
    /// The IDs of the tasks it waits for, sorted (absent when none): an optional key, so
    /// the schema version stays and an older taskdeck keeps it in its `extra` verbatim.
    var depends: [String] = []
    /// The dated lines added to the task, oldest first (absent when there is none): an
    /// optional key, so the schema version stays.
    var annotations: [AnnotationDTO] = []
    /// The task's custom fields (`CustomFields`), by name, as text (absent when none): an
    /// optional key, so the schema version stays.
    var fields: [String: String] = [:]
    var extra: [String: JSONValue]

    private enum Key: String, CaseIterable {
        case id, title, notes, status, created, modified, completed, due, priority, project, tags, parent, kept
        case wait, scheduled, until, intervals
        case depends
        case annotations
        case fields
        case recurrence = "repeat"
        var codingKey: AnyCodingKey { AnyCodingKey(rawValue) }
    }

    private static let known = Set(Key.allCases.map(\.rawValue))

    init(id: String, title: String, notes: String, status: String, created: Date, modified: Date,
         completed: Date?, due: String?, priority: String, project: String?, tags: [String],
         parent: String? = nil, recurrence: RecurrenceDTO? = nil, kept: [String: String] = [:],
         wait: String? = nil, scheduled: String? = nil, until: String? = nil, intervals: [WorkIntervalDTO] = [],
         extra: [String: JSONValue] = [:], annotations: [AnnotationDTO] = []) {
        self.annotations = annotations
        self.wait = wait
        self.scheduled = scheduled
        self.until = until
        self.intervals = intervals
        self.parent = parent
        self.kept = kept
        self.id = id
        self.title = title
        self.notes = notes
        self.status = status
        self.created = created
        self.modified = modified
        self.completed = completed
        self.due = due
        self.priority = priority
        self.project = project
        self.tags = tags
        self.recurrence = recurrence
        self.extra = extra
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        id = try container.decode(String.self, forKey: Key.id.codingKey)
        title = try container.decode(String.self, forKey: Key.title.codingKey)
        notes = try container.decodeIfPresent(String.self, forKey: Key.notes.codingKey) ?? ""
        status = try container.decodeIfPresent(String.self, forKey: Key.status.codingKey) ?? "pending"
        created = try container.decode(Date.self, forKey: Key.created.codingKey)
        modified = try container.decodeIfPresent(Date.self, forKey: Key.modified.codingKey) ?? created
        completed = try container.decodeIfPresent(Date.self, forKey: Key.completed.codingKey)
        due = try container.decodeIfPresent(String.self, forKey: Key.due.codingKey)
        priority = try container.decodeIfPresent(String.self, forKey: Key.priority.codingKey) ?? "none"
        project = try container.decodeIfPresent(String.self, forKey: Key.project.codingKey)
        tags = try container.decodeIfPresent([String].self, forKey: Key.tags.codingKey) ?? []
        parent = try container.decodeIfPresent(String.self, forKey: Key.parent.codingKey)
        kept = try container.decodeIfPresent([String: String].self, forKey: Key.kept.codingKey) ?? [:]
        wait = try container.decodeIfPresent(String.self, forKey: Key.wait.codingKey)
        scheduled = try container.decodeIfPresent(String.self, forKey: Key.scheduled.codingKey)
        until = try container.decodeIfPresent(String.self, forKey: Key.until.codingKey)
        intervals = try container.decodeIfPresent([WorkIntervalDTO].self, forKey: Key.intervals.codingKey) ?? []
        depends = try container.decodeIfPresent([String].self, forKey: Key.depends.codingKey) ?? []
        annotations = try container.decodeIfPresent([AnnotationDTO].self, forKey: Key.annotations.codingKey) ?? []
        fields = try container.decodeIfPresent([String: String].self, forKey: Key.fields.codingKey) ?? [:]
        extra = try container.unknownValues(known: Self.known)
        if let stored = try container.decodeIfPresent(JSONValue.self, forKey: Key.recurrence.codingKey) {
            recurrence = RecurrenceDTO(stored: stored)
            if recurrence == nil { extra[RecurrenceDTO.key] = stored }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(id, forKey: Key.id.codingKey)
        try container.encode(title, forKey: Key.title.codingKey)
        try container.encode(notes, forKey: Key.notes.codingKey)
        try container.encode(status, forKey: Key.status.codingKey)
        try container.encode(created, forKey: Key.created.codingKey)
        try container.encode(modified, forKey: Key.modified.codingKey)
        try container.encodeIfPresent(completed, forKey: Key.completed.codingKey)
        try container.encodeIfPresent(due, forKey: Key.due.codingKey)
        try container.encode(priority, forKey: Key.priority.codingKey)
        try container.encodeIfPresent(project, forKey: Key.project.codingKey)
        try container.encode(tags, forKey: Key.tags.codingKey)
        try container.encodeIfPresent(parent, forKey: Key.parent.codingKey)
        if !kept.isEmpty { try container.encode(kept, forKey: Key.kept.codingKey) }
        try container.encodeIfPresent(wait, forKey: Key.wait.codingKey)
        try container.encodeIfPresent(scheduled, forKey: Key.scheduled.codingKey)
        try container.encodeIfPresent(until, forKey: Key.until.codingKey)
        if !intervals.isEmpty { try container.encode(intervals, forKey: Key.intervals.codingKey) }
        if !depends.isEmpty { try container.encode(depends, forKey: Key.depends.codingKey) }
        if !annotations.isEmpty { try container.encode(annotations, forKey: Key.annotations.codingKey) }
        if !fields.isEmpty { try container.encode(fields, forKey: Key.fields.codingKey) }
        if let recurrence {
            try container.encode(recurrence, forKey: Key.recurrence.codingKey)
        } else if let kept = extra[RecurrenceDTO.key] {
            try container.encode(kept, forKey: Key.recurrence.codingKey)  // a repeat this version cannot follow
        }
        try container.encodeUnknown(extra, known: Self.known)
    }
}
