import Foundation
import TaskDomain

/// Taskwarrior's attributes and taskdeck's fields, one table for import, export and the
/// import's report of what it did not read.
///
/// An attribute is either read into a taskdeck field (`mapped`), computed by Taskwarrior
/// and never data (`computed`: `id`, `urgency`), part of a recurring series (read when the
/// series is folded into one repeating task), or not read: then it is kept with the task in
/// the record (`KeptFields`, `taskwarrior.record`) and named in the import's report. A
/// field taskdeck learns is one more mapped attribute: read in `read(_:)`, written in
/// `write(_:into:)` and compared in `overlay` (as `wait`, `scheduled`, `until` and `start`
/// are: a running task's `start` is its running interval; Taskwarrior keeps no stopped ones).
enum TaskwarriorFields {
    static let mapped: Set<String> = ["uuid", "description", "status", "entry", "modified", "end", "due", "priority",
                                      "project", "tags", "annotations", "wait", "scheduled", "start", "until",
                                      "depends"]
    static let computed: Set<String> = ["id", "urgency"]
    /// What ties a template and its instances; read when a series is folded.
    static let series: Set<String> = ["parent", "imask", "mask", "rtype", "recur", "until"]

    /// What a record says in taskdeck's terms.
    struct Values: Equatable {
        var title: String
        var status: TaskStatus
        var created: Date
        var modified: Date?
        var completed: Date?
        var due: Due?
        var priority: Priority
        var project: String?
        var tags: [String]
        var notes: String
        var wait: Due? = nil
        var scheduled: Due? = nil
        /// The last day it is worth doing (a series reads its template's `until` as the rule's end).
        var until: Due? = nil
        /// When work on it began, while it runs (Taskwarrior keeps no earlier stretches).
        var start: Date? = nil
        /// The tasks it waits for (`depends`: a list of UUIDs, or one comma-separated text as
        /// Taskwarrior before 2.6 wrote it).
        var depends: Set<TaskID> = []
        /// Every annotation, as the record has them (the notes of a task taskdeck exported among them).
        var annotations: [Annotation] = []
        /// The user-defined attributes read as custom fields (`TaskwarriorUDA`).
        var fields: [String: String] = [:]

        /// The work intervals of a task read from the record: the running one, if any.
        var intervals: [WorkInterval] { start.map { [WorkInterval(start: $0)] } ?? [] }
    }

    /// The record's values; a bad record names the attribute that is wrong.
    static func read(_ record: JSONRecord, dates: LocalDates) throws -> Values {
        func date(_ key: String, in record: JSONRecord) throws -> Date? {
            guard let text = try record.string(key) else { return nil }
            guard let date = TaskwarriorDate.parse(text) else {
                throw record.malformed(key, "'\(text)' is not a time such as 20260311T100000Z")
            }
            return date
        }
        guard let entry = try date("entry", in: record) else { throw record.malformed("entry", "missing") }
        let priority: Priority
        switch try record.string("priority") {
        case nil, "": priority = .none
        case "H": priority = .high
        case "M": priority = .medium
        case "L": priority = .low
        case let other?: throw record.malformed("priority", "'\(other)' is not H, M or L")
        }
        let annotations = try TaskwarriorAnnotations.read(record, created: entry)
        let status = try record.string("status")
        return Values(title: try record.requiredString("description"),
                      status: status == "completed" ? .completed : .pending,
                      created: entry, modified: try date("modified", in: record), completed: try date("end", in: record),
                      due: try date("due", in: record).map(dates.due(at:)), priority: priority,
                      project: try record.string("project"), tags: try record.strings("tags"), notes: "",
                      wait: try date("wait", in: record).map(dates.due(at:)),
                      scheduled: try date("scheduled", in: record).map(dates.due(at:)),
                      until: try date("until", in: record).map(dates.due(at:)),
                      start: try date("start", in: record),
                      depends: try dependsValue(record), annotations: annotations,
                      fields: TaskwarriorUDA.fields(of: record))
    }

    /// `depends` as a set of IDs: a list of UUIDs or one text of them separated by commas.
    private static func dependsValue(_ record: JSONRecord) throws -> Set<TaskID> {
        let texts: [String]
        if let text = record.object["depends"] as? String {
            texts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        } else {
            texts = try record.strings("depends")
        }
        var ids = Set<TaskID>()
        for text in texts {
            guard let id = TaskID(text) else { throw record.malformed("depends", "'\(text)' is not a UUID") }
            ids.insert(id)
        }
        return ids
    }

    /// The attributes of `task` that Taskwarrior holds, set in `object` (replacing what was there).
    static func write(_ task: Task, into object: inout [String: Any], dates: LocalDates) {
        object["uuid"] = task.id.description
        for field in Field.allCases { set(field, of: task, in: &object, base: nil, dates: dates) }
    }

    /// `record` (a record kept from Taskwarrior) with the attributes set whose taskdeck field
    /// now says otherwise than the record (`base`: what it said when it was read); every
    /// other attribute stays as Taskwarrior wrote it, byte for byte once serialized again:
    /// the seconds of a due time, the case of a tag, a UDA.
    static func overlay(_ record: [String: Any], with task: Task, base: Values, except: Set<Field> = [],
                        dates: LocalDates) -> [String: Any] {
        var object = record
        for field in Field.allCases where !except.contains(field) && field.differs(task, base) {
            set(field, of: task, in: &object, base: base, dates: dates)
        }
        return object
    }

    /// The taskdeck fields Taskwarrior holds, each written from a task.
    enum Field: CaseIterable {
        case description, status, entry, modified, end, due, priority, project, tags, annotations
        case wait, scheduled, until, start
        case depends
        case fields

        func differs(_ task: Task, _ base: Values) -> Bool {
            switch self {
            case .description: task.title != base.title
            case .status: task.status != base.status
            case .entry: task.created != base.created
            case .modified: task.modified != (base.modified ?? base.created)
            case .end: task.completed != base.completed
            case .due: task.due != base.due
            case .priority: task.priority != base.priority
            case .project: task.project != base.project
            case .tags: task.tags != Set(base.tags.compactMap { try? TaskValidation.tag($0) })
            case .annotations: TaskwarriorAnnotations.differ(task, base: base.annotations)
            case .wait: task.wait != base.wait
            case .scheduled: task.scheduled != base.scheduled
            case .until: task.until != base.until
            case .start: task.activeSince != base.start
            case .depends: task.depends != base.depends
            case .fields: task.fields.values != base.fields
            }
        }
    }

    private static func set(_ field: Field, of task: Task, in object: inout [String: Any], base: Values?, dates: LocalDates) {
        switch field {
        case .description: object["description"] = task.title
        case .status: object["status"] = task.status.rawValue
        case .entry: object["entry"] = TaskwarriorDate.format(task.created)
        case .modified: object["modified"] = TaskwarriorDate.format(task.modified)
        case .end: object["end"] = task.completed.map(TaskwarriorDate.format)
        case .due: object["due"] = task.due.map { TaskwarriorDate.format(dates.instant(of: $0)) }
        case .priority:
            let letter: String? = switch task.priority {
            case .none: nil
            case .low: "L"
            case .medium: "M"
            case .high: "H"
            }
            object["priority"] = letter
        case .project: object["project"] = task.project
        case .tags: object["tags"] = task.tags.isEmpty ? nil : task.sortedTags
        case .annotations:
            object["annotations"] = TaskwarriorAnnotations.json(TaskwarriorAnnotations.written(task, base: base?.annotations ?? []))
        case .wait: object["wait"] = task.wait.map { TaskwarriorDate.format(dates.instant(of: $0)) }
        case .scheduled: object["scheduled"] = task.scheduled.map { TaskwarriorDate.format(dates.instant(of: $0)) }
        case .until: object["until"] = task.until.map { TaskwarriorDate.format(dates.instant(of: $0)) }
        case .start: object["start"] = task.activeSince.map(TaskwarriorDate.format)
        case .depends: object["depends"] = task.depends.isEmpty ? nil : task.depends.sorted().map(\.description)
        case .fields: TaskwarriorUDA.write(task, base: base?.fields, into: &object)
        }
    }

    // MARK: - What an import did not read

    /// What `record` holds that taskdeck does not read exactly: attributes not read (all
    /// but `understood`), the seconds of a due time, tags in capitals.
    static func notes(of record: JSONRecord, understood: Set<String> = [], dates: LocalDates) -> ImportNotes {
        var notes = ImportNotes()
        let fields = TaskwarriorUDA.fields(of: record)
        for key in record.object.keys where !mapped.contains(key) && !computed.contains(key) && !understood.contains(key) {
            notes.add(fields[key] != nil ? .customField(key) : .unread(key))
        }
        if let text = record.object["due"] as? String, let instant = TaskwarriorDate.parse(text),
           TaskwarriorDate.format(dates.instant(of: dates.due(at: instant))) != text {
            notes.add(.dueSeconds)
        }
        notes.add(.tagCase, ((record.object["tags"] as? [String]) ?? []).count { $0 != $0.lowercased() })
        return notes
    }

    /// The record without what Taskwarrior computes, or nil when writing the task taskdeck
    /// read from it gives it back as it is (nothing to keep).
    static func keptRecord(_ record: JSONRecord, task: Task, dates: LocalDates) -> [String: Any]? {
        let object = record.object.filter { !computed.contains($0.key) }
        var written: [String: Any] = [:]
        write(task, into: &written, dates: dates)
        if object["modified"] == nil { written["modified"] = nil }
        return NSDictionary(dictionary: object).isEqual(to: written) ? nil : object
    }

    // MARK: - JSON text

    static func text(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func object(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
}
